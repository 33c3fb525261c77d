import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import styles from './CurrencyWidget.module.scss';

export const CurrencyWidgetMarketFragment = graphql(`
  fragment CurrencyWidget_market on Market {
    id
    settings {
      currencies {
        base {
          code
          symbol
        }
      }
    }
  }
`);

/** Shows the currency prices are displayed in; the picker it opens comes with the currency feature. */
export function CurrencyWidget({
  market,
}: {
  market: FragmentType<typeof CurrencyWidgetMarketFragment>;
}) {
  const { base } = getFragmentData(CurrencyWidgetMarketFragment, market).settings.currencies;
  return (
    <button type="button" className={styles.widget} aria-haspopup="dialog">
      <span className={styles.symbol} aria-hidden="true">
        {base.symbol}
      </span>
      <span>{base.code}</span>
    </button>
  );
}
