import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activityPreviewSchema } from '@peerconnect/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { as, activityWith } from '@/test/student-fixtures';
import { registerStudent, useTestApp } from '@/test/test-app';
import { phonePhoto } from '@/test/pictures';

/** A stand-in for the web build: index.html with the app's title. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'peerconnect-web-'));
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>PeerConnect</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

const t = useTestApp({ WEB_DIST_DIR: fakeWebBuild(), PUBLIC_URL: 'https://peer.example' });

/** The content of each Open Graph / Twitter tag in a page's head. */
function metaOf(html: string): Record<string, string> {
  const tags = [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)];
  return Object.fromEntries(tags.map(([, key, value]) => [key!, value!]));
}

describe('an activity shared by link', () => {
  it('when a visitor asks for its preview, then they get the public facts and how many go, never who', async () => {
    const [host, guest] = [await registerStudent(t.app), await registerStudent(t.app)];
    const id = await activityWith(t.app, host, [guest]);
    const response = await request(t.app).get(`/api/activities/${id}/preview`);
    expect(response.status).toBe(200);
    const preview = activityPreviewSchema.strict().parse(response.body);
    expect(preview).toMatchObject({
      _id: id,
      title: 'Calculus study group',
      category: 'Academic',
      location: 'Library L2',
      going: 2,
      organizer: host.user.username,
      image: `https://peer.example/api/activities/${id}/preview.png`,
      cancelled: false,
    });
    expect(JSON.stringify(response.body)).not.toContain(guest.user.username);
    expect(JSON.stringify(response.body)).not.toContain(host.email);
  });

  it('when an unfurler fetches the page without a session, then its head carries Open Graph and Twitter card tags', async () => {
    const host = await registerStudent(t.app);
    await as(t.app, host).put('/api/users/me/time-zone', { timeZone: 'Europe/Berlin' });
    const id = await activityWith(t.app, host, []);
    const page = await request(t.app).get(`/activities/${id}`).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Calculus study group · PeerConnect</title>');
    expect(page.text).toContain('<div id="root"></div>');
    const meta = metaOf(page.text);
    expect(meta['og:title']).toBe('Calculus study group');
    expect(meta['og:description']).toMatch(
      /^\w{3} \d{1,2} \w{3}, \d{2}:\d{2} CES?T · Library L2 · Academic · 1 going$/,
    );
    expect(meta['og:url']).toBe(`https://peer.example/activities/${id}`);
    expect(meta['og:image']).toBe(`https://peer.example/api/activities/${id}/preview.png`);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['twitter:image']).toBe(meta['og:image']);
  });

  it('when a title holds markup, then the head carries it as text', async () => {
    const host = await registerStudent(t.app);
    const id = await activityWith(t.app, host, []);
    await as(t.app, host).put(`/api/activities/${id}`, { title: '"><script>alert(1)</script>' });
    const page = await request(t.app).get(`/activities/${id}`).set('Accept', 'text/html');
    expect(page.text).not.toContain('<script>alert(1)');
    expect(metaOf(page.text)['og:title']).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('when the card picture is fetched, then it is a PNG at least 600 px wide, from the artwork or the photo', async () => {
    const host = await registerStudent(t.app);
    const drawn = await activityWith(t.app, host, []);
    const card = await request(t.app).get(`/api/activities/${drawn}/preview.png`).buffer(true);
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    const size = await sharp(card.body as Buffer).metadata();
    expect(size).toMatchObject({ format: 'png', width: 1200, height: 630 });

    const photo = await as(t.app, host)
      .put(`/api/activities/${drawn}`)
      .field('location', 'Library L3')
      .attach('image', await phonePhoto(), 'photo.jpg');
    expect(photo.status).toBe(200);
    const photoCard = await request(t.app).get(`/api/activities/${drawn}/preview.png`).buffer(true);
    expect((await sharp(photoCard.body as Buffer).metadata()).width).toBe(1200);
    // A photo is not the category's artwork: the two cards differ.
    expect(Buffer.compare(photoCard.body as Buffer, card.body as Buffer)).not.toBe(0);
  });

  it('when the organizer turns the preview off, then the preview and card are not found and the page is the plain app', async () => {
    const host = await registerStudent(t.app);
    const id = await activityWith(t.app, host, []);
    const off = await as(t.app, host).put(`/api/activities/${id}`, { sharePreview: false });
    expect(off.status).toBe(200);
    expect(off.body.sharePreview).toBe(false);
    const preview = await request(t.app).get(`/api/activities/${id}/preview`);
    expect(preview.status).toBe(404);
    expect(preview.body.code).toBe('NOT_FOUND');
    expect((await request(t.app).get(`/api/activities/${id}/preview.png`)).status).toBe(404);
    const page = await request(t.app).get(`/activities/${id}`).set('Accept', 'text/html');
    expect(page.text).toContain('<title>PeerConnect</title>');
    expect(page.text).not.toContain('og:title');

    const on = await as(t.app, host).put(`/api/activities/${id}`, { sharePreview: 'true' });
    expect(on.body.sharePreview).toBe(true);
  });

  it('when the activity does not exist, then the preview is not found and other signed-in routes still refuse visitors', async () => {
    const missing = '0123456789abcdef01234567';
    expect((await request(t.app).get(`/api/activities/${missing}/preview`)).status).toBe(404);
    expect((await request(t.app).get('/api/activities/not-an-id/preview')).status).toBe(404);
    expect((await request(t.app).get(`/api/activities/${missing}`)).status).toBe(401);
  });
});
