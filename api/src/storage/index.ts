import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { DocumentStorage } from './types.ts';

type Env = Record<string, string | undefined>;

const defaultDir = fileURLToPath(new URL('../../.data/uploads', import.meta.url));

const text = (env: Env, name: string): string | null => env[name]?.trim() || null;

/**
 * The configured document storage: an S3-compatible bucket when S3_BUCKET is set (S3_ENDPOINT,
 * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX), else the
 * folder UPLOADS_DIR (default api/.data/uploads).
 */
export function createDocumentStorage(env: Env = process.env): DocumentStorage {
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) return localStorage(resolve(text(env, 'UPLOADS_DIR') ?? defaultDir));
  const endpoint = text(env, 'S3_ENDPOINT');
  return s3Storage({
    bucket,
    endpoint,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY'),
    // MinIO and most self-hosted stores address buckets by path, not by subdomain.
    forcePathStyle: (text(env, 'S3_FORCE_PATH_STYLE') ?? (endpoint ? 'true' : 'false')) === 'true',
    prefix: text(env, 'S3_PREFIX') ?? '',
  });
}
