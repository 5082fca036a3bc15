import type { Browser, Page } from 'playwright-core';
import { captureScreen, launchBrowser, newPage } from '../support/browser';
import { inDays } from '../support/fixtures';
import { leaveActivity } from '../support/planning';
import { phonePhotoWithGps, recordPictures, shownPicture } from '../support/pictures';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function participantsText(page: Page): Promise<string> {
  return (
    (await page.locator('.facts div', { hasText: 'Participants' }).locator('dd').textContent()) ??
    ''
  );
}

describe('activities end to end', () => {
  it('when an organizer creates an activity, then others find it, join and leave, and the organizer edits and deletes it', async () => {
    const organizer = newStudent('org');
    const page = await newPage(browser);
    await signUp(page, organizer);

    await page.getByRole('link', { name: 'Create Activity' }).first().click();
    await page.waitForURL('**/activities/new');
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await page.getByText('Title is required').waitFor();
    await captureScreen(page, 'activity-form');

    const title = `Chess night ${organizer.username}`;
    await page.getByLabel('Activity Title *').fill(title);
    await page.getByLabel('Description *').fill('Casual games and a short tactics puzzle session.');
    await page.getByLabel('Date and Time *').fill(inDays(3));
    await page.getByLabel('Location *').fill('Student union, room 2');
    await page.getByLabel('Category *').selectOption('Social');
    await page.getByLabel('Max Participants').fill('2');
    const photo = await phonePhotoWithGps();
    await page
      .getByLabel('Picture')
      .setInputFiles({ name: 'IMG_0043.JPG', mimeType: 'image/jpeg', buffer: photo });
    await page.getByAltText('Preview of the activity picture').waitFor();
    const pictures = recordPictures(page);
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await page.waitForURL(/\/activities\/[a-f0-9]{24}$/);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('You are the organizer of this activity').waitFor();
    const activityUrl = page.url();
    await captureScreen(page, 'activity-detail-organizer');

    // The hero received one of the stored widths as WebP, upright (the photo's orientation
    // applied: portrait), without EXIF, and far smaller than the photo sent.
    const hero = await shownPicture(page, '.activity-hero img');
    expect(hero.currentSrc).toMatch(/\/api\/uploads\/[a-f0-9]{32}-(480|960|1600)\.webp$/);
    expect(hero.naturalHeight).toBeGreaterThan(hero.naturalWidth);
    const received = (await pictures.all()).find((picture) => picture.url === hero.currentSrc);
    expect(received).toMatchObject({ contentType: 'image/webp', format: 'webp' });
    expect(received?.width).toBeLessThanOrEqual(1600);
    expect(received?.metadata.exif).toBeUndefined();
    expect(received?.metadata.orientation).toBeUndefined();

    await page.goto('/activities?category=Social');
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByLabel('Search').fill('STUDENT UNION, ROOM 2');
    await page.getByRole('heading', { name: title }).waitFor();
    await captureScreen(page, 'activities-list');
    await page.getByLabel('Search').fill('no such activity anywhere');
    await page.getByText('No activities found').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByRole('heading', { name: 'Discover Activities' }).waitFor();

    const joiner = await newPage(browser);
    await signUp(joiner, newStudent('joiner'));
    // The chat's own address, before joining: the inbox, and beside it a word to join first.
    await joiner.goto(`${activityUrl}/chat`);
    await joiner.getByText('Join to access group chat').waitFor();
    await joiner.getByRole('heading', { name: 'Messages' }).waitFor();
    await captureScreen(joiner, 'activity-chat-not-joined');
    await joiner.getByRole('link', { name: 'View Details' }).click();
    await joiner.waitForURL(activityUrl);
    await joiner.getByText('Join to access group chat').waitFor();
    await joiner.getByRole('button', { name: 'Join Activity' }).click();
    await joiner.getByRole('button', { name: 'Leave Activity' }).waitFor();
    expect(await participantsText(joiner)).toBe('1 / 2');
    await captureScreen(joiner, 'activity-detail-participant');
    await leaveActivity(joiner);
    await joiner.getByRole('button', { name: 'Join Activity' }).waitFor();
    expect(await participantsText(joiner)).toBe('0 / 2');

    await page.goto(activityUrl);
    await page.getByRole('link', { name: 'Edit activity' }).click();
    await page.waitForURL('**/activities/edit/**');
    await page.getByLabel('Activity Title *').fill(`${title} (edited)`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { name: `${title} (edited)` }).waitFor();

    await page.getByRole('button', { name: 'Delete activity' }).click();
    await page
      .getByText('Are you sure you want to delete this activity? This action cannot be undone.')
      .waitFor();
    await captureScreen(page, 'activity-delete-dialog');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/activities');
    await joiner.goto(activityUrl);
    await joiner.getByText('Activity not found').waitFor();
  });
});
