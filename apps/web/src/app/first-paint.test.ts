import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prefersDark } from '@/test/prefers-dark';

const FIRST_PAINT = readFileSync(join(__dirname, '..', '..', 'public', 'first-paint.js'), 'utf8');

/** index.html as the build writes it: prerendered screens and signed-in preload lists. */
const PAGE = `
  <div id="root"></div>
  <template data-prerendered="/login"><h1>Welcome Back</h1></template>
  <template data-signed-in="/dashboard"><link rel="modulepreload" href="/static/js/dashboard.js"></template>
  <template data-signed-in="/activities"><link rel="modulepreload" href="/static/js/activities.js"></template>`;

/** Runs the script as the head does, then the document's first readystatechange. */
function openPage(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = PAGE;
  let onParsed: EventListener | undefined;
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'readystatechange') onParsed = listener as EventListener;
  });
  new Function(FIRST_PAINT)();
  onParsed?.(new Event('readystatechange'));
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the script before the first paint', () => {
  beforeEach(() => prefersDark(false));
  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('when a visitor opens /login, then the prerendered screen shows and nothing is preloaded', () => {
    openPage('/login');
    const root = document.getElementById('root')!;
    expect(root).toHaveTextContent('Welcome Back');
    expect(root.dataset.prerendered).toBe('/login');
    expect(preloaded()).toEqual([]);
    expect(document.querySelector('template')).toBeNull();
  });

  it("when a signed-in student opens /dashboard, then only the dashboard's chunks are preloaded and no visitor screen shows", () => {
    localStorage.setItem('token', 'tok');
    openPage('/dashboard');
    expect(preloaded()).toEqual(['/static/js/dashboard.js']);
    expect(document.getElementById('root')).toBeEmptyDOMElement();
    expect(document.querySelector('template')).toBeNull();
  });

  it('when a signed-in student opens /login, then neither a prerendered screen nor chunks are added', () => {
    localStorage.setItem('token', 'tok');
    openPage('/login');
    expect(document.getElementById('root')).toBeEmptyDOMElement();
    expect(preloaded()).toEqual([]);
  });
});
