import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (R2, B2, MinIO…); unset means AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Buckets addressed as endpoint/bucket, as most S3-compatible services expect. */
  forcePathStyle: boolean;
}

/** Key prefix inside the bucket, so the bucket can hold other things too. */
const PREFIX = 'pictures/';
const missing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/** An S3-compatible bucket through AWS SDK v3; without keys the SDK's own chain finds credentials. */
export function s3Blobs(settings: S3Settings): BlobStore {
  const { bucket: Bucket, accessKeyId, secretAccessKey } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
  const key = (name: string) => `${PREFIX}${name}`;

  return {
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key(name), Body: bytes, ContentType: contentType }),
      );
    },

    async get(name) {
      const head = await client
        .send(new HeadObjectCommand({ Bucket, Key: key(name) }))
        .catch((error: unknown) => {
          if (missing(error)) return null;
          throw error;
        });
      if (!head) return null;
      return {
        contentType: head.ContentType ?? 'application/octet-stream',
        length: head.ContentLength ?? 0,
        async read() {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
          return Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()));
        },
      };
    },

    async delete(names) {
      if (names.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: names.map((name) => ({ Key: key(name) })), Quiet: true },
        }),
      );
    },
  };
}
