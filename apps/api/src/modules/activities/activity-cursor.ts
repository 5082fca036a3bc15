import { ACTIVITY_MESSAGES, type ActivitySort } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { badRequest } from '@/lib/app-error';

/** Sort order per list sort, always ending in _id so that pages never skip or repeat an activity. */
export const SORTS: Record<ActivitySort, { field: 'date' | 'titleKey'; direction: 1 | -1 }> = {
  newest: { field: 'date', direction: -1 },
  oldest: { field: 'date', direction: 1 },
  alphabetical: { field: 'titleKey', direction: 1 },
};

interface CursorValue {
  value: string | number;
  id: string;
}

/** An opaque cursor: the sort value and id of the last activity of the previous page. */
export function encodeCursor(
  sort: ActivitySort,
  last: { _id: mongoose.Types.ObjectId; date: Date; titleKey: string },
): string {
  const value = SORTS[sort].field === 'date' ? last.date.getTime() : last.titleKey;
  return Buffer.from(
    JSON.stringify({ value, id: last._id.toString() } satisfies CursorValue),
  ).toString('base64url');
}

/** The filter that continues after the cursor's position. */
export function afterCursor(sort: ActivitySort, cursor: string): Record<string, unknown> {
  let parsed: CursorValue;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorValue;
  } catch {
    throw badRequest(ACTIVITY_MESSAGES.invalidCursor);
  }
  const { field, direction } = SORTS[sort];
  const valid =
    mongoose.isObjectIdOrHexString(parsed?.id) &&
    (field === 'date' ? typeof parsed.value === 'number' : typeof parsed.value === 'string');
  if (!valid) throw badRequest(ACTIVITY_MESSAGES.invalidCursor);
  const value = field === 'date' ? new Date(parsed.value) : parsed.value;
  const beyond = direction === 1 ? '$gt' : '$lt';
  const id = new mongoose.Types.ObjectId(parsed.id);
  return { $or: [{ [field]: { [beyond]: value } }, { [field]: value, _id: { [beyond]: id } }] };
}
