import { hasName, type PdfValue } from "./values";

const javascript = "JavaScript";
const runsByItself = "actions that start by themselves";
const attachment = "an attached file";
const media = "embedded video, sound or 3D content";

/**
 * Names (as keys or values, anywhere) that make a PDF act when it is opened or read, or carry
 * other files, with the words the message uses. Links to web pages stay allowed: they act only
 * when clicked. Names are compared case-sensitively, as viewers do. "Screen" is not listed: it
 * is also a blend mode that logos use, and a screen annotation plays nothing without a Rendition.
 */
export const activeNames = new Map<string, string>([
  ["JS", javascript],
  ["JavaScript", javascript],
  ["AA", runsByItself],
  ["Launch", "a command that starts another program"],
  ["EmbeddedFile", attachment],
  ["EmbeddedFiles", attachment],
  ["FileAttachment", attachment],
  ["XFA", "an XFA form, which can run its own programs"],
  ["SubmitForm", "a form that sends data over the internet"],
  ["ImportData", "a form that loads data from another file"],
  ["GoToR", "a link that opens another file"],
  ["GoToE", "a link that opens an attached file"],
  ["RichMedia", media],
  ["Sound", media],
  ["Movie", media],
  ["Rendition", media],
  ["3D", media],
]);

/** What the message says of an OpenAction that does more than show a page. */
export const openActionWhat = "an action that runs when the file is opened";

/** What the message says of a link to anything but a web page or an email address. */
export const unsafeLinkWhat = "a link that opens a file or a program rather than a web page";

/**
 * Whether an /OpenAction only shows a place in the document (a destination, or a GoTo action
 * with nothing chained after it), as many generators write to open at page one.
 */
export function isHarmlessOpenAction(action: PdfValue | undefined): boolean {
  // An explicit destination is a page and at most five numbers or names (/FitR has the most).
  if (action?.type === "array") return action.items.length <= 6;
  if (!action || ["name", "string", "keyword"].includes(action.type)) return true;
  return action.type === "dict" && hasName(action, "S", "GoTo") && !action.entries.has("Next");
}
