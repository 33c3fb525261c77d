import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { DELIVERY_METHOD_LABELS, PAYMENT_METHOD_LABELS } from './labels.ts';
import styles from './OrderDetails.module.scss';
import { formatPhone } from '../../lib/rules/phone.ts';

export const OrderFactsFragment = graphql(`
  fragment OrderFacts_order on Order {
    id
    sellerTitle
    contact {
      name
      phone
      email
    }
    customer {
      id
      title
      inn
      kpp
    }
    costCenter {
      id
      title
    }
    shipping {
      method
      address
      pickupPointKind
      pickupPointBrand
      contact {
        name
        phone
      }
    }
    payment {
      method
    }
    tracking {
      number
      url
      providerTitle
    }
  }
`);

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');
const phoneOf = (phone: string | null | undefined) => (phone ? formatPhone(phone) : null);

/** Delivery, tracking, the buyer and the contact of an order. */
export function OrderFacts({ order }: { order: FragmentType<typeof OrderFactsFragment> }) {
  const { shipping, contact, customer, costCenter, tracking, payment, sellerTitle } =
    getFragmentData(OrderFactsFragment, order);
  const pickup = shipping.method === 'PICKUP';
  return (
    <>
      <section className={styles.card} aria-labelledby="order-delivery">
        <h2 id="order-delivery" className={styles.heading}>
          Доставка
        </h2>
        <dl className={styles.facts}>
          <dt>Способ</dt>
          <dd>
            {join(
              DELIVERY_METHOD_LABELS[shipping.method],
              pickup ? shipping.pickupPointBrand : null,
            )}
          </dd>
          {shipping.address && (
            <>
              <dt>{pickup ? 'Пункт выдачи' : 'Адрес'}</dt>
              <dd>{shipping.address}</dd>
            </>
          )}
          {shipping.contact?.name && (
            <>
              <dt>Получатель</dt>
              <dd>{join(shipping.contact.name, phoneOf(shipping.contact.phone))}</dd>
            </>
          )}
          {sellerTitle && (
            <>
              <dt>Продавец</dt>
              <dd>{sellerTitle}</dd>
            </>
          )}
        </dl>
        {tracking.length > 0 && (
          <div className={styles.tracking}>
            <h3 className={styles.subheading}>Отслеживание</h3>
            <ul>
              {tracking.map((parcel) => (
                <li key={parcel.number}>
                  {parcel.providerTitle && `${parcel.providerTitle}: `}
                  {parcel.url ? (
                    <a href={parcel.url} target="_blank" rel="noopener noreferrer">
                      {parcel.number}
                    </a>
                  ) : (
                    parcel.number
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section className={styles.card} aria-labelledby="order-buyer">
        <h2 id="order-buyer" className={styles.heading}>
          Покупатель
        </h2>
        <dl className={styles.facts}>
          {customer && (
            <>
              <dt>Компания</dt>
              <dd>
                {customer.title}
                {customer.inn && (
                  <span className={styles.muted}>
                    {' '}
                    ИНН {customer.inn}
                    {customer.kpp && `, КПП ${customer.kpp}`}
                  </span>
                )}
              </dd>
            </>
          )}
          {costCenter && (
            <>
              <dt>Центр затрат</dt>
              <dd>{costCenter.title}</dd>
            </>
          )}
          {contact && (
            <>
              <dt>Контакт</dt>
              <dd>{join(contact.name, phoneOf(contact.phone), contact.email)}</dd>
            </>
          )}
          <dt>Способ оплаты</dt>
          <dd>{PAYMENT_METHOD_LABELS[payment.method]}</dd>
        </dl>
      </section>
    </>
  );
}
