import { z } from 'zod';
import { notificationSettingsSchema } from '../notifications/notification.schema';
import { userSummarySchema } from './user.schema';

/** The API's texts for password reset, address verification and leaving. */
export const ACCOUNT_MESSAGES = {
  /** The same answer whether or not the address has an account, so nobody can probe for one. */
  resetLinkSent: 'If an account exists for that email, we have sent a link to reset the password.',
  resetLinkInvalid:
    'This password reset link is invalid, expired or already used. Ask for a new one.',
  verifyLinkInvalid: 'This verification link is invalid, expired or already used.',
  emailVerified: 'Your email address is verified.',
  emailChanged: 'Your email address is changed and verified.',
  verificationSent: 'We have sent a new verification link.',
  alreadyVerified: 'Your email address is already verified.',
  passwordRequired: 'Password is required',
  passwordWrong: 'Password is incorrect',
  currentPasswordForEmail: 'Enter your current password to change the email address',
  accountDeleted: 'Your account has been deleted.',
  /** How messages, conversations and activities name a student whose account is gone. */
  deletedStudent: 'Deleted student',
} as const;

/** DELETE /api/users/me: leaving is confirmed with the password. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

const exportedActivitySchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  date: z.string(),
  location: z.string(),
  description: z.string(),
});

/** GET /api/users/me/export: everything the student put in, as one JSON file. */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    _id: z.string(),
    username: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    bio: z.string(),
    location: z.string(),
    major: z.string().optional(),
    graduationYear: z.number().optional(),
    profilePicture: z.string(),
    timeZone: z.string().optional(),
    interests: z.array(z.string()),
    hobbies: z.array(z.string()),
    favoriteSubjects: z.array(z.string()),
    sports: z.array(z.string()),
    musicGenres: z.array(z.string()),
    movieGenres: z.array(z.string()),
    createdAt: z.string().optional(),
  }),
  friends: z.array(userSummarySchema.omit({ profilePicture: true })),
  activitiesCreated: z.array(exportedActivitySchema),
  activitiesJoined: z.array(exportedActivitySchema),
  messagesSent: z.object({
    activityChats: z.array(
      z.object({ activityId: z.string(), content: z.string(), sentAt: z.string() }),
    ),
    direct: z.array(z.object({ recipientId: z.string(), content: z.string(), sentAt: z.string() })),
  }),
  notificationSettings: notificationSettingsSchema,
});
export type DataExport = z.infer<typeof dataExportSchema>;
