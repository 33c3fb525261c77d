import styles from './CurrencyWidget.module.scss';

/** The icons of spec section 9 (RUB, BYN, KZT, USD, EUR); other codes show their symbol. */
const GLYPHS: Record<string, string> = { RUB: '₽', BYN: 'Br', KZT: '₸', USD: '$', EUR: '€' };

export function CurrencyIcon({ code, symbol }: { code: string; symbol: string }) {
  return (
    <span className={styles.icon} data-code={code} aria-hidden="true">
      {GLYPHS[code] ?? symbol}
    </span>
  );
}
