import { createElement, type SVGProps } from "react";

/** An icon's data as lucide publishes it: its name, child elements and former names. */
export type IconData = {
  name: string;
  node: readonly (readonly [string, Readonly<Record<string, string>>])[];
  aliases?: readonly string[];
};

export type LucideIcon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

const named = (prop: string) => prop.startsWith("aria-") || prop === "role" || prop === "title";

/**
 * A lucide icon as a plain component, rendering the markup lucide-react's `Icon` renders (same
 * attributes, in the same order) but without its "use client" boundary: rendered by a server
 * component it is static HTML, with no code in the browser and nothing to hydrate.
 */
export function lucideIcon({ name, node, aliases = [] }: IconData): LucideIcon {
  function Icon({ className, children, ...rest }: SVGProps<SVGSVGElement>) {
    const classes = new Set(
      ["lucide", `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)].concat(
        className?.split(/\s+/) ?? [],
      ),
    );
    classes.delete("");
    const labelled =
      Boolean(children) ||
      Object.entries(rest).some(([prop, value]) => named(prop) && value != null);
    const attributes = {
      xmlns: "http://www.w3.org/2000/svg",
      width: 24,
      height: 24,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round" as const,
      strokeLinejoin: "round" as const,
      className: [...classes].join(" "),
      ...(labelled ? {} : { "aria-hidden": "true" as const }),
      ...rest,
    };
    const parts = node.map(([tag, attrs]) => createElement(tag, attrs));
    // No empty slot for children in the page's payload: most icons have none.
    return children === undefined
      ? createElement("svg", attributes, parts)
      : createElement("svg", attributes, parts, children);
  }
  Icon.displayName = name;
  return Icon;
}
