import { z } from 'zod';
import { LIMITS } from '../constants';
import { optionalText } from '../common/text.schema';
import { ACCOUNT_MESSAGES } from '../users/account.schema';
import {
  emailSchema,
  graduationYearSchema,
  interestFields,
  passwordSchema,
  USER_MESSAGES,
  usernameSchema,
  userSchema,
} from '../users/user.schema';

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  ...interestFields,
  major: optionalText(LIMITS.majorLength, 'Major'),
  graduationYear: graduationYearSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * Step 1 of the registration wizard. It reports one problem at a time, in this order:
 * required fields, matching passwords, username length, password length.
 */
export const registerStep1Schema = z
  .object({
    username: z.string().trim(),
    email: z.string().trim(),
    password: z.string(),
    confirmPassword: z.string(),
    major: z.string().trim().optional(),
    graduationYear: z.string().trim().optional(),
  })
  .superRefine((values, ctx) => {
    const fail = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!values.username || !values.email || !values.password) {
      return fail(
        USER_MESSAGES.requiredFields,
        values.username ? (values.email ? 'password' : 'email') : 'username',
      );
    }
    if (values.password !== values.confirmPassword)
      return fail(USER_MESSAGES.passwordsDoNotMatch, 'confirmPassword');
    const checks: [z.ZodType, unknown, string][] = [
      [usernameSchema, values.username, 'username'],
      [passwordSchema, values.password, 'password'],
      [emailSchema, values.email, 'email'],
    ];
    for (const [schema, value, path] of checks) {
      const result = schema.safeParse(value);
      if (!result.success)
        return fail(result.error.issues[0]?.message ?? USER_MESSAGES.requiredFields, path);
    }
    if (values.graduationYear && !graduationYearSchema.safeParse(values.graduationYear).success) {
      return fail(USER_MESSAGES.graduationYear, 'graduationYear');
    }
  });
export type RegisterStep1 = z.infer<typeof registerStep1Schema>;

export const loginRequestSchema = z.object({
  email: z
    .string({ error: USER_MESSAGES.emailRequired })
    .trim()
    .min(1, USER_MESSAGES.emailRequired)
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: USER_MESSAGES.passwordRequired })
    .min(1, USER_MESSAGES.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authResponseSchema = z.object({ token: z.string().min(1), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * A token from a mailed link: 32 random bytes in base64url. A malformed one is refused with the
 * same text as an unknown one.
 */
const linkToken = (message: string) =>
  z.string({ error: message }).regex(/^[A-Za-z0-9_-]{43}$/, message);

/** POST /api/auth/forgot-password. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: linkToken(ACCOUNT_MESSAGES.resetLinkInvalid),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset form: the new password typed twice, with the registration rules. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: USER_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** GET /api/auth/verify-email. */
export const verifyEmailQuerySchema = z.object({
  token: linkToken(ACCOUNT_MESSAGES.verifyLinkInvalid),
});
