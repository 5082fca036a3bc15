import mongoose from 'mongoose';
import type { BlobStore } from './blob-store';

/** Chunks of 255 KB, the driver's default: a 1600 px WebP is one or two of them. */
export const PICTURES_BUCKET = 'pictures';

type Db = mongoose.mongo.Db;

/** The database mongoose is connected to; the app is built before it connects. */
export function connectedDatabase(): Db {
  const { db } = mongoose.connection;
  if (!db) throw new Error('The database is not connected');
  return db;
}

/**
 * GridFS through the driver's GridFSBucket (mongoose's own copy of the driver, so the types are
 * one). `database` is asked on each call, so the bucket follows the connection.
 */
export function gridFsBlobs(database: () => Db = connectedDatabase): BlobStore {
  let bucket: mongoose.mongo.GridFSBucket | undefined;
  let bucketOf: Db | undefined;
  const open = () => {
    const db = database();
    if (!bucket || bucketOf !== db) {
      bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: PICTURES_BUCKET });
      bucketOf = db;
    }
    return bucket;
  };

  return {
    put: (name, bytes, contentType) =>
      new Promise((resolve, reject) => {
        const upload = open().openUploadStream(name, { metadata: { contentType } });
        upload.once('error', reject).once('finish', () => resolve());
        upload.end(bytes);
      }),

    async get(name) {
      const files = open();
      const [file] = await files.find({ filename: name }).limit(1).toArray();
      if (!file) return null;
      return {
        contentType: String(file.metadata?.contentType ?? 'application/octet-stream'),
        length: file.length,
        async read() {
          const chunks: Buffer[] = [];
          for await (const chunk of files.openDownloadStream(file._id))
            chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        },
      };
    },

    async delete(names) {
      if (names.length === 0) return;
      const files = open();
      const found = await files
        .find({ filename: { $in: names } }, { projection: { _id: 1 } })
        .toArray();
      await Promise.all(found.map((file) => files.delete(file._id)));
    },
  };
}
