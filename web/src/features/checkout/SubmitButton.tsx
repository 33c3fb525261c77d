import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getFragmentData } from '../../__generated__/fragment-masking.ts';
import type { Purchase_PurchaseFragment } from '../../__generated__/graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { announceToOtherTabs } from '../../lib/other-tabs.ts';
import { attemptKey, finishAttempt } from './attempt-key.ts';
import styles from './Checkout.module.scss';
import { PurchaseFragment, SubmitCheckoutMutation } from './operations.ts';
import { errorText, OFFER_CHANGED_TEXT, SAVE_FAILED, STEP_HINTS, TO_CART } from './texts.ts';
import { useMutation } from '../../lib/apollo/use-mutation.ts';

/**
 * The comment and the submit. One click, a double click, or a retried request are one attempt:
 * the button ignores clicks while a submit is in flight, and every submit of the attempt carries
 * the same key (see attempt-key.ts), so the API answers the first purchase.
 */
export function SubmitButton({
  orderId,
  missingSteps,
  hasChangedOffers,
  onPurchased,
}: {
  orderId: string;
  missingSteps: readonly string[];
  hasChangedOffers: boolean;
  onPurchased?: ((purchase: Purchase_PurchaseFragment) => void) | undefined;
}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [submit] = useMutation(SubmitCheckoutMutation);
  const [comment, setComment] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ text: string; toCart: boolean } | null>(null);
  const inFlight = useRef(false);

  const place = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    try {
      const { data } = await submit({
        variables: {
          input: { orderId, comment: comment.trim() || null, attemptKey: attemptKey() },
        },
      });
      const refused = data?.submitCheckout.userErrors[0];
      if (refused) {
        setError({ text: errorText(refused), toCart: refused.code === 'OFFER_CHANGED' });
        return;
      }
      const placed = data?.submitCheckout.purchase;
      if (!placed) {
        setError({ text: SAVE_FAILED, toCart: false });
        return;
      }
      const purchase = getFragmentData(PurchaseFragment, placed);
      finishAttempt();
      onPurchased?.(purchase);
      // The ordered lines left the cart and the checkout: both are read again where shown.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'checkout' });
      announceToOtherTabs('cart');
      await navigate(`/cabinet/purchase/${encodeURIComponent(purchase.id)}`);
    } catch (cause) {
      // The answer was lost: the key stays, so pressing again repeats the same attempt.
      console.error('Submitting the checkout failed', cause);
      setError({ text: SAVE_FAILED, toCart: false });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <div className={styles.submit}>
      <label className={styles.label} htmlFor="checkout-comment">
        Комментарий к заказу
      </label>
      <textarea
        id="checkout-comment"
        className={styles.textarea}
        rows={3}
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {missingSteps.length > 0 && (
        <ul className={styles.hints}>
          {missingSteps.map((step) => (
            <li key={step}>{STEP_HINTS[step] ?? step}</li>
          ))}
        </ul>
      )}
      {hasChangedOffers && (
        <p className={styles.error}>
          {OFFER_CHANGED_TEXT} <Link to="/cart">{TO_CART}</Link>
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error.text} {error.toCart && <Link to="/cart">{TO_CART}</Link>}
        </p>
      )}
      <Button
        block
        disabled={pending || missingSteps.length > 0 || hasChangedOffers}
        aria-busy={pending}
        onClick={() => void place()}
      >
        {pending ? 'Оформляем…' : 'Оформить заказ'}
      </Button>
    </div>
  );
}
