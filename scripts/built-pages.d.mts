// Types for built-pages.mjs (what a built page shows, for comparing two builds).
export type PageSnapshot = { head: string[]; jsonLd: unknown[]; main: string[] };
export type BuildSnapshot = { chrome: string[]; pages: Record<string, PageSnapshot> };
export declare const movedRoutes: string[];
export declare function pageSnapshot(html: string): PageSnapshot;
export declare function chromeSnapshot(html: string): string[];
export declare function buildSnapshot(buildDir?: string): BuildSnapshot;
