import type { CheckoutOrder_OrderFragment } from '../../__generated__/graphql.ts';
import styles from './Checkout.module.scss';
import { SetDeliveryVariantMutation } from './operations.ts';
import { deliveryDate, errorText, FREE, SAVE_FAILED } from './texts.ts';
import { useMoneyText } from './useMoney.ts';
import { StepError, useStepChoice } from './step-choice.tsx';
import { useMutation } from '../../lib/apollo/use-mutation.ts';

type Shipment = CheckoutOrder_OrderFragment['shipments'][number];

/** One seller's order: its shipments, each with its goods and a choice of delivery variant. */
export function OrderShipments({ order }: { order: CheckoutOrder_OrderFragment }) {
  return (
    <section className={styles.order} aria-label={`Заказ продавца ${order.sellerTitle}`}>
      <h3 className={styles.orderTitle}>{order.sellerTitle}</h3>
      {order.shipments.map((shipment, index) => (
        <ShipmentBlock key={shipment.id} orderId={order.id} shipment={shipment} index={index} />
      ))}
    </section>
  );
}

function ShipmentBlock({
  orderId,
  shipment,
  index,
}: {
  orderId: string;
  shipment: Shipment;
  index: number;
}) {
  const money = useMoneyText();
  const [setVariant, { loading }] = useMutation(SetDeliveryVariantMutation);
  const title = `Отправление ${index + 1}${shipment.kind === 'ON_ORDER' ? ' · под заказ' : ''}`;
  const { error, choose, shown } = useStepChoice(
    shipment.selectedVariantId,
    async (variantId: string) => {
      try {
        const { data } = await setVariant({
          variables: { input: { orderId, shipmentId: shipment.id, variantId } },
        });
        const refused = data?.setCheckoutDeliveryVariant.userErrors[0];
        return refused ? errorText(refused) : null;
      } catch (cause) {
        console.error('Choosing a delivery variant failed', cause);
        return SAVE_FAILED;
      }
    },
  );

  return (
    <div className={styles.shipment}>
      <h4 className={styles.shipmentTitle}>{title}</h4>
      <ul className={styles.items}>
        {shipment.items.map((item) => (
          <li key={item.productId} className={styles.item}>
            {item.image ? (
              <img src={item.image.url} alt="" width={56} height={56} loading="lazy" />
            ) : (
              <span className={styles.noImage} aria-hidden="true" />
            )}
            <span className={styles.itemTitle}>
              {item.title}
              <span className={styles.muted}>Арт. {item.sku}</span>
            </span>
            <span className={styles.itemQty}>{item.quantity} шт.</span>
            <span className={styles.itemTotal}>{money(item.total)}</span>
          </li>
        ))}
      </ul>
      {shipment.deliveryVariants.length > 0 && (
        <div role="radiogroup" aria-label={`Доставка: ${title}`} className={styles.variants}>
          {shipment.deliveryVariants.map((variant) => (
            <label key={variant.id} className={styles.variant}>
              <input
                type="radio"
                name={`variant-${shipment.id}`}
                checked={variant.id === shown}
                disabled={loading}
                onChange={() => void choose(variant.id)}
              />
              <span>
                <strong>{variant.title}</strong>
                <span className={styles.muted}>{deliveryDate(variant.time)}</span>
              </span>
              <span className={styles.variantCost}>
                {variant.cost.amount > 0 ? money(variant.cost) : FREE}
              </span>
            </label>
          ))}
        </div>
      )}
      <StepError error={error} />
    </div>
  );
}
