import type { Browser, Locator, Page } from 'playwright-core';
import { captureScreen, launchBrowser, newPage, newPhonePage } from '../support/browser';
import { longPress, OFFLINE_NOTICE, ownId } from '../support/chat';
import { hostAndGuest } from '../support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PHONE_HEIGHT = 844;
const KEYBOARD_HEIGHT = 336;
/**
 * A phone page whose visual viewport can be shrunk as an on-screen keyboard shrinks it: Chromium
 * emulates no keyboard, so the page's visualViewport reports the height left above one.
 */
async function phoneWithKeyboard(): Promise<Page> {
  const page = await newPhonePage(browser);
  await page.addInitScript(() => {
    const real = window.visualViewport;
    if (!real) return;
    const keyboard = new EventTarget();
    let covered = 0;
    Object.defineProperties(keyboard, {
      height: { get: () => real.height - covered },
      width: { get: () => real.width },
      offsetTop: { get: () => real.offsetTop },
      offsetLeft: { get: () => real.offsetLeft },
      scale: { get: () => real.scale },
    });
    real.addEventListener('resize', () => keyboard.dispatchEvent(new Event('resize')));
    Object.defineProperty(window, 'visualViewport', { value: keyboard, configurable: true });
    Object.assign(window, {
      showKeyboard(height: number) {
        covered = height;
        keyboard.dispatchEvent(new Event('resize'));
      },
    });
  });
  return page;
}

const showKeyboard = (page: Page, height: number) =>
  page.evaluate(
    (h) => (window as unknown as { showKeyboard(h: number): void }).showKeyboard(h),
    height,
  );

/** Where the element's bottom edge is, and whether it is shown at all. */
async function bottomOf(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.y + box.height;
}

/** The unread count on the phone's bottom tab, 0 when none shows. */
async function tabUnread(page: Page): Promise<number> {
  const badge = page.locator('.bottom-nav .nav-badge');
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.first().textContent()) ?? '0', 10);
}

