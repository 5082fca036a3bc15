import { defaultEndOf, defaultImageFor, insertActivities } from '@/modules/activities';
import { oldestStudents, studentsByEmails } from '@/modules/users';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Whole hours from now, in the evening: how students plan. */
function inDays(days: number, hour = 18): Date {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

/**
 * What a newcomer signing in as the first sample student sees of an activity's life: a full game
 * they wait for (second in line), a picnic its organizer cancelled, and an evening that took place.
 */
export async function seedActivityLife(sampleEmails: string[]) {
  const samples = await studentsByEmails(sampleEmails, ['email']);
  const byEmail = new Map(samples.map((user) => [user.email, user._id]));
  const [first, second, third] = sampleEmails.map((email) => byEmail.get(email));
  if (!first || !second || !third) throw new Error('the sample students are missing');
  const found = await oldestStudents([first, second, third], [], 8);
  const [a, b, c, d, e, f, g, h] = found.map((user) => user._id);
  if (!a || !b || !c || !d || !e || !f || !g || !h)
    throw new Error('the community needs at least 11 students');
  const base = (title: string, category: 'Sports' | 'Social' | 'Academic', date: Date) => ({
    title,
    titleKey: title.toLowerCase(),
    category,
    date,
    endDate: defaultEndOf(date),
    image: defaultImageFor(category),
  });

  const full = [a, b, c, d];
  await insertActivities([
    {
      ...base('Five-a-side football', 'Sports', inDays(3)),
      description: 'Friendly five-a-side on the 3G pitch. Bibs and a ball provided; bring water.',
      location: 'Sports centre, pitch 2',
      maxParticipants: 4,
      creator: second,
      participants: full,
      participantCount: full.length,
      waitlist: [e, first, f],
      waitlistCount: 3,
    },
    {
      ...base('Sunset picnic on the lawn', 'Social', inDays(5, 17)),
      description: 'Blankets, snacks to share and a frisbee.',
      location: 'Library lawn',
      maxParticipants: 20,
      creator: third,
      participants: [first, g],
      participantCount: 2,
      cancelledAt: new Date(),
      cancelReason: 'Rain is forecast all evening; we will pick a new date soon.',
      sequence: 1,
    },
    {
      ...base('Exam revision marathon', 'Academic', inDays(-3, 10)),
      endDate: new Date(inDays(-3, 10).getTime() + 6 * HOUR_MS),
      description: 'Past papers and pizza until everyone knows the proofs.',
      location: 'Library, group room 4',
      maxParticipants: 12,
      creator: second,
      participants: [first, third, h],
      participantCount: 3,
    },
  ]);
  return { waitlisted: 1, cancelled: 1, past: 1 };
}
