import type { Sql } from '../../db/types.ts';

/** Records a solved challenge; false when it was already used (a replayed solution). */
export async function claimCaptchaSolution(
  db: Sql,
  challengeId: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.query('DELETE FROM captcha_solutions WHERE expires_at < $1', [now]);
  const { rows } = await db.query<{ challenge_id: string }>(
    `INSERT INTO captcha_solutions (challenge_id, expires_at) VALUES ($1, $2)
     ON CONFLICT (challenge_id) DO NOTHING RETURNING challenge_id`,
    [challengeId, expiresAt],
  );
  return rows.length === 1;
}
