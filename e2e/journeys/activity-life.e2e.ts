import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { captureScreen, launchBrowser, newPage } from '../support/browser';
import { inDays } from '../support/fixtures';
import { leaveActivity } from '../support/planning';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function signedUpPage(prefix: string): Promise<Page> {
  const page = await newPage(browser);
  await signUp(page, newStudent(prefix));
  return page;
}

describe('the life of an activity', () => {
  it('when a two-place activity fills up, the third student waits and moves up as a participant leaves; the organizer cancels and every page shows it; the event downloads as valid iCalendar', async () => {
    const host = await signedUpPage('host');
    const ana = await signedUpPage('ana');
    const ben = await signedUpPage('ben');
    const cy = await signedUpPage('cy');

    await host.goto('/activities/new');
    await host.getByLabel('Activity Title *').fill('Board games night');
    await host.getByLabel('Description *').fill('Catan, tea and biscuits.');
    await host.getByLabel('Date and Time *').fill(inDays(2));
    await host.getByLabel('Location *').fill('Union room 3');
    await host.getByLabel('Category *').selectOption('Social');
    await host.getByLabel('Max Participants').fill('2');
    await host.getByRole('button', { name: 'Create Activity' }).click();
    await host.waitForURL(/\/activities\/[a-f0-9]{24}$/);
    const url = host.url();

    for (const page of [ana, ben]) {
      await page.goto(url);
      await page.getByRole('button', { name: 'Join Activity' }).click();
      await page.getByRole('button', { name: 'Leave Activity' }).waitFor();
    }
    await cy.goto(url);
    await cy.getByText('Activity Full').waitFor();
    await cy.getByRole('button', { name: 'Join Waitlist' }).click();
    await cy
      .getByText('You are number 1 of 1 on the waitlist: you get a place as soon as one frees up.')
      .waitFor();
    await captureScreen(cy, 'activity-waitlisted');
    await host.reload();
    await host.getByRole('region', { name: 'Waitlist' }).getByText(/^cy/).waitFor();
    await captureScreen(host, 'activity-organizer-tools');

    await leaveActivity(ana);
    // The waiting student's page follows by itself, without a reload.
    await cy.getByRole('button', { name: 'Leave Activity' }).waitFor({ timeout: 20_000 });

    const download = cy.waitForEvent('download');
    await cy.getByRole('button', { name: 'Download .ics' }).click();
    const ics = readFileSync(await (await download).path(), 'utf8');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component,
    );
    expect(event.summary).toBe('Board games night');
    expect(event.location).toBe('Union room 3');
    expect(event.uid).toBe(`${url.split('/').at(-1)}@peerconnect`);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      2 * 3_600_000,
    );

    await host.reload();
    await host.getByRole('button', { name: 'Cancel activity' }).click();
    await host.getByLabel('Reason (optional)').fill('The room is closed for repairs.');
    await host.getByRole('dialog').getByRole('button', { name: 'Cancel activity' }).click();
    await host.getByText('This activity is cancelled.').waitFor();
    for (const page of [ben, cy]) {
      await page.getByText('This activity is cancelled.').waitFor({ timeout: 20_000 });
      await page.getByText('The room is closed for repairs.').first().waitFor();
    }
    await captureScreen(ben, 'activity-cancelled');

    await cy.goto('/activities');
    await cy.getByRole('button', { name: 'Past' }).click();
    await cy.getByRole('button', { name: 'Past', pressed: true }).waitFor();
    await cy.getByRole('button', { name: 'Upcoming' }).click();
    await cy
      .locator('.activity-card', { hasText: 'Board games night' })
      .getByText('Cancelled')
      .first()
      .waitFor();
    await captureScreen(cy, 'activities-upcoming');
  });
});
