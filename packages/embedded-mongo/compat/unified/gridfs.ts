/** The GridFS bucket operations of the unified test format, through the driver's GridFSBucket. */
import type { Document } from 'bson';
import type { ObjectId } from 'mongodb';
import { GridFSBucket, type Db } from 'mongodb';

type BucketOperation = (bucket: GridFSBucket, args: Document) => Promise<unknown>;

async function read(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function upload(bucket: GridFSBucket, args: Document): Promise<ObjectId> {
  const { filename, source, ...options } = args;
  const stream = bucket.openUploadStream(filename as string, options);
  await new Promise<void>((done, fail) => {
    stream.once('error', fail);
    stream.end(source as Buffer, () => done());
  });
  return stream.id as ObjectId;
}

/** Files of the same name but no other: renaming by name renames each revision. */
async function renameByName(bucket: GridFSBucket, args: Document): Promise<void> {
  const files = await bucket.find({ filename: args.filename as string }).toArray();
  if (files.length === 0) throw new Error(`File not found for name ${String(args.filename)}`);
  for (const file of files) await bucket.rename(file._id, args.newFilename as string);
}

async function deleteByName(bucket: GridFSBucket, args: Document): Promise<void> {
  const files = await bucket.find({ filename: args.filename as string }).toArray();
  if (files.length === 0) throw new Error(`File not found for name ${String(args.filename)}`);
  for (const file of files) await bucket.delete(file._id);
}

export const bucketOperations: Record<string, BucketOperation> = {
  upload,
  download: (b, a) => read(b.openDownloadStream(a.id as ObjectId)),
  downloadByName: (b, a) =>
    read(b.openDownloadStreamByName(a.filename as string, { revision: a.revision as number })),
  delete: (b, a) => b.delete(a.id as ObjectId),
  deleteByName,
  rename: (b, a) => b.rename(a.id as ObjectId, a.newFilename as string),
  renameByName,
};

export const newBucket = (db: Db, options: Document | undefined) => new GridFSBucket(db, options);
