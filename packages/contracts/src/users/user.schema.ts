import { z } from 'zod';
import { campusBadgeSchema } from '../campuses/campus.schema';
import { LIMITS } from '../constants';
import { objectIdSchema } from '../common/object-id.schema';

export const USER_MESSAGES = {
  requiredFields: 'Please enter all required fields',
  usernameRequired: 'Username is required',
  usernameLength: `Username must be between ${LIMITS.usernameMin} and ${LIMITS.usernameMax} characters`,
  usernameCharacters: 'Username can only contain letters, numbers, dots, dashes and underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordLength: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMaxBytes} bytes`,
  passwordsDoNotMatch: 'Passwords do not match',
  graduationYear: `Graduation year must be between ${LIMITS.graduationYearMin} and ${LIMITS.graduationYearMax}`,
  interestsNotText: 'Interests must be text',
  interestsNotList: 'Interests must be a list',
  interestLength: `Each interest must be at most ${LIMITS.interestLength} characters`,
  interestsPerList: `At most ${LIMITS.interestsPerList} interests per list`,
} as const;

/** The five tag lists a student fills in. */
export const INTEREST_KINDS = [
  'hobbies',
  'favoriteSubjects',
  'sports',
  'musicGenres',
  'movieGenres',
] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

/** Every interest list a profile holds: the general interests (free text) and the five tag lists. */
export const INTEREST_LISTS = ['interests', ...INTEREST_KINDS] as const;
export type InterestList = (typeof INTEREST_LISTS)[number];

export const usernameSchema = z
  .string({ error: USER_MESSAGES.usernameRequired })
  .trim()
  .min(1, USER_MESSAGES.usernameRequired)
  .min(LIMITS.usernameMin, USER_MESSAGES.usernameLength)
  .max(LIMITS.usernameMax, USER_MESSAGES.usernameLength)
  .regex(/^[\p{L}\p{N}._-]+$/u, USER_MESSAGES.usernameCharacters);

export const emailSchema = z
  .string({ error: USER_MESSAGES.emailRequired })
  .trim()
  .min(1, USER_MESSAGES.emailRequired)
  .max(LIMITS.emailMax, USER_MESSAGES.emailInvalid)
  .pipe(z.email(USER_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

/** Bytes the text takes in UTF-8, without relying on DOM or Node globals. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const passwordSchema = z
  .string({ error: USER_MESSAGES.passwordRequired })
  .min(1, USER_MESSAGES.passwordRequired)
  .min(LIMITS.passwordMin, USER_MESSAGES.passwordLength)
  .refine((password) => utf8Length(password) <= LIMITS.passwordMaxBytes, {
    message: USER_MESSAGES.passwordTooLong,
  });

/** One interest list: trimmed tags, empty ones dropped, duplicates (ignoring case) removed. */
export const interestListSchema = z
  .array(
    z
      .string({ error: USER_MESSAGES.interestsNotText })
      .trim()
      .max(LIMITS.interestLength, USER_MESSAGES.interestLength),
    { error: USER_MESSAGES.interestsNotList },
  )
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((tags) => tags.length <= LIMITS.interestsPerList, {
    message: USER_MESSAGES.interestsPerList,
  });

export const graduationYearSchema = z.coerce
  .number({ error: USER_MESSAGES.graduationYear })
  .int(USER_MESSAGES.graduationYear)
  .min(LIMITS.graduationYearMin, USER_MESSAGES.graduationYear)
  .max(LIMITS.graduationYearMax, USER_MESSAGES.graduationYear);

export const interestFields = {
  hobbies: interestListSchema.default([]),
  favoriteSubjects: interestListSchema.default([]),
  sports: interestListSchema.default([]),
  musicGenres: interestListSchema.default([]),
  movieGenres: interestListSchema.default([]),
};

/**
 * A user as the API returns it. `email`, `emailVerified`, `pendingEmail` and `timeZone` are present
 * only on the signed-in user's own record.
 */
export const userSchema = z.object({
  _id: objectIdSchema,
  username: z.string(),
  email: z.string().optional(),
  emailVerified: z.boolean().optional(),
  /** A new address waiting for its verification link; `email` changes once it is verified. */
  pendingEmail: z.string().optional(),
  /** The zone notifications and mails write times in; absent until the app has said it (then UTC). */
  timeZone: z.string().optional(),
  /** Own record only: the student reviews reports (/moderation). */
  moderator: z.boolean().optional(),
  /** Whether people search finds the student (own record only; exact email always does). */
  searchable: z.boolean().optional(),
  profilePicture: z.string().default(''),
  bio: z.string().default(''),
  location: z.string().default(''),
  interests: z.array(z.string()).default([]),
  hobbies: z.array(z.string()).default([]),
  favoriteSubjects: z.array(z.string()).default([]),
  sports: z.array(z.string()).default([]),
  musicGenres: z.array(z.string()).default([]),
  movieGenres: z.array(z.string()).default([]),
  major: z.string().optional(),
  graduationYear: z.number().int().optional(),
  createdAt: z.string().optional(),
  /** Set for a verified student of a campus (campuses/campus.schema.ts). */
  campus: campusBadgeSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** The small view of a user embedded in activities, messages and friend lists. */
export const userSummarySchema = userSchema.pick({
  _id: true,
  username: true,
  profilePicture: true,
  campus: true,
});
export type UserSummary = z.infer<typeof userSummarySchema>;
