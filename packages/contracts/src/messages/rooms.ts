// Room names are plain strings: the web joins and names rooms without loading the message schemas.

export const ACTIVITY_ROOM_PREFIX = 'activity-';

export const activityRoomId = (activityId: string) => `${ACTIVITY_ROOM_PREFIX}${activityId}`;

/** The room of a direct conversation: both user ids, sorted, joined with '_'. */
export const directRoomId = (a: string, b: string) => [a, b].sort().join('_');
