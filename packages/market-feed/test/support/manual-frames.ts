/** A frame scheduler the test advances by hand. */
export function manualFrames() {
  let queued: (() => void)[] = [];
  return {
    schedule: (callback: () => void) => queued.push(callback),
    get pending() {
      return queued.length;
    },
    run() {
      const callbacks = queued;
      queued = [];
      for (const callback of callbacks) callback();
    },
  };
}
