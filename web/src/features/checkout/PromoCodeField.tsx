import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import styles from './Checkout.module.scss';
import { RedeemPromoCodeMutation, RevokePromoCodeMutation } from './operations.ts';
import { errorText, SAVE_FAILED } from './texts.ts';
import { StepError } from './step-choice.tsx';
import { useMutation } from '../../lib/apollo/use-mutation.ts';

/**
 * The promo code: applied to every order of the checkout (one code per order), removed from all
 * of them; a refused code shows why under the field.
 */
export function PromoCodeField({
  orderIds,
  applied,
}: {
  orderIds: readonly string[];
  applied: { code: string; description: string } | null;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [redeem, { loading: redeeming }] = useMutation(RedeemPromoCodeMutation);
  const [revoke, { loading: revoking }] = useMutation(RevokePromoCodeMutation);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Введите промокод');
      return;
    }
    try {
      for (const orderId of orderIds) {
        const { data } = await redeem({ variables: { input: { orderId, code: code.trim() } } });
        const refused = data?.redeemPromoCode.userErrors[0];
        if (refused) {
          setError(errorText(refused));
          return;
        }
      }
      setError(null);
      setCode('');
    } catch (cause) {
      console.error('Redeeming a promo code failed', cause);
      setError(SAVE_FAILED);
    }
  };

  const remove = async () => {
    try {
      for (const orderId of orderIds) {
        const { data } = await revoke({ variables: { input: { orderId } } });
        const refused = data?.revokePromoCode.userErrors[0];
        if (refused) {
          setError(errorText(refused));
          return;
        }
      }
      setError(null);
    } catch (cause) {
      console.error('Revoking a promo code failed', cause);
      setError(SAVE_FAILED);
    }
  };

  if (applied) {
    return (
      <div className={styles.promoApplied}>
        <span>
          Промокод <strong>{applied.code}</strong>
          {applied.description && <span className={styles.muted}>{applied.description}</span>}
        </span>
        <Button variant="link" disabled={revoking} onClick={() => void remove()}>
          Отменить
        </Button>
        <StepError error={error} />
      </div>
    );
  }

  return (
    <form className={styles.promo} onSubmit={(event) => void apply(event)} noValidate>
      <Field
        label="Промокод"
        value={code}
        error={error}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={redeeming}>
        Применить
      </Button>
    </form>
  );
}
