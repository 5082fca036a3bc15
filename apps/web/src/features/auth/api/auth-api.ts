import {
  authResponseSchema,
  authEndpoints,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
} from '@peerconnect/contracts';
import { REGISTER_MESSAGES } from '@/config/auth.messages';
import { LOGIN_MESSAGES } from '@/config/messages';
import { TIMEOUTS } from '@/config/timeouts';
import { apiCall, ApiRequestError } from '@/lib/api-client';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parseAuth(payload: unknown, noTokenMessage: string): AuthResponse {
  const parsed = authResponseSchema.safeParse(payload);
  if (!parsed.success) throw new ApiRequestError(noTokenMessage, 'invalid-response');
  return parsed.data;
}

/** Login: 30 s per attempt, retried twice, 3 s apart, when the network fails or times out. */
export async function login(credentials: LoginRequest): Promise<AuthResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const payload = await apiCall(
        authEndpoints.login,
        { body: credentials },
        { timeoutMs: TIMEOUTS.loginRequest },
      );
      return parseAuth(payload, LOGIN_MESSAGES.noToken);
    } catch (error) {
      const retryable =
        error instanceof ApiRequestError && (error.kind === 'network' || error.kind === 'timeout');
      if (!retryable || attempt >= TIMEOUTS.loginRetries) throw error;
      await wait(TIMEOUTS.loginRetryDelay);
    }
  }
}

export async function register(details: RegisterRequest): Promise<AuthResponse> {
  const payload = await apiCall(
    authEndpoints.register,
    { body: details },
    { timeoutMs: TIMEOUTS.registerRequest },
  );
  return parseAuth(payload, REGISTER_MESSAGES.noToken);
}

export const resendVerification = () => apiCall(authEndpoints.resendVerification);
