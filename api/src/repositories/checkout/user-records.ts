import type { Sql } from '../../db/types.ts';
import { firstRow } from '../first-row.ts';

/**
 * The records a user keeps in one table (contacts, courier addresses): each query touches only
 * the user's own rows, so another user's id reads as missing. `defaults` fills what a new record
 * leaves out.
 */
/** What `userRecords` gives: the queries of one table of user records. */
export type UserRecords<Row extends { id: string }, Input extends object> = ReturnType<
  typeof userRecords<Row, Input>
>;

export function userRecords<Row extends { id: string }, Input extends object>(
  table: string,
  fields: readonly (keyof Input & keyof Row & string)[],
  defaults: Partial<Record<keyof Input, unknown>> = {},
) {
  const columns = `id::text AS id, ${fields.join(', ')}`;
  const mine = 'WHERE id::text = $1 AND user_id = $2';
  const find = (db: Sql, userId: string, id: string) =>
    firstRow<Row>(db, `SELECT ${columns} FROM ${table} ${mine}`, [id, userId]);
  return {
    /** The user's records, oldest first. */
    async list(db: Sql, userId: string): Promise<Row[]> {
      const sql = `SELECT ${columns} FROM ${table} WHERE user_id = $1 ORDER BY created_at, id`;
      return (await db.query<Row>(sql, [userId])).rows;
    },
    /** One record of the user; null when it is not theirs or does not exist. */
    find,
    async create(db: Sql, userId: string, input: Input, now: Date): Promise<Row> {
      const values = fields.map((field) => input[field] ?? defaults[field] ?? null);
      const row = await firstRow<Row>(
        db,
        `INSERT INTO ${table} (user_id, ${fields.join(', ')}, created_at)
         VALUES (${[userId, ...values, now].map((_, i) => `$${i + 1}`).join(', ')})
         RETURNING ${columns}`,
        [userId, ...values, now],
      );
      if (!row) throw new Error(`${table} insert returned nothing`);
      return row;
    },
    /** Changes the given fields of a record of the user; null when it is not theirs. */
    async update(db: Sql, userId: string, id: string, patch: Partial<Input>): Promise<Row | null> {
      const current = await find(db, userId, id);
      if (!current) return null;
      const values = fields.map((field) =>
        patch[field] === undefined ? current[field] : patch[field],
      );
      const set = fields.map((field, i) => `${field} = $${i + 3}`).join(', ');
      const sql = `UPDATE ${table} SET ${set} ${mine} RETURNING ${columns}`;
      return firstRow<Row>(db, sql, [id, userId, ...values]);
    },
    /** Deletes a record of the user; false when it is not theirs. */
    async remove(db: Sql, userId: string, id: string): Promise<boolean> {
      const { rows } = await db.query(`DELETE FROM ${table} ${mine} RETURNING id`, [id, userId]);
      return rows.length > 0;
    },
  };
}
