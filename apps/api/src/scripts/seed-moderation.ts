import { directRoomId } from '@peerconnect/contracts';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import {
  activitiesWhere,
  defaultEndOf,
  defaultImageFor,
  insertActivities,
} from '@/modules/activities';
import { createChat, createModeratedMessages, insertMessages } from '@/modules/messages';
import { createModerationService } from '@/modules/moderation';
import { grantModerator, oldestStudents, setProfileText, studentsByEmails } from '@/modules/users';
import { createSocketServer } from '@/socket/socket-server';

type Id = mongoose.Types.ObjectId;

/** Reports go through the moderation rules themselves (snapshots, auto-hide), with nobody online. */
function moderation() {
  const chat = createChat(createSocketServer([]), async () => undefined);
  return createModerationService({
    messages: createModeratedMessages(chat.delivery),
    sessions: { end: () => undefined },
    decided: async () => undefined,
  });
}

const clientId = () => `seed-${randomUUID()}`;

/**
 * A moderator (the third sample student) and a queue waiting for them: a spam message to the first
 * sample student, a group chat message three members reported (hidden pending review), an advert
 * in a profile and a dubious activity. Answers the moderator's email and how many reports are open.
 */
export async function seedModeration(sampleEmails: string[]) {
  const samples = await studentsByEmails(sampleEmails, ['email']);
  const sample = (index: number) => {
    const found = samples.find((user) => user.email === sampleEmails[index]);
    if (!found) throw new Error('the sample students are missing');
    return found._id;
  };
  const [first, second, moderator, fourth] = [sample(0), sample(1), sample(2), sample(3)];
  await grantModerator(moderator);
  const others = await oldestStudents(
    samples.map((user) => user._id),
    [],
    3,
  );
  const [spammer, advertiser, promoter] = others.map((user) => user._id);
  if (!spammer || !advertiser || !promoter) throw new Error('the community is too small');
  const reports = moderation();
  const report = (
    by: Id,
    targetType: 'user' | 'message' | 'activity',
    targetId: Id,
    reason: 'spam' | 'harassment' | 'inappropriate',
    note?: string,
  ) => reports.report(by.toString(), { targetType, targetId: targetId.toString(), reason, note });

  const spam = {
    _id: new mongoose.Types.ObjectId(),
    sender: spammer,
    recipient: first,
    roomId: directRoomId(spammer.toString(), first.toString()),
    content: 'Selling past exam answers for every module, 20 € each. Pay first, DM me 💸',
    clientId: clientId(),
    read: true,
    createdAt: new Date(),
  };
  await insertMessages({ direct: [spam] });
  await report(first, 'message', spam._id, 'spam', 'A stranger sent me this out of nowhere.');

  const [busy] = await activitiesWhere<{ participants: Id[] }>(
    { 'participants.3': { $exists: true }, cancelledAt: null, date: { $gt: new Date() } },
    { participants: 1 },
    { limit: 1 },
  );
  const [author, ...members] = busy?.participants ?? [];
  if (busy && author && members.length >= 3) {
    const rude = {
      _id: new mongoose.Types.ObjectId(),
      activity: busy._id,
      sender: author,
      content: 'Whoever keeps showing up late is a useless idiot, just stay home next time.',
      clientId: clientId(),
      createdAt: new Date(),
    };
    await insertMessages({ activity: [rude] });
    for (const member of members.slice(0, 3))
      await report(member, 'message', rude._id, 'harassment');
  }

  await setProfileText(advertiser, {
    bio: 'Essays written for you in 24 h, 100% original, discount code PEER10. DM me!',
  });
  await report(second, 'user', advertiser, 'spam');

  const date = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
  const [dubious] = await insertActivities({
    title: 'Crypto investment night — double your loan',
    titleKey: 'crypto investment night — double your loan',
    description: 'Bring your student loan, I will show you how to double it by Friday. Guaranteed.',
    category: 'Social',
    date,
    endDate: defaultEndOf(date),
    location: 'Café near the library',
    image: defaultImageFor('Social'),
    creator: promoter,
  });
  if (dubious)
    await report(
      fourth,
      'activity',
      dubious,
      'inappropriate',
      'Looks like a scam aimed at students.',
    );

  const moderatorEmail = samples.find((user) => user._id.equals(moderator))?.email ?? '';
  const openReports = (await reports.list(moderator.toString(), 'open')).length;
  return { moderatorEmail, openReports };
}
