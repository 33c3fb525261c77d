import { useState, type ReactNode } from 'react';
import { AlertText } from '../../components/ui/AlertText.tsx';
import { Button } from '../../components/ui/Button.tsx';
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
  return <AlertText className={styles.error}>{error}</AlertText>;
}

/** The end of a new entry's form: its error, the save, and back to the saved entries if any. */
export function NewEntryActions({
  error,
  saveLabel,
  saving,
  onCancel,
}: {
  error: string | null | undefined;
  saveLabel: string;
  saving: boolean;
  onCancel: (() => void) | undefined;
}) {
  return (
    <>
      <StepError error={error} />
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saveLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Отмена
          </Button>
        )}
      </div>
    </>
  );
}

/** What the checkout gives a saved-entry step: the buyer's saved entries and the chosen one. */
export interface SavedEntryChoice<T> {
  entries: readonly T[];
  selectedId: string | null;
  /** Saves the choice on the orders; answers the refusal's text, or null. */
  onChoose: (id: string) => Promise<StepResult>;
}

/** What a saved-entry step's form for a new entry is given. */
export interface NewEntryFormProps {
  /** The new entry is saved: it becomes the step's choice. */
  onSaved: (id: string) => Promise<void>;
  /** Back to the saved entries; none when there are none. */
  onCancel: (() => void) | undefined;
}

/**
 * A step that chooses one of the buyer's saved entries (contacts, addresses) or adds a new one,
 * which is then chosen. With nothing saved the form for a new one is open from the start.
 */
export function SavedEntryStep<T extends { id: string }>({
  entries,
  selectedId,
  onChoose,
  label,
  inputName,
  describe,
  addLabel,
  newEntryForm,
}: SavedEntryChoice<T> & {
  label: string;
  inputName: string;
  describe: (entry: T) => ReactNode;
  addLabel: string;
  newEntryForm: (props: NewEntryFormProps) => ReactNode;
}) {
  const [adding, setAdding] = useState(entries.length === 0);
  const { error, choose, shown } = useStepChoice(selectedId, onChoose);
  return (
    <div className={styles.stepBody}>
      {entries.length > 0 && (
        <div role="radiogroup" aria-label={label} className={styles.options}>
          {entries.map((entry) => (
            <label key={entry.id} className={styles.option}>
              <input
                type="radio"
                name={inputName}
                checked={entry.id === shown}
                onChange={() => void choose(entry.id)}
              />
              {describe(entry)}
            </label>
          ))}
        </div>
      )}
      <StepError error={error} />
      {adding ? (
        newEntryForm({
          onCancel: entries.length > 0 ? () => setAdding(false) : undefined,
          onSaved: async (id) => {
            setAdding(false);
            await choose(id);
          },
        })
      ) : (
        <Button variant="link" onClick={() => setAdding(true)}>
          {addLabel}
        </Button>
      )}
    </div>
  );
}
