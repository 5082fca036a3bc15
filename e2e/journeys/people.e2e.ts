import type { Browser, Page } from 'playwright-core';
import { captureScreen, launchBrowser, newPage } from '../support/browser';
import { createActivity } from '../support/planning';
import { phonePhotoWithGps, recordPictures, shownPicture } from '../support/pictures';
import { newStudent, signUp, type Student } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function sendRequestByEmail(page: Page, to: Student): Promise<void> {
  await page.goto('/friends');
  await page.getByRole('tab', { name: /Add New Friend/ }).click();
  await page.getByLabel('Email', { exact: true }).fill(to.email);
  await page.getByRole('button', { name: 'Send Friend Request' }).click();
  await page.getByText('Friend request sent successfully!').waitFor();
}

describe('people end to end', () => {
  it('when two students find each other by email and one accepts, then both see the friendship on /friends and in Friends Participating', async () => {
    const ada = newStudent('ada');
    const ben = newStudent('ben');
    const adaPage = await newPage(browser);
    const benPage = await newPage(browser);
    await signUp(adaPage, ada);
    await signUp(benPage, ben);

    await adaPage.goto('/friends');
    await adaPage.getByText("You don't have any friends yet").waitFor();
    await captureScreen(adaPage, 'friends-empty');

    await sendRequestByEmail(benPage, ada);
    await captureScreen(benPage, 'friends-add');

    await adaPage.reload();
    await adaPage.getByRole('tab', { name: /Friend Requests \(1\)/ }).click();
    await adaPage.getByText(ben.username).waitFor();
    await captureScreen(adaPage, 'friends-requests');
    await adaPage.getByRole('button', { name: `Accept ${ben.username}` }).click();
    await adaPage.getByText('Friend request accepted!').waitFor();
    await adaPage.getByRole('tab', { name: /My Friends \(1\)/ }).click();
    await adaPage.getByText(ben.username).first().waitFor();
    await captureScreen(adaPage, 'friends-list');

    await benPage.goto('/friends');
    await benPage.getByRole('tab', { name: /My Friends \(1\)/ }).waitFor();
    await benPage.getByText(ada.username).first().waitFor();

    const activityUrl = await createActivity(adaPage, `Calculus circle ${ada.username}`);
    await benPage.goto(activityUrl);
    await benPage.getByRole('button', { name: 'Join Activity' }).click();
    await benPage.getByRole('button', { name: 'Leave Activity' }).waitFor();
    await adaPage.goto(activityUrl);
    await adaPage.getByText('Friends Participating (1)').waitFor();

    await adaPage.goto('/dashboard');
    await adaPage.getByText('Pending Invitations').waitFor();
    await captureScreen(adaPage, 'dashboard-with-friend');
  });

  it('when a student edits the profile and uploads a picture, then the changes show at once', async () => {
    const student = newStudent('cleo');
    const page = await newPage(browser);
    await signUp(page, student);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Bio').fill('Second-year physics, always up for climbing.');
    await page.getByLabel('Location').fill('North campus');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByText('Second-year physics, always up for climbing.').waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const photo = await phonePhotoWithGps();
    await page
      .getByLabel('Change picture')
      .setInputFiles({ name: 'IMG_0042.JPG', mimeType: 'image/jpeg', buffer: photo });
    await page.getByAltText('Preview of the new profile picture').waitFor();
    await captureScreen(page, 'profile-edit');
    const pictures = recordPictures(page);
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await page.getByText('Profile picture updated successfully').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await captureScreen(page, 'profile-own');

    // A 3 MB photo with GPS went up; the 96 px avatar received a small square WebP, stripped.
    const shown = await shownPicture(page, '.profile-identity .avatar img');
    expect(shown.currentSrc).toMatch(/\/api\/uploads\/[a-f0-9]{32}-(128|256)\.webp$/);
    expect(shown.naturalWidth).toBe(shown.naturalHeight);
    const received = (await pictures.all()).find((picture) => picture.url === shown.currentSrc);
    expect(received).toMatchObject({ contentType: 'image/webp', format: 'webp' });
    expect(received?.metadata).toEqual({
      exif: undefined,
      icc: undefined,
      xmp: undefined,
      iptc: undefined,
      orientation: undefined,
    });
    expect(photo.length).toBeGreaterThan(2_000_000);

    const visitor = await newPage(browser);
    await signUp(visitor, newStudent('dev'));
    const ownId = await page.evaluate(async () => {
      const response = await fetch('/api/auth/me', {
        headers: { 'x-auth-token': localStorage.getItem('token') ?? '' },
      });
      return ((await response.json()) as { _id: string })._id;
    });
    await visitor.goto(`/profile/${ownId}`);
    await visitor.getByRole('heading', { name: student.username }).waitFor();
    await visitor.getByRole('button', { name: 'Add Friend' }).click();
    await visitor.getByRole('button', { name: 'Request Sent' }).waitFor();
    await captureScreen(visitor, 'profile-visitor');
  });
});
