/**
 * pnpm seed [--fresh] [--users 300] [--activities 150]
 * Fills the configured database (MONGODB_URI, else the embedded one under DATA_DIR) with a sample
 * community: students with varied interests, friendships, activities in every category over the
 * coming weeks, pending friend requests, activity chats and direct messages. It refuses to fill a
 * database that already has students; --fresh drops the database first.
 */
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import type { Config } from '@/config/env';
import { createLogger } from '@/lib/logger';
import { createEmailVerification } from '@/modules/auth';
import { createMailer } from '@/modules/mail';
import { pictureStoreFor } from '@/lib/pictures/picture-store';
import { accountWithEmail, studentCount } from '@/modules/users';
import { emailOf, generateCommunity } from './generate-community';
import { seedModeration } from './seed-moderation';
import { randomSource } from './random';
import { openScriptDatabase } from './script-database';
import { seedActivityLife } from './seed-activity-life';
import { seedCampuses } from './seed-campuses';
import { seedSeries } from './seed-series';
import { seedConversations } from './seed-conversations';
import { seedNotifications } from './seed-notifications';
import { seedPictures } from './seed-pictures';
import { seedPlans } from './seed-plans';
import { seedSharing } from './seed-sharing';

/** Documented in the README: anyone trying the app signs in with these. */
export const SAMPLE_PASSWORD = 'peerconnect';
export const SAMPLE_USERS = 5;
const SEED = 2024;

const { values: args } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    users: { type: 'string', default: '300' },
    activities: { type: 'string', default: '150' },
  },
});

const say = (line: string) => process.stdout.write(`${line}\n`);

function wholeNumber(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < SAMPLE_USERS) {
    throw new Error(`--${name} must be a whole number of at least ${SAMPLE_USERS}`);
  }
  return value;
}

/** Sends the unverified sample student's verification mail, as registering does. */
async function mailVerificationLink(config: Config, email: string): Promise<string> {
  const mailer = createMailer(config.mail, createLogger('silent'));
  const student = await accountWithEmail(email);
  if (student) await createEmailVerification(mailer).sendLink(student.userId);
  await mailer.queue.drain();
  return email;
}

const mailedTo = ({ mail }: Config) =>
  mail.smtpUrl
    ? 'the link was mailed over SMTP_URL'
    : `the link is in the mail written to ${mail.outboxDir}`;

async function main(): Promise<void> {
  const users = wholeNumber('users', args.users);
  const activities = wholeNumber('activities', args.activities);
  const database = await openScriptDatabase();
  const pictureStore = pictureStoreFor(database.config);
  try {
    if (args.fresh) await mongoose.connection.dropDatabase();
    const existing = await studentCount();
    if (existing > 0) {
      say(`${database.description} already has ${existing} students: nothing was changed.`);
      say('Run `pnpm seed --fresh` to drop that database and seed it again.');
      process.exitCode = 1;
      return;
    }
    const started = performance.now();
    const community = await generateCommunity({
      users,
      activities,
      seed: SEED,
      friendsPerUser: 8,
      samplePassword: SAMPLE_PASSWORD,
      sampleUsers: SAMPLE_USERS,
    });
    const sampleEmails = Array.from({ length: SAMPLE_USERS }, (_, i) => emailOf(i));
    const chats = await seedConversations(randomSource(SEED), sampleEmails);
    await seedActivityLife(sampleEmails);
    const series = await seedSeries(sampleEmails);
    const notifications = await seedNotifications(sampleEmails);
    const moderation = await seedModeration(sampleEmails);
    const campuses = await seedCampuses(sampleEmails);
    const plans = await seedPlans(sampleEmails);
    const pictures = await seedPictures(randomSource(SEED), pictureStore, {
      sampleEmails,
    });
    const sharing = await seedSharing(emailOf(0));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(`Seeded ${database.description} in ${seconds} s:`);
    say(
      `  ${community.users} students, ${community.friendships} friendships, ${chats.pendingRequests} pending friend requests`,
    );
    say(
      `  ${community.activities} activities, ${chats.activityMessages} activity chat messages, ${chats.directMessages} direct messages, ${chats.replies} replies, ${chats.reactions} reactions`,
    );
    say(
      `  ${pictures.portraits} profile pictures and ${pictures.landscapes} activity pictures, stored like uploads`,
    );
    say(
      `  ${series.series} weekly series with ${series.dates} dates (a study group ${sampleEmails[0]} joined in full, a run club, a badminton ladder they organize)`,
    );
    say(`  ${notifications} notifications for the sample students, read and unread`);
    say(
      `  campuses: ${campuses.map(({ name, students }) => `${name} (${students} verified students)`).join(', ')}`,
    );
    say(
      `  ${plans.shared} activities their friends go to, and ${plans.invites} invites from friends waiting for them`,
    );
    say(
      `  ${sampleEmails[0]} waits for a place in "Five-a-side football", and sees a cancelled picnic and a past revision day`,
    );
    say(
      `  ${moderation.openReports} open reports for the moderator ${moderation.moderatorEmail} (at /moderation)`,
    );
    say(
      `  A shareable link, which shows visitors a preview without signing in: ${database.config.mail.appUrl}/activities/${sharing.shared.id} ("${sharing.shared.title}")`,
    );
    if (sharing.hidden)
      say(
        `  "${sharing.hidden.title}" has its preview turned off: its link asks visitors to log in`,
      );
    say(`Sign in with password "${SAMPLE_PASSWORD}" as any of:`);
    for (const login of community.sampleLogins) say(`  ${login.email}  (${login.username})`);
    const unverified = await mailVerificationLink(database.config, emailOf(SAMPLE_USERS - 1));
    say(`${unverified} has not verified the address yet: ${mailedTo(database.config)}.`);
  } finally {
    await pictureStore.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
