import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { formatDate } from '../../lib/dates.ts';
import {
  PendingInvitationsQuery,
  ResendInvitationMutation,
  RevokeInvitationMutation,
} from './operations.ts';
import panel from './Panel.module.scss';
import styles from './PendingInvitations.module.scss';

type Notice = { ok: boolean; text: string } | null;

/**
 * The account's invitations nobody has accepted yet, each with a resend (a new link, the old one
 * stops working) and a revoke. Shown to members who may invite; nothing when none are pending.
 */
export function PendingInvitations() {
  const { data, error } = useQuery(PendingInvitationsQuery);
  const [notice, setNotice] = useState<Notice>(null);
  const [resend, resending] = useFormMutation(ResendInvitationMutation, 'resendInvitation');
  const [revoke, revoking] = useFormMutation(RevokeInvitationMutation, 'revokeInvitation', {
    refetchQueries: 'active',
  });
  if (error) console.error('pendingInvitations', error);
  const invitations = data?.pendingInvitations ?? [];
  if (invitations.length === 0 && !notice) return null;
  const busy = resending.loading || revoking.loading;

  async function onResend(invitationId: string, email: string) {
    const outcome = await resend({ invitationId });
    setNotice(
      outcome.ok
        ? { ok: true, text: `Приглашение отправлено повторно на ${email}` }
        : { ok: false, text: outcome.userErrors[0]?.message ?? REQUEST_FAILED_MESSAGE },
    );
  }

  async function onRevoke(invitationId: string, email: string) {
    const outcome = await revoke({ invitationId });
    setNotice(
      outcome.ok
        ? { ok: true, text: `Приглашение для ${email} отозвано` }
        : { ok: false, text: outcome.userErrors[0]?.message ?? REQUEST_FAILED_MESSAGE },
    );
  }

  return (
    <section className={panel.panel} aria-labelledby="pending-invitations-title">
      <h2 id="pending-invitations-title" className={panel.heading}>
        Приглашения
      </h2>
      {invitations.length > 0 && (
        <ul className={styles.list}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.item} aria-label={invitation.email}>
              <div>
                <p className={styles.email}>{invitation.email}</p>
                {invitation.state === 'EXPIRED' ? (
                  <p className={`${styles.state} ${styles.expired}`}>Срок ссылки истёк</p>
                ) : (
                  <p className={styles.state}>
                    Отправлено {formatDate(invitation.sentAt)}, ссылка действует до{' '}
                    {formatDate(invitation.expiresAt)}
                  </p>
                )}
              </div>
              <div className={panel.actions}>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void onResend(invitation.id, invitation.email)}
                >
                  Отправить снова
                </Button>
                <Button
                  variant="link"
                  disabled={busy}
                  onClick={() => void onRevoke(invitation.id, invitation.email)}
                >
                  Отозвать
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <p className={notice.ok ? panel.success : panel.failure} role="status">
          {notice.text}
        </p>
      )}
    </section>
  );
}
