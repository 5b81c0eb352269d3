import type { DecryptStream } from "./encryption";
import { Lexer } from "./lexer";
import type { LinkTarget, ObjectRef, PdfScan } from "./scan";
import { stringBytes } from "./strings";
import { readValue, type PdfValue } from "./values";

// What pdf.js treats as a web link (pdfjs-active.ts asks the same of its `unsafeUrl`).
const web = /^(https?|mailto):/i;

/**
 * Whether any /URI in the file, in any object, revision or object stream (an indirect one under
 * every definition), leads anywhere but a web page or an email address: a file on the computer
 * or the network (`file:`, `smb:`), a script (`javascript:`), or a bare name, as pdf.js reads it.
 */
export function hasUnsafeLink(scan: PdfScan, decrypt?: DecryptStream): boolean {
  return scan.links.some(({ value, source, owner }: LinkTarget) => {
    if (value.type !== "ref") return unsafe(value, source, owner, decrypt);
    return scan.definitions(value.num).some((at) => {
      const target = readValue(new Lexer(at.source, at.offset));
      const holder = at.gen === undefined ? undefined : { num: value.num, gen: at.gen };
      return unsafe(target, at.source, holder, decrypt);
    });
  });
}

function unsafe(
  value: PdfValue,
  source: Buffer,
  owner: ObjectRef | undefined,
  decrypt: DecryptStream | undefined,
): boolean {
  // pdf.js makes "/name" of a name, which is no web address.
  if (value.type === "name") return true;
  if (value.type !== "string") return false;
  const written = stringBytes(source, value.start);
  const text = decrypt && owner ? decrypt(owner.num, owner.gen, written) : written;
  return !web.test(text.toString("latin1"));
}
