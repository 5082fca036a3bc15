/**
 * What a generated community lacks to feel lived in: pending friend requests, activity group
 * chats and direct conversations. The sample students get some of each (requests waiting for
 * them, activities they take part in, unread messages), so a visitor signing in as one sees
 * every screen filled.
 */
import { directRoomId } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { activitiesWhere, seatIfRoom } from '@/modules/activities';
import { insertPendingRequests, pairKeyOf } from '@/modules/friends';
import { insertMessages } from '@/modules/messages';
import { oldestStudents } from '@/modules/users';
import { longConversation } from './long-conversation';
import type { Random } from './random';
import { addResponses, type SeedMessage } from './seed-responses';

type Id = mongoose.Types.ObjectId;

// prettier-ignore
const ACTIVITY_LINES = [
  'Looking forward to this!', 'Is anyone bringing snacks?', 'Where exactly do we meet?',
  'Running 5 minutes late, start without me', 'Can I bring a friend?', 'See you all there 👋',
  'Does anyone have notes from last time?', 'I can share my slides afterwards',
  'Is it still on if it rains?', 'First time joining, anything I should bring?',
  'Thanks everyone, that was great!', 'Same time next week?',
];

// prettier-ignore
const DIRECT_LINES = [
  'Hey! How are you?', 'Are you going to the study group on Thursday?', 'Good, thanks! You?',
  'Did you finish the assignment?', 'Want to grab a coffee after class?', 'Sure, sounds good',
  'I saw you joined the match this weekend', 'Haha yes, see you there', 'Can you send me the link?',
  'Thanks for the help yesterday!', 'No worries 🙂', 'Let me know when you are free',
];

const SAMPLE_INCOMING_REQUESTS = 4;
const SAMPLE_ACTIVITIES_JOINED = 3;
const SAMPLE_CONVERSATIONS = 4;

export interface SeededConversations {
  pendingRequests: number;
  activityMessages: number;
  directMessages: number;
  replies: number;
  reactions: number;
}

interface Member {
  _id: Id;
  friends: Id[];
}

/** `count` ascending moments between `from` and `to`. */
function momentsBetween(random: Random, from: Date, to: Date, count: number): Date[] {
  const span = Math.max(0, to.getTime() - from.getTime());
  return Array.from({ length: count }, () => from.getTime() + Math.floor(random.next() * span))
    .sort((a, b) => a - b)
    .map((time) => new Date(time));
}

let clientSequence = 0;
const clientId = () => `seed-${(clientSequence += 1)}`;

function pendingRequests(random: Random, users: Member[], sampleIds: Id[], now: Date) {
  const pairs = new Set<string>();
  const requests: { sender: Id; recipient: Id; createdAt: Date }[] = [];
  /** True when a new request was added (not to oneself, a friend, or a pair already asked). */
  const add = (sender: Member, recipient: Member): boolean => {
    const key = pairKeyOf(sender._id.toString(), recipient._id.toString());
    const alreadyFriends = sender.friends.some((id) => id.equals(recipient._id));
    if (sender._id.equals(recipient._id) || alreadyFriends || pairs.has(key)) return false;
    pairs.add(key);
    const createdAt = new Date(now.getTime() - random.int(0, 10 * 86_400_000));
    requests.push({ sender: sender._id, recipient: recipient._id, createdAt });
    return true;
  };
  for (const sampleId of sampleIds) {
    const sample = users.find((user) => user._id.equals(sampleId))!;
    for (let added = 0, tries = 0; added < SAMPLE_INCOMING_REQUESTS && tries < 50; tries += 1) {
      if (add(random.pick(users), sample)) added += 1;
    }
  }
  for (let i = 0; i < users.length / 3; i += 1) add(random.pick(users), random.pick(users));
  return requests;
}

/** The sample students join a few upcoming activities that have room, so their chats are there. */
async function joinSampleActivities(random: Random, sampleIds: Id[], now: Date): Promise<void> {
  const upcoming = await activitiesWhere<{ creator: Id }>({ date: { $gt: now } }, { creator: 1 });
  for (const sampleId of sampleIds) {
    for (let joined = 0, tries = 0; joined < SAMPLE_ACTIVITIES_JOINED && tries < 50; tries += 1) {
      const activity = random.pick(upcoming);
      if (activity.creator.equals(sampleId)) continue;
      if (await seatIfRoom(activity._id, sampleId)) joined += 1;
    }
  }
}

