import { sharedConfig } from '@trading/vitest-config';

export default sharedConfig({
  test: { environment: 'jsdom', setupFiles: ['./src/shared/testing/forget-submissions.ts'] },
});
