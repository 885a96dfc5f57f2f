/** The time offerings and funds are judged by: windows, lock-ups, settlement. Tests pass their own. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
