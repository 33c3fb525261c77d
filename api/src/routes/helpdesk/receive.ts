import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { DOCUMENT_LIMITS } from '../../schemas/helpdesk.ts';
import type { DocumentStorage } from '../../storage/types.ts';
import { DocumentInspector, tooManyFiles } from './document-inspector.ts';

export interface ReceivedDocument {
  id: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface ReceivedForm {
  /** Text fields by name (a repeated name keeps every value). */
  fields: Map<string, string[]>;
  documents: ReceivedDocument[];
}

/** What a refused request may still send before the connection is cut. */
const DRAIN_LIMIT = DOCUMENT_LIMITS.maxFiles * DOCUMENT_LIMITS.maxFileBytes;

/**
 * Reads the rest of a refused upload without keeping it, so the client gets the answer instead of
 * a reset connection; past the drain limit the connection is closed.
 */
function discardRest(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  raw.unpipe();
  return new Promise((resolve) => {
    let seen = 0;
    raw.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_LIMIT) raw.destroy();
    });
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.once('error', () => resolve());
    raw.resume();
  });
}

/** A file name fit for storage metadata and the sales e-mail. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'document';
}

/**
 * Streams a multipart form: text fields are collected, every file part goes through the document
 * checks straight into storage under `<market>/<id>`. `maxFiles` counts files already named
 * elsewhere (`countBefore`). On any failure — a refused file, too many files, the client gone —
 * every object stored for this request is removed and the error is rethrown; nothing is written
 * to the database here.
 */
export async function receiveForm(
  request: FastifyRequest,
  storage: DocumentStorage,
  market: string,
  countBefore: (fields: Map<string, string[]>) => number = () => 0,
  maxFiles: number = DOCUMENT_LIMITS.maxFiles,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'MULTIPART_REQUIRED', 'Ожидается multipart/form-data');
  }
  const fields = new Map<string, string[]>();
  const documents: ReceivedDocument[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: DOCUMENT_LIMITS.maxFileBytes + 64 * 1024,
        files: maxFiles + 1,
        fields: 40,
        fieldSize: 20_000,
        parts: 60,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const values = fields.get(part.fieldname) ?? [];
        values.push(String(part.value));
        fields.set(part.fieldname, values);
        continue;
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      const fileName = cleanFileName(part.filename);
      if (documents.length + countBefore(fields) >= maxFiles) throw tooManyFiles();
      const inspector = new DocumentInspector(fileName);
      const id = randomUUID();
      const storageKey = `${market}/${id}`;
      const checked = pipeline(part.file, inspector, () => undefined);
      // The type is known only once bytes flowed; storage gets a generic type until then.
      await storage.put(storageKey, checked, 'application/octet-stream');
      documents.push({
        id,
        storageKey,
        fileName,
        contentType: inspector.contentType,
        size: inspector.size,
      });
    }
    return { fields, documents };
  } catch (error) {
    await removeAll(storage, documents);
    await discardRest(request);
    // The uploader went away (cancelled, closed the tab): theirs, not a failure of the API.
    if (!(error instanceof HttpError) && request.raw.destroyed) {
      throw new HttpError(400, 'UPLOAD_ABORTED', 'Загрузка прервана');
    }
    throw error;
  }
}

/** Removes stored objects of a request that failed after they were written. */
export async function removeAll(
  storage: DocumentStorage,
  documents: readonly { storageKey: string }[],
): Promise<void> {
  await Promise.all(documents.map((doc) => storage.remove(doc.storageKey).catch(() => undefined)));
}
