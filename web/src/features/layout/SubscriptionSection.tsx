import { useState } from 'react';
import styles from './SubscriptionSection.module.scss';

/**
 * The newsletter section of the footer (garwin only, as the market's settings say). Sending the
 * address arrives with the help-desk feature; until then the form only acknowledges locally.
 */
export function SubscriptionSection({
  subscription,
}: {
  subscription: { title: string; description: string };
}) {
  const [sent, setSent] = useState(false);
  return (
    <section aria-label="Подписка на рассылку" className={styles.section}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 className={styles.title}>{subscription.title}</h2>
          <p className={styles.description}>{subscription.description}</p>
        </div>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setSent(true);
          }}
        >
          <input
            type="email"
            name="email"
            required
            className={styles.input}
            placeholder="E-mail"
            aria-label="E-mail"
            autoComplete="email"
            disabled={sent}
          />
          <button type="submit" className={styles.button} disabled={sent}>
            Подписаться
          </button>
        </form>
      </div>
    </section>
  );
}
