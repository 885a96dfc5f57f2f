/** apps/server/dist/main.js */
export declare const serverMain: string;

/**
 * Starts the server build as production runs it, serving the web builds, on a free port and an
 * empty temporary PGlite folder (or `env.DATABASE_URL`); `stop` ends it and removes the folder.
 * `root`: another copy of the repository whose build to start (a test's temporary workspace).
 */
export declare function startServerBuild(
  env?: Record<string, string>,
  options?: { root?: string },
): Promise<{ port: number; stop(): Promise<void> }>;
