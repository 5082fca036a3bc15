import { seriesDates, type SeriesRule } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { defaultImageFor, insertActivities } from '@/modules/activities';
import { storeSeries } from '@/modules/series';
import { newestStudents, studentsByEmails } from '@/modules/users';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const ZONE = 'Europe/London';

type Id = mongoose.Types.ObjectId;

interface SeriesPlan {
  title: string;
  description: string;
  location: string;
  category: 'Academic' | 'Sports' | 'Social';
  maxParticipants: number | null;
  creator: Id;
  /** The first date: this many days from now, at this hour (UTC). */
  firstIn: { days: number; hour: number };
  hours: number;
  rule: Omit<SeriesRule, 'timeZone'>;
  /** Who joined which dates (by index), and which are cancelled, with why. */
  joined: { student: Id; dates: number[] }[];
  cancelled?: { dates: number[]; reason: string };
}

async function seedOne(plan: SeriesPlan): Promise<{ id: Id; dates: number }> {
  const first = new Date(Date.now() + plan.firstIn.days * DAY_MS);
  first.setUTCHours(plan.firstIn.hour, 0, 0, 0);
  const rule = { ...plan.rule, timeZone: ZONE };
  const starts = seriesDates(first, rule);
  const seriesId = await storeSeries(plan.creator.toString(), rule);
  await insertActivities(
    starts.map((date, index) => {
      const participants = plan.joined
        .filter(({ dates }) => dates.includes(index))
        .map(({ student }) => student);
      const cancelled = plan.cancelled?.dates.includes(index);
      return {
        title: plan.title,
        titleKey: plan.title.toLowerCase(),
        description: plan.description,
        location: plan.location,
        category: plan.category,
        date,
        endDate: new Date(date.getTime() + plan.hours * HOUR_MS),
        maxParticipants: plan.maxParticipants,
        image: defaultImageFor(plan.category),
        creator: plan.creator,
        participants,
        participantCount: participants.length,
        series: { id: seriesId, frequency: rule.frequency },
        ...(cancelled
          ? { cancelledAt: new Date(), cancelReason: plan.cancelled?.reason, sequence: 1 }
          : {}),
      };
    }),
  );
  return { id: seriesId, dates: starts.length };
}

/**
 * Weekly series the sample students meet: a study group twice a week that the first sample student
 * joined in full (one date cancelled for exam week), a run club every two weeks, and a badminton
 * ladder the first sample student organizes.
 */
export async function seedSeries(sampleEmails: string[]) {
  const samples = await studentsByEmails(sampleEmails, ['email']);
  const byEmail = new Map(samples.map((user) => [user.email, user._id]));
  const [first, second] = sampleEmails.map((email) => byEmail.get(email));
  if (!first || !second) throw new Error('the sample students are missing');
  // The newest students: the other seeds draw their casts from the oldest ones.
  const others = await newestStudents([first, second], 6, []);
  const [a, b, c, d, e, f] = others.map((user) => user._id);
  if (!a || !b || !c || !d || !e || !f) throw new Error('the community needs at least 8 students');
  const all = (count: number) => Array.from({ length: count }, (_, index) => index);

  const seeded = [
    await seedOne({
      title: 'Linear algebra study group',
      description:
        'Twice a week we work through the problem sheet together, then quiz each other before the exam.',
      location: 'Library, group room 2',
      category: 'Academic',
      maxParticipants: 8,
      creator: second,
      firstIn: { days: 1, hour: 16 },
      hours: 2,
      rule: { frequency: 'weekly', weekdays: [2, 4], ends: { count: 10 } },
      joined: [
        { student: first, dates: all(10) },
        { student: a, dates: [0, 1, 2, 3] },
        { student: b, dates: [0, 2, 4, 6, 8] },
        { student: c, dates: [1, 3, 5] },
      ],
      cancelled: { dates: [5], reason: 'Exam week: the library is booked out.' },
    }),
    await seedOne({
      title: 'Sunday morning run club',
      description: 'An easy 5 km along the river, coffee afterwards. Every pace welcome.',
      location: 'Boathouse steps',
      category: 'Sports',
      maxParticipants: null,
      creator: d,
      firstIn: { days: 2, hour: 9 },
      hours: 1.5,
      rule: { frequency: 'biweekly', weekdays: [7], ends: { count: 6 } },
      joined: [
        { student: first, dates: [0, 1] },
        { student: e, dates: all(6) },
      ],
    }),
    await seedOne({
      title: 'Badminton ladder',
      description: 'Weekly ladder matches; winners move up a court. Rackets to borrow at the desk.',
      location: 'Sports centre, courts 3 and 4',
      category: 'Sports',
      maxParticipants: 6,
      creator: first,
      firstIn: { days: 3, hour: 18 },
      hours: 2,
      rule: { frequency: 'weekly', weekdays: [3], ends: { count: 6 } },
      joined: [
        { student: f, dates: all(6) },
        { student: a, dates: [0, 1, 2] },
        { student: second, dates: [0, 2, 4] },
      ],
    }),
  ];
  return { series: seeded.length, dates: seeded.reduce((sum, { dates }) => sum + dates, 0) };
}
