import type { TestProjectInlineConfiguration, ViteUserConfig } from 'vitest/config';

export declare function sharedConfig(overrides?: ViteUserConfig): ViteUserConfig;

export declare function sharedWindowProjects(
  root: string,
  dirs: string[],
): TestProjectInlineConfiguration[];
