import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOADS_PATH, type PictureStore } from '@/lib/pictures/picture-store';

/** The size link cards are drawn at (WhatsApp, Discord, iMessage and Slack show 1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * The activity's picture as a link card PNG: a stored photo, cropped to the card, or, for an
 * activity with its category's artwork (or a photo no longer stored), that SVG drawn to pixels.
 * PNG because not every link unfurler reads WebP or SVG.
 */
export async function drawShareCard(
  image: string,
  category: string,
  pictures: PictureStore,
  assetsDir: string,
): Promise<Buffer> {
  const source =
    (await storedPhoto(image, pictures)) ??
    (await readFile(join(assetsDir, 'activity-images', `${category.toLowerCase()}.svg`)));
  // Loaded with the first card: a start (a free host's wake-up) does not pay for libvips.
  const { default: sharp } = await import('sharp');
  return sharp(source)
    .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: 'attention' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function storedPhoto(image: string, pictures: PictureStore): Promise<Buffer | null> {
  const path = /^https?:\/\//.test(image) ? new URL(image).pathname : image;
  if (!path.startsWith(`${UPLOADS_PATH}/`)) return null;
  const stored = await pictures.read(path.slice(UPLOADS_PATH.length + 1));
  return stored ? stored.read() : null;
}
