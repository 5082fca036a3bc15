/**
 * A phone photo for the journeys, made with sharp: 4032×3024 pixels, about 4 MB, an orientation
 * tag saying it is shown turned a quarter (portrait), and a GPS position in its EXIF. And what the
 * browser received for a picture, read back with sharp.
 */
import type { Page, Response } from 'playwright-core';
import sharp from 'sharp';

const WIDTH = 4032;
const HEIGHT = 3024;

export async function phonePhotoWithGps(): Promise<Buffer> {
  const shapes = Array.from({ length: 60 }, (_, i) => {
    const size = 80 + ((i * 137) % 600);
    return `<circle cx="${(i * 523) % WIDTH}" cy="${(i * 311) % HEIGHT}" r="${size}" fill="rgb(${(i * 83) % 256}, ${(i * 47) % 256}, ${(i * 151) % 256})" fill-opacity="0.6"/>`;
  }).join('');
  const scene = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#6d8fa8"/>${shapes}</svg>`,
    ),
  )
    .removeAlpha()
    .raw()
    .toBuffer();
  const raw = { width: WIDTH, height: HEIGHT, channels: 3 } as const;
  const grain = await sharp({
    create: { ...raw, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 16 } },
  })
    .raw()
    .toBuffer();
  return sharp(scene, { raw })
    .composite([{ input: grain, raw, blend: 'overlay' }])
    .jpeg({ quality: 90 })
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

export interface ReceivedPicture {
  url: string;
  contentType: string;
  width: number;
  height: number;
  format: string;
  /** Every kind of metadata sharp reads; all undefined when the picture was stripped. */
  metadata: Record<string, unknown>;
}

/** Records every stored picture (/api/uploads/) the page receives from now on; `all()` reads them. */
export function recordPictures(page: Page): { all(): Promise<ReceivedPicture[]> } {
  const received: ReceivedPicture[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (!response.url().includes('/api/uploads/') || response.status() !== 200) return;
    pending.push(
      response.body().then(async (body) => {
        const {
          width = 0,
          height = 0,
          format = '',
          exif,
          icc,
          xmp,
          iptc,
          orientation,
        } = await sharp(body).metadata();
        received.push({
          url: response.url(),
          contentType: (await response.allHeaders())['content-type'] ?? '',
          width,
          height,
          format,
          metadata: { exif, icc, xmp, iptc, orientation },
        });
      }),
    );
  };
  page.on('response', onResponse);
  return {
    all: async () => {
      await Promise.all(pending);
      return received;
    },
  };
}

/** The srcset candidate the browser chose for an <img>, and the size it decoded. */
export function shownPicture(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const img = element as HTMLImageElement;
      return {
        currentSrc: img.currentSrc,
        naturalWidth: img.naturalWidth,
        naturalHeight: img.naturalHeight,
      };
    });
}
