import styles from './OrderActions.module.scss';

/**
 * The invoice PDF (счёт на оплату) of an order, downloaded through the store's own address under
 * the name the API gives it.
 */
export function InvoiceLink({ url }: { url: string }) {
  return (
    <div className={styles.action}>
      <a className={styles.invoice} href={url} download>
        Скачать счёт
      </a>
    </div>
  );
}
