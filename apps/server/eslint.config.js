import { node, scripts } from '@trading/eslint-config';

export default [...node, scripts];
