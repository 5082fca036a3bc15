import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { baseUrl, captureScreen, launchBrowser, newPage } from '../support/browser';
import { inDays } from '../support/fixtures';
import { linkFromOutbox } from '../support/outbox';
import { logIn, newStudent, signUp, submitLogin, type Student } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function api(path: string, body: object, token?: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { token: string; user: { _id: string }; _id: string };
}

const register = (student: Student) => api('/api/auth/register', student);

describe('accounts a student can trust', () => {
  it('when a student verifies the address, forgets the password and resets it from the mailed link, then the new password signs in and the old one is refused', async () => {
    const student = newStudent('forgetful');
    const page = await newPage(browser);
    await signUp(page, student);
    await page
      .getByText(`Please verify your email address: we sent a link to ${student.email}.`)
      .waitFor();
    await captureScreen(page, 'verify-email-banner');

    await page.goto(await linkFromOutbox(student.email, '/verify-email'));
    await page.getByText('Your email address is verified.').waitFor();
    await captureScreen(page, 'verify-email-done');
    await page.getByRole('link', { name: 'Continue to PeerConnect' }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.getByRole('complementary', { name: 'Verify your email' }).count()).toBe(0);

    const visitor = await newPage(browser);
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: 'Forgot password?' }).click();
    await visitor.waitForURL('**/forgot-password');
    await visitor.getByLabel('Email').fill(student.email);
    await visitor.getByRole('button', { name: 'Send reset link' }).click();
    await visitor
      .getByText('If an account exists for that email, we have sent a link to reset the password.')
      .waitFor();
    await captureScreen(visitor, 'forgot-password-sent');

    await visitor.goto(await linkFromOutbox(student.email, '/reset-password'));
    await visitor.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
    await visitor.getByLabel('Confirm new password').fill('a-brand-new-secret');
    await captureScreen(visitor, 'reset-password');
    await visitor.getByRole('button', { name: 'Set new password' }).click();
    await visitor.waitForURL('**/dashboard');

    // The session that was open before the reset has ended.
    await page.reload();
    await page.waitForURL('**/login');

    const again = await newPage(browser);
    await submitLogin(again, student);
    await again.getByText('Invalid email or password. Please try again.').waitFor();
    await logIn(again, { ...student, password: 'a-brand-new-secret' });
  });

  it('when a student downloads their data and deletes the account, then sign-in is refused and the other student reads their conversation from a Deleted student', async () => {
    const leaver = newStudent('leaver');
    const friend = newStudent('stayer');
    const { token: leaverToken } = await register(leaver);
    const { token: friendToken, user: friendUser } = await register(friend);
    const activity = await api(
      '/api/activities',
      {
        title: `Climbing with ${leaver.username}`,
        description: 'Bouldering, shoes provided',
        category: 'Sports',
        date: new Date(inDays(5)).toISOString(),
        location: 'Climbing wall',
      },
      leaverToken,
    );
    await api(`/api/activities/${activity._id}/join`, {}, friendToken);
    await api(
      '/api/messages',
      { receiverId: friendUser._id, content: 'Thanks for everything!' },
      leaverToken,
    );

    const page = await newPage(browser);
    await logIn(page, leaver);
    await page.goto('/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const data = JSON.parse(readFileSync(file, 'utf8'));
    expect(data.profile.email).toBe(leaver.email);
    expect(data.messagesSent.direct.map((m: { content: string }) => m.content)).toEqual([
      'Thanks for everything!',
    ]);

    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await page.getByLabel('Your password, to confirm').fill(leaver.password);
    await page.getByRole('region', { name: 'Danger zone' }).scrollIntoViewIfNeeded();
    await captureScreen(page, 'delete-account');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await submitLogin(page, leaver);
    await page.getByText('Invalid email or password. Please try again.').waitFor();

    const other = await newPage(browser);
    await logIn(other, friend);
    await other.goto('/messages');
    await other.getByText('Deleted student').click();
    await other.getByText('Thanks for everything!').waitFor();
    await other
      .getByText('This student deleted their account: you can read your conversation, not answer.')
      .waitFor();
    expect(await other.getByRole('textbox').count()).toBe(0);
    await captureScreen(other, 'deleted-student-chat');
  });
});
