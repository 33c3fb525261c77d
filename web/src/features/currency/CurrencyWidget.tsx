import { useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { CurrencyIcon } from './CurrencyIcon.tsx';
import { CurrencyWidgetQueryFragment } from './currency-fragment.ts';
import { useChooseCurrency, useMoney } from './useMoney.ts';
import styles from './CurrencyWidget.module.scss';

const TITLE = 'Валюта';

/** The header's currency: shows the one prices are in and opens the currency picker. */
export function CurrencyWidget({
  query,
}: {
  query: FragmentType<typeof CurrencyWidgetQueryFragment>;
}) {
  const { market } = getFragmentData(CurrencyWidgetQueryFragment, query);
  const { currency } = useMoney();
  const choose = useChooseCurrency();
  const [open, setOpen] = useState(false);
  const { base, display } = market.settings.currencies;
  const options = [base, ...display.filter((c) => c.code !== base.code)];

  return (
    <>
      <button
        type="button"
        className={styles.widget}
        aria-haspopup="dialog"
        aria-label={`${TITLE}: ${currency.code}`}
        onClick={() => setOpen(true)}
      >
        <span className={styles.symbol} aria-hidden="true">
          {currency.symbol}
        </span>
        <span>{currency.code}</span>
      </button>
      <Modal open={open} title={TITLE} onClose={() => setOpen(false)} size="sm">
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.code}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={option.code === currency.code}
                onClick={() => {
                  choose(option.code);
                  setOpen(false);
                }}
              >
                <CurrencyIcon code={option.code} symbol={option.symbol} />
                <span className={styles.title}>{option.title}</span>
                <span className={styles.code}>{option.code}</span>
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
