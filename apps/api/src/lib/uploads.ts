/**
 * Image uploads: kept in memory while the request is validated (at most 5 MB), accepted only when
 * the bytes are a PNG, JPEG, WebP or GIF (whatever the name or declared type says), and stored
 * under DATA_DIR/uploads with a server-chosen name. SVG and HTML are refused: they can carry script.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  API_MESSAGES,
  folderOf,
  LIMITS,
  operationRoutes,
  PROFILE_MESSAGES,
} from '@peerconnect/contracts';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { badRequest } from './app-error';

export const UPLOADS_PATH = folderOf(operationRoutes.upload);

const SIGNATURES: { type: string; test: (bytes: Buffer) => boolean }[] = [
  {
    type: 'png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.toString('latin1', 0, 6)) },
  {
    type: 'webp',
    test: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
];

export function detectImageType(bytes: Buffer): string | null {
  return SIGNATURES.find(({ test }) => bytes.length >= 12 && test(bytes))?.type ?? null;
}

/**
 * Multipart parsing for one image field; JSON requests pass through untouched. A body the parser
 * cannot read (truncated, no boundary, not multipart at all) is the client's mistake: 400.
 */
export function imageField(name: string): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LIMITS.activityImageBytes, files: 1, fields: 20 },
  }).single(name);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) =>
      next(
        error && !(error instanceof multer.MulterError)
          ? badRequest(API_MESSAGES.invalidUpload)
          : error,
      ),
    );
}

export function createImageStore(dataDir: string) {
  const dir = join(dataDir, 'uploads');
  return {
    dir,
    /** Stores the image and returns its public path; anything but a real image is refused. */
    async save(file: Express.Multer.File): Promise<string> {
      const type = detectImageType(file.buffer);
      if (!type) throw badRequest(PROFILE_MESSAGES.imageOnly);
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type}`;
      await writeFile(join(dir, name), file.buffer);
      return `${UPLOADS_PATH}/${name}`;
    },
    /** Deletes an image `save` stored; any other path (a drawn avatar, a default) is left alone. */
    async remove(path: string): Promise<void> {
      if (!path.startsWith(`${UPLOADS_PATH}/`)) return;
      await rm(join(dir, basename(path)), { force: true });
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
