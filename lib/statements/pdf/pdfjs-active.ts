import type { PDFDocumentProxy } from "pdfjs-dist";

// What pdf.js reports a link leads to; a web page or an email address is not active content.
const web = /^(https?|mailto):/i;

/** pdf.js's annotation data, as far as the questions below read it. */
type Annotation = {
  subtype?: string;
  actions?: Record<string, unknown> | null;
  attachment?: unknown;
  unsafeUrl?: string;
};

const keys = (found: object | null | undefined) => Object.keys(found ?? {});

/**
 * What active content pdf.js finds in an open document, one line per finding (none: the file is
 * clean to pdf.js): JavaScript of the document, its pages, form fields or annotations; an opening
 * action that does more than show a page; attached files; an XFA form; a link to anything but a
 * web page or an email address. The PDF check's differential tests and fuzzer ask exactly these
 * questions, and the inspection worker can ask them of the pdf.js it loads to read statements.
 */
export async function pdfjsActiveContent(doc: PDFDocumentProxy): Promise<string[]> {
  const found: string[] = [];
  const { info } = await doc.getMetadata();
  if ((info as { IsXFAPresent?: boolean }).IsXFAPresent) found.push("an XFA form");
  const documentScripts = keys(await doc.getJSActions());
  for (const event of documentScripts) found.push(`document JavaScript (${event})`);
  // hasJSActions also answers for the document's own scripts, listed above.
  if (documentScripts.length === 0 && (await doc.hasJSActions())) found.push("form JavaScript");
  const opening = (await doc.getOpenAction()) as { action?: string } | null;
  if (opening?.action) found.push(`an opening action (${opening.action})`);
  for (const name of keys(await doc.getAttachments())) found.push(`an attached file (${name})`);
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    for (const event of keys(await page.getJSActions())) {
      found.push(`page ${number} JavaScript (${event})`);
    }
    for (const annotation of (await page.getAnnotations()) as Annotation[]) {
      found.push(...annotationFindings(annotation, number));
    }
  }
  return found;
}

function annotationFindings(annotation: Annotation, page: number): string[] {
  const found = keys(annotation.actions).map((event) => `page ${page} field JavaScript (${event})`);
  if (annotation.attachment || annotation.subtype === "FileAttachment") {
    found.push(`page ${page} attached file`);
  }
  const url = annotation.unsafeUrl;
  if (url && !web.test(url)) found.push(`page ${page} link to ${JSON.stringify(url)}`);
  return found;
}
