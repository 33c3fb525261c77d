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
 * resend countdown from the server's retry timeout, the consent and the newsletter choice.
 */
export function CodeStep({
  sent,
  onResent,
  onVerified,
}: {
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onVerified: (result: { isRegistration: boolean; newsletter: boolean }) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [newsletter, setNewsletter] = useState(true);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [captcha, setCaptcha] = useState<string | null>(null);
  const left = useCountdown(sent.retryTimeout, startedAt);
  const [verifyOtp, verifying] = useFormMutation(
    'verifyOtp',
    VerifyOtpMutation,
    (data) => data.verifyOtp,
  );
  const [requestOtp, resending] = useFormMutation(
    'requestOtp again',
    RequestOtpMutation,
    (data) => data.requestOtp,
  );
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
      setStartedAt(Date.now());
      onResent({ ...sent, retryTimeout: outcome.payload.retryTimeout });
    } else {
      setError(requestCodeFailureText(outcome));
    }
    setCaptcha(null);
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
          {sms && <Captcha key={startedAt} onChange={setCaptcha} />}
          <Button
            variant="link"
            disabled={resending.loading || (sms && !captcha)}
            onClick={() => void resend()}
          >
            Получить код повторно
          </Button>
        </div>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
        />
        <span>Получать новости и специальные предложения</span>
      </label>
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
