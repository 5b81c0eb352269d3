import type { OpenedZip, ZipEntry } from "../../zip";
import type { Budget } from "./budget";
import { localName, readPart, type PartEnd } from "./xml-part";

/**
 * A workbook's shared strings (sharedStrings.xml), in order: each <si>'s text, its rich-text runs
 * joined and its phonetic guides (<rPh>) left out, as Excel shows the cell. Bounded by the number
 * of characters kept and the read's CPU budget; past either the workbook is too large to read.
 */
export async function readSharedStrings(
  zip: OpenedZip,
  entry: ZipEntry,
  limits: { maxXmlBytes: number; maxCharacters: number; budget: Budget },
): Promise<string[] | Exclude<PartEnd, "done" | "stopped">> {
  const strings: string[] = [];
  let current = "";
  let inText = false;
  let phonetic = 0;
  let characters = 0;
  let tooLarge = false;
  const ended = await readPart(zip, entry, limits.maxXmlBytes, (parser, stop) => {
    const text = (part: string) => {
      if (inText && phonetic === 0) current += part;
    };
    parser.on("text", text);
    parser.on("cdata", text);
    parser.on("opentag", (tag) => {
      const name = localName(tag.name);
      if (name === "si") current = "";
      else if (name === "t") inText = !tag.isSelfClosing;
      else if (name === "rPh") phonetic += tag.isSelfClosing ? 0 : 1;
    });
    parser.on("closetag", (tag) => {
      const name = localName(tag.name);
      if (name === "t") inText = false;
      else if (name === "rPh" && !tag.isSelfClosing) phonetic--;
      else if (name === "si") {
        characters += current.length;
        strings.push(unescapeXstring(current));
        if (characters > limits.maxCharacters || limits.budget.over()) {
          tooLarge = true;
          stop();
        }
      }
    });
  });
  if (tooLarge) return "too-large";
  if (ended === "too-large" || ended === "malformed") return ended;
  return strings;
}

/**
 * Text with Office's escapes undone: a character XML cannot hold is written `_x0001_`, and a
 * literal "_x" that would read as one is written `_x005F_x…`; Excel shows the characters.
 */
export function unescapeXstring(text: string): string {
  if (!text.includes("_x")) return text;
  return text.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}
