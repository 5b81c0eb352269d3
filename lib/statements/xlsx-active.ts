import type { XmlElement } from "./package-xml";

/** What a workbook holds that runs code, embeds files or reaches outside; named for the message. */
type Active = { what: string; types: string[]; relationships: string[]; parts: RegExp };

// Fragments of content types, the start of a relationship type's last segment (lowercased), and
// part names as a last net.
const active: Active[] = [
  {
    what: "macros",
    types: ["macroenabled", "vbaproject", "macrosheet", "dialogsheet"],
    relationships: ["vbaproject", "xlmacrosheet", "xlintlmacrosheet", "dialogsheet"],
    parts: /(^|\/)vbaproject\.bin$|^xl\/(macrosheets|dialogsheets)\//,
  },
  {
    what: "ActiveX controls",
    types: ["activex"],
    relationships: ["activexcontrol"],
    parts: /^xl\/activex\//,
  },
  {
    what: "embedded files or objects",
    types: ["oleobject", "wordprocessingml", "presentationml", "ms-word", "ms-powerpoint"],
    relationships: ["oleobject", "package"],
    parts: /^xl\/embeddings\//,
  },
  {
    what: "links to other files",
    types: ["externallink"],
    relationships: ["externallink", "attachedtemplate", "frame", "subdocument"],
    parts: /^xl\/externallinks\//,
  },
  {
    what: "connections to outside data",
    types: ["connections", "querytable"],
    relationships: ["connections", "querytable"],
    parts: /^xl\/(connections\.xml$|querytables\/)/,
  },
  {
    what: "custom toolbar code",
    types: [],
    relationships: ["extensibility"],
    parts: /^customui\//,
  },
];

/** What the [Content_Types].xml declares that runs or reaches outside, or null. */
export function activeContentType(types: XmlElement[]): string | null {
  for (const element of types) {
    const type = (element.attributes.ContentType ?? "").toLowerCase();
    const found = active.find(({ types: fragments }) => fragments.some((f) => type.includes(f)));
    if (found) return found.what;
  }
  return null;
}

/**
 * What a .rels part links to that runs or reaches outside, or null. Any target outside the
 * package is refused but a hyperlink's, which Excel opens only when it is clicked.
 */
export function activeRelationship(relationships: XmlElement[]): string | null {
  for (const element of relationships) {
    if (element.name !== "Relationship") continue;
    const type = (element.attributes.Type ?? "").toLowerCase();
    const last = type.slice(type.lastIndexOf("/") + 1);
    const found = active.find(({ relationships: r }) => r.some((f) => last.startsWith(f)));
    if (found) return found.what;
    const external = (element.attributes.TargetMode ?? "").toLowerCase() === "external";
    if (external && last !== "hyperlink") return "links to other files";
  }
  return null;
}

/** What a part's name alone shows (the folders Excel itself uses), or null. */
export function activePartName(names: string[]): string | null {
  return active.find(({ parts }) => names.some((name) => parts.test(name)))?.what ?? null;
}
