export declare const webRoot: string;
export declare function distDir(tenant: string): string;
export declare function gzipBytes(buffer: Uint8Array): number;
/** One chunk of a Vite build manifest. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export declare function readManifest(tenant: string): Manifest;
export declare function staticImports(manifest: Manifest, key: string): string[];
export declare function htmlScripts(html: string): string[];
export declare function homeScreenKey(manifest: Manifest): string;
export declare function jsFiles(tenant: string): Record<string, Buffer>;
export declare function dataFiles(tenant: string): Record<string, Buffer>;
export declare function initialChunks(tenant: string): string[];
export declare function bundleFigures(tenant: string): {
  initial: string[];
  initialGzip: number;
  largestLazy: { name: string; gzip: number };
};
export declare function routeFirstLoads(tenant: string): { screen: string; gzip: number }[];
