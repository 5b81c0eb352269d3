/**
 * A stand-alone stylesheet (the search preview's) confined to one element: every selector is
 * prefixed with `scope`, and the rules for the page around it (body, header, main) become the
 * scope's own or are dropped, so it cannot restyle the page it is shown in. (Rules inside an
 * `@media` block are matched on their own, and the block stays around them.)
 */
export function scopedStyles(css: string, scope: string): string {
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (_rule, selectors: string, body: string) => {
    const scoped = selectors
      .split(",")
      .map((selector) => selector.trim())
      .flatMap((selector) => {
        if (selector === "body") return [scope];
        if (/^(header|main)\b/.test(selector)) return [];
        return [`${scope} ${selector}`];
      });
    return scoped.length ? `${scoped.join(",")}{${body}}` : "";
  });
}
