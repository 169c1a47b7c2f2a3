// Types of scripts/precompress.mjs for the tests that import it.
export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export declare function precompressDir(
  dir: string,
): Promise<{ files: number; bytes: number; brotli: number; gzip: number }>;
