import type { Plugin } from 'vite';

/**
 * Leaves the entry chunk preloaded in the built index.html instead of run by it: its
 * `<script type="module">` becomes a `<link rel="modulepreload" data-entry>`, which
 * public/first-paint.js turns back into the script once the first frame is painted. Downloaded as
 * early as before, the entry no longer runs (and renders) before the prerendered screen or the
 * signed-in shell has been shown, whichever of the two arrives first: on a fast connection it
 * often did, and the page then showed nothing until the app's first render (web.notes.md).
 */
export function entryAfterFirstPaint(): Plugin {
  return {
    name: 'peerconnect:entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error('index.html has no entry module script');
        return html.replace(entry, '<link rel="modulepreload" crossorigin href="$1" data-entry>');
      },
    },
  };
}
