import { refused, type Refused } from "./result";

// Markup Excel opens as a web page or an XML spreadsheet, wherever it starts in the first bytes.
const markup = /<(?:!doctype\s+html|html|head|body|meta|table|script|iframe|style|svg|\?xml)\b/i;

/**
 * Why a text that claims to be CSV would open in Excel as another format, or null: a SYLK file
 * (its first two bytes "ID", as "ID;P"), rich text, a DIF table, HTML or an XML spreadsheet.
 * Excel sniffs these from the content whatever the file is called, and each can carry formulas
 * or links that a CSV's own checks never see. `start` is the text's beginning (1–4 KB is enough).
 */
export function otherTextFormat(start: string): Refused | null {
  const text = start.replace(/^\uFEFF/, "");
  if (/^ID(?:[;\r\n]|$)/.test(text)) return refused("csv-sylk");
  const trimmed = text.trimStart().toLowerCase();
  if (trimmed.startsWith("{\\rtf")) return refused("office-document", "rich-text (RTF) document");
  if (/^table\r?\n0,1\r?\n/.test(trimmed)) return refused("spreadsheet-format", "DIF table");
  const found = markup.exec(text);
  if (!found) return null;
  if (text.includes("urn:schemas-microsoft-com:office:spreadsheet")) {
    return refused("spreadsheet-format", "Excel 2003 XML spreadsheet");
  }
  if (/<svg\b/i.test(text)) return refused("image-format", "SVG");
  return found[0].toLowerCase() === "<?xml" ? refused("unknown-type") : refused("html");
}
