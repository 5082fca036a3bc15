/**
 * Build-time rendering of the visitors' screens into index.html (build-tools/prerender-plugin.ts):
 * the browser paints them before any script has run, and main.tsx hydrates the same markup.
 * Runs in Node: what these screens render first must not read the browser (storage, media
 * queries); the visitor state and the light theme are what a browser's first render starts from.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from './app';
import { preloadScreen } from './router';

/** The screens a visitor opens first; signed-in screens depend on the student and their data. */
export const PRERENDERED_PATHS = ['/', '/login'];

export async function prerenderScreen(path: string): Promise<string> {
  await preloadScreen(path);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppContent />
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
