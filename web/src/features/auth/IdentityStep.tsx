import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { PhoneField } from '../../components/ui/PhoneField.tsx';
import { TabList } from '../../components/ui/TabList.tsx';
import { Captcha } from './Captcha.tsx';
import { RequestOtpMutation, type SentCode } from './operations.ts';
import { EMAIL_FORMAT_MESSAGE, isValidEmail } from '../../lib/rules/email.ts';
import {
  countryOf,
  PHONE_MESSAGE,
  isCompletePhone,
  maskEmail,
  maskPhone,
  type CountryKey,
} from './validation.ts';
import styles from './SignInDialog.module.scss';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { requestCodeFailureText } from './sign-in-errors.ts';

export type Strategy = 'EMAIL' | 'SMS';

/** Whether the server's retry timeout of a sent code has run out. */
function canResend(sent: SentCode): boolean {
  return Date.now() - sent.sentAt >= sent.retryTimeout * 1000;
}

const TAB_TITLES: Record<Strategy, string> = { EMAIL: 'Почта', SMS: 'Телефон' };

/**
 * The main sign-in step: an e-mail or a phone (with a solved captcha), then a code is requested.
 * The tabs show only when the market allows more than one strategy.
 */
export function IdentityStep({
  strategies,
  tab,
  onTab,
  pending,
  onSent,
  onResume,
}: {
  strategies: Strategy[];
  tab: Strategy;
  onTab: (tab: Strategy) => void;
  /** A code sent earlier that is still valid: the shopper may go back to entering it. */
  pending: SentCode | null;
  onSent: (sent: SentCode) => void;
  onResume: () => void;
}) {
  const [email, setEmail] = useState('');
  const [countryKey, setCountryKey] = useState<CountryKey>('ru');
  const [digits, setDigits] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [requestOtp, { loading }] = useFormMutation(RequestOtpMutation, 'requestOtp');
  const country = countryOf(countryKey);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const phone = tab === 'SMS';
    if (!phone && !isValidEmail(email)) return setError(EMAIL_FORMAT_MESSAGE);
    if (phone && !isCompletePhone(digits, country)) return setError(PHONE_MESSAGE);
    setError(null);
    const userIdentity = phone ? `${country.code}${digits}` : email.trim().toLowerCase();
    // Asking again for the same identity before another code may be sent returns to the code
    // already on its way instead of the rate-limit refusal.
    if (pending?.userIdentity === userIdentity && !canResend(pending)) return onResume();
    const outcome = await requestOtp({
      input: { transport: tab, userIdentity, captcha: phone ? captcha : null },
    });
    if (outcome.ok && outcome.payload.retryTimeout != null) {
      const masked = phone ? maskPhone(country.code, digits) : maskEmail(userIdentity);
      const { retryTimeout } = outcome.payload;
      onSent({ transport: tab, userIdentity, masked, retryTimeout, sentAt: Date.now() });
      return;
    }
    // Spec section 8: the rate limit is shown on the field; a rejected captcha asks for a new one;
    // other refusals are logged, and the captcha is reset.
    setError(requestCodeFailureText(outcome));
    if (phone) setCaptchaKey((k) => k + 1);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {strategies.length > 1 && (
        <TabList
          label="Способ входа"
          tabs={strategies}
          selected={tab}
          title={(strategy) => TAB_TITLES[strategy]}
          onSelect={(strategy) => {
            setError(null);
            onTab(strategy);
          }}
          className={styles.tabs}
          tabClassName={styles.tab}
        />
      )}
      {tab === 'EMAIL' ? (
        <Field
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
      ) : (
        <>
          <PhoneField
            label="Номер телефона"
            value={{ country, digits }}
            error={error}
            onChange={(phone) => {
              setCountryKey(phone.country.key);
              setDigits(phone.digits);
            }}
            countryClassName={styles.country}
            pastedCountry
          />
          <Captcha key={captchaKey} onChange={setCaptcha} />
        </>
      )}
      <Button type="submit" block disabled={loading || (tab === 'SMS' && !captcha)}>
        Получить код
      </Button>
      {pending && (
        <Button variant="link" className={styles.resume} onClick={onResume}>
          Ввести код, отправленный на {pending.masked}
        </Button>
      )}
    </form>
  );
}