describe('chat on a phone', () => {
  it('when a student opens an activity chat from the inbox on a phone, then it is the whole screen above the keyboard and any notice, actions open from a long press, and replies, reactions and typing reach the organizer live', async () => {
    const hostPage = await newPage(browser);
    const phone = await phoneWithKeyboard();
    const {
      host: organizer,
      title,
      activityUrl,
    } = await hostAndGuest(hostPage, phone, 'Beach volley', { guest: 'phone' });
    const activityId = activityUrl.split('/').at(-1) ?? '';

    // The inbox opens the chat at its own address, not the top of the activity page.
    await phone.goto('/messages');
    await phone.getByRole('link', { name: new RegExp(title) }).tap();
    await phone.waitForURL(`**/activities/${activityId}/chat`);
    const input = phone.getByLabel('Message the group');
    await input.waitFor();
    expect(await phone.locator('.bottom-nav').isVisible()).toBe(false);
    expect(await bottomOf(input)).toBeLessThanOrEqual(PHONE_HEIGHT);

    await hostPage.getByLabel('Message the group').fill('Who brings the ball?');
    await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
    await phone.getByText('Who brings the ball?').waitFor();

    // Typing: the organizer's name in the header while they type.
    await hostPage.getByLabel('Message the group').pressSequentially('Net is up', { delay: 120 });
    await phone.getByText(`${organizer.username} is typing…`).waitFor();
    await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
    await phone.getByText('Net is up').waitFor();

    // The keyboard takes the lower part of the screen: the composer sits right above it.
    await input.tap();
    await showKeyboard(phone, KEYBOARD_HEIGHT);
    await phone.waitForFunction((limit) => {
      const field = document.querySelector('.chat-composer');
      return field !== null && field.getBoundingClientRect().bottom <= limit;
    }, PHONE_HEIGHT - KEYBOARD_HEIGHT);
    expect(await input.isVisible()).toBe(true);
    await showKeyboard(phone, 0);

    // A long press opens the message's actions; replying quotes it for the organizer.
    // The first: the reply below quotes its text too.
    const hostsMessage = phone
      .locator('.chat-message', { hasText: 'Who brings the ball?' })
      .first();
    await longPress(phone, hostsMessage.locator('.chat-bubble'));
    const menu = phone.getByRole('dialog', { name: 'Message actions' });
    await menu.getByRole('button', { name: 'Reply' }).tap();
    await phone.getByText(`Replying to ${organizer.username}`).waitFor();
    await input.fill('I do!');
    await phone.getByRole('button', { name: 'Send', exact: true }).tap();
    const reply = hostPage.locator('.chat-message', { hasText: 'I do!' });
    await reply.getByRole('button', { name: /^Answers / }).waitFor();
    expect(await reply.locator('.chat-quote').textContent()).toContain('Who brings the ball?');

    // A reaction, live at the organizer's; drawn from the app's own image, not a font.
    await longPress(phone, hostsMessage.locator('.chat-bubble'));
    await menu.getByRole('button', { name: 'React with ❤️' }).tap();
    await phone.getByRole('button', { name: '❤️ 1', pressed: true }).waitFor();
    const onHost = hostPage.locator('.chat-message', { hasText: 'Who brings the ball?' }).first();
    await onHost.getByRole('button', { name: '❤️ 1' }).waitFor();
    const glyph = onHost.getByRole('img', { name: '❤️' });
    expect(await glyph.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    await captureScreen(phone, 'chat-phone');

    // Editing and the offline notice both leave the composer on screen.
    const mine = phone.locator('.chat-message', { hasText: 'I do!' });
    await longPress(phone, mine.locator('.chat-bubble'));
    await menu.getByRole('button', { name: 'Edit' }).tap();
    const editing = phone.getByLabel('Editing message');
    await editing.waitFor();
    expect(await bottomOf(editing)).toBeLessThanOrEqual(PHONE_HEIGHT);
    await phone.context().setOffline(true);
    await phone.getByText(OFFLINE_NOTICE).waitFor();
    expect(await bottomOf(editing)).toBeLessThanOrEqual(PHONE_HEIGHT);
    expect(await bottomOf(phone.getByRole('button', { name: 'Save' }))).toBeLessThanOrEqual(
      PHONE_HEIGHT,
    );
    await captureScreen(phone, 'chat-phone-offline-editing');
    await phone.context().setOffline(false);
    await phone.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached', timeout: 15_000 });
  }, 150_000);

  it('when messages arrive in the conversation open on a phone, then the bottom tab counts none, the inbox shows none after, and the sender sees Seen', async () => {
    const senderPage = await newPage(browser);
    const phone = await newPhonePage(browser);
    const { host: sender, guest: reader } = await hostAndGuest(senderPage, phone, 'Study group', {
      host: 'sender',
      guest: 'reader',
    });
    const senderId = await ownId(senderPage);
    const readerId = await ownId(phone);

    await phone.goto(`/messages/${senderId}`);
    await phone.getByText('Send a message to start the conversation.').waitFor();
    await senderPage.goto(`/messages/${readerId}`);
    await phone.getByText('Online', { exact: true }).waitFor({ state: 'attached' });
    const lines = ['Are you there?', 'Bring the notes', 'Room 204'];
    for (const line of lines) {
      await senderPage.getByLabel(`Message ${reader.username}`).fill(line);
      await senderPage.getByRole('button', { name: 'Send', exact: true }).click();
      await senderPage.locator('.chat-message', { hasText: line }).locator('time').waitFor();
    }
    for (const line of lines) await phone.getByText(line).waitFor();
    expect(await tabUnread(phone)).toBe(0);
    await senderPage.getByText('Seen', { exact: true }).waitFor();
    expect(await tabUnread(phone)).toBe(0);

    // Back in the inbox, the conversation is read: no count on its row nor on the tab.
    await phone.getByRole('link', { name: /Back to Messages/ }).tap();
    await phone.waitForURL('**/messages');
    const row = phone.getByRole('link', { name: new RegExp(sender.username) });
    await row.getByText('Room 204').waitFor();
    expect(await row.getByText(/unread/).count()).toBe(0);
    expect(await tabUnread(phone)).toBe(0);
  }, 120_000);
});

describe('the inbox on a desktop', () => {
  it('when a student opens a conversation, then the inbox list stays beside it with the time of each chat’s last message', async () => {
    const hostPage = await newPage(browser);
    const guestPage = await newPage(browser);
    const { host, guest, title } = await hostAndGuest(hostPage, guestPage, 'Board games');
    const hostId = await ownId(hostPage);
    await guestPage.goto(`/messages/${hostId}`);
    await guestPage.getByLabel(`Message ${host.username}`).fill('Catan tonight?');
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await guestPage
      .locator('.chat-message', { hasText: 'Catan tonight?' })
      .locator('time')
      .waitFor();

    await hostPage.goto('/messages');
    const row = hostPage.getByRole('link', { name: new RegExp(guest.username) });
    // Today's time, written as under the message itself (this browser's locale: '12:55 PM').
    const sentAt = await guestPage
      .locator('.chat-message', { hasText: 'Catan tonight?' })
      .locator('time')
      .innerText();
    await row.getByText(sentAt, { exact: true }).waitFor();
    await row.click();
    await hostPage.getByRole('log').getByText('Catan tonight?').waitFor();
    // Both panes at once: the list (with this row marked) and the conversation.
    const list = hostPage.getByRole('region', { name: 'Messages' });
    expect(await list.isVisible()).toBe(true);
    expect(
      await list.getByRole('link', { name: new RegExp(guest.username) }).getAttribute('class'),
    ).toContain('active');
    const listBox = await list.boundingBox();
    const chatBox = await hostPage.locator('.chat-screen').boundingBox();
    expect(listBox && chatBox && listBox.x + listBox.width <= chatBox.x).toBe(true);
    await hostPage
      .getByRole('link', { name: /Messages/ })
      .first()
      .waitFor();
    await captureScreen(hostPage, 'inbox-two-pane');

    // The activity's group chat opens beside the list too, at its own address.
    await list.getByRole('link', { name: new RegExp(title) }).click();
    await hostPage.waitForURL(/\/activities\/[a-f0-9]{24}\/chat$/);
    await hostPage.getByRole('heading', { name: title }).waitFor();
    expect(await list.isVisible()).toBe(true);
    expect(
      await list.getByRole('link', { name: new RegExp(title) }).getAttribute('class'),
    ).toContain('active');
    const groupBox = await hostPage.locator('.chat-screen').boundingBox();
    expect(listBox && groupBox && listBox.x + listBox.width <= groupBox.x).toBe(true);
    await captureScreen(hostPage, 'inbox-two-pane-activity');
  }, 120_000);
});
