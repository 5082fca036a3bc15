import type { Notification } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { absolute } from '@/lib/absolute-url';
import { timeText } from '@/lib/time-text';
import { studentsByIds } from '@/modules/users';
import type { NotificationRecord } from './notification.model';

interface Actor {
  _id: mongoose.Types.ObjectId;
  username: string;
  profilePicture?: string | null;
}

const duration = (minutes: number) => {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hoursText = hours === 1 ? '1 hour' : `${hours} hours`;
  return rest === 0 ? hoursText : `${hoursText} ${rest} min`;
};

/** 'Ana', 'Ana and Ben' never: 'Ana and 1 other', 'Ana and 3 others'. */
function who(name: string, actorCount: number): string {
  const others = actorCount - 1;
  if (others <= 0) return name;
  return `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** What an organizer's edit changed, old → new: one 'from … to …' over the date and the place. */
function moved(record: NotificationRecord, timeZone?: string): string {
  const change = (field: string) => record.changes?.find((c) => c.field === field);
  const date = change('date');
  const place = change('location');
  const side = (pick: 'from' | 'to') =>
    [date ? timeText(new Date(date[pick] ?? ''), timeZone) : '', place ? (place[pick] ?? '') : '']
      .filter(Boolean)
      .join(' at ');
  return `moved from ${side('from')} to ${side('to')}`;
}

/**
 * The sentence of a notification, written when it is read, so a collapsed one counts everyone;
 * times in the reader's zone.
 */
export function sentence(record: NotificationRecord, actorName: string, timeZone?: string): string {
  const title = record.activityTitle ?? 'an activity';
  const count = record.count ?? 1;
  const dates = record.dates ?? 1;
  switch (record.type) {
    case 'friend-request':
      return `${actorName} sent you a friend request`;
    case 'friend-accepted':
      return `${actorName} accepted your friend request`;
    case 'activity-joined':
      return dates > 1
        ? `${actorName} joined ${dates} dates of ${title}`
        : `${who(actorName, record.actors.length)} joined ${title}`;
    case 'activity-updated':
      return `${title} ${moved(record, timeZone)}${dates > 1 ? `, and ${dates - 1} later ${dates === 2 ? 'date' : 'dates'} with it` : ''}`;
    case 'activity-cancelled':
      return `${dates > 1 ? `${dates} dates of ${title} were` : `${title} was`} cancelled${record.reason ? `: ${record.reason}` : ''}`;
    case 'direct-message':
      return count === 1
        ? `${actorName} sent you a message`
        : `${actorName} sent you ${count} messages`;
    case 'activity-reminder':
      return `${title} starts in ${duration(record.minutes ?? 0)}`;
    case 'waitlist-promoted':
      return `A place freed up: you are now in ${title}`;
    case 'report-outcome':
      return `A moderator reviewed your report: ${record.reason ?? 'it is decided'}`;
    case 'activity-invite':
      return `${actorName} invited you to ${title}`;
  }
}

/** The page a notification is about. */
export function linkOf(record: NotificationRecord): string {
  const actor = record.actors[0]?.toString();
  switch (record.type) {
    case 'friend-request':
      return '/friends';
    case 'friend-accepted':
      return `/profile/${actor}`;
    case 'direct-message':
      return `/messages/${actor}`;
    case 'report-outcome':
      return '/notifications';
    default:
      // A deleted activity has no page; a cancelled one still shows, read-only.
      return record.activity && !record.activityGone
        ? `/activities/${record.activity.toString()}`
        : '/activities';
  }
}

/** The zone each student's times are written in (absent: not said yet), in one query. */
export async function timeZonesOf(userIds: string[]): Promise<Map<string, string>> {
  const people = await studentsByIds(userIds, ['timeZone']);
  return new Map(
    people.flatMap((person) => (person.timeZone ? [[person._id.toString(), person.timeZone]] : [])),
  );
}

/** The latest actor of each record, in one query. */
export async function actorsOf(records: NotificationRecord[]): Promise<Map<string, Actor>> {
  const ids = [...new Set(records.flatMap((r) => (r.actors[0] ? [r.actors[0].toString()] : [])))];
  if (ids.length === 0) return new Map();
  const people: Actor[] = await studentsByIds(ids, ['username', 'profilePicture']);
  return new Map(people.map((person) => [person._id.toString(), person]));
}

/**
 * A record as the list and the live event show it, to a reader in `timeZone`; pictures absolute
 * against `baseUrl` when given.
 */
export function toNotification(
  record: NotificationRecord,
  actors: Map<string, Actor>,
  timeZone?: string,
  baseUrl?: string,
): Notification {
  const actor = record.actors[0] ? actors.get(record.actors[0].toString()) : undefined;
  const picture = actor?.profilePicture ?? '';
  return {
    _id: record._id.toString(),
    type: record.type,
    actor: actor
      ? {
          _id: actor._id.toString(),
          username: actor.username,
          ...(picture ? { profilePicture: baseUrl ? absolute(baseUrl, picture) : picture } : {}),
        }
      : null,
    ...(record.activity
      ? { activity: { _id: record.activity.toString(), title: record.activityTitle ?? '' } }
      : {}),
    text: sentence(record, actor?.username ?? 'Someone', timeZone),
    link: linkOf(record),
    read: record.read,
    createdAt: record.at.toISOString(),
  };
}
