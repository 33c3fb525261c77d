import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import type { CaptchaSlot } from './captcha-slot.ts';
import { LegalEntityOrderForm } from './LegalEntityOrderForm.tsx';
import { ProductRentTermsQuery } from './operations.ts';
import { ProposalRequest } from './ProposalRequest.tsx';
import { RentRequestForm } from './RentRequestForm.tsx';
import { useHelpdeskContext } from './useHelpdeskContext.ts';
import { useMounted } from './useMounted.ts';
import styles from './ProductHelpdeskActions.module.scss';

/**
 * The product page's help-desk controls: «Запросить КП» for signed-in buyers, an order for a legal
 * entity, and a rent request where the product allows rent. Marked as the detail controls whose
 * scrolling into view loads the help-desk widget.
 */
export function ProductHelpdeskActions({
  productId,
  captcha,
}: {
  productId: string;
  captcha: CaptchaSlot;
}) {
  const mounted = useMounted();
  const { signedIn } = useHelpdeskContext();
  const { data } = useQuery(ProductRentTermsQuery, { variables: { productId }, skip: !mounted });
  const [dialog, setDialog] = useState<'legal' | 'rent' | null>(null);
  const close = () => setDialog(null);

  return (
    <div className={styles.actions} data-helpdesk-watch="">
      {signedIn && <ProposalRequest productId={productId} />}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => setDialog('legal')}>
          Заказать для юрлица
        </Button>
        {data?.rentTerms?.rentAllowed && (
          <Button variant="secondary" onClick={() => setDialog('rent')}>
            Взять в аренду
          </Button>
        )}
      </div>
      <Modal open={dialog === 'legal'} title="Заказ для юридического лица" onClose={close}>
        <LegalEntityOrderForm productId={productId} signedIn={signedIn} captcha={captcha} />
      </Modal>
      <Modal open={dialog === 'rent'} title="Аренда" onClose={close}>
        <RentRequestForm productId={productId} signedIn={signedIn} captcha={captcha} />
      </Modal>
    </div>
  );
}
