import styles from './CheckoutPlaceholder.module.scss';

export const CHECKOUT_TITLE = 'Оформление заказа';

/** Stands in for the checkout until the checkout feature arrives; it shows the simple layout. */
export function CheckoutPlaceholder() {
  return (
    <div className={`container ${styles.placeholder}`}>
      <h1 className={styles.title}>{CHECKOUT_TITLE}</h1>
      <p>Скоро здесь можно будет оформить заказ.</p>
    </div>
  );
}
