import { useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { CodeStep } from './CodeStep.tsx';
import { IdentityStep, type Strategy } from './IdentityStep.tsx';
import type { SentCode } from './operations.ts';
import { RegistrationStep, type Names } from './RegistrationStep.tsx';
import { useNewsletterSignUp } from './useNewsletterSignUp.ts';
import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { UpdateProfileMutation } from '../../lib/operations/profile.ts';

type Step = { name: 'identity' } | { name: 'code' } | { name: 'registration' };

/** How long a sent code can be entered: the API's default code lifetime (OTP_TTL_SECONDS). */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

const TITLES = {
  identity: 'Войдите или зарегистрируйтесь',
  code: 'Введите код',
  registration: 'Завершение регистрации',
} as const;

const EMPTY_NAMES: Names = { lastName: '', firstName: '', middleName: '' };

/**
 * The sign-in flow of spec section 4 in one modal: identity, code, and finishing registration for
 * a new user. Closing resets it to the main (first) tab; closing the registration step without
 * submitting saves empty names. `onSignedIn` runs once the user is in. `newsletter` says whether
 * the market has a newsletter the code step's checkbox subscribes to.
 */
export function SignInDialog({
  open,
  strategies,
  newsletter,
  onClose,
  onSignedIn,
}: {
  open: boolean;
  strategies: Strategy[];
  newsletter: boolean;
  onClose: () => void;
  onSignedIn: (options: { legalEntity: boolean }) => void;
}) {
  const mainTab = strategies[0] ?? 'EMAIL';
  const [step, setStep] = useState<Step>({ name: 'identity' });
  const [tab, setTab] = useState<Strategy>(mainTab);
  const [serverError, setServerError] = useState<string | null>(null);
  // The last code sent survives closing the modal, so the shopper can come back to it.
  const [sent, setSent] = useState<SentCode | null>(null);
  const pending = sent && Date.now() - sent.sentAt < CODE_LIFETIME_MS ? sent : null;
  const [updateProfile, saving] = useFormMutation(UpdateProfileMutation, 'updateProfile', {
    label: 'updateProfile at registration',
  });
  const signUpForNewsletter = useNewsletterSignUp(newsletter);

  function reset() {
    setStep({ name: 'identity' });
    setTab(mainTab);
    setServerError(null);
  }

  function finish(legalEntity: boolean) {
    reset();
    setSent(null);
    onClose();
    onSignedIn({ legalEntity });
  }

  async function saveNames(names: Names, legalEntity: boolean) {
    const outcome = await updateProfile({ input: names });
    if (!outcome.ok) {
      return setServerError(outcome.userErrors[0]?.message ?? REQUEST_FAILED_MESSAGE);
    }
    finish(legalEntity);
  }

  function close() {
    if (step.name === 'registration') {
      void saveNames(EMPTY_NAMES, false);
      return;
    }
    reset();
    onClose();
  }

  return (
    <Modal open={open} title={TITLES[step.name]} onClose={close} size="sm">
      {step.name === 'identity' && (
        <IdentityStep
          strategies={strategies}
          tab={strategies.includes(tab) ? tab : mainTab}
          onTab={setTab}
          pending={pending}
          onSent={(next) => {
            setSent(next);
            setStep({ name: 'code' });
          }}
          onResume={() => setStep({ name: 'code' })}
        />
      )}
      {step.name === 'code' && sent && (
        <CodeStep
          sent={sent}
          newsletterOffered={newsletter}
          onResent={setSent}
          onVerified={({ isRegistration, newsletter: wanted }) => {
            signUpForNewsletter(sent, wanted);
            if (isRegistration) setStep({ name: 'registration' });
            else finish(false);
          }}
        />
      )}
      {step.name === 'registration' && (
        <RegistrationStep
          saving={saving.loading}
          serverError={serverError}
          onSubmit={(names, legalEntity) => void saveNames(names, legalEntity)}
        />
      )}
    </Modal>
  );
}
