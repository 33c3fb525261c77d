import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { DocumentStorage } from './types.ts';

export interface S3Settings {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  prefix: string;
}

/** The smallest part S3 takes; with one part in flight an upload holds at most this much. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Any S3-compatible store (AWS, MinIO, Yandex Object Storage…). Streams go up as a multipart
 * upload of 5 MB parts, one at a time; a failed stream aborts the multipart upload, so no object
 * and no orphaned parts remain.
 */
export function s3Storage(settings: S3Settings): DocumentStorage {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
  };
  if (settings.endpoint) config.endpoint = settings.endpoint;
  if (settings.accessKeyId && settings.secretAccessKey) {
    config.credentials = {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    };
  }
  const client = new S3Client(config);
  const keyOf = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: settings.bucket, Key: keyOf(key), Body: body, ContentType: contentType },
        queueSize: 1,
        partSize: PART_BYTES,
        leavePartsOnError: false,
      });
      const failed = new Promise<never>((_, reject) => body.once('error', reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        await this.remove(key).catch(() => undefined);
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
    },
    async list(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: keyOf(prefix),
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key) keys.push(item.Key.slice(settings.prefix.length));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}
