import type { PaymentMethod } from '../../__generated__/graphql.ts';
import styles from './Checkout.module.scss';
import { PAYMENT_TITLES, STEP_TITLES } from './texts.ts';
import type { StepResult } from './useOrderSteps.ts';
import { StepError, useStepChoice } from './step-choice.tsx';

interface MethodOption {
  method: PaymentMethod;
  available: boolean;
  reason?: string | null;
}

/** The payment methods the buyer is eligible for; one not available now is disabled with why. */
export function PaymentStep({
  methods,
  selected,
  onChoose,
}: {
  methods: readonly MethodOption[];
  selected: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => Promise<StepResult>;
}) {
  const { error, choose, shown } = useStepChoice(selected, onChoose);
  return (
    <div className={styles.stepBody}>
      <div role="radiogroup" aria-label={STEP_TITLES.payment} className={styles.tiles}>
        {methods.map((option) => {
          const reasonId = `payment-reason-${option.method}`;
          return (
            <label
              key={option.method}
              className={styles.tile}
              data-disabled={!option.available || undefined}
            >
              <input
                type="radio"
                name="payment-method"
                checked={option.method === shown}
                disabled={!option.available}
                aria-describedby={option.reason ? reasonId : undefined}
                onChange={() => void choose(option.method)}
              />
              <span>
                <strong>{PAYMENT_TITLES[option.method] ?? option.method}</strong>
                {!option.available && option.reason && (
                  <span id={reasonId} className={styles.muted}>
                    {option.reason}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <StepError error={error} />
    </div>
  );
}
