import { memoryStorage } from '@trading/api';
import { describe, expect, it } from 'vitest';
import { reloadForFailedChunk } from './chunk-reload';

describe('reloading for a chunk a deploy removed', () => {
  it('reloads once per build, so a build that fails again shows its error instead of looping', () => {
    const session = memoryStorage();
    expect(reloadForFailedChunk(session, '/assets/index-old.js')).toBe(true);
    expect(reloadForFailedChunk(session, '/assets/index-old.js')).toBe(false);
    expect(reloadForFailedChunk(session, '/assets/index-new.js')).toBe(true);
    expect(reloadForFailedChunk(session, '/assets/index-new.js')).toBe(false);
  });
});
