export declare const webRoot: string;
export declare function distDir(tenant: string): string;
export declare function defaultLanguage(tenant: string): string;
export declare function gzipBytes(buffer: Uint8Array): number;
export declare function jsFiles(tenant: string): Record<string, Buffer>;
export declare function dataFiles(tenant: string): Record<string, Buffer>;
export declare function initialChunks(tenant: string, language: string): string[];
export declare function bundleFigures(
  tenant: string,
  language?: string,
): { initial: string[]; initialGzip: number; largestLazy: { name: string; gzip: number } };
export declare function routeFirstLoads(
  tenant: string,
  language?: string,
): { screen: string; gzip: number }[];