async function activityMessages(random: Random, now: Date) {
  const activities = await activitiesWhere<{
    creator: Id;
    participants: Id[];
    createdAt: Date;
    date: Date;
  }>({}, { creator: 1, participants: 1, createdAt: 1, date: 1 });
  const members = new Map(
    activities.map((activity) => [
      activity._id.toString(),
      [activity.creator, ...activity.participants],
    ]),
  );
  const messages = activities.flatMap((activity) => {
    if (activity.participants.length === 0) return [];
    const members = [activity.creator, ...activity.participants];
    const until = new Date(Math.min(now.getTime(), activity.date.getTime() + 86_400_000));
    return momentsBetween(random, activity.createdAt, until, random.int(1, 12)).map((time) => ({
      activity: activity._id,
      sender: random.pick(members),
      content: random.pick(ACTIVITY_LINES),
      clientId: clientId(),
      createdAt: time,
      __v: 0,
    }));
  });
  return { messages, members };
}

function conversation(random: Random, a: Id, b: Id, now: Date, unreadForA: boolean) {
  const roomId = directRoomId(a.toString(), b.toString());
  const times = momentsBetween(
    random,
    new Date(now.getTime() - 14 * 86_400_000),
    now,
    random.int(2, 9),
  );
  return times.map((time, index) => {
    const last = index === times.length - 1;
    // The last word is the friend's and still unread when the sample student should see a badge.
    const fromA = last && unreadForA ? false : random.chance(0.5);
    return {
      sender: fromA ? a : b,
      recipient: fromA ? b : a,
      roomId,
      content: random.pick(DIRECT_LINES),
      clientId: clientId(),
      read: !(last && unreadForA),
      createdAt: time,
      __v: 0,
    };
  });
}

function directMessages(random: Random, users: Member[], sampleIds: Id[], now: Date) {
  const messages: SeedMessage[] = [];
  for (const sampleId of sampleIds) {
    const sample = users.find((user) => user._id.equals(sampleId))!;
    for (const friend of sample.friends.slice(0, SAMPLE_CONVERSATIONS)) {
      messages.push(...conversation(random, sampleId, friend, now, random.chance(0.5)));
    }
  }
  for (let i = 0; i < users.length / 2; i += 1) {
    const user = random.pick(users);
    if (user.friends.length > 0) {
      messages.push(...conversation(random, user._id, random.pick(user.friends), now, false));
    }
  }
  return messages;
}

export async function seedConversations(
  random: Random,
  sampleEmails: string[],
  now = new Date(),
): Promise<SeededConversations> {
  const users: (Member & { email: string })[] = await oldestStudents([], ['friends', 'email']);
  const sampleIds = users.filter((user) => sampleEmails.includes(user.email)).map((u) => u._id);
  const requests = pendingRequests(random, users, sampleIds, now);
  await joinSampleActivities(random, sampleIds, now);
  const group = await activityMessages(random, now);
  const groupMessages: SeedMessage[] = group.messages;
  const direct: SeedMessage[] = directMessages(random, users, sampleIds, now);
  const [first, second] = sampleEmails.map((email) => users.find((user) => user.email === email));
  if (first && second) direct.push(...(await longConversation(random, first._id, second._id, now)));
  const inGroups = addResponses(
    random,
    groupMessages,
    (message) => group.members.get(message.activity?.toString() ?? '') ?? [],
  );
  const inDirect = addResponses(random, direct, (message) =>
    message.recipient ? [message.sender, message.recipient] : [message.sender],
  );
  // Lean: the builders give every stored field itself, as the community generator does.
  await insertPendingRequests(requests);
  await insertMessages({ activity: groupMessages, direct });
  return {
    pendingRequests: requests.length,
    activityMessages: groupMessages.length,
    directMessages: direct.length,
    replies: inGroups.replies + inDirect.replies,
    reactions: inGroups.reactions + inDirect.reactions,
  };
}
