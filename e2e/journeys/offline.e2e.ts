import type { Browser, Page } from 'playwright-core';
import { captureScreen, launchBrowser, newPage } from '../support/browser';
import { OFFLINE_NOTICE, openMessageMenu, ownId, shownOnce } from '../support/chat';
import { hostAndGuest } from '../support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const OFFLINE_SIGN = "You're offline. This is what you saw last; changes need a connection.";

/** The page is served by the app's service worker: a reload works without a network. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The query keys the app has saved in IndexedDB for offline use (none before its first save). */
function savedScreens(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, under the app's feet.
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('peerconnect-queries')) return [];
    return new Promise<string[]>((resolve) => {
      const request = indexedDB.open('peerconnect-queries');
      request.onerror = () => resolve([]);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('queries')) {
          db.close();
          resolve([]);
          return;
        }
        const all = db.transaction('queries').objectStore('queries').getAll();
        all.onerror = () => resolve([]);
        all.onsuccess = () => {
          db.close();
          const screens = all.result as { queries: { queryKey: unknown }[] }[];
          resolve(screens.flatMap((s) => s.queries.map((q) => JSON.stringify(q.queryKey))));
        };
      };
    });
  });
}

/** Waits until the screens shown so far are saved: their query keys contain each of `parts`. */
async function screensSaved(page: Page, ...parts: string[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const saved = await savedScreens(page);
    if (parts.every((part) => saved.some((key) => key.includes(part)))) return;
    if (Date.now() > deadline) throw new Error(`Not saved for offline use: ${parts.join(', ')}`);
    await page.waitForTimeout(250);
  }
}

/** Two students sharing an activity, so they may message each other. */
async function twoStudents(prefix: string) {
  const hostPage = await newPage(browser);
  const guestPage = await newPage(browser);
  const pair = await hostAndGuest(hostPage, guestPage, 'Offline football', {
    host: `${prefix}host`,
    guest: `${prefix}guest`,
  });
  await guestPage.getByRole('button', { name: 'Leave Activity' }).waitFor();
  return { ...pair, hostPage, guestPage };
}

describe('the app offline', () => {
  it('when a student reloads the dashboard offline, then their activities show read-only with the offline sign, and the activities list, an activity and its group chat too', async () => {
    const { guestPage, title, activityUrl } = await twoStudents('seen');
    const said = `Bringing the ball ${Date.now().toString(36)}`;
    await guestPage.getByLabel('Message the group').fill(said);
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await shownOnce(guestPage, said);
    await guestPage.goto('/dashboard');
    await guestPage.getByText(title).first().waitFor();
    await controlledByServiceWorker(guestPage);
    await guestPage.getByText(title).first().waitFor();
    await guestPage.getByRole('link', { name: 'Activities', exact: true }).first().click();
    await guestPage.getByText(title).first().waitFor();
    await guestPage.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await screensSaved(
      guestPage,
      '"activities","insights"',
      '"activities","list"',
      '"activities","detail"',
      '"chat","activity"',
    );

    await guestPage.context().setOffline(true);
    await guestPage.reload();
    await guestPage.getByText(OFFLINE_SIGN).waitFor();
    await guestPage.getByText(title).first().waitFor();
    await captureScreen(guestPage, 'offline-dashboard');

    // Another screen seen before, reached inside the app, also without a network.
    await guestPage.getByRole('link', { name: 'Activities', exact: true }).first().click();
    await guestPage.waitForURL('**/activities');
    await guestPage.getByText(title).first().waitFor();
    await guestPage.getByText(OFFLINE_SIGN).waitFor();
    // The activity's own page, and its group chat as it was last seen.
    await guestPage.getByRole('link', { name: title }).first().click();
    await guestPage.waitForURL(`**${new URL(activityUrl).pathname}`);
    await guestPage.getByRole('heading', { name: title }).waitFor();
    await guestPage.getByRole('log').getByText(said).waitFor();
    await guestPage.context().setOffline(false);
    await guestPage.getByText(OFFLINE_SIGN).waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('when a reply is typed offline, then it waits with its quote through a reload and is delivered once when the network returns', async () => {
    const { host, guest, hostPage, guestPage } = await twoStudents('outbox');
    const hostId = await ownId(hostPage);
    const guestId = await ownId(guestPage);
    await guestPage.goto(`/messages/${hostId}`);
    const input = guestPage.getByLabel(`Message ${host.username}`);
    await input.waitFor();
    await controlledByServiceWorker(guestPage);
    await input.waitFor();
    await screensSaved(guestPage, `"thread","${hostId}"`);
    await hostPage.goto(`/messages/${guestId}`);
    await hostPage.getByText('Send a message to start the conversation.').waitFor();
    const question = `Which platform ${Date.now().toString(36)}?`;
    await hostPage.getByLabel(`Message ${guest.username}`).fill(question);
    await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
    const asked = guestPage.locator('.chat-message', { hasText: question });
    await asked.waitFor();

    await guestPage.context().setOffline(true);
    await guestPage.getByText(OFFLINE_NOTICE).waitFor();
    // One notice: the chat's own, not the shell's above it as well.
    expect(await guestPage.getByText(OFFLINE_SIGN).isVisible()).toBe(false);
    await (await openMessageMenu(asked)).getByRole('button', { name: 'Reply' }).click();
    const text = `Typed on the train ${Date.now().toString(36)}`;
    await input.fill(text);
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    const reply = guestPage.locator('.chat-message', { hasText: text });
    const waiting = reply.getByText('Waiting to send');
    await waiting.waitFor();
    await reply.getByRole('button', { name: new RegExp(`^Answers ${host.username}`) }).waitFor();
    await captureScreen(guestPage, 'chat-reply-waiting-offline');
    await guestPage.reload();
    await waiting.waitFor();
    await reply.getByRole('button', { name: new RegExp(`^Answers ${host.username}`) }).waitFor();
    await guestPage.getByText(OFFLINE_NOTICE).waitFor();
    await captureScreen(guestPage, 'chat-waiting-offline');

    await guestPage.context().setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 20_000 });
    await shownOnce(hostPage, text);
    await shownOnce(guestPage, text);
    await hostPage
      .locator('.chat-message', { hasText: text })
      .getByRole('button', { name: new RegExp(`^Answers ${host.username}`) })
      .waitFor();
  });

  it('when a message arrives for a student on another page, then the title counts it, and clears once it is read', async () => {
    const { guest, hostPage, guestPage } = await twoStudents('title');
    const hostId = await ownId(hostPage);
    await hostPage.goto('/dashboard');
    await hostPage.waitForFunction(() => document.title === 'Dashboard · PeerConnect');
    await guestPage.goto(`/messages/${hostId}`);
    await guestPage.getByLabel(/^Message /).fill('Are you coming tonight?');
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();

    await hostPage.waitForFunction(
      () => document.title === '(1) Dashboard · PeerConnect',
      undefined,
      {
        timeout: 15_000,
      },
    );
    await hostPage
      .getByRole('link', { name: /Messages.*1 unread/ })
      .first()
      .click();
    await hostPage.waitForURL('**/messages');
    await hostPage
      .getByRole('link', { name: new RegExp(guest.username) })
      .first()
      .click();
    await hostPage.getByText('Are you coming tonight?').waitFor();
    await hostPage.waitForFunction(() => !document.title.startsWith('('), undefined, {
      timeout: 15_000,
    });
  });
});
