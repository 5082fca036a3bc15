import type { Browser } from 'playwright-core';
import { baseUrl, captureScreen, launchBrowser, newPage } from '../support/browser';
import { fillLogin, logIn, newStudent, signUp, submitLogin } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a new student signs up, leaves and comes back', () => {
  it('when a visitor registers through the three steps, then lands on the dashboard, logs out and logs in again from the page asked for', async () => {
    const student = newStudent();
    const page = await newPage(browser);

    await page.goto('/');
    await captureScreen(page, 'landing');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/register');
    await page.getByText('1 of 3').waitFor();

    await page.getByLabel('Username').fill(student.username);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await captureScreen(page, 'register-step-1');

    await page.getByLabel('Confirm Password').fill(student.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('2 of 3').waitFor();
    const hobbies = page.getByLabel('Hobbies', { exact: true });
    await hobbies.fill('Chess');
    await hobbies.press('Enter');
    await hobbies.fill('  chess ');
    await hobbies.press('Enter');
    await page.getByText('Chess', { exact: true }).waitFor();
    await captureScreen(page, 'register-step-2');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('3 of 3').waitFor();
    await captureScreen(page, 'register-step-3');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(student.username).first().waitFor();
    await captureScreen(page, 'dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();

    // Sent to log in from a signed-in screen, the student comes back to it once signed in.
    await page.goto('/friends');
    await page.waitForURL('**/login');
    await page.getByText('Welcome Back').waitFor();
    await captureScreen(page, 'login');
    await fillLogin(page, student);
    await page.waitForURL('**/friends');
    await page.getByText(student.username).first().waitFor();
  });

  it('when a student changes their password, then they stay signed in and from then on only the new one works', async () => {
    const student = newStudent('changer');
    const page = await newPage(browser);
    await signUp(page, student);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current password').fill(student.password);
    await form.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await form.getByLabel('Confirm new password').fill('brand-new-pass');
    await captureScreen(page, 'change-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully').waitFor();

    // The old token was revoked: a reload only stays signed in on the new one.
    await page.reload();
    await page.getByRole('heading', { name: student.username }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();

    await submitLogin(page, student);
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    await logIn(page, { ...student, password: 'brand-new-pass' });
    await page.getByText(student.username).first().waitFor();
  });

  it('when a login uses a wrong password, then the student sees one clear message and stays signed out', async () => {
    const page = await newPage(browser);
    await submitLogin(page, { email: 'nobody@uni.example', password: 'wrong-password' });
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe("the time zone the server writes a student's times in", () => {
  it('when a student signs up in a browser in Berlin, then the server learns that zone once, and a reload asks nothing more', async () => {
    const page = await newPage(browser, baseUrl(), { timezoneId: 'Europe/Berlin' });
    let zonesSent = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/users/me/time-zone')) {
        zonesSent += 1;
      }
    });
    const seen = () => page.evaluate(() => localStorage.getItem('time_zone_seen'));
    await signUp(page, newStudent('berliner'));
    // Berlin's clock is 60 minutes ahead of UTC in January and 120 in July.
    await page.waitForFunction(
      () => localStorage.getItem('time_zone_seen') === 'Europe/Berlin -60 -120',
    );
    const me = await page.evaluate(async () => {
      const answer = await fetch('/api/auth/me', {
        headers: { 'x-auth-token': localStorage.getItem('token') ?? '' },
      });
      return (await answer.json()) as { timeZone?: string };
    });
    expect(me.timeZone).toBe('Europe/Berlin');
    expect(zonesSent).toBe(1);

    await page.reload();
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(zonesSent).toBe(1);
    expect(await seen()).toBe('Europe/Berlin -60 -120');
  });
});

describe('signed-out visitors', () => {
  it('when a visitor opens a protected route, then they are sent to the login page', async () => {
    const page = await newPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByText('Welcome Back').waitFor();
  });

  it('when a visitor opens an unknown path, then they see the 404 page with a way home', async () => {
    const page = await newPage(browser);
    await page.goto('/no/such/page');
    await page.getByText('Page Not Found').waitFor();
    await captureScreen(page, 'not-found');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('a signed-in student and a server waking up', () => {
  it('when the session check takes 2.5 s, then the student waits on the wake-up message and lands on the screen, never on login', async () => {
    const student = newStudent('sleepy');
    const page = await newPage(browser);
    await signUp(page, student);
    // A session cached more than a day ago is checked with the server before it is trusted.
    await page.evaluate(() => localStorage.setItem('authTimestamp', '1'));
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });

    await page.goto('/friends');
    await page.getByText('Server is waking up... This may take up to 30 seconds.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/friends');
    await page.getByRole('heading', { name: 'My Connections' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/friends');

    await page.goto('/login');
    await page.waitForURL('**/dashboard');
  });

  it('when the student follows a link, then the page title names the page and focus is on its heading', async () => {
    const student = newStudent('reader');
    const page = await newPage(browser);
    await signUp(page, student);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Friends' })
      .click();
    await page.waitForURL('**/friends');
    const heading = page.getByRole('heading', { level: 1, name: 'My Connections' });
    await heading.waitFor();
    expect(await page.title()).toBe('Friends · PeerConnect');
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
