import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../__generated__/gql.ts';
// The widget's own styles are the captcha chunk's, so each page's sheet holds them
// (build/page-styles.ts): no import of this app links a sheet of its own.
import 'altcha/altcha.css';
import styles from './Captcha.module.scss';

const CaptchaChallengeQuery = graphql(`
  query CaptchaChallenge {
    captchaChallenge
  }
`);

interface AltchaStateDetail {
  state: string;
  payload?: string;
}

/**
 * Loads the self-hosted ALTCHA widget in the browser only: the external build (no inline workers,
 * so the page's script policy holds) with the PBKDF2 worker served from the store's own assets.
 */
async function loadWidget(): Promise<void> {
  if (customElements.get('altcha-widget')) return;
  await import('altcha/external');
  const [{ default: Pbkdf2Worker }] = await Promise.all([
    import('altcha/workers/pbkdf2?worker'),
    import('altcha/i18n/ru'),
  ]);
  globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
}

/**
 * The proof-of-work captcha of phone sign-in. Each mount asks the BFF for a fresh challenge (a
 * solution is accepted once), so remounting with a new `key` resets it. Reports the solved
 * payload, or null while unsolved.
 */
export function Captcha({ onChange }: { onChange: (payload: string | null) => void }) {
  const client = useApolloClient();
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    let cancelled = false;
    const widget = document.createElement('altcha-widget');
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      report.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onState);
    void (async () => {
      const [, result] = await Promise.all([
        loadWidget(),
        client.query({ query: CaptchaChallengeQuery, fetchPolicy: 'no-cache' }),
      ]);
      if (cancelled || !result.data) return;
      // Attributes are read when the element mounts, so they are set before it is attached.
      widget.setAttribute('challenge', result.data.captchaChallenge);
      widget.setAttribute('language', 'ru');
      widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, minDuration: 0 }));
      host.current?.append(widget);
    })().catch((error: unknown) => console.error('captcha', error));
    return () => {
      cancelled = true;
      widget.removeEventListener('statechange', onState);
      widget.remove();
      report.current(null);
    };
  }, [client]);

  return <div ref={host} className={styles.captcha} />;
}
