import { unbundled } from '@trading/tsup-config';
import { defineConfig } from 'tsup';

// No bundling: a client that imports only constants, error codes or the route table never
// pulls in zod.
export default defineConfig(unbundled(['src/**/*.ts']));
