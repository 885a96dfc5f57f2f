import { describe, expect, it } from 'vitest';
import {
  dampPull,
  initialPullState,
  pullReducer,
  type PullEvent,
  type PullState,
} from './pull-refresh-state';

const HEAD = 50;
const run = (events: PullEvent[], from: PullState = initialPullState) =>
  events.reduce((state, event) => pullReducer(state, event, HEAD), from);

describe('pull-refresh state machine', () => {
  it('damps the pull beyond the head height', () => {
    expect(dampPull(-10, HEAD)).toBe(0);
    expect(dampPull(30, HEAD)).toBe(30);
    expect(dampPull(80, HEAD)).toBe(65);
    expect(dampPull(140, HEAD)).toBe(85);
  });

  it('is pulling below the head height and loosing at or above it', () => {
    expect(run([{ type: 'move', delta: 49 }]).status).toBe('pulling');
    expect(run([{ type: 'move', delta: 50 }]).status).toBe('loosing');
    expect(run([{ type: 'move', delta: 0 }])).toEqual(initialPullState);
  });

  it('springs back when released before the threshold', () => {
    expect(run([{ type: 'move', delta: 30 }, { type: 'release' }])).toEqual(initialPullState);
  });

  it('loads at the head height, shows success, then settles', () => {
    const loading = run([{ type: 'move', delta: 120 }, { type: 'release' }]);
    expect(loading).toEqual({ status: 'loading', distance: HEAD });
    expect(run([{ type: 'move', delta: 10 }], loading)).toBe(loading);
    const success = run([{ type: 'refreshed', showSuccess: true }], loading);
    expect(success).toEqual({ status: 'success', distance: HEAD });
    expect(run([{ type: 'settled' }], success)).toEqual(initialPullState);
    expect(run([{ type: 'refreshed', showSuccess: false }], loading)).toEqual(initialPullState);
  });
});
