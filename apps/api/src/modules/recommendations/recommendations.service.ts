import { API_MESSAGES, type FriendRecommendation, type UserSummary } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { notFound } from '@/lib/app-error';
import type { Presence } from '@/lib/presence';
import {
  type ActivitiesService,
  type FriendsActivity,
  type SuggestableActivity,
  suggestableActivities,
} from '@/modules/activities';
import { absolute } from '@/lib/absolute-url';
import { campusOf, studentById, studentsByIds } from '@/modules/users';
import { rankActivities, type RankableActivity } from './activity-ranking';
import {
  VIEWER_FIELDS,
  asViewer,
  excludedPeople,
  findCandidates,
  type Viewer,
  type ViewerRecord,
} from './friend-candidates';
import {
  SCORED_LISTS,
  bySuggestionRank,
  sharedInterests,
  similarityScore,
  viewerInterests,
  type InterestProfile,
} from './friend-scoring';

export const FRIEND_SUGGESTIONS_LIMIT = 20;
export const ACTIVITY_SUGGESTIONS_LIMIT = 10;
/** The soonest upcoming activities ranked; a page of the date index, never the whole collection. */
export const SOONEST_ACTIVITIES_CAP = 200;
export const FRIENDS_ACTIVITIES_CAP = 100;
const NEW_ACCOUNT_MS = 7 * 24 * 60 * 60 * 1000;
/** What a suggestion shows of the chosen and their mutual friends (candidates are read without it). */
const SHOWN_FIELDS = [
  'username',
  'profilePicture',
  'createdAt',
  'campus',
  ...SCORED_LISTS,
] as const;

type ShownPerson = InterestProfile & {
  _id: mongoose.Types.ObjectId;
  campus?: { _id: mongoose.Types.ObjectId; name?: string | null } | null;
  username: string;
  profilePicture?: string;
  createdAt?: Date;
};

type ActivityCandidate = RankableActivity & SuggestableActivity;

export interface RecommendationsDeps {
  activities: ActivitiesService;
  presence: Presence;
  /** The clock, so tests can pin "new" and "upcoming". */
  now?: () => Date;
}

export function createRecommendationsService({
  activities,
  presence,
  now = () => new Date(),
}: RecommendationsDeps) {
  async function viewerOf(userId: string): Promise<Viewer> {
    const viewer: ViewerRecord | null = await studentById(userId, VIEWER_FIELDS);
    if (!viewer) throw notFound(API_MESSAGES.userNotFound);
    return asViewer(viewer);
  }

  /** The chosen and their mutual friends, by id, in one read. */
  async function shownPeople(ids: string[]): Promise<Map<string, ShownPerson>> {
    const people: ShownPerson[] = await studentsByIds(ids, SHOWN_FIELDS);
    return new Map(people.map((person) => [person._id.toString(), person]));
  }

  const summaryOf = (person: ShownPerson, baseUrl: string): UserSummary => ({
    _id: person._id.toString(),
    username: person.username,
    profilePicture: absolute(baseUrl, person.profilePicture ?? ''),
    ...campusOf(person),
  });

  async function upcomingCandidates(viewer: Viewer, from: Date): Promise<ActivityCandidate[]> {
    const me = viewer._id;
    const { soonest, withFriends } = await suggestableActivities({
      viewerId: me.toString(),
      friendIds: viewer.friends.map(String),
      from,
      soonestCap: SOONEST_ACTIVITIES_CAP,
      friendsCap: FRIENDS_ACTIVITIES_CAP,
    });
    const byId = new Map<string, ActivityCandidate>();
    // The soonest are none of mine; their friends, if any, are in `withFriends`, which comes second.
    for (const activity of soonest)
      byId.set(activity._id.toString(), { ...activity, participants: [] });
    const mine = (activity: FriendsActivity) =>
      activity.creator.equals(me) || activity.participants.some((id) => id.equals(me));
    for (const activity of withFriends)
      if (!mine(activity)) byId.set(activity._id.toString(), activity);
    const full = (activity: ActivityCandidate) =>
      activity.maxParticipants != null && activity.participantCount >= activity.maxParticipants;
    return [...byId.values()].filter((activity) => !full(activity));
  }

  return {
    /** People to befriend, best first (scoring and candidate search: friend-scoring.ts, friend-candidates.ts). */
    async friends(userId: string, baseUrl: string): Promise<FriendRecommendation[]> {
      const viewer = await viewerOf(userId);
      const excluded = await excludedPeople(viewer);
      const {
        people,
        sharedActivities,
        mutualFriends: mutualOf,
      } = await findCandidates(viewer, excluded, FRIEND_SUGGESTIONS_LIMIT);
      const interests = viewerInterests(viewer.interestKeys);
      const scored = [...people.values()].map((candidate) => {
        const _id = candidate._id.toString();
        const mutualFriends = mutualOf.get(_id) ?? [];
        const similarity = similarityScore({
          viewer: interests,
          candidate: candidate.interestKeys ?? [],
          mutualFriends: mutualFriends.length,
          sharedActivities: sharedActivities.get(_id) ?? 0,
        });
        return { _id, similarityScore: similarity, mutualFriends };
      });
      const chosen = scored.sort(bySuggestionRank).slice(0, FRIEND_SUGGESTIONS_LIMIT);
      const [shown, online] = await Promise.all([
        shownPeople([...new Set(chosen.flatMap((c) => [c._id, ...c.mutualFriends]))]),
        presence.onlineAmong(chosen.map((c) => c._id)),
      ]);
      const newSince = now().getTime() - NEW_ACCOUNT_MS;
      // Someone deleted since they were scored is left out rather than shown without a name.
      return chosen.flatMap(({ _id, similarityScore: score, mutualFriends }) => {
        const person = shown.get(_id);
        if (!person) return [];
        return {
          ...summaryOf(person, baseUrl),
          similarityScore: score,
          sharedInterests: sharedInterests(interests, person),
          isOnline: online.has(_id),
          isNew: (person.createdAt?.getTime() ?? 0) >= newSince,
          mutualFriends: mutualFriends.flatMap((id) => {
            const friend = shown.get(id);
            return friend ? summaryOf(friend, baseUrl) : [];
          }),
        };
      });
    },

    /** Upcoming activities I neither joined nor organise, that still have room, best first. */
    async activities(userId: string) {
      const viewer = await viewerOf(userId);
      const candidates = await upcomingCandidates(viewer, now());
      const interests = SCORED_LISTS.flatMap((list) => viewer[list] ?? []);
      const friends = new Set(viewer.friends.map(String));
      const campusId = viewer.campus?._id.toString();
      const chosen = rankActivities(candidates, { interests, friends, campusId })
        .slice(0, ACTIVITY_SUGGESTIONS_LIMIT)
        .map((activity) => activity._id.toString());
      const populated = new Map(
        (await activities.withIds(chosen)).map((activity) => [activity._id.toString(), activity]),
      );
      return chosen.flatMap((id) => populated.get(id) ?? []);
    },

    async insights(userId: string) {
      const [joinedActivities, createdActivities] = await Promise.all([
        activities.joinedBy(userId),
        activities.createdBy(userId),
      ]);
      return { joinedActivities, createdActivities };
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
