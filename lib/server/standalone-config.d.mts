// Types for standalone-config.mjs (plain JavaScript: server.mjs imports it without a build step).
export declare function standaloneConfig(dir: string): string | undefined;
export declare function configFile(dir: string): string | undefined;
