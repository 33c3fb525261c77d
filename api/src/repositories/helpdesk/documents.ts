import type { Sql } from '../../db/types.ts';
import { countFromIpSince } from '../from-ip.ts';

export interface NewDocument {
  id: string;
  market: string;
  requestId: string | null;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  clientIp: string;
  now: Date;
}

export interface DocumentRow {
  id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

export async function insertDocument(db: Sql, doc: NewDocument): Promise<void> {
  await db.query(
    `INSERT INTO helpdesk_documents
       (id, request_id, market, storage_key, file_name, content_type, size_bytes, client_ip, created_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7, $8, $9)`,
    [
      doc.id,
      doc.requestId,
      doc.market,
      doc.storageKey,
      doc.fileName,
      doc.contentType,
      doc.size,
      doc.clientIp,
      doc.now,
    ],
  );
}

/**
 * Gives staged documents of the market to a request. Returns the documents claimed; one that is
 * unknown, of another market or already claimed is left out, so the caller compares the counts.
 */
export async function claimStagedDocuments(
  db: Sql,
  market: string,
  requestId: string,
  ids: readonly string[],
): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<DocumentRow>(
    `UPDATE helpdesk_documents SET request_id = $1::bigint
     WHERE id = ANY($2::uuid[]) AND market = $3 AND request_id IS NULL
     RETURNING id::text AS id, storage_key, file_name, content_type, size_bytes`,
    [requestId, ids, market],
  );
  return rows;
}

/** Staged documents uploaded from a visitor address since `since` (their per-address limit). */
export const countDocumentsFromIpSince = (db: Sql, clientIp: string, since: Date) =>
  countFromIpSince(db, 'helpdesk_documents', clientIp, since);

/** Deletes staged documents older than `before` and returns their storage keys to remove. */
export async function purgeStagedBefore(db: Sql, before: Date): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>(
    `DELETE FROM helpdesk_documents WHERE request_id IS NULL AND created_at < $1
     RETURNING storage_key`,
    [before],
  );
  return rows.map((row) => row.storage_key);
}
