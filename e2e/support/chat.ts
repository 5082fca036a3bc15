import type { Page } from 'playwright-core';

/** The signed-in student's id, as the API knows it. */
export async function ownId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/me', {
      headers: { 'x-auth-token': localStorage.getItem('token') ?? '' },
    });
    return ((await response.json()) as { _id: string })._id;
  });
}

/** Waits until `text` shows exactly once on the page, and checks it stays once after a reload. */
export async function shownOnce(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).waitFor();
  await page.waitForTimeout(1_000);
  expect(await page.getByText(text, { exact: true }).count()).toBe(1);
  await page.reload();
  await page.getByText(text, { exact: true }).waitFor();
  expect(await page.getByText(text, { exact: true }).count()).toBe(1);
}
