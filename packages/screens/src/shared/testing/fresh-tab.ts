import { cleanup } from '@testing-library/react';
import { numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { afterEach, vi } from 'vitest';
import { recentSubmissions } from '../forms/recent-submissions';
import { expectFixturesInContract } from './fake-api';

// The test files share one worker and one jsdom window (`isolate: false`: a fresh window and
// module graph per file cost more than most files' tests). So every test, in every file, ends
// here and the next one starts as a fresh tab: nothing mounted, no stubbed fetch or fake clock,
// empty storage, no money request sent "a few minutes ago". A setup file's hooks join every
// file; a helper module's top-level hooks would join only the first file that imports it.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Files that ask for `@vitest-environment node` have no storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  recentSubmissions.forget();
  // A screen rendered in Portuguese set the numbers' locale for the whole window.
  setNumberLocale(numberLocaleOf('en'));
  expectFixturesInContract();
});
