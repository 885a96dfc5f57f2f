export type PullStatus = 'normal' | 'pulling' | 'loosing' | 'loading' | 'success';

export interface PullState {
  status: PullStatus;
  /** How far the content is pushed down, px. */
  distance: number;
}

export type PullEvent =
  | { type: 'move'; delta: number }
  | { type: 'release' }
  | { type: 'refreshed'; showSuccess: boolean }
  | { type: 'settled' };

export const initialPullState: PullState = { status: 'normal', distance: 0 };

/**
 * Finger travel to head travel: 1:1 up to the head height, then resistance
 * (half, then a quarter) so the head never runs away from the finger.
 */
export function dampPull(delta: number, headHeight: number): number {
  if (delta <= 0) return 0;
  if (delta <= headHeight) return Math.round(delta);
  if (delta <= headHeight * 2) return Math.round(headHeight + (delta - headHeight) / 2);
  return Math.round(headHeight * 1.5 + (delta - headHeight * 2) / 4);
}

/** The state machine behind PullRefresh: normal → pulling → loosing → loading → success → normal. */
export function pullReducer(state: PullState, event: PullEvent, headHeight: number): PullState {
  switch (event.type) {
    case 'move': {
      // A refresh in flight owns the head; touches cannot restart it.
      if (state.status === 'loading' || state.status === 'success') return state;
      const distance = dampPull(event.delta, headHeight);
      if (distance === 0) return initialPullState;
      return { status: distance >= headHeight ? 'loosing' : 'pulling', distance };
    }
    case 'release':
      if (state.status === 'loosing') return { status: 'loading', distance: headHeight };
      if (state.status === 'pulling') return initialPullState;
      return state;
    case 'refreshed':
      if (state.status !== 'loading') return state;
      return event.showSuccess ? { status: 'success', distance: headHeight } : initialPullState;
    case 'settled':
      return state.status === 'success' ? initialPullState : state;
  }
}
