import { useState, type ReactNode } from 'react';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import { LimitDisplay, type LimitDisplayViewerFragment } from './LimitDisplay.tsx';
import { SwitchList } from './SwitchList.tsx';
import { useSwitchContext, type SwitchTarget } from './useSwitchContext.ts';
import styles from './AccountMenu.module.scss';

interface Choice {
  id: string;
  title: string;
}

/**
 * The open account menu: the limit, the accounts and the current account's customers, and the
 * cabinet's links. Loaded when the menu first opens; choosing an entry switches the context and
 * closes the menu, a refusal shows under the lists.
 */
export function AccountMenuPanel({
  id,
  viewer,
  accounts,
  customers,
  currentAccountId,
  currentCustomerId,
  links,
  onClose,
}: {
  id: string;
  viewer: FragmentType<typeof LimitDisplayViewerFragment>;
  accounts: Choice[];
  customers: Choice[];
  currentAccountId: string | null;
  currentCustomerId: string | null;
  links: (close: () => void) => ReactNode;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const { switchTo, pending } = useSwitchContext();

  async function choose(target: SwitchTarget) {
    setError(null);
    const refusal = await switchTo(target);
    if (refusal) setError(refusal);
    else onClose();
  }

  return (
    <div id={id} className={styles.menu}>
      {/* Under 1024 px the header's top bar, where the limit is, is hidden. */}
      <div className={styles.limit}>
        <LimitDisplay viewer={viewer} />
      </div>
      <SwitchList
        title="Аккаунты"
        items={accounts}
        currentId={currentAccountId}
        disabled={pending}
        onChoose={(account) => void choose({ kind: 'account', id: account })}
      />
      {customers.length > 0 && (
        <SwitchList
          title="Контрагенты"
          items={customers}
          currentId={currentCustomerId}
          disabled={pending}
          onChoose={(customer) => void choose({ kind: 'customer', id: customer })}
        />
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {links(onClose)}
    </div>
  );
}
