/**
 * Stored pictures, named by the API and read by the web: one name per size,
 * `{hash}-{width}.webp`, where the hash covers every size's bytes, so a changed picture is a new URL
 * and each URL can be cached for good. The widths of a name tell which kind of picture it is.
 */
export const PICTURE_WIDTHS = {
  /** Square, cropped to the centre: avatars show at 32 to 96 CSS pixels, on screens up to 3x. */
  avatar: [64, 128, 256],
  /** The picture's own proportions, this wide at most: a card on a phone up to a detail page. */
  activity: [480, 960, 1600],
} as const;

export type PictureKind = keyof typeof PICTURE_WIDTHS;

/** 128 bits of SHA-256, in hex. */
const PICTURE_NAME = /^([a-f\d]{32})-(\d{1,4})\.webp$/;

export const pictureFileName = (hash: string, width: number) => `${hash}-${width}.webp`;

export interface PictureFile {
  hash: string;
  width: number;
  kind: PictureKind;
}

/** The parts of a stored picture's file name, or null for any other name. */
export function parsePictureFile(fileName: string): PictureFile | null {
  const match = PICTURE_NAME.exec(fileName);
  if (!match?.[1] || !match[2]) return null;
  const width = Number(match[2]);
  const kind = (Object.keys(PICTURE_WIDTHS) as PictureKind[]).find((k) =>
    (PICTURE_WIDTHS[k] as readonly number[]).includes(width),
  );
  return kind ? { hash: match[1], width, kind } : null;
}

/**
 * The `srcset` of a picture URL (absolute or not): every stored size of it, or undefined for a
 * URL that is not a stored picture (a drawn SVG avatar, a category's SVG, an external link).
 */
export function pictureSrcSet(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const slash = url.lastIndexOf('/') + 1;
  const picture = parsePictureFile(url.slice(slash));
  if (!picture) return undefined;
  const folder = url.slice(0, slash);
  return PICTURE_WIDTHS[picture.kind]
    .map((width) => `${folder}${pictureFileName(picture.hash, width)} ${width}w`)
    .join(', ');
}
