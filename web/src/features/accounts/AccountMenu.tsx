import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { CompanyIcon } from './CompanyIcon.tsx';
import { LimitDisplay } from './LimitDisplay.tsx';
import { SwitchList } from './SwitchList.tsx';
import { SwitchNotice } from './SwitchNotice.tsx';
import { useSwitchContext, type SwitchTarget } from './useSwitchContext.ts';
import styles from './AccountMenu.module.scss';

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
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { switchTo, pending } = useSwitchContext();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setOpen(false);
      // Escape inside the menu hands focus back to its button, not to the page's start.
      if (event instanceof KeyboardEvent && root.current?.contains(document.activeElement))
        button.current?.focus();
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const accountTitle = (account: { id: string; title: string }) =>
    account.id === context.mainAccountId ? MAIN_ACCOUNT_LABEL : account.title;
  const customer = context.customers.find((c) => c.id === context.currentCustomerId);
  const account = context.accounts.find((a) => a.id === context.currentAccountId);
  const label = customer?.title ?? (account ? accountTitle(account) : MAIN_ACCOUNT_LABEL);

  async function choose(target: SwitchTarget) {
    setError(null);
    const refusal = await switchTo(target);
    if (refusal) setError(refusal);
    else setOpen(false);
  }

  return (
    <div className={styles.bar}>
      <div ref={root} className={styles.root}>
        <button
          ref={button}
          type="button"
          className={styles.entry}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={`Аккаунт и контрагент: ${label}`}
          onClick={() => setOpen((value) => !value)}
        >
          <CompanyIcon />
          <span className={styles.label}>{label}</span>
          <Icon name="chevronDown" size={16} />
        </button>
        {open && (
          <div id={menuId} className={styles.menu}>
            {/* Under 1024 px the header's top bar, where the limit is, is hidden. */}
            <div className={styles.limit}>
              <LimitDisplay viewer={data} />
            </div>
            <SwitchList
              title="Аккаунты"
              items={context.accounts.map((a) => ({ id: a.id, title: accountTitle(a) }))}
              currentId={context.currentAccountId}
              disabled={pending}
              onChoose={(id) => void choose({ kind: 'account', id })}
            />
            {context.customers.length > 0 && (
              <SwitchList
                title="Контрагенты"
                items={context.customers}
                currentId={context.currentCustomerId}
                disabled={pending}
                onChoose={(id) => void choose({ kind: 'customer', id })}
              />
            )}
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
            {links(() => {
              // A link may open a modal (the new-company form): it hands focus back to the
              // menu's button when it closes.
              setOpen(false);
              button.current?.focus();
            })}
          </div>
        )}
        <SwitchNotice />
      </div>
      {children}
    </div>
  );
}
