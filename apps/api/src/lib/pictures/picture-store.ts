/**
 * Stored pictures: processed, written to the blob store under content-hashed names, counted by
 * reference, and answered by name. `deleteImage(url)` is how a replaced profile picture, a deleted
 * activity or a deleted account lets its picture go.
 */
import {
  folderOf,
  operationRoutes,
  parsePictureFile,
  PICTURE_WIDTHS,
  pictureFileName,
  type PictureKind,
} from '@peerconnect/contracts';
import type { Config } from '@/config/env';
import type { BlobStore, StoredBlob } from './blob-store';
import { gridFsBlobs } from './gridfs-blobs';
import { PictureModel } from './picture.model';
import { createPictureProcessor, type PictureProcessorOptions } from './picture-processing';
import { s3Blobs } from './s3-blobs';

export const UPLOADS_PATH = folderOf(operationRoutes.upload);

/** Names files had under DATA_DIR/uploads: 32 hex characters and the type found in the bytes. */
export const LEGACY_NAME = /^[a-f\d]{32}\.(?:png|jpg|gif|webp)$/;

const largestWidth = (kind: PictureKind) =>
  PICTURE_WIDTHS[kind][PICTURE_WIDTHS[kind].length - 1] as number;

/** The path a picture is referenced by: its largest size (the web asks for the others by srcset). */
export const picturePath = (hash: string, kind: PictureKind) =>
  `${UPLOADS_PATH}/${pictureFileName(hash, largestWidth(kind))}`;

/** The stored file a URL or path names, if it is one of ours: `/api/uploads/{name}`, absolute or not. */
function fileNameOf(url: string): string | null {
  const path = /^https?:\/\//.test(url) ? new URL(url).pathname : url;
  if (!path.startsWith(`${UPLOADS_PATH}/`)) return null;
  return path.slice(UPLOADS_PATH.length + 1);
}

export interface SaveOptions {
  /** How many documents will point at it (a migration may find several); one by default. */
  references?: number;
  /** Its old name under DATA_DIR/uploads, which keeps answering with the new bytes. */
  legacyName?: string;
}

export interface ServedPicture extends StoredBlob {
  /** The stored file's own name: the ETag, since the name is a hash of the bytes. */
  name: string;
}

export function createPictureStore(blobs: BlobStore, processor = createPictureProcessor()) {
  /** Which picture a URL points at, for letting it go. */
  async function pictureOf(url: string): Promise<string | null> {
    const name = fileNameOf(url);
    if (!name) return null;
    const parsed = parsePictureFile(name);
    if (parsed) return parsed.hash;
    if (!LEGACY_NAME.test(name)) return null;
    const legacy = await PictureModel.findOne({ legacyNames: name }, { _id: 1 }).lean();
    return legacy?._id ?? null;
  }

  return {
    /**
     * Decodes and resizes an upload (refusing what is no image), stores its sizes unless the same
     * picture is stored already, and answers the path to reference it by.
     */
    async save(bytes: Buffer, kind: PictureKind, options: SaveOptions = {}): Promise<string> {
      const picture = await processor.processPicture(bytes, kind);
      const before = await PictureModel.findOneAndUpdate(
        { _id: picture.hash },
        {
          $inc: { references: options.references ?? 1 },
          $setOnInsert: { kind },
          ...(options.legacyName ? { $addToSet: { legacyNames: options.legacyName } } : {}),
        },
        { upsert: true, returnDocument: 'before', projection: { _id: 1 } },
      ).lean();
      if (!before) {
        await Promise.all(
          picture.variants.map(({ name, bytes: data }) => blobs.put(name, data, 'image/webp')),
        );
      }
      return picturePath(picture.hash, kind);
    },

    /** A stored file by name (or by its old name under DATA_DIR/uploads); null for any other name. */
    async read(name: string): Promise<ServedPicture | null> {
      let stored = parsePictureFile(name) ? name : null;
      if (!stored && LEGACY_NAME.test(name)) {
        const legacy = await PictureModel.findOne({ legacyNames: name }, { kind: 1 }).lean();
        if (legacy) stored = pictureFileName(legacy._id, largestWidth(legacy.kind as PictureKind));
      }
      if (!stored) return null;
      const blob = await blobs.get(stored);
      return blob && { ...blob, name: stored };
    },

    /**
     * Lets go of the picture a URL points at: when nothing else points at it, its files are
     * deleted. URLs that are not stored pictures (drawn avatars, category pictures) are left alone.
     */
    async deleteImage(url: string | undefined | null): Promise<void> {
      const hash = url ? await pictureOf(url) : null;
      if (!hash) return;
      const after = await PictureModel.findOneAndUpdate(
        { _id: hash },
        { $inc: { references: -1 } },
        { returnDocument: 'after', projection: { kind: 1, references: 1 } },
      ).lean();
      if (!after || after.references > 0) return;
      const gone = await PictureModel.deleteOne({ _id: hash, references: { $lte: 0 } });
      if (gone.deletedCount === 0) return;
      const kind = after.kind as PictureKind;
      await blobs.delete(PICTURE_WIDTHS[kind].map((width) => pictureFileName(hash, width)));
    },

    /** Lets the picture being processed finish, then stops the picture worker. */
    close: processor.close,
  };
}

export type PictureStore = ReturnType<typeof createPictureStore>;

/** The store the configuration names: an S3-compatible bucket, else GridFS in the database. */
export const pictureStoreFor = (config: Pick<Config, 's3'>, options?: PictureProcessorOptions) =>
  createPictureStore(
    config.s3 ? s3Blobs(config.s3) : gridFsBlobs(),
    createPictureProcessor(options),
  );
