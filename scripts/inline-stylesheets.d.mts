// Types for inline-stylesheets.mjs (a plain build script).
export declare function inlineStylesheets(
  html: string,
  read: (href: string) => string | undefined,
): string;
export declare function withoutInlinedStylesheets(html: string): string;
