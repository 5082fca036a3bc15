/**
 * Pictures from before they were stored in the database lie in DATA_DIR/uploads, a disk a free
 * host wipes. At start each one still referenced is stored (resized, stripped, as any upload), the
 * students and activities pointing at it are pointed at the new path, its old name keeps answering
 * with the new bytes, and the file is removed: the next start finds nothing left to move.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictureKind } from '@peerconnect/contracts';
import { AppError } from '@/lib/app-error';
import { LEGACY_NAME, UPLOADS_PATH, type PictureStore } from '@/lib/pictures/picture-store';
import { activitiesWithImage, repointActivityImages } from '@/modules/activities';
import { repointProfilePictures, studentsShowingPicture } from '@/modules/users';

export interface LegacyUploadsMoved {
  moved: number;
  /** Files no student or activity points at: left where they are, for a person to look at. */
  unreferenced: number;
  /** Files that do not decode as an image: left where they are, their references untouched. */
  unreadable: number;
}

/** Who may point at an uploaded file, and as which kind of picture it is stored for them. */
const REFERENCES: {
  kind: PictureKind;
  count(path: string): Promise<number>;
  repoint(from: string, to: string): Promise<unknown>;
}[] = [
  {
    kind: 'avatar',
    count: studentsShowingPicture,
    repoint: repointProfilePictures,
  },
  {
    kind: 'activity',
    count: activitiesWithImage,
    repoint: repointActivityImages,
  },
];

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => LEGACY_NAME.test(name));
  } catch {
    return [];
  }
}

export async function moveLegacyUploads(
  dataDir: string,
  pictures: PictureStore,
): Promise<LegacyUploadsMoved> {
  const dir = join(dataDir, 'uploads');
  const result: LegacyUploadsMoved = { moved: 0, unreferenced: 0, unreadable: 0 };
  for (const name of await filesIn(dir)) {
    const oldPath = `${UPLOADS_PATH}/${name}`;
    const counts = await Promise.all(REFERENCES.map(({ count }) => count(oldPath)));
    if (counts.every((count) => count === 0)) {
      result.unreferenced += 1;
      continue;
    }
    const bytes = await readFile(join(dir, name));
    try {
      for (const [index, { kind, repoint }] of REFERENCES.entries()) {
        const references = counts[index] ?? 0;
        if (references === 0) continue;
        await repoint(oldPath, await pictures.save(bytes, kind, { references, legacyName: name }));
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.unreadable += 1;
      continue;
    }
    await rm(join(dir, name));
    result.moved += 1;
  }
  return result;
}
