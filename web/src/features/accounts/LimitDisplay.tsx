import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { formatMoney } from '../../components/product/format-money.ts';
import { graphql } from '../../__generated__/gql.ts';
import styles from './LimitDisplay.module.scss';

export const LimitDisplayViewerFragment = graphql(`
  fragment LimitDisplay_viewer on Viewer {
    id
    context {
      limit {
        amount
        currencyCode
      }
    }
  }
`);

/** The header's limit display: the current customer's purchase or credit limit, when it has one. */
export function LimitDisplay({
  viewer,
}: {
  viewer: FragmentType<typeof LimitDisplayViewerFragment> | null;
}) {
  const limit = getFragmentData(LimitDisplayViewerFragment, viewer)?.context.limit;
  if (!limit) return null;
  return (
    <span className={styles.limit}>
      <span className={styles.caption}>Лимит:</span> <strong>{formatMoney(limit)}</strong>
    </span>
  );
}
