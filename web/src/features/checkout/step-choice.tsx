import { useState } from 'react';
import styles from './Checkout.module.scss';
import type { StepResult } from './useOrderSteps.ts';

/**
 * A choice a step saves on the server: the value being saved shows as chosen meanwhile, and what
 * the save answers (a refusal's text, or null) is the step's error.
 */
export function useStepChoice<T>(selected: T | null, onChoose: (value: T) => Promise<StepResult>) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<T | null>(null);
  const choose = async (value: T) => {
    setPending(value);
    setError(await onChoose(value));
    setPending(null);
  };
  return { error, setError, choose, shown: pending ?? selected };
}

/** A step's or form's error, announced where it stands. */
export function StepError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {error}
    </p>
  );
}
