import { Suspense, type ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { lazyExport } from '../../lib/lazy-export.ts';
import { usePopover } from '../../lib/use-popover.ts';
import { SwitchNotice } from './SwitchNotice.tsx';
import styles from './AccountMenu.module.scss';

/** The menu's lists and switching load when it first opens. */
const AccountMenuPanel = lazyExport(() => import('./AccountMenuPanel.tsx'), 'AccountMenuPanel');

export const AccountMenuViewerFragment = graphql(`
  fragment AccountMenu_viewer on Viewer {
    id
    ...LimitDisplay_viewer
    context {
      mainAccountId
      currentAccountId
      currentCustomerId
      accounts {
        id
        title
      }
      customers {
        id
        title
      }
    }
  }
`);

export const MAIN_ACCOUNT_LABEL = 'Мой аккаунт';

/**
 * The header's account and customer menu (spec sections 2 and 6): the accounts, the main one
 * labelled «Мой аккаунт», and the current account's customers; choosing one switches the context.
 * `links` are the cabinet's entries, composed in by the app.
 */
export function AccountMenu({
  viewer,
  links,
  children,
}: {
  viewer: FragmentType<typeof AccountMenuViewerFragment>;
  links: (close: () => void) => ReactNode;
  /** Header entries drawn after the menu on the same line (the user's own menu). */
  children?: ReactNode;
}) {
  const data = getFragmentData(AccountMenuViewerFragment, viewer);
  const { context } = data;
  const { open, setOpen, id: menuId, root, button, trigger } = usePopover();

  const accountTitle = (account: { id: string; title: string }) =>
    account.id === context.mainAccountId ? MAIN_ACCOUNT_LABEL : account.title;
  const customer = context.customers.find((c) => c.id === context.currentCustomerId);
  const account = context.accounts.find((a) => a.id === context.currentAccountId);
  const label = customer?.title ?? (account ? accountTitle(account) : MAIN_ACCOUNT_LABEL);

  return (
    <div className={styles.bar}>
      <div ref={root} className={styles.root}>
        <button {...trigger} className={styles.entry} aria-label={`Аккаунт и контрагент: ${label}`}>
          <Icon name="company" size={20} />
          <span className={styles.label}>{label}</span>
          <Icon name="chevronDown" size={16} />
        </button>
        {open && (
          <Suspense fallback={null}>
            <AccountMenuPanel
              id={menuId}
              viewer={data}
              accounts={context.accounts.map((a) => ({ id: a.id, title: accountTitle(a) }))}
              customers={context.customers}
              currentAccountId={context.currentAccountId}
              currentCustomerId={context.currentCustomerId ?? null}
              links={links}
              onClose={() => {
                // A link may open a modal (the new-company form): it hands focus back to the
                // menu's button when it closes.
                setOpen(false);
                button.current?.focus();
              }}
            />
          </Suspense>
        )}
        <SwitchNotice />
      </div>
      {children}
    </div>
  );
}
