import type { AuthServices } from '../../auth/plugin.ts';
import { addSeconds } from '../../auth/clock.ts';
import { parseIdentity } from '../../auth/identity.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import { EMAIL_FORMAT_MESSAGE } from '../../schemas/common.ts';
import { addMember, isMemberByEmail } from '../../repositories/cabinet/members.ts';
import {
  countInvitationsSince,
  findAccountTitle,
  findAcceptedBy,
  findOpenInvitation,
  insertInvitation,
  markAccepted,
} from '../../repositories/cabinet/invitations.ts';
import { findProfile } from '../../repositories/users/users.ts';
import type { Member } from './member.ts';

export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;
/** Invitations one account may send per hour: the e-mail goes to any address it names. */
const HOURLY_LIMIT = 20;

/** The page of the web app that accepts an invitation; `{market}` is replaced per request. */
function invitationLink(market: string, token: string): string {
  const base = (process.env.STORE_WEB_URL ?? 'http://{market}.localhost:3000').replace(
    '{market}',
    market,
  );
  return `${base.replace(/\/$/, '')}/cabinet/invitations/${token}`;
}

/**
 * E-mails the link of an invitation with the account's title. 503 DELIVERY_UNAVAILABLE when the
 * letter could not be sent (the cause is logged).
 */
export async function deliverInvitation(
  auth: AuthServices,
  letter: { accountId: string; email: string; token: string; market: string },
): Promise<void> {
  const sender = auth.senders.EMAIL;
  if (!sender) throw new HttpError(503, 'DELIVERY_UNAVAILABLE', 'Отправка e-mail недоступна');
  const title = await findAccountTitle(auth.db, letter.accountId);
  try {
    await sender.send({
      transport: 'EMAIL',
      to: letter.email,
      subject: 'Приглашение в аккаунт',
      text:
        `Вас пригласили в аккаунт «${title}». Войдите на сайт с этим e-mail и откройте ссылку, ` +
        `чтобы присоединиться: ${invitationLink(letter.market, letter.token)}\nСсылка действует 7 дней.`,
    });
  } catch (error) {
    auth.log.error({ err: error }, 'invitation e-mail failed');
    throw new HttpError(503, 'DELIVERY_UNAVAILABLE', 'Не удалось отправить приглашение');
  }
}

/** Throws 429 TOO_MANY_INVITATIONS when the account has sent its hourly number of letters. */
export async function checkSendingLimit(auth: AuthServices, accountId: string): Promise<void> {
  const since = addSeconds(auth.clock(), -3600);
  if ((await countInvitationsSince(auth.db, accountId, since)) >= HOURLY_LIMIT) {
    throw new HttpError(429, 'TOO_MANY_INVITATIONS', 'Слишком много приглашений, попробуйте позже');
  }
}

/**
 * Stores a hashed single-use token for the address and e-mails its link. 400 INVALID_EMAIL,
 * 409 ALREADY_MEMBER, 429 TOO_MANY_INVITATIONS, 503 DELIVERY_UNAVAILABLE without an e-mail
 * transport.
 */
export async function sendInvitation(
  auth: AuthServices,
  member: Member,
  rawEmail: string,
  market: string,
) {
  const identity = parseIdentity(rawEmail);
  if (identity?.transport !== 'EMAIL') {
    throw new HttpError(400, 'INVALID_EMAIL', EMAIL_FORMAT_MESSAGE);
  }
  if (!auth.senders.EMAIL) {
    throw new HttpError(503, 'DELIVERY_UNAVAILABLE', 'Отправка e-mail недоступна');
  }
  const { db } = auth;
  const email = identity.value;
  if (await isMemberByEmail(db, member.accountId, email)) {
    throw new HttpError(409, 'ALREADY_MEMBER', 'Пользователь уже состоит в аккаунте');
  }
  await checkSendingLimit(auth, member.accountId);
  const now = auth.clock();
  const token = newToken();
  const expiresAt = addSeconds(now, INVITATION_TTL_SECONDS);
  const id = await insertInvitation(db, {
    accountId: member.accountId,
    email,
    role: 'GUEST',
    tokenHash: hashToken(token),
    invitedBy: member.userId,
    now,
    expiresAt,
  });
  await deliverInvitation(auth, { accountId: member.accountId, email, token, market });
  return {
    id,
    account_id: member.accountId,
    email,
    role: 'GUEST' as const,
    expire_time: expiresAt.toISOString(),
  };
}

/**
 * Joins the invitation's account as the signed-in user and spends the token, in one transaction.
 * The same user accepting again gets the same answer. 404 INVITATION_NOT_FOUND for an unknown,
 * expired or someone else's used token; 403 INVITATION_EMAIL_MISMATCH
 * when the user signed in with another e-mail than the invited one (the token stays usable).
 */
export async function acceptInvitation(auth: AuthServices, userId: string, token: string) {
  const now = auth.clock();
  return auth.db.transaction(async (tx) => {
    const invitation = await findOpenInvitation(tx, hashToken(token), now);
    if (!invitation) {
      const accepted = await findAcceptedBy(tx, hashToken(token), userId);
      if (accepted) return accepted;
      throw new HttpError(404, 'INVITATION_NOT_FOUND', 'Приглашение не найдено или устарело');
    }
    const profile = await findProfile(tx, userId);
    if (profile?.email !== invitation.email) {
      throw new HttpError(
        403,
        'INVITATION_EMAIL_MISMATCH',
        'Приглашение отправлено на другой e-mail: войдите с ним',
      );
    }
    await addMember(tx, invitation.account_id, userId, invitation.role, now);
    await markAccepted(tx, invitation.id, userId, now);
    return {
      account_id: invitation.account_id,
      account_title: invitation.account_title,
      role: invitation.role,
    };
  });
}
