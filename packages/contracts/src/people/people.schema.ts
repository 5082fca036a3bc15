import { z } from 'zod';
import { integerInput } from '../common/number.schema';
import { LIMITS } from '../constants';
import { INTEREST_KINDS, userSummarySchema } from '../users/user.schema';

export const PEOPLE_MESSAGES = {
  queryRequired: 'Type a name, interest or major to search',
  queryLength: `A search is at most ${LIMITS.peopleSearchLength} characters`,
  invalidPage: 'Page must be a whole number from 1',
  searchableRequired: 'Say whether other students may find you by search',
  invalidKind: 'Unknown interest list',
} as const;

/** GET /api/people: a name, interest or major, and the page (from 1). */
export const peopleSearchQuerySchema = z.object({
  q: z
    .string({ error: PEOPLE_MESSAGES.queryRequired })
    .trim()
    .min(1, PEOPLE_MESSAGES.queryRequired)
    .max(LIMITS.peopleSearchLength, PEOPLE_MESSAGES.queryLength),
  page: integerInput(PEOPLE_MESSAGES.invalidPage)
    .pipe(z.number().min(1, PEOPLE_MESSAGES.invalidPage).nullable())
    .optional()
    .transform((page) => page ?? 1),
});
export type PeopleSearchQuery = z.infer<typeof peopleSearchQuerySchema>;

/** What a result matched on, best first: the order results are ranked in. */
export const PERSON_MATCHES = [
  'username-exact',
  'username-prefix',
  'username',
  'interest',
  'major',
] as const;

/** One student found: who, what matched, and where the searcher stands with them. */
export const personResultSchema = userSummarySchema.extend({
  major: z.string().optional(),
  match: z.enum(PERSON_MATCHES),
  /** The interest that matched, when the match is on an interest. */
  interest: z.string().optional(),
  isFriend: z.boolean(),
  /** The searcher already asked them. */
  requestSent: z.boolean(),
});
export type PersonResult = z.infer<typeof personResultSchema>;

export const peoplePageSchema = z.object({
  items: z.array(personResultSchema),
  nextPage: z.number().int().min(2).nullable(),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

/** PUT /api/users/me/privacy: whether the student shows up in people search. */
export const privacySettingsSchema = z.object({
  searchable: z.boolean({ error: PEOPLE_MESSAGES.searchableRequired }),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** GET /api/people/popular-interests: for the sign-up's suggestion chips (no sign-in). */
export const popularInterestsQuerySchema = z.object({
  kind: z.enum(INTEREST_KINDS, { error: PEOPLE_MESSAGES.invalidKind }),
});

export const popularInterestsSchema = z.object({ interests: z.array(z.string()) });
export type PopularInterests = z.infer<typeof popularInterestsSchema>;
