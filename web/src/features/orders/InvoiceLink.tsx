import styles from './OrderActions.module.scss';

/** The invoice PDF (счёт на оплату) of an order, downloaded through the store's own address. */
export function InvoiceLink({ url, number }: { url: string; number: string }) {
  return (
    <div className={styles.action}>
      <a className={styles.invoice} href={url} download={`Счёт ${number}.pdf`}>
        Скачать счёт
      </a>
    </div>
  );
}
