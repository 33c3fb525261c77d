import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import { AlertText } from '../../components/ui/AlertText.tsx';
import { Button } from '../../components/ui/Button.tsx';
import styles from './OrderActions.module.scss';
import { PayAttempt } from './pay-attempt.ts';
import { useMutation } from '../../lib/apollo/use-mutation.ts';

export const PayOrderMutation = graphql(`
  mutation PayOrder($input: PayOrderInput!) {
    payOrder(input: $input) {
      paymentId
      confirmationUrl
      userErrors {
        code
        message
      }
    }
  }
`);

const PAY_FAILED = 'Не удалось перейти к оплате. Попробуйте ещё раз.';
const NOT_PAYABLE = 'Этот заказ сейчас нельзя оплатить онлайн.';
/** Refusals that say the order has changed since the page was shown (paid in another tab, say). */
const ORDER_CHANGED = new Set(['ORDER_ALREADY_PAID', 'ORDER_NOT_PAYABLE']);

/**
 * Starts an online payment and sends the buyer to the payment page. A retry after a failed answer
 * sends the same idempotency key, so the API finds the first payment instead of starting another.
 */
export function PayOrderButton({
  orderId,
  label = 'Оплатить онлайн',
}: {
  orderId: string;
  label?: string;
}) {
  const [attempt] = useState(() => new PayAttempt());
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [pay, { loading }] = useMutation(PayOrderMutation);
  const client = useApolloClient();

  async function start() {
    setError(null);
    try {
      const { data } = await pay({
        variables: { input: { orderId, idempotencyKey: attempt.key() } },
      });
      const result = data?.payOrder;
      if (result?.confirmationUrl) {
        setLeaving(true);
        window.location.assign(result.confirmationUrl);
        return;
      }
      // The API refused this attempt for a reason of the order: the next click is a new attempt.
      attempt.refused();
      const failure = result?.userErrors[0];
      setError(
        failure?.code === 'ORDER_NOT_PAYABLE' ? NOT_PAYABLE : (failure?.message ?? PAY_FAILED),
      );
      // The page shows the order as it was: read it again, so a paid order shows as paid.
      if (failure && ORDER_CHANGED.has(failure.code))
        void client.refetchQueries({ include: 'active' });
    } catch (cause) {
      // The answer was lost: keep the key, a retry must not start a second payment.
      console.error('The payment could not be started', cause);
      setError(PAY_FAILED);
    }
  }

  return (
    <div className={styles.action}>
      <Button onClick={() => void start()} disabled={loading || leaving}>
        {loading || leaving ? 'Переходим к оплате…' : label}
      </Button>
      <AlertText className={styles.error}>{error}</AlertText>
    </div>
  );
}
