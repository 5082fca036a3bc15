import type { Browser, Page } from 'playwright-core';
import { startApp, stopApp, type RunningApp } from '../support/app-server';
import { captureScreen, launchBrowser, newPage, newPhonePage } from '../support/browser';
import { longPress, OFFLINE_NOTICE, openMessageMenu, ownId, shownOnce } from '../support/chat';
import { hostAndGuest } from '../support/fixtures';
import { submitLogin } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Holds back what the server says over the page's socket.io connection while `hold` is on (pings
 * still pass): a send then reaches the server and is stored, but its acknowledgement never
 * arrives, as when the network drops right after the message went out.
 */
async function withheldReplies(page: Page): Promise<{ hold: boolean }> {
  const control = { hold: false };
  await page.context().routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const socketIoPacket = typeof message === 'string' && message.startsWith('4');
      if (!(control.hold && socketIoPacket)) ws.send(message);
    });
  });
  return control;
}

describe('chat end to end', () => {
  it('when an organizer and a participant chat in the activity and then one to one, then messages, typing and unread counts arrive live', async () => {
    const hostPage = await newPage(browser);
    const guestPage = await newPage(browser);
    const { host: organizer, guest } = await hostAndGuest(hostPage, guestPage, 'Five-a-side');

    await guestPage.getByText('No messages yet. Be the first to say something!').waitFor();
    await hostPage.getByText('No messages yet. Be the first to say something!').waitFor();

    await guestPage.getByLabel('Message the group').fill('Shall I bring a ball?');
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await hostPage.getByText('Shall I bring a ball?').waitFor();
    await hostPage.getByLabel('Message the group').fill('Yes please, and bibs if you have them');
    await hostPage.keyboard.press('Enter');
    await guestPage.getByText('Yes please, and bibs if you have them').waitFor();

    // The guest edits their message; the organizer sees it live, then removes it (moderation).
    const guestsMessage = guestPage.locator('.chat-message', { hasText: 'Shall I bring a ball?' });
    await (await openMessageMenu(guestsMessage)).getByRole('button', { name: 'Edit' }).click();
    await guestPage.getByLabel('Editing message').fill('Shall I bring two balls?');
    await guestPage.getByRole('button', { name: 'Save', exact: true }).click();
    await hostPage.getByText('Shall I bring two balls?').waitFor();
    await hostPage.getByRole('button', { name: /^Edited at/ }).waitFor();
    await captureScreen(guestPage, 'activity-chat');
    const onHost = hostPage.locator('.chat-message', { hasText: 'Shall I bring two balls?' });
    const hostMenu = await openMessageMenu(onHost);
    await hostMenu.getByRole('button', { name: 'Remove' }).click();
    await hostMenu
      .getByRole('group', { name: 'Remove' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await guestPage.getByText('Removed by the organizer').waitFor();
    await guestPage.reload();
    await guestPage.getByText('Removed by the organizer').waitFor();
    expect(await guestPage.getByText('Shall I bring two balls?').count()).toBe(0);

    const hostId = await ownId(hostPage);
    const guestId = await ownId(guestPage);
    await hostPage.goto('/dashboard');
    await guestPage.goto(`/messages/${hostId}`);
    await guestPage.getByText('Send a message to start the conversation.').waitFor();
    await guestPage.getByLabel(`Message ${organizer.username}`).fill('See you at six');
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await guestPage.getByRole('log').getByText('See you at six').waitFor();

    await hostPage.getByRole('link', { name: /Messages.*1 unread/ }).waitFor();
    await hostPage
      .getByRole('link', { name: /Messages/ })
      .first()
      .click();
    await hostPage.waitForURL('**/messages');
    await hostPage.getByText('See you at six').waitFor();
    await captureScreen(hostPage, 'conversations');

    await hostPage.getByRole('link', { name: new RegExp(guest.username) }).click();
    await hostPage.waitForURL(`**/messages/${guestId}`);
    await hostPage.getByRole('log').getByText('See you at six').waitFor();
    // The online dot means the host's socket is live; typing signals are best effort before that.
    await hostPage.getByText('Online', { exact: true }).waitFor({ state: 'attached' });
    await guestPage
      .getByLabel(`Message ${organizer.username}`)
      .pressSequentially('Running a bit late', { delay: 120 });
    await hostPage.getByText(`${guest.username} is typing...`).waitFor();
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await hostPage.getByRole('log').getByText('Running a bit late').waitFor();
    await captureScreen(hostPage, 'direct-chat');

    // The guest deletes a direct message: both sides see the placeholder, the text is gone.
    const late = await openMessageMenu(
      guestPage.locator('.chat-message', { hasText: 'Running a bit late' }),
    );
    await late.getByRole('button', { name: 'Delete' }).click();
    await late
      .getByRole('group', { name: 'Delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await hostPage.getByRole('log').getByText('This message was deleted').waitFor();
    expect(await hostPage.getByRole('log').getByText('Running a bit late').count()).toBe(0);
  });
});

describe('chat on a touch screen', () => {
  it('when a student on a phone holds their message, then Edit and Delete open in its menu and work', async () => {
    const hostPage = await newPage(browser);
    const phonePage = await newPhonePage(browser);
    const { activityUrl } = await hostAndGuest(hostPage, phonePage, 'Touch football', {
      guest: 'thumb',
    });
    await phonePage.goto(`${activityUrl}/chat`);

    await phonePage.getByLabel('Message the group').fill('Meet at the north gate');
    await phonePage.getByRole('button', { name: 'Send', exact: true }).tap();
    await hostPage.getByText('Meet at the north gate').waitFor();
    const mine = phonePage.locator('.chat-message', { hasText: 'Meet at the north gate' });
    await longPress(phonePage, mine.locator('.chat-bubble'));
    await phonePage
      .getByRole('dialog', { name: 'Message actions' })
      .getByRole('button', { name: 'Edit' })
      .tap();
    await phonePage.getByLabel('Editing message').fill('Meet at the south gate');
    await phonePage.getByRole('button', { name: 'Save', exact: true }).tap();
    await hostPage.getByText('Meet at the south gate').waitFor();
    await phonePage.getByRole('button', { name: /^Edited at/ }).tap();
    await phonePage.getByText(/^Edited at/).waitFor();

    const edited = phonePage.locator('.chat-message', { hasText: 'Meet at the south gate' });
    await longPress(phonePage, edited.locator('.chat-bubble'));
    const menu = phonePage.getByRole('dialog', { name: 'Message actions' });
    await menu.getByRole('button', { name: 'Delete' }).tap();
    await menu.getByRole('group', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).tap();
    await hostPage.getByText('This message was deleted').waitFor();
    await phonePage.getByText('This message was deleted').waitFor();
  });
});

describe('chat through a network drop', () => {
  it('when a message got through but the network dropped before its answer, then offline shows at once, the message waits and is sent by itself after 12 s, stored once, and the chat reconnects by itself', async () => {
    const hostPage = await newPage(browser);
    const guestPage = await newPage(browser);
    const replies = await withheldReplies(guestPage);
    const { host: organizer } = await hostAndGuest(hostPage, guestPage, 'Drop test');
    await guestPage.getByText('No messages yet. Be the first to say something!').waitFor();
    await hostPage.getByText('No messages yet. Be the first to say something!').waitFor();

    const text = `Through the tunnel ${Date.now().toString(36)}`;
    const input = guestPage.getByLabel('Message the group');
    const send = guestPage.getByRole('button', { name: 'Send', exact: true });
    replies.hold = true;
    await input.fill(text);
    await send.click();
    await hostPage.getByText(text).waitFor();
    await guestPage.context().setOffline(true);
    await guestPage.getByText(OFFLINE_NOTICE).waitFor({ timeout: 2_000 });
    // Unanswered, the message is kept by the outbox and sent again by itself once back online.
    await guestPage.getByText('Waiting to send').waitFor({ timeout: 15_000 });
    // Offline, Send still takes a message: the outbox keeps it.
    await input.fill('One more');
    expect(await send.isEnabled()).toBe(true);
    await input.fill('');
    await captureScreen(guestPage, 'activity-chat-offline');
    await guestPage.waitForTimeout(12_000);
    replies.hold = false;
    await guestPage.context().setOffline(false);
    await guestPage.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached', timeout: 10_000 });
    await guestPage.getByText('Waiting to send').waitFor({ state: 'detached', timeout: 15_000 });
    await shownOnce(guestPage, text);
    await shownOnce(hostPage, text);

    const hostId = await ownId(hostPage);
    const guestId = await ownId(guestPage);
    await hostPage.goto(`/messages/${guestId}`);
    await guestPage.goto(`/messages/${hostId}`);
    await hostPage.getByText('Online', { exact: true }).waitFor({ state: 'attached' });
    await guestPage.context().setOffline(true);
    await guestPage.getByText(OFFLINE_NOTICE).waitFor({ timeout: 2_000 });
    // The other side sees the student go offline within seconds, and back without a click. (The
    // previous page's connection, held by the test's relay, may stay until the server's ping
    // timeout of 10 s; a browser's own closes at once.)
    await hostPage
      .getByText('Offline', { exact: true })
      .waitFor({ state: 'attached', timeout: 12_000 });
    await guestPage.waitForTimeout(12_000);
    await guestPage.context().setOffline(false);
    await guestPage.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached', timeout: 10_000 });
    await hostPage
      .getByText('Online', { exact: true })
      .waitFor({ state: 'attached', timeout: 10_000 });
    const directText = `Signal is back ${Date.now().toString(36)}`;
    await guestPage.getByLabel(`Message ${organizer.username}`).fill(directText);
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await shownOnce(hostPage, directText);
  }, 150_000);
});

/** Lines of the seeded week-long chat of student1 and student2 (apps/api/src/scripts/long-conversation.ts). */
const LONG_CHAT = {
  first: 'Hi! Are you in the Tuesday tutorial too?',
  last: 'Perfect, see you at the library at 10 📚',
};
const sample = (n: number) => ({
  email: `student${n}@students.peerconnect.test`,
  password: 'peerconnect',
});

describe('who has read what', () => {
  it('when two students chat, then Seen follows the read-receipts switch, activity chats count unread until opened, and a muted chat leaves the total', async () => {
    const hostPage = await newPage(browser);
    const guestPage = await newPage(browser);
    const { host: organizer, activityUrl } = await hostAndGuest(hostPage, guestPage, 'Seen test');
    await guestPage.getByText('No messages yet. Be the first to say something!').waitFor();
    const hostId = await ownId(hostPage);
    const guestId = await ownId(guestPage);

    // Receipts on (the default): the guest sees 'Seen' as soon as the host reads.
    await guestPage.goto(`/messages/${hostId}`);
    const toHost = guestPage.getByLabel(`Message ${organizer.username}`);
    await toHost.fill('Are you coming tonight?');
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await hostPage.goto('/dashboard');
    await hostPage.getByRole('link', { name: /Messages.*1 unread/ }).waitFor();
    await hostPage.goto(`/messages/${guestId}`);
    await hostPage.getByRole('log').getByText('Are you coming tonight?').waitFor();
    await guestPage.getByText('Seen', { exact: true }).waitFor();
    await captureScreen(guestPage, 'direct-chat-seen');

    // The host switches receipts off: nothing more is seen, in either direction.
    await hostPage.goto('/settings');
    const receipts = hostPage.getByRole('checkbox', { name: 'Read receipts' });
    await Promise.all([
      hostPage.waitForResponse((response) => response.url().endsWith('/api/messages/settings')),
      receipts.uncheck(),
    ]);
    await toHost.fill('Still there?');
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await hostPage.goto(`/messages/${guestId}`);
    await hostPage.getByRole('log').getByText('Still there?').waitFor();
    await guestPage.waitForTimeout(1_000);
    await guestPage.reload();
    await guestPage.getByRole('log').getByText('Still there?').waitFor();
    expect(await guestPage.getByText('Seen', { exact: true }).count()).toBe(0);

    // The activity chat counts the organizer's messages for the guest until the guest opens it.
    await guestPage.goto('/dashboard');
    await hostPage.goto(activityUrl);
    for (const line of ['Pitch 2 tonight', 'Bring a jacket']) {
      await hostPage.getByLabel('Message the group').fill(line);
      await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
      await hostPage.getByText(line).waitFor();
    }
    await guestPage.getByText('2 unread messages').waitFor();
    await guestPage.getByRole('link', { name: /Messages.*2 unread/ }).waitFor();
    await guestPage.goto('/messages');
    await guestPage
      .getByRole('link', { name: /Seen test/ })
      .getByText('2 unread')
      .waitFor();
    await captureScreen(guestPage, 'inbox');
    await guestPage.getByRole('link', { name: /Seen test/ }).click();
    await guestPage.getByText('Bring a jacket').waitFor();
    await guestPage.getByRole('link', { name: 'Messages', exact: true }).first().waitFor();

    // Muted, the chat keeps its count on its row but the navigation's total leaves it out.
    await guestPage.getByRole('button', { name: 'Mute Activity Group Chat' }).click();
    await guestPage
      .getByRole('button', { name: 'Mute Activity Group Chat', pressed: true })
      .waitFor();
    await guestPage.goto('/messages');
    await hostPage.getByLabel('Message the group').fill('Anyone else joining?');
    await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
    const row = guestPage.getByRole('link', { name: /Seen test/ });
    await row.getByText('1 unread').waitFor();
    await row.getByText('Muted').waitFor();
    expect(await guestPage.getByRole('link', { name: /Messages.*unread/ }).count()).toBe(0);
  }, 150_000);
});

describe('a long conversation from the sample data', () => {
  let seeded: RunningApp;
  beforeAll(async () => {
    seeded = await startApp({ seeded: true });
  }, 300_000);
  afterAll(() => stopApp(seeded.pid));

  it('when student1 scrolls back through 500 messages over nine days, then days are separated, older pages load and a new message raises a pill', async () => {
    const first = await newPage(browser, seeded.baseUrl);
    const second = await newPage(browser, seeded.baseUrl);
    for (const [page, n] of [
      [first, 1],
      [second, 2],
    ] as const) {
      await submitLogin(page, sample(n));
      await page.waitForURL('**/dashboard');
    }

    await first.goto('/messages');
    await first.getByRole('link', { name: new RegExp(LONG_CHAT.last) }).click();
    await first.waitForURL(/\/messages\/[a-f0-9]{24}$/);
    await first.getByRole('log').getByText(LONG_CHAT.last).waitFor();
    await captureScreen(first, 'direct-chat-days');

    // Scrolled to the top again and again: each time the page before loads, until the first line.
    const scroller = first.locator('[data-virtuoso-scroller]');
    // The message itself, not a reply's quote of it (the sample chat has replies).
    const start = first.locator('.chat-bubble > .prewrap', {
      hasText: new RegExp(`^${LONG_CHAT.first.replace(/[?]/g, '\\?')}$`),
    });
    const days = new Set<string>();
    for (let page = 0; page < 30 && !(await start.isVisible()); page += 1) {
      await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
      // At the top, the first row is the day of the oldest message loaded so far.
      await first.waitForTimeout(150);
      for (const label of await first.locator('.chat-day').allTextContents()) days.add(label);
      await first.waitForTimeout(400);
    }
    await start.waitFor();
    for (const label of await first.locator('.chat-day').allTextContents()) days.add(label);
    expect(days).toContain('Yesterday');
    expect([...days].some((label) => /day$/.test(label) && label !== 'Yesterday')).toBe(true);
    // More than a week back, the separator is a date rather than a weekday.
    expect([...days].some((label) => /\d/.test(label))).toBe(true);
    await captureScreen(first, 'direct-chat-history');

    const firstId = await ownId(first);
    await second.goto(`/messages/${firstId}`);
    await second.getByRole('log').getByText(LONG_CHAT.last).waitFor();
    await first.getByText('Online', { exact: true }).waitFor({ state: 'attached' });
    await second.getByPlaceholder('Type a message...').fill('Are you still scrolling?');
    await second.getByRole('button', { name: 'Send', exact: true }).click();
    await first.getByRole('button', { name: /1 new message/ }).click();
    await first.getByRole('log').getByText('Are you still scrolling?').waitFor();
    expect(await start.isVisible()).toBe(false);
  }, 180_000);
});
