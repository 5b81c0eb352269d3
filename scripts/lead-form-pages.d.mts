// Types for lead-form-pages.mjs (a plain build script).
export declare const leadFormPagesFile: string;
export declare function findLeadFormPages(root?: string): string[];
export declare function writeLeadFormPages(root?: string): boolean;
