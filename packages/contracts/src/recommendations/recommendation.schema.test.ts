import { activityInsightsSchema, recommendationStatsSchema } from './recommendation.schema';

describe('recommendation statistics', () => {
  it('when the four counts arrive, then they parse', () => {
    const stats = {
      activitiesJoined: 2,
      activitiesCreated: 1,
      pendingInvitations: 3,
      friendCount: 0,
    };
    expect(recommendationStatsSchema.parse(stats)).toEqual(stats);
  });
  it('when a count is negative or fractional, then it is refused', () => {
    const stats = {
      activitiesJoined: -1,
      activitiesCreated: 1.5,
      pendingInvitations: 3,
      friendCount: 0,
    };
    expect(recommendationStatsSchema.safeParse(stats).success).toBe(false);
  });
});

describe('activity insights', () => {
  it('when the user has no activities, then both lists are empty', () => {
    expect(activityInsightsSchema.parse({ joinedActivities: [], createdActivities: [] })).toEqual({
      joinedActivities: [],
      createdActivities: [],
    });
  });
  it('when a list is missing, then the response is refused', () => {
    expect(activityInsightsSchema.safeParse({ joinedActivities: [] }).success).toBe(false);
  });
});
