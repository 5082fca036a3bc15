import { operationEndpoints } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/**
 * The wake-up ping: a sleeping free-tier server starts on the first request it gets.
 */
export async function pingHealth(timeoutMs: number): Promise<boolean> {
  try {
    await apiCall(operationEndpoints.health, {}, { timeoutMs });
    return true;
  } catch {
    return false;
  }
}
