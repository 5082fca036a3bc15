/**
 * The order of "Activities for you": first how many of my friends take part (the card says who:
 * plans made with friends are the likeliest to happen), then how many of my interest values the
 * activity mentions (its category, title or description, as whole words, ignoring case), an
 * activity of my campus counting as one more, then the sooner one, then the id so equal activities
 * keep a stable order.
 */
import type mongoose from 'mongoose';

export interface RankableActivity {
  _id: mongoose.Types.ObjectId;
  title: string;
  description: string;
  category: string;
  date: Date;
  participants: mongoose.Types.ObjectId[];
  campus?: { _id: mongoose.Types.ObjectId } | null;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Pads with spaces so a phrase matches whole words only ("art" is not found in "party"). */
const asPhrase = (text: string) => ` ${words(text).join(' ')} `;

/** The distinct interest values as padded phrases, made once per request rather than per activity. */
function phrasesOf(interests: readonly string[]): string[] {
  return [...new Set(interests.map(asPhrase).filter((phrase) => phrase.trim()))];
}

/** How many of the phrases appear in the activity's category, title or description. */
function matchesIn(activity: RankableActivity, phrases: readonly string[]): number {
  const text = asPhrase(`${activity.category} ${activity.title} ${activity.description}`);
  let matches = 0;
  for (const phrase of phrases) if (text.includes(phrase)) matches += 1;
  return matches;
}

export function rankActivities<T extends RankableActivity>(
  activities: readonly T[],
  {
    interests,
    friends,
    campusId,
  }: { interests: readonly string[]; friends: ReadonlySet<string>; campusId?: string },
): T[] {
  const phrases = phrasesOf(interests);
  const ranked = activities.map((activity) => ({
    activity,
    matches:
      matchesIn(activity, phrases) +
      (campusId && activity.campus?._id.toString() === campusId ? 1 : 0),
    friends: activity.participants.filter((id) => friends.has(id.toString())).length,
    id: activity._id.toString(),
  }));
  ranked.sort(
    (a, b) =>
      b.friends - a.friends ||
      b.matches - a.matches ||
      a.activity.date.getTime() - b.activity.date.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return ranked.map(({ activity }) => activity);
}
