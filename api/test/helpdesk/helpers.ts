import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { vi } from 'vitest';
import { startTestApp, useTestApp, type TestApp } from '../support/app.ts';
import type { DatabaseKind } from '../support/db.ts';

export const GARWIN = { 'x-market-id': 'garwin' };

/** The API with cheap captchas and its documents in `uploadsDir`. */
export async function startHelpdeskApp(
  kind: DatabaseKind,
  uploadsDir: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const settings = { ALTCHA_COST: '10', ALTCHA_MAX_COUNTER: '40', UPLOADS_DIR: uploadsDir, ...env };
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  try {
    return await startTestApp(kind);
  } finally {
    vi.unstubAllEnvs();
  }
}

export interface HelpdeskApp extends TestApp {
  /** The folder of the stored documents, removed with the app. */
  uploadsDir: string;
}

/** The help-desk API of one `describe`, its documents in a fresh folder of their own. */
export function useHelpdeskApp(kind: DatabaseKind, env: Record<string, string> = {}): HelpdeskApp {
  return useTestApp(async () => {
    const uploadsDir = await mkdtemp(join(tmpdir(), 'helpdesk-'));
    const t = await startHelpdeskApp(kind, uploadsDir, env);
    return {
      ...t,
      uploadsDir,
      async close() {
        await t.close();
        await rm(uploadsDir, { recursive: true, force: true });
      },
    };
  });
}

/** Visitor addresses, a new one each call, so the hourly limit of one test does not leak. */
export function visitorAddresses(network: string): () => string {
  let host = 10;
  return () => `${network}.${host++}`;
}

/** A solved ALTCHA payload, as the widget sends it. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/v1/auth/captcha', headers: GARWIN });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface FilePart {
  field: string;
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body: the text fields first, then the files. */
export function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = `----helpdesk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.from(item),
        Buffer.from('\r\n'),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const filler = (bytes: number) => Buffer.alloc(bytes, 0x41);

export const pdf = (bytes = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n'), filler(bytes)]);
export const png = (bytes = 2048) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), filler(bytes)]);
/** A Windows executable (MZ header), whatever it is named. */
export const executable = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00'), filler(4096)]);

/** Writes an entry's CRC, sizes and name length, which both zip headers hold from `at` on. */
function writeEntryFields(header: Buffer, at: number, data: Buffer, name: Buffer): void {
  header.writeUInt32LE(crc32(data), at);
  header.writeUInt32LE(data.length, at + 4);
  header.writeUInt32LE(data.length, at + 8);
  header.writeUInt16LE(name.length, at + 12);
}

/** A stored (uncompressed) ZIP package with the given entries, as office files are. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntryFields(local, 14, data, nameBytes);
    locals.push(local, nameBytes, data);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    writeEntryFields(header, 16, data, nameBytes);
    header.writeUInt32LE(offset, 42);
    central.push(header, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const docx = () =>
  zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
export const xlsx = () =>
  zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });

/** Messages the development outbox holds for an address, newest first. */
export async function outboxTo(app: FastifyInstance, to: string): Promise<{ text: string }[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/_dev/outbox?user_identity=${encodeURIComponent(to)}`,
  });
  return response.json<{ text: string }[]>();
}
