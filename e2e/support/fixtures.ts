import type { Page } from 'playwright-core';
import { newStudent, signUp, type Student } from './students';

/** A datetime-local value a few days ahead, in the browser's own time zone. */
export function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setMinutes(date.getMinutes() - date.getTimezoneOffset());
  return date.toISOString().slice(0, 16);
}

/** The organizer creates an activity, the guest joins it; both end on its page with the chat open. */
export async function sharedActivity(
  hostPage: Page,
  guestPage: Page,
  title: string,
): Promise<string> {
  await hostPage.goto('/activities/new');
  await hostPage.getByLabel('Activity Title *').fill(title);
  await hostPage.getByLabel('Description *').fill('Friendly football, all levels welcome.');
  await hostPage.getByLabel('Date and Time *').fill(inDays(1));
  await hostPage.getByLabel('Location *').fill('Sports hall B');
  await hostPage.getByLabel('Category *').selectOption('Sports');
  await hostPage.getByRole('button', { name: 'Create Activity' }).click();
  await hostPage.waitForURL(/\/activities\/[a-f0-9]{24}$/);
  const activityUrl = hostPage.url();
  await guestPage.goto(activityUrl);
  await guestPage.getByRole('button', { name: 'Join Activity' }).click();
  return activityUrl;
}

/**
 * Two new students, each signed up in their own page, sharing a new activity: titled `title` and
 * the organizer's username (unique to the run), with the guest joined.
 */
export async function hostAndGuest(
  hostPage: Page,
  guestPage: Page,
  title: string,
  { host: hostPrefix = 'host', guest: guestPrefix = 'guest' } = {},
): Promise<{ host: Student; guest: Student; title: string; activityUrl: string }> {
  const host = newStudent(hostPrefix);
  const guest = newStudent(guestPrefix);
  await signUp(hostPage, host);
  await signUp(guestPage, guest);
  const fullTitle = `${title} ${host.username}`;
  const activityUrl = await sharedActivity(hostPage, guestPage, fullTitle);
  return { host, guest, title: fullTitle, activityUrl };
}
