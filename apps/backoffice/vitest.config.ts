import { sharedConfig } from '@trading/vitest-config';
import react from '@vitejs/plugin-react';

export default sharedConfig({
  plugins: [react()],
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
