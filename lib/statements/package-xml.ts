import { SaxesParser } from "saxes";

/** One element of a package part: its local name and its attributes, entities decoded. */
export type XmlElement = { name: string; attributes: Record<string, string> };

/**
 * The elements of one XML part of an Office package ([Content_Types].xml, a .rels part), read
 * with a conforming XML parser so that character references and entities are decoded as Excel
 * decodes them (`e&#120;ternalLink` is `externalLink`). A DOCTYPE is refused: Open Packaging
 * forbids one, and without it no entity can be declared, so none can expand. Null when the part
 * is not well-formed XML.
 */
export function readPackageXml(bytes: Buffer): XmlElement[] | null {
  const text = decode(bytes);
  if (text === null) return null;
  const elements: XmlElement[] = [];
  const parser = new SaxesParser();
  let failed = false;
  parser.on("error", () => {
    failed = true;
  });
  parser.on("doctype", () => {
    failed = true;
  });
  parser.on("opentag", (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(tag.attributes)) {
      attributes[localName(name)] = value;
    }
    elements.push({ name: localName(tag.name), attributes });
  });
  try {
    parser.write(text).close();
  } catch {
    return null;
  }
  return failed ? null : elements;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** A package part's encoding, from its first bytes: UTF-8 or UTF-16, each with or without a BOM. */
export function xmlEncoding(head: Uint8Array): "utf-8" | "utf-16le" | "utf-16be" {
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  return "utf-8";
}

function decode(bytes: Buffer): string | null {
  try {
    const encoding = xmlEncoding(bytes);
    return new TextDecoder(encoding, { fatal: encoding === "utf-8" }).decode(bytes);
  } catch {
    return null;
  }
}
