import type { Locator, Page } from 'playwright-core';

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
