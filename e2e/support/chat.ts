import type { Locator, Page } from 'playwright-core';

/** What an open chat says while the browser is offline. */
export const OFFLINE_NOTICE =
  "You're offline. Messages you send wait here and go out once you're back online.";

/** The signed-in student's id, as the API knows it. */
export async function ownId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/me', {
      headers: { 'x-auth-token': localStorage.getItem('token') ?? '' },
    });
    return ((await response.json()) as { _id: string })._id;
  });
}

/**
 * Waits until `text` shows exactly once in the open chat (not counting the inbox's preview beside
 * it), and checks it stays once after a reload.
 */
export async function shownOnce(page: Page, text: string): Promise<void> {
  const inChat = () => page.getByRole('log').getByText(text, { exact: true });
  await inChat().waitFor();
  await page.waitForTimeout(1_000);
  expect(await inChat().count()).toBe(1);
  await page.reload();
  await inChat().waitFor();
  expect(await inChat().count()).toBe(1);
}

/**
 * Holds a finger on `target` until its message menu opens, then lifts it (Chromium's touch
 * emulation, so the page sees touch pointer events as on a phone).
 */
export async function longPress(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press: the target is not on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.getByRole('dialog', { name: 'Message actions' }).waitFor();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Opens a message's menu with a pointer (hovering shows its button); the open menu. */
export async function openMessageMenu(message: Locator): Promise<Locator> {
  const menu = message.page().getByRole('dialog', { name: 'Message actions' });
  await message.hover();
  await message.getByRole('button', { name: 'Message actions' }).click();
  await menu.waitFor();
  return menu;
}
