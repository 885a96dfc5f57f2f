import { node } from '@trading/eslint-config';

export default node;
