/**
 * A chat of more than a week between the first two sample students, long enough to scroll: sessions of
 * quick back-and-forth (grouped bubbles) on most days, so date separators and history paging
 * show at once. The two are made friends, so either can answer in it.
 */
import { directRoomId, HOUR } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { befriend } from '@/modules/users';
import type { Random } from './random';

type Id = mongoose.Types.ObjectId;

export const LONG_CONVERSATION = {
  messages: 500,
  days: 9,
  /** Known lines, so a browser journey can find the chat and its very start. */
  first: 'Hi! Are you in the Tuesday tutorial too?',
  last: 'Perfect, see you at the library at 10 📚',
} as const;

// prettier-ignore
const LINES = [
  'Did you understand question 3?', 'Not really, the second part especially', 'Let me check my notes',
  'I think you use the chain rule there', 'Oh that makes sense now', 'Thanks!!',
  'Are you going to the lecture tomorrow?', 'Yes, 9am sadly 😴', 'Same, see you there',
  'Here is the summary I made: https://example.com/notes/week-5', 'This is so useful',
  'Want to revise together on Friday?', 'Sure, where?', 'Library, second floor?', 'Works for me',
  'Running a bit late', 'No worries', 'Did you eat yet?', 'Pizza after?', 'Always 🍕',
  'How did the quiz go?', 'Better than expected', 'Nice!', 'Can you send me the slides?',
  'Sent', 'Got them', 'Good luck with the presentation', 'Thank you 🙏',
];

let sequence = 0;

/** The local midnight `days` calendar days before `midnight` (a day across a clock change too). */
function midnightBefore(midnight: Date, days: number): number {
  const day = new Date(midnight);
  day.setDate(day.getDate() - days);
  return day.getTime();
}

/**
 * `count` moments on each of the last `days` calendar days up to `now` (local time): sessions of a
 * few minutes each. Past days' sessions start between 8:00 and 20:00, so every day, yesterday
 * included, has messages whatever the time of the seed; today's fall in the hours already past.
 */
export function sessionTimes(random: Random, count: number, days: number, now: Date): number[] {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const times: number[] = [];
  const sessions = Math.ceil(count / 12);
  for (let s = 0; s < sessions; s += 1) {
    const daysAgo = days - 1 - Math.floor((s * days) / sessions);
    let at =
      daysAgo === 0
        ? Math.max(midnight.getTime(), now.getTime() - random.int(1, 10) * HOUR)
        : midnightBefore(midnight, daysAgo) + random.int(8, 20) * HOUR;
    for (let m = 0; m < 12 && times.length < count - 1; m += 1) {
      at += random.int(10, 150) * 1000;
      times.push(Math.min(at, now.getTime() - 60_000));
    }
  }
  times.sort((a, b) => a - b);
  times.push(now.getTime() - 30_000);
  return times;
}

/** The messages of the chat between `a` and `b`, oldest first; the last is `b`'s and unread. */
export async function longConversation(random: Random, a: Id, b: Id, now: Date) {
  await befriend(a, b);
  const roomId = directRoomId(a.toString(), b.toString());
  const times = sessionTimes(random, LONG_CONVERSATION.messages, LONG_CONVERSATION.days, now);
  let fromA = true;
  return times.map((time, index) => {
    const last = index === times.length - 1;
    // Runs of one sender, as people write: a change of speaker about every third message.
    if (index > 0) fromA = last ? false : random.chance(0.35) ? !fromA : fromA;
    const content =
      index === 0 ? LONG_CONVERSATION.first : last ? LONG_CONVERSATION.last : random.pick(LINES);
    return {
      sender: fromA ? a : b,
      recipient: fromA ? b : a,
      roomId,
      content,
      clientId: `seed-long-${(sequence += 1)}`,
      read: !last,
      createdAt: new Date(time),
      __v: 0,
    };
  });
}
