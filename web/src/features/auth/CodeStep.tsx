import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Captcha } from './Captcha.tsx';
import { RequestOtpMutation, VerifyOtpMutation, type SentCode } from './operations.ts';
import { formatCountdown, useCountdown } from './useCountdown.ts';
import styles from './SignInDialog.module.scss';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { requestCodeFailureText, verifyFailureText } from './sign-in-errors.ts';

const CODE_LENGTH = 4;

/**
 * The code step: the masked identity, the 4-digit code (checked as soon as it is complete), the
 * resend countdown from the server's retry timeout, the consent and, where it does something, the
 * newsletter choice.
 */
export function CodeStep({
  sent,
  newsletterOffered,
  onResent,
  onVerified,
}: {
  sent: SentCode;
  /** The market has a newsletter; the box shows only for an e-mail, the one thing it subscribes. */
  newsletterOffered: boolean;
  onResent: (sent: SentCode) => void;
  onVerified: (result: { isRegistration: boolean; newsletter: boolean }) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [newsletter, setNewsletter] = useState(true);
  const startedAt = sent.sentAt;
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new challenge after every answer: a solution is accepted once, a rejected one never.
  const [challenge, setChallenge] = useState(0);
  const left = useCountdown(sent.retryTimeout, startedAt);
  const [verifyOtp, verifying] = useFormMutation(VerifyOtpMutation, 'verifyOtp');
  const [requestOtp, resending] = useFormMutation(RequestOtpMutation, 'requestOtp', {
    label: 'requestOtp again',
  });
  const sms = sent.transport === 'SMS';

  async function verify(otp: string) {
    const outcome = await verifyOtp({ input: { userIdentity: sent.userIdentity, otp } });
    if (outcome.ok) {
      onVerified({ isRegistration: outcome.payload.isRegistration === true, newsletter });
      return;
    }
    setError(verifyFailureText(outcome));
    setCode('');
  }

  async function resend() {
    const outcome = await requestOtp({
      input: {
        transport: sent.transport,
        userIdentity: sent.userIdentity,
        captcha: sms ? captcha : null,
      },
    });
    if (outcome.ok && outcome.payload.retryTimeout != null) {
      setError(null);
      onResent({ ...sent, retryTimeout: outcome.payload.retryTimeout, sentAt: Date.now() });
    } else {
      setError(requestCodeFailureText(outcome));
    }
    setCaptcha(null);
    setChallenge((n) => n + 1);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length === CODE_LENGTH) void verify(code);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        Мы отправили код на <strong>{sent.masked}</strong>
      </p>
      <Field
        label="Код"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        autoFocus
        value={code}
        error={error}
        className={styles.code}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
          setCode(digits);
          if (digits.length === CODE_LENGTH && !verifying.loading) void verify(digits);
        }}
      />
      {left > 0 ? (
        <p className={styles.muted} aria-live="polite">
          Отправить код ещё раз можно через <span>{formatCountdown(left)}</span>
        </p>
      ) : (
        <div className={styles.resend}>
          {sms && <Captcha key={challenge} onChange={setCaptcha} />}
          <Button
            variant="link"
            disabled={resending.loading || (sms && !captcha)}
            onClick={() => void resend()}
          >
            Получить код повторно
          </Button>
        </div>
      )}
      {newsletterOffered && !sms && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={newsletter}
            onChange={(event) => setNewsletter(event.target.checked)}
          />
          <span>Получать новости и специальные предложения</span>
        </label>
      )}
      <p className={styles.consent}>
        Продолжая, вы соглашаетесь с{' '}
        <Link to="/terms">условиями обработки персональных данных</Link> и{' '}
        <Link to="/agreement">условиями продажи</Link>.
      </p>
      <Button type="submit" block disabled={code.length !== CODE_LENGTH || verifying.loading}>
        Подтвердить
      </Button>
    </form>
  );
}
