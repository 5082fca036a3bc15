import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// IndexedDB for the outbox and the offline screens: an in-memory one, empty in each test file.
import 'fake-indexeddb/auto';

// A fresh clone transforms each screen's modules on first import, on a loaded CI machine: what a
// test waits for (findBy, waitFor) gets longer than the default second before it fails.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * jsdom has no matchMedia: width queries answer as a desktop window of jsdom's width would
 * (1024 px); other queries do not match. Tests of a phone layout replace it.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query)?.[1];
    const maxWidth = /\(max-width:\s*(\d+)px\)/.exec(query)?.[1];
    const matches =
      (minWidth !== undefined && window.innerWidth >= Number(minWidth)) ||
      (maxWidth !== undefined && window.innerWidth <= Number(maxWidth));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
