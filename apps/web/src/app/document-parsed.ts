/** A signed-in shell (public/first-paint.js puts it into #root) is in the page once it is parsed. */
export function documentParsed(): Promise<unknown> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', resolve, { once: true }),
  );
}
