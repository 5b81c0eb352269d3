// Types for post-build.mjs (the build's steps after `next build`).
export declare function postBuild(
  build: string,
  log?: Pick<Console, "log" | "warn">,
): Promise<void>;
