import { sharedConfig } from '@trading/vitest-config';

export default sharedConfig();
