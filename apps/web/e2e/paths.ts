export const webRoot = new URL('..', import.meta.url).pathname;
export const artifactsDir = new URL('../artifacts', import.meta.url).pathname;
