import { useState } from 'react';
import { AlertText } from '../../components/ui/AlertText.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';
import { messageFor } from './messages.ts';
import { RequestProposalMutation } from './operations.ts';
import styles from './ProductHelpdeskActions.module.scss';

/** «Запросить КП»: a request for a commercial proposal on the product, for signed-in buyers. */
export function ProposalRequest({ productId }: { productId: string }) {
  const [send, { loading }] = useFormMutation(RequestProposalMutation, 'requestProposal');
  const [number, setNumber] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function request() {
    setError(null);
    const outcome = await send({ input: { productId } });
    if (outcome.ok) return setNumber(outcome.payload.requestNumber ?? '');
    const code = outcome.userErrors[0]?.code;
    setError(code ? messageFor(code) : REQUEST_FAILED_MESSAGE);
  }

  if (number !== null) {
    return (
      <p className={styles.sent} role="status">
        Запрос КП № {number} отправлен. Менеджер пришлёт предложение на вашу почту.
      </p>
    );
  }
  return (
    <div className={styles.proposal}>
      <Button block disabled={loading} onClick={() => void request()}>
        Запросить КП
      </Button>
      <AlertText className={styles.error}>{error}</AlertText>
    </div>
  );
}
