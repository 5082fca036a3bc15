import { apiRequest } from '@/lib/api-client';

/**
 * The wake-up ping of spec §7: a sleeping free-tier server starts on the first request it gets.
 * Apart from auth-api.ts (which parses with zod) so the login page can ping as it opens without
 * loading the schema library.
 */
export async function pingHealth(timeoutMs: number): Promise<boolean> {
  try {
    await apiRequest('/api/health', { timeoutMs });
    return true;
  } catch {
    return false;
  }
}
