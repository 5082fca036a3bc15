import { loginRequestSchema, type LoginRequest } from '@peerconnect/contracts';

export type LoginFieldErrors = Partial<Record<keyof LoginRequest, string>>;

/**
 * The login form's rules (the contracts' schema): the credentials to send, or the first problem
 * per field. Loaded when the form is first used, so the page's first load carries no zod.
 */
export function validateLogin(
  input: Record<keyof LoginRequest, string>,
):
  | { credentials: LoginRequest; errors?: never }
  | { credentials?: never; errors: LoginFieldErrors } {
  const parsed = loginRequestSchema.safeParse(input);
  if (parsed.success) return { credentials: parsed.data };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginRequest;
    errors[field] ??= issue.message;
  }
  return { errors };
}
