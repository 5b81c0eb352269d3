// Types for scripts-after-paint.mjs (a plain build script).
export declare function loaderScript(sources: string[]): string;
export declare function scriptsAfterPaint(html: string): string;
export declare function loaderSources(html: string): string[];
