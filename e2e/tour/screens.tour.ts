import type { Browser, Page } from 'playwright-core';
import { startApp, stopApp, type RunningApp } from '../support/app-server';
import { captureScreen, launchBrowser, newPage } from '../support/browser';
import { submitLogin } from '../support/students';

// A design review's walk through every screen with the sample community (`pnpm seed`): each
// screen in light, dark and at phone width, axe-checked, as `tour-<screen>-<mode>.png`.
let browser: Browser;
let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ seeded: true });
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser.close();
  await stopApp(app.pid);
});

async function visit(page: Page, path: string, name: string, ready?: string): Promise<void> {
  await page.goto(path);
  if (ready) await page.getByText(ready).first().waitFor();
  await captureScreen(page, `tour-${name}`);
}

it('walks through the visitor screens', async () => {
  const page = await newPage(browser, app.baseUrl);
  await visit(page, '/', 'landing');
  await visit(page, '/login', 'login');
  await visit(page, '/register', 'register');
  await page.getByRole('button', { name: 'Continue' }).click();
  await captureScreen(page, 'tour-register-errors');
  await visit(page, '/forgot-password', 'forgot-password');
  await visit(page, '/no-such-page', 'not-found');
}, 120_000);

it('walks through the signed-in screens of student1', async () => {
  const page = await newPage(browser, app.baseUrl);
  await submitLogin(page, { email: 'student1@students.peerconnect.test', password: 'peerconnect' });
  await page.waitForURL('**/dashboard');
  await page.locator('.stat-value').first().waitFor();
  await captureScreen(page, 'tour-dashboard');
  await page.getByRole('button', { name: 'List view' }).click();
  await captureScreen(page, 'tour-dashboard-list');

  await visit(page, '/activities', 'activities');
  await page.locator('.activity-card a').first().click();
  await page.waitForURL(/\/activities\/[a-f0-9]{24}$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await captureScreen(page, 'tour-activity-detail');
  await visit(page, '/activities?when=past', 'activities-past');
  await visit(page, '/activities/new', 'activity-form');

  await visit(page, '/profile', 'profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await captureScreen(page, 'tour-profile-edit');

  await visit(page, '/friends', 'friends');
  await page.getByRole('tab', { name: /Requests/ }).click();
  await captureScreen(page, 'tour-friends-requests');
  await page.getByRole('tab', { name: /Add/ }).click();
  await captureScreen(page, 'tour-friends-add');
  await page.getByRole('tab', { name: /Friends/ }).click();
  await page.locator('.friend-list a').first().click();
  await page.waitForURL(/\/profile\/[a-f0-9]{24}$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await captureScreen(page, 'tour-profile-other');

  await visit(page, '/messages', 'messages');
  await page.locator('.conversation-list a[href^="/activities/"]').first().click();
  await page.waitForURL(/\/activities\/[a-f0-9]{24}$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(500);
  await captureScreen(page, 'tour-activity-joined');
  await page.goto('/messages');
  await page.locator('.conversation-list a[href^="/messages/"]').first().click();
  await page.waitForURL(/\/messages\/[a-f0-9]{24}$/);
  await page.waitForTimeout(500);
  await captureScreen(page, 'tour-direct-chat');
}, 240_000);
