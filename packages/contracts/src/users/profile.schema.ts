import { z } from 'zod';
import { LIMITS } from '../constants';
import { optionalText } from '../common/text.schema';
import {
  emailSchema,
  interestListSchema,
  passwordSchema,
  USER_MESSAGES,
  userSchema,
  usernameSchema,
} from './user.schema';

export const PROFILE_MESSAGES = {
  imageTooLarge: 'Image must be less than 5MB',
  imageOnly: 'Please choose an image file',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
} as const;

/** The interests field of the profile form: a list, or text split on commas; trimmed either way. */
export const interestsInputSchema = z
  .union([z.array(z.string()), z.string()], { error: USER_MESSAGES.interestsNotList })
  .transform((value) => (typeof value === 'string' ? value.split(',') : value))
  .pipe(interestListSchema);

/**
 * PUT /api/users/profile. Omitted interest lists are left as they are. A new `email` needs the
 * `currentPassword` and takes effect once the link mailed to it is followed.
 */
export const updateProfileRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema.optional(),
  currentPassword: z.string().optional(),
  bio: optionalText(LIMITS.bioLength, 'Bio'),
  location: optionalText(LIMITS.locationLength, 'Location'),
  interests: interestsInputSchema.optional(),
  hobbies: interestListSchema.optional(),
  favoriteSubjects: interestListSchema.optional(),
  sports: interestListSchema.optional(),
  musicGenres: interestListSchema.optional(),
  movieGenres: interestListSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileRequestSchema>;

/** POST /api/users/profile/picture and POST /api/users/random-avatar: the new picture and the user. */
export const profilePictureResponseSchema = z.object({
  profilePicture: z.string(),
  user: userSchema,
});
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;

/** Another user's profile: everything but the email. */
export const publicUserSchema = userSchema.omit({
  email: true,
  emailVerified: true,
  pendingEmail: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** How the signed-in user stands with another, so buttons show what will happen before a click. */
export const relationshipSchema = z.object({
  isFriend: z.boolean(),
  /** The signed-in user sent a request that is still pending. */
  requestSent: z.boolean(),
  /** The other user sent a request that is still pending (id to accept or reject it). */
  requestReceived: z.string().nullable(),
  /** Friends and people sharing an activity may message each other (never across a block). */
  canMessage: z.boolean(),
  /** The signed-in user has blocked this user. */
  blocked: z.boolean(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** GET /api/users/{id}: the public profile, and for another user how the viewer stands with them. */
export const publicProfileSchema = publicUserSchema.extend({
  relationship: relationshipSchema.optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET /api/users/find-by-email. */
export const findByEmailQuerySchema = z.object({ email: emailSchema });

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: PROFILE_MESSAGES.currentPasswordRequired })
    .min(1, PROFILE_MESSAGES.currentPasswordRequired),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password form: the request plus the new password typed twice, as at registration. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmNewPassword, {
    message: USER_MESSAGES.passwordsDoNotMatch,
    path: ['confirmNewPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** PUT /api/users/password: older tokens are revoked, so the client switches to this one. */
export const changePasswordResponseSchema = z.object({ token: z.string(), message: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** Why a chosen profile picture cannot be uploaded, or null when it can. */
export function profileImageError(file: { size: number; type: string }): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.imageOnly;
  if (file.size > LIMITS.profilePictureBytes) return PROFILE_MESSAGES.imageTooLarge;
  return null;
}
