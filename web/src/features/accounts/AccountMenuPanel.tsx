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
 * closes the menu once the switch is made, a refusal shows under the lists.
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
    // The menu closes as soon as the switch is made; the page's data then loads again under it.
    const refusal = await switchTo(target, onClose);
    if (refusal) setError(refusal);
  }

  /** The list of one kind of entries; an entry chosen switches to it while no switch is pending. */
  const switchList = (
    kind: SwitchTarget['kind'],
    title: string,
    items: Choice[],
    currentId: string | null,
  ) => (
    <SwitchList
      title={title}
      items={items}
      currentId={currentId}
      disabled={pending}
      onChoose={(id) => void choose({ kind, id })}
    />
  );

  return (
    <div id={id} className={styles.menu}>
      {/* Under 1024 px the header's top bar, where the limit is, is hidden. */}
      <div className={styles.limit}>
        <LimitDisplay viewer={viewer} />
      </div>
      {switchList('account', 'Аккаунты', accounts, currentAccountId)}
      {customers.length > 0 && switchList('customer', 'Контрагенты', customers, currentCustomerId)}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {links(onClose)}
    </div>
  );
}
