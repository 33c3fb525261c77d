import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';
import type { FormOutcome, FormUserError } from '../../lib/apollo/use-form-mutation.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { CAPTCHA_MESSAGE, receiptText, splitErrors } from './messages.ts';
import styles from './HelpdeskForm.module.scss';

type Payload = { requestNumber?: string | null; userErrors: readonly FormUserError[] };

/** What a form's fields learn from a submit: their errors by input name. */
export type FieldErrors = Record<string, string>;

/**
 * The frame of every help-desk form: the captcha for visitors, the submit button, the refusal of
 * the whole form, and after success the number to quote in place of the form. `validate` answers
 * field errors found before sending (none: send); `send` calls the mutation with the captcha.
 */
export function RequestForm({
  label,
  submitLabel,
  signedIn,
  captcha,
  validate,
  send,
  form: { errors, onErrors },
  onSent,
  disabled = false,
  children,
}: {
  label: string;
  submitLabel: string;
  signedIn: boolean;
  captcha: CaptchaSlot;
  validate: () => FieldErrors;
  /** Calls the mutation with the captcha's solution (null for a signed-in user). */
  send: (captcha: string | null) => Promise<FormOutcome<Payload>>;
  /** The fields' errors and where to put new ones (see `useRequestFields`). */
  form: { errors: FieldErrors; onErrors: (errors: FieldErrors) => void };
  onSent?: (number: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [payload, setPayload] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [number, setNumber] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const freshCaptcha = () => {
    setPayload(null);
    setCaptchaKey((key) => key + 1);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    if (!signedIn && !payload) found['captcha'] = CAPTCHA_MESSAGE;
    onErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const outcome = await send(signedIn ? null : payload);
    setSending(false);
    // A solution is accepted once: whatever the answer, the next try needs a new one.
    if (!signedIn) freshCaptcha();
    if (outcome.ok) {
      const sent = outcome.payload.requestNumber ?? '';
      setNumber(sent);
      onSent?.(sent);
      return;
    }
    if (outcome.failed) return setFormError(REQUEST_FAILED_MESSAGE);
    const split = splitErrors(outcome.userErrors);
    onErrors(split.fields);
    setFormError(split.form);
  }

  if (number !== null) {
    return (
      <p className={styles.receipt} role="status">
        <strong className={styles.receiptTitle}>Спасибо!</strong>
        {receiptText(number)}
      </p>
    );
  }
  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {children}
      {!signedIn && (
        <div className={styles.captcha}>
          {captcha(setPayload, captchaKey)}
          {errors['captcha'] && (
            <p className={styles.error} role="alert">
              {errors['captcha']}
            </p>
          )}
        </div>
      )}
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending || disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
