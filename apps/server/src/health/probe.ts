/** A dependency's state on /readyz: up, or down with what was seen. */
export type CheckResult = { status: 'up' } | { status: 'down'; detail: string };

/** A balancer probing every second needs its answer within that second. */
export const PROBE_TIMEOUT_MS = 1_000;

/** Runs `probe`, answering down when it throws or has not answered within `timeoutMs`. */
export async function probeWithin(
  timeoutMs: number,
  probe: Promise<unknown>,
): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<CheckResult>((done) => {
    timer = setTimeout(
      () => done({ status: 'down', detail: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([probe.then((): CheckResult => ({ status: 'up' })), late]);
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
