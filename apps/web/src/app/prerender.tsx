/**
 * Build-time rendering of screens into index.html (build-tools/prerender-plugin.ts): the browser
 * paints them before any script has run. A visitor's screen is hydrated by main.tsx (the same
 * markup); a signed-in shell is the screen's loading state for a student not known yet (no name,
 * no data), painted while the code downloads and replaced by the first render.
 * Runs in Node: what these screens render first must not read the browser (storage, media
 * queries); the visitor state and the light theme are what a browser's first render starts from.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { signedInShellAuthState } from '@/features/auth/auth-provider';
import { AppContent } from './app';
import { preloadScreen } from './router';

/** The screens a visitor opens first. */
export const PRERENDERED_PATHS = ['/', '/login'];

/**
 * Signed-in screens painted from their loading state while the code downloads: the dashboard's
 * largest paint is static text (its subtitle), which the shell paints; the activities page's is
 * the first card's picture, which needs the list: its header, filters and skeleton cards show at
 * once instead of a blank page, and the picture goes into the first of them as soon as the list
 * answers (app/early-first-picture.ts).
 */
export const SIGNED_IN_SHELL_PATHS = ['/dashboard', '/activities'];

export async function prerenderScreen(
  path: string,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<string> {
  await preloadScreen(path);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppContent startingAuth={signedIn ? signedInShellAuthState : undefined} />
      </StaticRouter>
    </StrictMode>,
  );
  return readText(prelude);
}

async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}
