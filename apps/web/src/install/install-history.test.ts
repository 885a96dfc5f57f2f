import { memoryStorage } from '@trading/api';
import { describe, expect, it } from 'vitest';
import { readInstallHistory, recordVisit, rememberDismissal } from './install-history';

describe('install history', () => {
  it('counts a browser session once, however often the page reloads', () => {
    const local = memoryStorage();
    const firstSession = memoryStorage();
    recordVisit(local, firstSession);
    recordVisit(local, firstSession);
    expect(readInstallHistory(local)).toEqual({ visits: 1, dismissed: false });
    recordVisit(local, memoryStorage());
    expect(readInstallHistory(local).visits).toBe(2);
  });

  it('remembers a dismissal', () => {
    const local = memoryStorage({ installVisits: 'garbage' });
    rememberDismissal(local);
    expect(readInstallHistory(local)).toEqual({ visits: 0, dismissed: true });
  });
});
