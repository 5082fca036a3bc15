import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prefersDark } from '@/test/prefers-dark';

const FIRST_PAINT = readFileSync(join(__dirname, '..', '..', 'public', 'first-paint.js'), 'utf8');

/** index.html as the build writes it: prerendered screens, a signed-in shell and preload lists. */
const PAGE = `
  <div id="root"></div>
  <template data-prerendered="/login"><h1>Welcome Back</h1></template>
  <template data-signed-in="/dashboard"><nav><a class="nav-user"><span class="skeleton skeleton-word"></span></a></nav><h1>Welcome back, <span class="skeleton skeleton-word"></span>!</h1></template>
  <template data-signed-in="/activities"><div class="activity-grid"></div></template>
  <template data-signed-in="/dashboard" data-preloads><link rel="modulepreload" href="/static/js/dashboard.js"></template>
  <template data-signed-in="/activities" data-preloads><link rel="modulepreload" href="/static/js/activities.js"></template>`;

/** The entry chunk as the build leaves it in the head: preloaded, not run (first-paint.js runs it). */
const ENTRY = '/static/js/index.js';

/** Runs the script as the head does, then the document's first readystatechange. */
function openPage(path: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<link rel="modulepreload" crossorigin href="${ENTRY}" data-entry>`;
  document.body.innerHTML = PAGE;
  let onParsed: EventListener | undefined;
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'readystatechange') onParsed = listener as EventListener;
  });
  new Function(FIRST_PAINT)();
  onParsed?.(new Event('readystatechange'));
}

const preloaded = () =>
  [...document.querySelectorAll('link[rel="modulepreload"]')]
    .map((link) => link.getAttribute('href'))
    .filter((href) => href !== ENTRY);

const entryScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
    (script) => new URL(script.src).pathname,
  );

describe('the script before the first paint', () => {
  beforeEach(() => prefersDark(false));
  afterEach(() => {
    localStorage.clear();
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

  it("when a signed-in student opens /dashboard, then its shell shows their name in the greeting and the navigation and, with the entry, only the dashboard's chunks are preloaded", () => {
    jest.useFakeTimers();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ username: '<b>ada</b>' }));
    openPage('/dashboard');
    // Nothing competes with the shell's first frame: the chunks come when the entry starts.
    expect(preloaded()).toEqual([]);
    jest.runAllTimers();
    const root = document.getElementById('root')!;
    expect(root.querySelector('h1')).toHaveTextContent('Welcome back, <b>ada</b>!');
    expect(root.querySelector('.nav-user')).toHaveTextContent('<b>ada</b>');
    expect(root.querySelector('b, .skeleton-word')).toBeNull();
    // Replaced by the app's first render, never hydrated.
    expect(root.dataset.prerendered).toBeUndefined();
    expect(preloaded()).toEqual(['/static/js/dashboard.js']);
    expect(entryScripts()).toEqual([ENTRY]);
    expect(document.querySelector('template')).toBeNull();
    jest.useRealTimers();
  });

  it('when a signed-in student has no cached details, then the shell keeps a placeholder where the name goes', () => {
    localStorage.setItem('token', 'tok');
    openPage('/dashboard');
    expect(document.querySelector('h1 .skeleton-word')).not.toBeNull();
  });

  it('when a signed-in student opens /login, then neither a prerendered screen nor chunks are added', () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ username: 'ada' }));
    openPage('/login');
    expect(document.getElementById('root')).toBeEmptyDOMElement();
    expect(preloaded()).toEqual([]);
  });

  describe("the app's entry", () => {
    afterEach(() => jest.useRealTimers());

    it('when the page is parsed, then the entry runs only once the first frame (the screen or shell above) has been painted', () => {
      jest.useFakeTimers();
      let paintFrame: FrameRequestCallback | undefined;
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        paintFrame = callback;
        return 1;
      });
      localStorage.setItem('token', 'tok');
      openPage('/dashboard');
      expect(entryScripts()).toEqual([]);
      paintFrame!(0);
      expect(entryScripts()).toEqual([]);
      jest.runAllTimers();
      expect(entryScripts()).toEqual([ENTRY]);
    });

    describe('when a signed-in student opens /activities', () => {
      beforeEach(() => {
        jest.useFakeTimers();
        localStorage.setItem('token', 'tok');
        openPage('/activities');
      });
      afterEach(() => {
        delete window.startApp;
      });

      it("then the entry runs once the list's first picture has painted (the early script says so), and only once", () => {
        jest.advanceTimersByTime(500);
        expect(entryScripts()).toEqual([]);
        // The shell shows at once; the chunks' downloads wait for the entry (the picture first).
        expect(document.querySelector('#root .activity-grid')).not.toBeNull();
        expect(preloaded()).toEqual([]);
        window.startApp!();
        window.startApp!();
        jest.runAllTimers();
        expect(entryScripts()).toEqual([ENTRY]);
        expect(preloaded()).toEqual(['/static/js/activities.js']);
      });

      it('when the first picture takes long, then the entry runs after a second anyway', () => {
        jest.advanceTimersByTime(999);
        expect(entryScripts()).toEqual([]);
        jest.advanceTimersByTime(1);
        expect(entryScripts()).toEqual([ENTRY]);
      });
    });

    it('when the page opens in a background tab (no frame comes), then the entry runs at once', () => {
      jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      openPage('/login');
      expect(entryScripts()).toEqual([ENTRY]);
    });

    it("when /activities opens in a background tab, then the entry runs at once, with its chunks' preloads", () => {
      jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      localStorage.setItem('token', 'tok');
      openPage('/activities');
      expect(entryScripts()).toEqual([ENTRY]);
      expect(preloaded()).toEqual(['/static/js/activities.js']);
    });
  });

  const earlyScripts = () =>
    [...document.head.querySelectorAll('script:not([type])')].map((script) =>
      script.getAttribute('src'),
    );

  describe("the activities list's early request", () => {
    afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));

    it('when a signed-in student opens /activities, then the script that asks for the list is added', () => {
      localStorage.setItem('token', 'tok');
      openPage('/activities?category=Sports');
      expect(earlyScripts()).toEqual(['/early-activities.js']);
    });

    it('when a visitor opens /activities, or a signed-in student another address, then nothing is asked for', () => {
      openPage('/activities');
      localStorage.setItem('token', 'tok');
      openPage('/dashboard');
      expect(earlyScripts()).toEqual([]);
    });
  });
});
