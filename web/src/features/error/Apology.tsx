import { HOME_LINK_TEXT } from './texts.ts';

/**
 * What is left when even the error page fails: no data, no router, no theme, only plain markup
 * (inline styles, because the stylesheet may be what failed) and a full reload home.
 */
export function Apology() {
  return (
    <main
      style={{
        maxWidth: 560,
        margin: '15vh auto',
        padding: '0 24px',
        fontFamily: 'system-ui, sans-serif',
        textAlign: 'center',
      }}
    >
      <h1 style={{ fontSize: 28, marginBottom: 24 }}>Извините, что-то пошло не так</h1>
      <a href="/" style={{ color: '#c2410c', fontWeight: 700 }}>
        {HOME_LINK_TEXT}
      </a>
    </main>
  );
}
