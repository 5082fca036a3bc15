import { timeText } from '@/lib/time-text';
import { sharedActivity, type SharedActivity } from './share-preview';
import { CARD_HEIGHT, CARD_WIDTH } from './share-card';

/** The web app's page of one activity. */
const ACTIVITY_PAGE = /^\/activities\/([a-f\d]{24})\/?$/i;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** 'Sat 28 Nov, 18:00 CET · Sports hall B · Sports · 5 going', what a link card says under the title. */
export function shareDescription({ preview, timeZone }: SharedActivity): string {
  const when = timeText(new Date(preview.date), timeZone);
  const status = preview.cancelled ? 'Cancelled' : `${preview.going} going`;
  return [when, preview.location, preview.category, status].join(' · ');
}

/** The activity page's head for link unfurlers, when the path is a shared activity's page. */
export async function sharedPageHead(
  path: string,
  baseUrl: string,
  appUrl: string,
): Promise<string | undefined> {
  const id = ACTIVITY_PAGE.exec(path)?.[1];
  const shared = id ? await sharedActivity(id, baseUrl) : null;
  return shared ? shareHead(shared, `${appUrl}${path}`) : undefined;
}

/**
 * The Open Graph and Twitter card tags of a shared activity's page: link unfurlers (WhatsApp,
 * Discord, iMessage, Slack) read the HTML's head and run no scripts.
 */
export function shareHead(shared: SharedActivity, pageUrl: string): string {
  const { preview } = shared;
  const title = `${preview.title} · PeerConnect`;
  const description = shareDescription(shared);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'PeerConnect'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['property', 'og:image', preview.image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_WIDTH)],
    ['property', 'og:image:height', String(CARD_HEIGHT)],
    ['property', 'og:image:alt', `${preview.category} activity: ${preview.title}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', preview.image],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    ...tags.map(
      ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
    ),
  ].join('\n    ');
}
