import { startTestOidcProvider, type TestOidcProvider } from '@peerconnect/test-db/oidc-provider';
import type { Browser } from 'playwright-core';
import { startApp, stopApp, type RunningApp } from '../support/app-server';
import { captureScreen, launchBrowser, newPage } from '../support/browser';

let browser: Browser;
let provider: TestOidcProvider | undefined;
let app: RunningApp;

beforeAll(async () => {
  browser = await launchBrowser();
  // A real OpenID provider on loopback, which only development accepts over http.
  app = await startApp({
    env: async (baseUrl) => {
      provider = await startTestOidcProvider([`${baseUrl}/api/auth/oidc/campus/callback`]);
      return {
        NODE_ENV: 'development',
        APP_URL: baseUrl,
        OIDC_PROVIDERS: 'campus',
        OIDC_CAMPUS_ISSUER: provider.issuer,
        OIDC_CAMPUS_CLIENT_ID: provider.clientId,
        OIDC_CAMPUS_CLIENT_SECRET: provider.clientSecret,
      };
    },
  });
}, 300_000);
afterAll(async () => {
  await browser.close();
  await stopApp(app.pid);
  await provider?.stop();
});

describe('signing in with the university account', () => {
  it('when a new student signs in with the provider, then they land on the interests step with a proposed username, and then on the dashboard', async () => {
    const suffix = Date.now().toString(36).slice(-5);
    provider?.signInAs({
      sub: `e2e-${suffix}`,
      name: 'Ada Lovelace',
      email: `ada.${suffix}@example.edu`,
      email_verified: true,
    });
    const page = await newPage(browser, app.baseUrl);
    await page.goto('/login');
    await captureScreen(page, 'login-with-provider');
    await page.getByRole('link', { name: 'Continue with Campus' }).click();

    await page.waitForURL('**/welcome', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'What are you into?' }).waitFor();
    const username = page.getByLabel('Username');
    expect(await username.inputValue()).toBe('ada.lovelace');
    // The one-time code never stays in the address.
    expect(page.url()).not.toContain('code=');
    await captureScreen(page, 'welcome-interests');

    await username.fill(`ada.${suffix}`);
    const hobbies = page.getByLabel('Hobbies', { exact: true });
    await hobbies.fill('Chess');
    await hobbies.press('Enter');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Music and screen' }).waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByText(`ada.${suffix}`).first().waitFor();
  });
});
