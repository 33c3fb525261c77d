import { useState } from 'react';
import styles from './Checkout.module.scss';
import { STEP_HINTS, STEP_TITLES } from './texts.ts';
import type { StepResult } from './useOrderSteps.ts';
import { StepError } from './step-choice.tsx';

interface CostCenterData {
  id: string;
  title: string;
  description: string;
}

/** The cost centre the orders are charged to; shown only when the account has any. */
export function CostCenterStep({
  costCenters,
  selectedId,
  onChoose,
}: {
  costCenters: readonly CostCenterData[];
  selectedId: string | null;
  onChoose: (costCenterId: string) => Promise<StepResult>;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.stepBody}>
      <label className="visually-hidden" htmlFor="checkout-cost-center">
        {STEP_TITLES.costCenter}
      </label>
      <select
        id="checkout-cost-center"
        className={styles.select}
        value={selectedId ?? ''}
        onChange={(event) => {
          if (event.target.value) void onChoose(event.target.value).then(setError);
        }}
      >
        <option value="" disabled>
          {STEP_HINTS['COST_CENTER']}
        </option>
        {costCenters.map((centre) => (
          <option key={centre.id} value={centre.id}>
            {centre.description ? `${centre.title} — ${centre.description}` : centre.title}
          </option>
        ))}
      </select>
      <StepError error={error} />
    </div>
  );
}
