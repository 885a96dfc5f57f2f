/** apps/server/dist/main.js */
export declare const serverMain: string;

/**
 * Starts the server build as production runs it, serving the web builds, on a free port and an
 * empty temporary PGlite folder (or `env.DATABASE_URL`); `stop` ends it and removes the folder.
 */
export declare function startServerBuild(
  env?: Record<string, string>,
): Promise<{ port: number; stop(): Promise<void> }>;
