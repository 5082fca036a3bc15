import '@testing-library/jest-dom';
// IndexedDB for the outbox and the offline screens: an in-memory one, empty in each test file.
import 'fake-indexeddb/auto';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
