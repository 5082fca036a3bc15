import type { Activity } from '@peerconnect/contracts';
import type { FetchFailure } from '@/lib/api-fetch';
import { documentParsed } from './document-parsed';

declare global {
  interface Window {
    /** Set by public/first-paint.js on /activities: runs the app's entry chunk (once). */
    startApp?: () => void;
  }
}

async function firstPictureOf(fetched: Promise<Response | FetchFailure>) {
  const response = await fetched;
  if (typeof response === 'string' || !response.ok) return undefined;
  const activities = (await response.clone().json()) as Activity[];
  return activities[0]?.image;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Resolves once the browser reports the picture's paint as the page's largest (it reports it after
 * the frame has been presented, which can come well after the next animation frame), or once the
 * picture failed. Where that is not reported (Safari), once it is decoded and a frame has passed.
 */
function paintOf(image: HTMLImageElement): Promise<unknown> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return image.decode().then(nextFrame);
  }
  let observer: PerformanceObserver | undefined;
  return new Promise((resolve, reject) => {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (entries.some((entry) => entry.element === image)) resolve(undefined);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    image.addEventListener('error', reject);
  }).finally(() => observer?.disconnect());
}

/** The picture in the shell's first loading card, where the loaded card's picture will be. */
function showInShell(src: string): HTMLImageElement | undefined {
  const card = document.querySelector('#root .activity-card.skeleton');
  if (!card) return undefined;
  const image = document.createElement('img');
  Object.assign(image, { className: 'activity-card-image', src, alt: '', width: 400, height: 213 });
  image.setAttribute('fetchpriority', 'high');
  card.classList.add('with-picture');
  card.prepend(image);
  return image;
}

/**
 * The first activity's picture is the list page's largest paint. It is shown in the signed-in
 * shell as soon as the list answers, and the app's entry (whose evaluation would hold the main
 * thread) starts once it has painted, or at once when there is nothing to show; public/first-paint.js
 * starts the entry anyway if this takes long. The app's first render then shows the same picture
 * in the same place, from the same answer (app/early-data.ts).
 */
export async function showFirstPictureThenStartApp(fetched: Promise<Response | FetchFailure>) {
  try {
    const src = await firstPictureOf(fetched);
    await documentParsed();
    const image = src ? showInShell(src) : undefined;
    if (image) await paintOf(image);
  } finally {
    window.startApp?.();
  }
}
