import type { Sql } from '../../db/types.ts';
import type { Transport } from '../../auth/identity.ts';

export interface OutboxMessage {
  transport: Transport;
  user_identity: string;
  text: string;
  sent_at: string;
}

export async function addToOutbox(
  db: Sql,
  message: { transport: Transport; userIdentity: string; text: string; sentAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO dev_outbox (transport, user_identity, text, sent_at) VALUES ($1, $2, $3, $4)',
    [message.transport, message.userIdentity, message.text, message.sentAt],
  );
}

/** The identity's messages, newest first. */
export async function listOutbox(db: Sql, userIdentity: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<Omit<OutboxMessage, 'sent_at'> & { sent_at: Date }>(
    `SELECT transport, user_identity, text, sent_at FROM dev_outbox
     WHERE user_identity = $1 ORDER BY id DESC LIMIT 100`,
    [userIdentity],
  );
  return rows.map((row) => ({ ...row, sent_at: new Date(row.sent_at).toISOString() }));
}
