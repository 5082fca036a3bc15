/**
 * Pictures for tests, made here with sharp: a phone photo carrying GPS in its EXIF, a decompression
 * bomb, polyglots, and a way to count what the store holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import exifReader from 'exif-reader';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { PICTURES_BUCKET } from '@/lib/pictures/gridfs-blobs';

/** Where the photo "was taken", as EXIF readers decode it: what every stored size must have lost. */
export const PHOTO_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: [48, 51, 29.8],
  GPSLongitudeRef: 'E',
  GPSLongitude: [2, 17, 40],
};

/**
 * A JPEG as a phone writes it: camera make, GPS position, and an orientation tag saying the
 * sensor's landscape pixels are to be shown turned a quarter (portrait). The noise makes it weigh
 * what a photo weighs.
 */
export async function phonePhoto(width = 1200, height = 900, quality = 90): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise)
    .jpeg({ quality })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PeerPhone', Model: 'PP-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2980/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4000/100',
      },
    })
    .toBuffer();
}

/** The GPS block of an image's EXIF, if it has one. */
export async function gpsOf(image: Buffer) {
  const { exif } = await sharp(image).metadata();
  return exif ? exifReader(exif).GPSInfo : undefined;
}

/** Every kind of metadata sharp reads, for checking that none was kept. */
export async function metadataKept(image: Buffer) {
  const { exif, icc, iptc, xmp, orientation, comments } = await sharp(image).metadata();
  return { exif, icc, iptc, xmp, orientation, comments };
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A real decompression bomb: a valid 1-bit PNG of `side`² black pixels, a few kilobytes that
 * decode to `side`² × 3 bytes (10,000² is 100 megapixels, 300 MB as RGB).
 */
export function pngBomb(side = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const rows = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose header says `width` × `height` (what refusals by shape read) with only a few rows of
 * data behind it: cheap to make at any size, and nothing decodes it before the check.
 */
export function pngOfShape(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF header followed by script: a browser sniffing it as JavaScript would run it. */
export const GIF_SCRIPT_POLYGLOT = Buffer.from(
  'GIF89a/*\x00\x00*/=alert(document.cookie);//',
  'latin1',
);

/** An HTML page appended to a real JPEG: it decodes, and the page is still in the file. */
export async function jpegWithHtml(): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}

/** An animated GIF of two frames, red then blue. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (r: number, b: number) =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: { r, g: 0, b } } })
      .raw()
      .toBuffer();
  const frames = Buffer.concat([await frame(255, 0), await frame(0, 255)]);
  return sharp(frames, { raw: { width: 40, height: 80, channels: 3, pageHeight: 40 } })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer();
}

/** Files the pictures bucket holds (each size of each picture is one). */
export function storedFiles(): Promise<number> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  return db.collection(`${PICTURES_BUCKET}.files`).countDocuments();
}

/**
 * This process's picture workers, found among its children by their script's name (Linux): the
 * file's other processors may have one too, and which one holds the job is not for a test to guess.
 */
export function pictureWorkerPids(): number[] {
  const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim().split(' '),
  );
  const workers = children.filter(
    (pid) => pid && /picture-worker\.[jt]s/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')),
  );
  if (workers.length === 0) throw new Error('no picture worker is running');
  return workers.map(Number);
}
