import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { browserCookies } from '../../lib/browser-cookies.ts';
import { consentCookie, consentFrom, type Consent } from './consent.ts';
import { loadMetrica } from './metrica.ts';
import styles from './AnalyticsConsent.module.scss';

export const AnalyticsSettingsQuery = graphql(`
  query AnalyticsSettings {
    analytics {
      metricaCounterId
    }
  }
`);

/**
 * Asks a visitor whether analytics cookies may be used, only when a counter is configured; loads
 * the counter's script only after they accept. Without a counter nothing is asked or loaded (the
 * e-commerce events still go to `window.dataLayer`).
 */
export function AnalyticsConsent() {
  const { data } = useQuery(AnalyticsSettingsQuery, { ssr: false, errorPolicy: 'ignore' });
  const counterId = data?.analytics.metricaCounterId ?? null;
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);

  useEffect(() => {
    let gone = false;
    void browserCookies().then((cookies) => {
      if (!gone) setConsent(consentFrom(cookies));
    });
    return () => {
      gone = true;
    };
  }, []);
  useEffect(() => {
    if (counterId && consent === 'granted') loadMetrica(counterId);
  }, [counterId, consent]);

  if (!counterId || consent !== null) return null;
  const answer = (value: Consent) => {
    document.cookie = consentCookie(value);
    setConsent(value);
  };
  return (
    <section className={styles.banner} aria-label="Файлы cookie">
      <p className={styles.text}>
        Мы используем файлы cookie для веб-аналитики, чтобы делать магазин удобнее. Разрешить?
      </p>
      <div className={styles.actions}>
        <Button onClick={() => answer('granted')}>Разрешить</Button>
        <Button variant="secondary" onClick={() => answer('denied')}>
          Отказаться
        </Button>
      </div>
    </section>
  );
}
