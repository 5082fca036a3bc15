/**
 * Image uploads arrive as multipart bodies (at most 5 MB). Their bytes are not gathered here: the
 * storage below streams them into the picture worker as they arrive, and the route then has the
 * worker process them (lib/pictures) once it has validated the other fields. Bytes a request does
 * not claim — refused fields, a file over the limit, a client gone mid-upload — are dropped.
 */
import { API_MESSAGES, LIMITS } from '@peerconnect/contracts';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { badRequest } from './app-error';
import type { PictureUpload } from './pictures/picture-processing';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- multer's own augmentation point.
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-namespace -- as above.
    namespace Multer {
      interface File {
        /** The upload in the picture worker (this storage keeps no `buffer`). */
        picture: PictureUpload;
      }
    }
  }
}

/** Opens an upload in the picture worker. */
export type UploadOpener = () => PictureUpload;

/** A route's middlewares for a request that may carry an image in `field`. */
export type ImageUpload = (field: string) => RequestHandler[];

/** A multer storage streaming each file into the picture worker, paused while its pipe is full. */
function pictureStorage(open: UploadOpener): multer.StorageEngine {
  return {
    _handleFile(req: Request, file, callback) {
      const picture = open();
      // However the request ends (answered, refused, cut off), bytes it did not claim are dropped.
      req.res?.once('close', () => picture.drop());
      const { stream } = file;
      stream.on('data', (chunk: Buffer) => {
        if (picture.write(chunk)) return;
        stream.pause();
        void picture.writable().then(() => stream.resume());
      });
      stream.once('end', () => callback(null, { picture, size: picture.size }));
      stream.once('error', (error) => {
        picture.drop();
        callback(error);
      });
    },
    _removeFile(_req, file, callback) {
      file.picture.drop();
      callback(null);
    },
  };
}

/**
 * Multipart parsing for one image field; JSON requests pass through untouched. A body the parser
 * cannot read (truncated, no boundary, not multipart at all) is the client's mistake: 400.
 */
export function imageField(name: string, open: UploadOpener): RequestHandler {
  const parse = multer({
    storage: pictureStorage(open),
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
