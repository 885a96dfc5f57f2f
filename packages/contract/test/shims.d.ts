// tooling/vitest-config ships plain JS without types; this keeps `tsc --noEmit` green here.
declare module '@trading/vitest-config' {
  import type { UserConfig } from 'vitest/config';
  export function sharedConfig(overrides?: UserConfig): UserConfig;
}
