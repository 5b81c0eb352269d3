/**
 * Figures a page file quotes from the pricing code, written `{{name}}` in its text: a rate, a
 * monthly total, or a whole table the code computes. The code stays the one source of each
 * number; the file says where it goes. A page's figures are listed in content/figures.ts.
 */
export type Figures = Readonly<Record<string, unknown>>;

const token = /\{\{([a-z0-9-]+)\}\}/g;
const whole = /^\{\{([a-z0-9-]+)\}\}$/;

/** A figure the file names that its page does not have; `where` is the page and field. */
export class FigureError extends Error {}

function figure(figures: Figures, name: string, where: string): unknown {
  if (!(name in figures)) {
    const known = Object.keys(figures);
    throw new FigureError(
      `${where}: {{${name}}} is not a figure of this page. ${known.length ? `Its figures: ${known.map((key) => `{{${key}}}`).join(", ")}.` : "It has none: write the words out."}`,
    );
  }
  return figures[name];
}

/** The value with every `{{name}}` replaced by the page's figure of that name. */
export function withFigures<T>(value: T, figures: Figures, where: string): T {
  if (typeof value === "string") {
    const alone = whole.exec(value);
    if (alone?.[1]) {
      const found = figure(figures, alone[1], where);
      return (typeof found === "number" ? String(found) : found) as T;
    }
    return value.replace(token, (_match, name: string) => {
      const found = figure(figures, name, where);
      if (typeof found === "number") return String(found);
      if (typeof found !== "string")
        throw new FigureError(
          `${where}: {{${name}}} is a table; it stands alone as a field's value.`,
        );
      return found;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => withFigures(item, figures, where)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withFigures(item, figures, where)]),
    ) as T;
  return value;
}
