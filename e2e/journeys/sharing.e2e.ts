import type { Browser } from 'playwright-core';
import { baseUrl, captureScreen, launchBrowser, newPage } from '../support/browser';
import { inDays } from '../support/fixtures';
import { fillSignUp, newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('an activity shared by link', () => {
  it('when an organizer shares an activity, then a visitor sees its preview, signs up and lands on it; the page unfolds in chat apps', async () => {
    const organizer = newStudent('host');
    const page = await newPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl(),
    });
    await signUp(page, organizer);
    const title = `Sunset frisbee ${organizer.username}`;
    await page.goto('/activities/new');
    await page.getByLabel('Activity Title *').fill(title);
    await page.getByLabel('Description *').fill('Bring a frisbee, or borrow ours.');
    await page.getByLabel('Date and Time *').fill(inDays(2));
    await page.getByLabel('Location *').fill('South lawn');
    await page.getByLabel('Category *').selectOption('Sports');
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await page.waitForURL(/\/activities\/[a-f0-9]{24}$/);
    const link = page.url();

    // Headless Chromium has no share sheet: the link is copied.
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // What WhatsApp or Discord reads: the page's head, without running scripts.
    const html = await (await fetch(link, { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const card = await fetch(image ?? '');
    expect(card.headers.get('content-type')).toBe('image/png');

    const visitor = await newPage(browser);
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: title }).waitFor();
    await visitor.getByText('1 going').waitFor();
    await visitor.getByText(organizer.username, { exact: true }).waitFor();
    await captureScreen(visitor, 'activity-shared-preview');
    await visitor.locator('.activity-preview').getByRole('link', { name: 'Sign up' }).click();
    await visitor.waitForURL('**/register');
    await fillSignUp(visitor, newStudent('visitor'));
    await visitor.waitForURL(link);
    await visitor.getByRole('button', { name: 'Join Activity' }).waitFor();

    // Turned off, the link is a signed-in page like any other.
    await page.goto(link.replace('/activities/', '/activities/edit/'));
    await page.getByLabel('Show a preview when its link is shared').uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(link);
    const stranger = await newPage(browser);
    await stranger.goto(link);
    await stranger.waitForURL('**/login');
  });
});
