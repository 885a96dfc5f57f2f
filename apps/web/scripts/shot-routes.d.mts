/** Paths of the spec's route table, development-only routes left out; `{id}` still unfilled. */
export function appPaths(): string[];
export function sampleIds(
  api: (path: string, body?: unknown) => Promise<{ data?: { records?: { id: number }[] } }>,
): Promise<{ stock: number; news: number }>;
export function shotRoutes(ids: { stock: number; news: number }): string[];
