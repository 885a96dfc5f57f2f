/** What a build knows of its tenant: rules, theme and the public URLs of its assets (the screens' type). */
export type { ScreensTenant as BuildTenant } from '@trading/screens/context';
