import { featureBoundaries, react, scripts } from '@trading/eslint-config';

export default [...react, scripts, featureBoundaries];
