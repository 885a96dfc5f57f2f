import type { ViteUserConfig } from 'vitest/config';

export declare function sharedConfig(overrides?: ViteUserConfig): ViteUserConfig;
