import type { Linter } from 'eslint';

export declare const node: Linter.Config[];
export declare const react: Linter.Config[];
export declare const scripts: Linter.Config;
/** The no-restricted-imports patterns that keep packages and apps from importing an app. */
export declare const noAppImportPatterns: { group: string[]; message: string }[];
/** Features never import each other; shared never imports a feature. */
export declare const featureBoundaries: Linter.Config;
declare const config: Linter.Config[];
export default config;
