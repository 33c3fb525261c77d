import { useQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { lazyExport } from '../../lib/lazy-export.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { ProductRentTermsQuery } from './operations.ts';
import { ProposalRequest } from './ProposalRequest.tsx';
import { useHelpdeskContext } from './useHelpdeskContext.ts';
import { useMounted } from './useMounted.ts';
import styles from './ProductHelpdeskActions.module.scss';

// The forms load when their dialog opens (a modal draws its content only while open).
const LegalEntityOrderForm = lazyExport(
  () => import('./LegalEntityOrderForm.tsx'),
  'LegalEntityOrderForm',
);
const RentRequestForm = lazyExport(() => import('./RentRequestForm.tsx'), 'RentRequestForm');

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
        <Suspense fallback={null}>
          <LegalEntityOrderForm productId={productId} signedIn={signedIn} captcha={captcha} />
        </Suspense>
      </Modal>
      <Modal open={dialog === 'rent'} title="Аренда" onClose={close}>
        <Suspense fallback={null}>
          <RentRequestForm productId={productId} signedIn={signedIn} captcha={captcha} />
        </Suspense>
      </Modal>
    </div>
  );
}
