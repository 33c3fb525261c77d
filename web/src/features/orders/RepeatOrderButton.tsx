import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import { Button } from '../../components/ui/Button.tsx';
import styles from './OrderActions.module.scss';
import { useMutation } from '../../lib/apollo/use-mutation.ts';

export const RepeatOrderMutation = graphql(`
  mutation RepeatOrder($input: AddProductsToCartInput!) {
    addProductsToCart(input: $input) {
      cart {
        id
        totalItemsQuantity
        totalGoodsQuantity
      }
      rejectedLines {
        sku
        reason
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Outcome = { kind: 'added'; rejected: string[] } | { kind: 'failed'; message: string };

const FAILED = 'Не удалось добавить товары в корзину. Попробуйте ещё раз.';

/** «Повторить заказ»: the order's articles and quantities go back into the cart at today's prices. */
export function RepeatOrderButton({
  lines,
}: {
  lines: readonly { sku: string | null; quantity: number }[];
}) {
  const [repeat, { loading }] = useMutation(RepeatOrderMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const orderLines = lines.flatMap((line) =>
    line.sku ? [{ sku: line.sku, quantity: line.quantity }] : [],
  );
  if (orderLines.length === 0) return null;

  async function run() {
    setOutcome(null);
    try {
      const { data } = await repeat({ variables: { input: { lines: orderLines } } });
      const result = data?.addProductsToCart;
      if (!result?.cart) {
        setOutcome({ kind: 'failed', message: result?.userErrors[0]?.message ?? FAILED });
        return;
      }
      setOutcome({ kind: 'added', rejected: result.rejectedLines.map((line) => line.sku) });
    } catch (cause) {
      console.error('The order could not be put back in the cart', cause);
      setOutcome({ kind: 'failed', message: FAILED });
    }
  }

  return (
    <div className={styles.action}>
      <Button variant="secondary" onClick={() => void run()} disabled={loading}>
        Повторить заказ
      </Button>
      {outcome?.kind === 'added' && (
        <p className={styles.note} role="status">
          {outcome.rejected.length === orderLines.length
            ? 'Товары заказа сейчас нельзя купить.'
            : 'Товары добавлены в корзину. '}
          {outcome.rejected.length > 0 && outcome.rejected.length < orderLines.length && (
            <>Не добавлены (нет в продаже): {outcome.rejected.join(', ')}. </>
          )}
          {outcome.rejected.length < orderLines.length && <Link to="/cart">Перейти в корзину</Link>}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
