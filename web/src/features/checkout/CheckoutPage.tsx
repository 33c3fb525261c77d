import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import type { Purchase_PurchaseFragment } from '../../__generated__/graphql.ts';
import { TabList } from '../../components/ui/TabList.tsx';
import styles from './Checkout.module.scss';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { ContactStep } from './ContactStep.tsx';
import { CostCenterStep } from './CostCenterStep.tsx';
import { CourierStep } from './CourierStep.tsx';
import { CheckoutDataFragment, CheckoutOrderFragment } from './operations.ts';
import { OrderShipments } from './OrderShipments.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { PickupStep } from './PickupStep.tsx';
import { PromoCodeField } from './PromoCodeField.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { CHECKOUT_TITLE, STEP_TITLES } from './texts.ts';
import { useOrderSteps } from './useOrderSteps.ts';

const DELIVERY_TABS = ['COURIER', 'PICKUP'] as const;
type DeliveryTab = (typeof DELIVERY_TABS)[number];

function Step({ title, number, children }: { title: string; number: number; children: ReactNode }) {
  return (
    <section className={styles.step} aria-labelledby={`checkout-step-${number}`}>
      <h2 id={`checkout-step-${number}`} className={styles.stepTitle}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The checkout: recipient, delivery (courier or pickup), cost centre, payment, the shipments with
 * their delivery variants, and the sticky sums with the promo code, comment and submit. Every
 * choice is saved on the server as it is made, so a reload shows the checkout as it was left.
 */
export function CheckoutPage({
  query,
  onPurchased,
}: {
  query: FragmentType<typeof CheckoutDataFragment>;
  /** Called once when the purchase is made, with the orders as they were checked out. */
  onPurchased?: (purchase: Purchase_PurchaseFragment, orders: CheckoutOrders) => void;
}) {
  const data = getFragmentData(CheckoutDataFragment, query);
  const orders = unmaskOrders(data.checkout.orders);
  const first = orders[0];
  const steps = useOrderSteps(orders.map((o) => o.id));
  const [tab, setTab] = useState<DeliveryTab>(first?.deliveryMethod ?? 'COURIER');

  if (!first) {
    return (
      <div className={`container ${styles.empty}`}>
        <h1 className={styles.title}>{CHECKOUT_TITLE}</h1>
        <p>В корзине нет выбранных товаров, которые можно заказать.</p>
        <Link to="/cart">Вернуться в корзину</Link>
      </div>
    );
  }

  const missing = [...new Set(orders.flatMap((o) => o.missingSteps))];
  // Company orders are charged to a cost centre; a private buyer's account has no use for one.
  const costCenters = orders.some((o) => o.costCenterRequired || o.costCenter)
    ? data.checkout.costCenters
    : [];
  // Steps are numbered as shown: the cost centre step only exists where the account has any.
  const withCentre = costCenters.length > 0 ? 1 : 0;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{CHECKOUT_TITLE}</h1>
      <div className={styles.layout}>
        <div className={styles.steps}>
          <Step title={STEP_TITLES.contact} number={1}>
            <ContactStep
              entries={data.contacts}
              selectedId={first.contact?.id ?? null}
              onChoose={steps.contact}
            />
          </Step>
          <Step title={STEP_TITLES.delivery} number={2}>
            <TabList
              label={STEP_TITLES.delivery}
              tabs={DELIVERY_TABS}
              selected={tab}
              title={(method) => (method === 'COURIER' ? 'Курьером' : 'Самовывоз')}
              onSelect={setTab}
              className={styles.tabs}
              tabClassName={styles.tab}
            />
            <div role="tabpanel">
              {tab === 'COURIER' ? (
                <CourierStep
                  entries={data.courierAddresses}
                  selectedId={first.courierAddress?.id ?? null}
                  onChoose={steps.courier}
                />
              ) : (
                <PickupStep
                  saved={data.pickupAddresses}
                  selectedPointId={first.pickupAddress?.pickupPoint.id ?? null}
                  tiles={data.mapTiles}
                  onChoose={steps.pickup}
                />
              )}
            </div>
          </Step>
          {costCenters.length > 0 && (
            <Step title={STEP_TITLES.costCenter} number={3}>
              <CostCenterStep
                costCenters={costCenters}
                selectedId={first.costCenter?.id ?? null}
                onChoose={steps.costCenter}
              />
            </Step>
          )}
          <Step title={STEP_TITLES.payment} number={3 + withCentre}>
            <PaymentStep
              methods={first.payment.methods}
              selected={first.payment.selectedMethod ?? null}
              onChoose={steps.payment}
            />
          </Step>
          <Step title={STEP_TITLES.shipments} number={4 + withCentre}>
            {orders.map((order) => (
              <OrderShipments key={order.id} order={order} />
            ))}
          </Step>
        </div>
        <CheckoutSummary summaries={orders.map((o) => o.summary)}>
          <PromoCodeField orderIds={orders.map((o) => o.id)} applied={first.promoCode ?? null} />
          <SubmitButton
            orderId={first.id}
            missingSteps={missing}
            hasChangedOffers={orders.some((o) => o.hasChangedOffers)}
            onPurchased={(purchase) => onPurchased?.(purchase, orders)}
          />
        </CheckoutSummary>
      </div>
    </div>
  );
}

/** The orders unmasked: the page reads every field of its own fragment. */
function unmaskOrders(orders: readonly FragmentType<typeof CheckoutOrderFragment>[]) {
  return orders.map((order) => getFragmentData(CheckoutOrderFragment, order));
}

/** The checkout orders as the page reads them. */
export type CheckoutOrders = ReturnType<typeof unmaskOrders>;
