import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasCode } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { browserTimeZone, clockOffsets } from '@/lib/time-zone';
import { fetchMe } from './api/get-me';
import { setTimeZone } from './api/time-zone';
import { useAuth } from './api/get-session';
import { endSession, saveSessionUser } from './session';

/**
 * A signed-in call refused as UNAUTHORIZED means the server ended this session (a password reset
 * or "sign out everywhere" on another device, a deleted account): sign in again.
 */
function useEndSessionWhenRefused(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (!hasCode(event.action.error, 'UNAUTHORIZED') || !storage.token()) return;
        endSession(client, { chosen: false });
      }),
    [client],
  );
}

/**
 * Notifications and mails write times in the zone the server knows: the browser's, once it
 * differs. A failed call changes nothing and is made again on the next start.
 */
function useTimeZoneSync(): void {
  const client = useQueryClient();
  const { user } = useAuth();
  useEffect(() => {
    if (!user) return;
    // Reading the zone's name loads the locale data (tens of milliseconds of a phone's main
    // thread), so it is read again only when the clock's offsets moved since this browser last
    // read the student's zone.
    const offsets = clockOffsets();
    const seenAs = (zone: string) => `${zone} ${offsets}`;
    if (user.timeZone && storage.zoneSeen() === seenAs(user.timeZone)) return;
    const zone = browserTimeZone();
    if (!zone) return;
    const remember = () => storage.saveZoneSeen(seenAs(zone));
    if (user.timeZone === zone) return remember();
    setTimeZone(zone).then(
      (updated) => {
        remember();
        saveSessionUser(client, updated);
      },
      () => undefined,
    );
  }, [user, client]);
}

/**
 * An address not yet verified when the app starts may have been verified since, in a tab or on a
 * device that is closed now (open ones hear it over the socket): the cached user is asked for
 * again once, so the reminder does not outlive the verification by the cache's 24 hours.
 */
function useVerificationCheck(): void {
  const client = useQueryClient();
  const { user } = useAuth();
  const unverified = user?.emailVerified === false;
  useEffect(() => {
    if (!unverified) return;
    fetchMe().then(
      (fresh) => saveSessionUser(client, fresh),
      () => undefined,
    );
  }, [unverified, client]);
}

/** Keeps the session in step with the server; rendered once, after the screens (its effects run last). */
export function SessionWatch() {
  useEndSessionWhenRefused();
  useTimeZoneSync();
  useVerificationCheck();
  return null;
}
