import type * as S3 from '@aws-sdk/client-s3';
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

type Sdk = typeof S3;

/** Key prefix inside the bucket, so the bucket can hold other things too. */
const PREFIX = 'pictures/';

/**
 * An S3-compatible bucket through AWS SDK v3, loaded only when a bucket is configured; without
 * keys the SDK's own chain finds credentials (an instance role, AWS_* variables).
 */
export function s3Blobs(settings: S3Settings): BlobStore {
  const { bucket: Bucket, accessKeyId, secretAccessKey } = settings;
  let loading: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const loaded = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      }),
    })));
  const key = (name: string) => `${PREFIX}${name}`;
  const missing = (sdk: Sdk, error: unknown) =>
    error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound;

  return {
    async put(name, bytes, contentType) {
      const { sdk, client } = await loaded();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key(name), Body: bytes, ContentType: contentType }),
      );
    },

    async get(name) {
      const { sdk, client } = await loaded();
      const head = await client
        .send(new sdk.HeadObjectCommand({ Bucket, Key: key(name) }))
        .catch((error: unknown) => {
          if (missing(sdk, error)) return null;
          throw error;
        });
      if (!head) return null;
      return {
        contentType: head.ContentType ?? 'application/octet-stream',
        length: head.ContentLength ?? 0,
        async read() {
          const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key(name) }));
          return Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()));
        },
      };
    },

    async delete(names) {
      if (names.length === 0) return;
      const { sdk, client } = await loaded();
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: names.map((name) => ({ Key: key(name) })), Quiet: true },
        }),
      );
    },
  };
}
