import { userEndpoints, type User } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** Tells the server the browser's time zone, which notifications and mails write times in. */
export function setTimeZone(timeZone: string): Promise<User> {
  return apiCall(userEndpoints.setTimeZone, { body: { timeZone } });
}
