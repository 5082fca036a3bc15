import type { Browser, Page } from 'playwright-core';
import { newPhonePage } from './browser';
import { inDays } from './fixtures';
import { newStudent, signUp, type Student } from './students';

/** Waits on a loaded machine: conditions, never sleeps, with room for a slow first render. */
export const PATIENCE = { timeout: 45_000 };

/** A new student, signed up on a phone of their own. */
export async function studentOnPhone(
  browser: Browser,
  prefix: string,
): Promise<{ student: Student; page: Page }> {
  const student = newStudent(prefix);
  const page = await newPhonePage(browser);
  await signUp(page, student);
  return { student, page };
}

/** A call to the API as the student signed in on the page (their stored token). */
export function apiAs<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async (call) => {
      const response = await fetch(call.path, {
        method: call.method,
        headers: {
          'x-auth-token': localStorage.getItem('token') ?? '',
          'content-type': 'application/json',
        },
        body: call.body ? JSON.stringify(call.body) : undefined,
      });
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

export const ownId = async (page: Page) =>
  (await apiAs<{ _id: string }>(page, 'GET', '/api/auth/me'))._id;

/** Makes the two students friends the way the app does: a request each way. */
export async function befriend(a: Page, b: Page): Promise<void> {
  const [idA, idB] = [await ownId(a), await ownId(b)];
  await apiAs(a, 'POST', '/api/friends/request', { userId: idB });
  await apiAs(b, 'POST', '/api/friends/request', { userId: idA });
}

/** Creates an activity through the form, two days ahead; answers with its page's address. */
export async function createActivity(page: Page, title: string): Promise<string> {
  await page.goto('/activities/new');
  await page.getByLabel('Activity Title *').fill(title);
  await page.getByLabel('Description *').fill('Weekly problem sets, snacks provided.');
  await page.getByLabel('Date and Time *').fill(inDays(2));
  await page.getByLabel('Location *').fill('Library, group room 4');
  await page.getByLabel('Category *').selectOption('Academic');
  await page.getByRole('button', { name: 'Create Activity' }).click();
  await page.waitForURL(/\/activities\/[a-f0-9]{24}$/, PATIENCE);
  return page.url();
}

/** Leaves the activity open on the page, confirming in the dialog that asks first. */
export async function leaveActivity(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Leave Activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave Activity' });
  await dialog.getByText('Leave? Your place goes to the next person in line.').waitFor(PATIENCE);
  await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
}
