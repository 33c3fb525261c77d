import { useState } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import type { CaptchaSlot } from './captcha-slot.ts';
import { CallbackForm } from './CallbackForm.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { LegalEntityOrderForm } from './LegalEntityOrderForm.tsx';
import { useHelpdeskContext } from './useHelpdeskContext.ts';
import styles from './HelpdeskWidget.module.scss';

type Tab = 'feedback' | 'callback' | 'legal';

const TAB_TITLES: Record<Tab, string> = {
  feedback: 'Обратная связь',
  callback: 'Обратный звонок',
  legal: 'Заказ для юрлиц',
};

/**
 * The help desk: a button that stays in the corner and opens feedback, a callback request (each
 * where the market's contact settings allow it) and a legal entity's order with documents.
 */
export default function HelpdeskWidget({ captcha }: { captcha: CaptchaSlot }) {
  const { ready, signedIn, feedbackAllowed, callbackAllowed } = useHelpdeskContext();
  const [open, setOpen] = useState(false);
  const tabs: Tab[] = [
    ...(feedbackAllowed ? (['feedback'] as const) : []),
    ...(callbackAllowed ? (['callback'] as const) : []),
    'legal',
  ];
  const [chosen, setChosen] = useState<Tab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  if (!ready || !tab) return null;

  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="phone" size={20} />
        <span>Связаться с нами</span>
      </button>
      <Modal open={open} title="Связаться с нами" onClose={() => setOpen(false)}>
        <div className={styles.tabs} role="tablist" aria-label="Способ связи">
          {tabs.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`helpdesk-tab-${id}`}
              aria-selected={id === tab}
              aria-controls="helpdesk-panel"
              className={styles.tab}
              onClick={() => setChosen(id)}
            >
              {TAB_TITLES[id]}
            </button>
          ))}
        </div>
        <div
          id="helpdesk-panel"
          role="tabpanel"
          aria-labelledby={`helpdesk-tab-${tab}`}
          className={styles.panel}
        >
          {tab === 'feedback' && <FeedbackForm signedIn={signedIn} captcha={captcha} />}
          {tab === 'callback' && <CallbackForm signedIn={signedIn} captcha={captcha} />}
          {tab === 'legal' && <LegalEntityOrderForm signedIn={signedIn} captcha={captcha} />}
        </div>
      </Modal>
    </>
  );
}
