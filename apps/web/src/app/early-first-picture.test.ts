import { jsonResponse } from '@/test/render';
import { showFirstPictureThenStartApp } from './early-first-picture';

/** The /activities shell as public/first-paint.js leaves it in #root: loading cards. */
const SHELL = `<div id="root"><div class="activity-grid" aria-busy="true">
  <div class="card activity-card skeleton"></div><div class="card activity-card skeleton"></div>
</div></div>`;

const shellPictures = () =>
  [...document.querySelectorAll<HTMLImageElement>('#root img')].map((image) => ({
    src: image.getAttribute('src'),
    card: image.parentElement?.className,
    priority: image.getAttribute('fetchpriority'),
  }));

describe("the first activity's picture in the /activities shell", () => {
  let startApp: jest.Mock;
  let decoded: () => void;
  let paintFrame: () => void;

  beforeEach(() => {
    document.body.innerHTML = SHELL;
    startApp = jest.fn();
    window.startApp = startApp;
    HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      paintFrame = () => callback(0);
      return 1;
    });
  });
  afterEach(() => {
    delete window.startApp;
    jest.restoreAllMocks();
  });

  it('when the list answers, then its first picture shows in the first loading card and the app starts once it is decoded and a frame has passed', async () => {
    const answer = jsonResponse(200, [
      { image: '/api/activity-images/sports.svg' },
      { image: '/api/activity-images/arts.svg' },
    ]);
    const shown = showFirstPictureThenStartApp(Promise.resolve(answer));
    await new Promise((tick) => setTimeout(tick));
    expect(shellPictures()).toEqual([
      {
        src: '/api/activity-images/sports.svg',
        card: 'card activity-card skeleton with-picture',
        priority: 'high',
      },
    ]);
    expect(startApp).not.toHaveBeenCalled();
    decoded();
    await new Promise((tick) => setTimeout(tick));
    expect(startApp).not.toHaveBeenCalled();
    paintFrame();
    await shown;
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the list is empty', Promise.resolve(jsonResponse(200, []))],
    ['the list failed', Promise.resolve(jsonResponse(500, { message: 'Server Error' }))],
    ['no server answered', Promise.resolve('network' as const)],
  ])('when %s, then nothing is added and the app starts at once', async (_, fetched) => {
    await showFirstPictureThenStartApp(fetched);
    expect(shellPictures()).toEqual([]);
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  describe('where the browser reports its largest paint', () => {
    let report: (elements: (Element | null)[]) => void;

    beforeEach(() => {
      class ReportingObserver {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(callback: (list: { getEntries(): { element: Element | null }[] }) => void) {
          report = (elements) =>
            callback({ getEntries: () => elements.map((element) => ({ element })) });
        }
        observe() {}
        disconnect() {}
      }
      Object.assign(globalThis, { PerformanceObserver: ReportingObserver });
    });
    afterEach(() => {
      delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it("when the picture's paint is reported, then the app starts, and not before", async () => {
      const answer = jsonResponse(200, [{ image: '/api/activity-images/social.svg' }]);
      const shown = showFirstPictureThenStartApp(Promise.resolve(answer));
      await new Promise((tick) => setTimeout(tick));
      report([document.querySelector('h1')]);
      await new Promise((tick) => setTimeout(tick));
      expect(startApp).not.toHaveBeenCalled();
      report([document.querySelector('#root img')]);
      await shown;
      expect(startApp).toHaveBeenCalledTimes(1);
    });

    it('when the picture fails to load, then the app starts at once', async () => {
      const answer = jsonResponse(200, [{ image: '/api/activity-images/missing.svg' }]);
      const shown = showFirstPictureThenStartApp(Promise.resolve(answer));
      await new Promise((tick) => setTimeout(tick));
      document.querySelector('#root img')!.dispatchEvent(new Event('error'));
      await expect(shown).rejects.toBeDefined();
      expect(startApp).toHaveBeenCalledTimes(1);
    });
  });

  it('when the picture cannot be decoded, then the app starts anyway', async () => {
    HTMLImageElement.prototype.decode = () => Promise.reject(new Error('EncodingError'));
    const answer = jsonResponse(200, [{ image: '/api/activity-images/missing.svg' }]);
    await expect(showFirstPictureThenStartApp(Promise.resolve(answer))).rejects.toThrow();
    expect(startApp).toHaveBeenCalledTimes(1);
  });
});
