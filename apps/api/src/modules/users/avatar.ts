/**
 * Generated avatars, drawn by the API so the product works offline (no third-party avatar URL).
 * A random seed is stored in the user's picture path; the picture itself is a symmetric 5×5
 * pattern in one hue on a pale tint of it, derived from the seed alone, so the same path always
 * draws the same image and can be cached for good.
 */
import { createHash, randomBytes } from 'node:crypto';
import { folderOf, operationRoutes } from '@peerconnect/contracts';

export const AVATARS_PATH = folderOf(operationRoutes.avatar);

const FILE_NAME = /^([a-f\d]{16})\.svg$/;
const GRID = 5;
const CELL = 20;
const PADDING = 10;
const SIZE = GRID * CELL + 2 * PADDING;

/** The seed of an avatar file name such as `3f9a0c1d2e4b5a6c.svg`, or null for any other name. */
export function avatarSeedOf(fileName: string): string | null {
  return FILE_NAME.exec(fileName)?.[1] ?? null;
}

/** A fresh seed and the picture path that draws it. */
export function newAvatarPath(): string {
  return `${AVATARS_PATH}/${randomBytes(8).toString('hex')}.svg`;
}

/** The avatar of a seed. Only numbers derived from a hash go into the markup, never the input. */
export function avatarSvg(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  const hue = bytes.readUInt16BE(0) % 360;
  const half = Math.ceil(GRID / 2);
  const cells: string[] = [];
  for (let row = 0; row < GRID; row += 1) {
    for (let column = 0; column < half; column += 1) {
      // One bit per cell of the left half and middle column; the right half mirrors the left.
      const bit = row * half + column;
      if (((bytes[2 + (bit >> 3)] ?? 0) >> (bit & 7)) & 1) {
        for (const x of new Set([column, GRID - 1 - column])) {
          cells.push(
            `<rect x="${PADDING + x * CELL}" y="${PADDING + row * CELL}" width="${CELL}" height="${CELL}"/>`,
          );
        }
      }
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue}, 60%, 92%)"/>`,
    `<g fill="hsl(${hue}, 55%, 45%)">${cells.join('')}</g>`,
    '</svg>',
  ].join('');
}
