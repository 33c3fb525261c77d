import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { AcceptInvitationMutation } from './operations.ts';
import { CABINET_SECTIONS } from './sections.ts';
import panel from './Panel.module.scss';
import { useMutation } from '../../lib/apollo/use-mutation.ts';

/**
 * The page an invitation's link opens. A signed-in user joins the account at once, and the
 * context is reloaded so the header lists it; a visitor is asked to sign in first and the page
 * joins once they have.
 */
export function InvitationAcceptance({
  token,
  signedIn,
  onSignIn,
}: {
  token: string;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const [accept, { data, loading, called, error }] = useMutation(AcceptInvitationMutation, {
    refetchQueries: 'active',
  });
  const asked = useRef(false);

  useEffect(() => {
    if (!signedIn) {
      onSignIn();
      return;
    }
    if (asked.current) return;
    asked.current = true;
    // A failure shows through the hook's `error` below; it is logged with its cause here.
    accept({ variables: { token } }).catch((failure: unknown) =>
      console.error('acceptInvitation', failure),
    );
  }, [signedIn, token, accept, onSignIn]);

  if (!signedIn) {
    return (
      <div className={panel.panel}>
        <p className={panel.muted}>Войдите с e-mail, на который пришло приглашение.</p>
        <div className={panel.actions}>
          <Button onClick={onSignIn}>Войти</Button>
        </div>
      </div>
    );
  }

  const result = data?.acceptInvitation;
  if (error || (result && !result.accepted)) {
    return (
      <div className={panel.panel}>
        <p className={panel.failure} role="alert">
          {result?.userErrors[0]?.message ?? 'Не удалось принять приглашение'}
        </p>
      </div>
    );
  }
  if (!called || loading || !result) {
    return (
      <div className={panel.panel} aria-busy="true">
        <p className={panel.muted}>Принимаем приглашение…</p>
      </div>
    );
  }
  if (!result.accepted) return null;
  return (
    <div className={panel.panel}>
      <p className={panel.success} role="status">
        Вы присоединились к аккаунту «{result.accepted.accountTitle}»
      </p>
      <p className={panel.muted}>Переключиться на него можно в меню аккаунта в шапке сайта.</p>
      <div className={panel.actions}>
        <Link to={CABINET_SECTIONS.profile.path}>В личный кабинет</Link>
      </div>
    </div>
  );
}
