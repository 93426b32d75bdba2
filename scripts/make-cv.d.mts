// Types for server/test/cv.test.ts, which runs the build script itself.
export declare const GENERATED_CV: string;
export declare function writeCvs(
  env?: Record<string, string | undefined>,
  publicDir?: string,
): Promise<string[]>;
