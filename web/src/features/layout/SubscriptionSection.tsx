import { useId, useState, type FormEvent } from 'react';
import { EMAIL_FORMAT_MESSAGE, isValidEmail } from '../../lib/rules/email.ts';
import styles from './SubscriptionSection.module.scss';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { SubscribeMutation } from '../../lib/operations/newsletter.ts';

const FAILED_MESSAGE = 'Не удалось подписаться, попробуйте позже';

/**
 * The newsletter section of the footer (garwin only, as the market's settings say): the address
 * is checked here, then subscribed; a refusal or a failure shows under the field.
 */
export function SubscriptionSection({
  subscription,
}: {
  subscription: { title: string; description: string };
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [subscribe, sending] = useFormMutation(
    'subscribe from the footer',
    SubscribeMutation,
    (data) => data.subscribe,
  );
  const errorId = `${useId()}-error`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) return setError(EMAIL_FORMAT_MESSAGE);
    setError(null);
    const outcome = await subscribe({ input: { email: email.trim(), source: 'FOOTER' } });
    if (outcome.ok && outcome.payload.ok) setDone(true);
    else if (!outcome.ok && outcome.userErrors[0]?.code === 'INVALID_EMAIL') {
      setError(EMAIL_FORMAT_MESSAGE);
    } else
      setError(outcome.ok ? FAILED_MESSAGE : (outcome.userErrors[0]?.message ?? FAILED_MESSAGE));
  }

  return (
    <section aria-label="Подписка на рассылку" className={styles.section}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 className={styles.title}>{subscription.title}</h2>
          <p className={styles.description}>{subscription.description}</p>
        </div>
        {done ? (
          <p className={styles.success} role="status">
            Вы подписались на рассылку
          </p>
        ) : (
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <div className={styles.row}>
              <input
                type="email"
                name="email"
                className={styles.input}
                placeholder="E-mail"
                aria-label="E-mail"
                autoComplete="email"
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(null);
                }}
              />
              <button type="submit" className={styles.button} disabled={sending.loading}>
                Подписаться
              </button>
            </div>
            {error && (
              <p id={errorId} className={styles.error} role="alert">
                {error}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}
