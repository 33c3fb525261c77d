import { createPortal } from 'react-dom';
import { Icon } from '../../components/ui/Icon.tsx';
import { OVERLAY_PRIORITY, useOverlayTurn } from '../../lib/overlay-queue.tsx';
import { hideSwitchNotice, useSwitchNoticeShown } from './switch-notice.ts';
import styles from './SwitchNotice.module.scss';

/**
 * The success notice after an account or customer switch (spec section 9). Drawn into the body at
 * the bottom corner, away from the header's controls; the other overlays (the city question,
 * hints) wait while it shows. Only ever shown in the browser.
 */
export function SwitchNotice() {
  const shown = useOverlayTurn('notice', OVERLAY_PRIORITY.notice, useSwitchNoticeShown());
  if (!shown) return null;
  return createPortal(
    <div className={styles.notice} role="status">
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
    </div>,
    document.body,
  );
}
