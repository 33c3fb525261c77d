import type { AuthServices } from '../../auth/plugin.ts';
import { addSeconds } from '../../auth/clock.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  listPendingInvitations,
  lockPendingInvitation,
  revokeInvitation,
  rotateInvitation,
  type PendingInvitationRow,
} from '../../repositories/cabinet/pending-invitations.ts';
import {
  checkSendingLimit,
  deliverInvitation,
  INVITATION_TTL_SECONDS,
} from './invitation-service.ts';
import type { Member } from './member.ts';

/** A letter is resent at most this often per invitation. */
const RESEND_SECONDS = 60;

const notFound = () =>
  new HttpError(404, 'INVITATION_NOT_FOUND', 'Приглашение не найдено или уже принято');

function wire(row: PendingInvitationRow, now: Date) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: row.expires_at > now ? ('PENDING' as const) : ('EXPIRED' as const),
    create_time: row.created_at.toISOString(),
    send_time: row.sent_at.toISOString(),
    expire_time: row.expires_at.toISOString(),
  };
}

/** The invitations of the member's current account nobody has accepted yet, newest first. */
export async function pendingInvitations(auth: AuthServices, member: Member) {
  const now = auth.clock();
  const rows = await listPendingInvitations(auth.db, member.accountId);
  return { invitations: rows.map((row) => wire(row, now)) };
}

/**
 * Sends a pending (or expired) invitation again with a new link; the old link stops working and
 * the seven days start again. 404 INVITATION_NOT_FOUND, 429 TOO_MANY_INVITATIONS within a minute
 * of the last letter or over the account's hourly limit, 503 DELIVERY_UNAVAILABLE.
 */
export async function resendInvitation(
  auth: AuthServices,
  member: Member,
  id: string,
  market: string,
) {
  await checkSendingLimit(auth, member.accountId);
  const now = auth.clock();
  const token = newToken();
  const row = await auth.db.transaction(async (tx) => {
    const pending = await lockPendingInvitation(tx, member.accountId, id);
    if (!pending) throw notFound();
    if (pending.sent_at > addSeconds(now, -RESEND_SECONDS)) {
      throw new HttpError(
        429,
        'TOO_MANY_INVITATIONS',
        'Приглашение только что отправлено, повторить можно через минуту',
      );
    }
    const expiresAt = addSeconds(now, INVITATION_TTL_SECONDS);
    await rotateInvitation(tx, pending.id, { tokenHash: hashToken(token), now, expiresAt });
    return { ...pending, sent_at: now, expires_at: expiresAt };
  });
  await deliverInvitation(auth, { accountId: member.accountId, email: row.email, token, market });
  return wire(row, now);
}

/** Revokes a pending invitation: its link joins nobody. 404 INVITATION_NOT_FOUND. */
export async function withdrawInvitation(auth: AuthServices, member: Member, id: string) {
  if (!(await revokeInvitation(auth.db, member.accountId, id, auth.clock()))) throw notFound();
}
