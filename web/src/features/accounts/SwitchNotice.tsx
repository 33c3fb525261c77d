import { Icon } from '../../components/ui/Icon.tsx';
import { hideSwitchNotice, useSwitchNoticeShown } from './switch-notice.ts';
import styles from './SwitchNotice.module.scss';

/** The success notice after an account or customer switch (spec section 9). */
export function SwitchNotice() {
  const shown = useSwitchNoticeShown();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {shown && (
        <div className={styles.notice}>
          <div>
            <p className={styles.title}>Вы сменили контрагента</p>
            <p className={styles.text}>Цены, сроки доставки и ассортимент обновлены.</p>
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label="Закрыть уведомление"
            onClick={hideSwitchNotice}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
