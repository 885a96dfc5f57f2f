import type { Options } from 'tsup';

export declare function unbundled(entry: string[]): Options;
