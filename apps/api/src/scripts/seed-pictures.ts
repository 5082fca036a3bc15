/**
 * Pictures for the sample community, drawn here (no photos ship with the repository) and stored
 * through the same store as any upload, so a newcomer sees resized WebP pictures served from the
 * database: a head-and-shoulders portrait for some students (the five sample logins among them)
 * and a landscape in its category's colours for some activities.
 */
import type { ActivityCategory } from '@peerconnect/contracts';
import sharp from 'sharp';
import type { PictureStore } from '@/lib/pictures/picture-store';
import { activitiesWhere, setActivityImage } from '@/modules/activities';
import { oldestStudents, setPicturePath } from '@/modules/users';
import type { Random } from './random';

/** Hues of each category, near the badges' colours in the web app. */
const CATEGORY_HUES: Record<ActivityCategory, number> = {
  Academic: 220,
  Social: 330,
  Sports: 140,
  Career: 35,
  Other: 265,
};

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${hue % 360}, ${saturation}%, ${lightness}%)`;

/** A portrait: a soft backdrop, shoulders and a head, in colours of its own. */
export function portraitSvg(random: Random): string {
  const hue = random.int(0, 359);
  const skin = random.pick(['#f1c7a5', '#d9a07a', '#b97a56', '#8d5a3b', '#5e3a24']);
  const shirt = hsl(hue + 150, 45, 45);
  const hair = random.pick(['#2b1d12', '#4a3020', '#7a5230', '#c89b5a', '#1c1c1c']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
    <defs><radialGradient id="b" cx="50%" cy="35%" r="75%">
      <stop offset="0" stop-color="${hsl(hue, 55, 85)}"/><stop offset="1" stop-color="${hsl(hue, 45, 55)}"/>
    </radialGradient></defs>
    <rect width="640" height="640" fill="url(#b)"/>
    <ellipse cx="320" cy="640" rx="230" ry="170" fill="${shirt}"/>
    <rect x="285" y="380" width="70" height="90" rx="30" fill="${skin}"/>
    <ellipse cx="320" cy="300" rx="115" ry="135" fill="${skin}"/>
    <path d="M205 290 Q210 150 320 150 Q430 150 435 290 Q400 200 320 205 Q240 200 205 290Z" fill="${hair}"/>
  </svg>`;
}

/** A landscape: sky, sun and hills in the category's hue, different for each activity. */
export function landscapeSvg(random: Random, category: ActivityCategory): string {
  const hue = CATEGORY_HUES[category] + random.int(-15, 15);
  const hill = (y: number, lightness: number) => {
    const a = y - random.int(20, 90);
    const b = y - random.int(20, 120);
    return `<path d="M0 ${y} C400 ${a} 800 ${b} 1600 ${y - random.int(0, 60)} V900 H0Z" fill="${hsl(hue + 20, 40, lightness)}"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 60, 80)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 92)}"/>
    </linearGradient></defs>
    <rect width="1600" height="900" fill="url(#s)"/>
    <circle cx="${random.int(200, 1400)}" cy="${random.int(150, 320)}" r="${random.int(70, 120)}" fill="${hsl(hue + 40, 90, 70)}"/>
    ${hill(620, 55)}${hill(720, 42)}${hill(820, 30)}
  </svg>`;
}

const drawn = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();

export interface SeededPictures {
  portraits: number;
  landscapes: number;
}

/**
 * Gives the sample logins and every `studentEvery`-th other student a portrait, and every
 * `activityEvery`-th activity a landscape, each stored through `pictures`.
 */
export async function seedPictures(
  random: Random,
  pictures: PictureStore,
  {
    sampleEmails,
    studentEvery = 4,
    activityEvery = 3,
  }: { sampleEmails: string[]; studentEvery?: number; activityEvery?: number },
): Promise<SeededPictures> {
  const students = await oldestStudents([], ['email']);
  let portraits = 0;
  for (const [index, { _id, email }] of students.entries()) {
    if (!sampleEmails.includes(email) && index % studentEvery !== 0) continue;
    const path = await pictures.save(await drawn(portraitSvg(random)), 'avatar');
    await setPicturePath(_id, path);
    portraits += 1;
  }
  const activities = await activitiesWhere<{ category: string }>(
    {},
    { category: 1 },
    { sort: { _id: 1 } },
  );
  let landscapes = 0;
  for (const [index, { _id, category }] of activities.entries()) {
    if (index % activityEvery !== 0) continue;
    const bytes = await drawn(landscapeSvg(random, category as ActivityCategory));
    await setActivityImage(_id, await pictures.save(bytes, 'activity'));
    landscapes += 1;
  }
  return { portraits, landscapes };
}
