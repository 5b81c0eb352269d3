import { hours, phone } from "@/content/site";
import { acceptedKindsText } from "./file-types";
import { formatMegabytes, statementLimits } from "./limits";

const call = `call us on ${phone.display} (${hours.display})`;
const maxFile = formatMegabytes(statementLimits.maxFileBytes);
const maxTotal = formatMegabytes(statementLimits.maxTotalBytes);
const reprintPdf =
  "Print it to a new PDF (File, Print, Save as PDF) and send that, or send a photo of each page";

/**
 * What a merchant reads beside the file field when a file is not accepted: why, in plain words,
 * and what to do instead. `what` names what the file turned out to be, where that helps.
 */
const messages = {
  empty: () =>
    "This file is empty (0 bytes), so there is nothing to review. Choose the statement again, or download it again from your processor's website.",
  "too-many-files": () =>
    `You can send up to ${statementLimits.maxFiles} files at a time. Remove one, and send the rest with a second form.`,
  "file-too-large": () =>
    `This file is larger than ${maxFile}. Send a photo of each page instead, or ${call}.`,
  "total-too-large": () =>
    `Together these files are larger than ${maxTotal}. Send the largest one with a second form, or ${call}.`,
  executable: (what = "program") =>
    `This file is a ${what}, not a statement, so we cannot accept it. Send the statement as a ${acceptedKindsText} file.`,
  archive: (what = "zip (compressed) folder") =>
    `This file is a ${what}. Open it and send the statement inside it: a ${acceptedKindsText} file.`,
  "office-document": (what = "Word document") =>
    `This file is a ${what}. Save it as a PDF (File, Save As, PDF) and send that, or send a photo of each page.`,
  "legacy-office": () =>
    'This is an older Excel file (.xls) or an Office file with a password, which we cannot check safely. Open it in Excel and save a copy as "Excel Workbook (.xlsx)" without a password, or export the statement as CSV.',
  heic: () =>
    'This photo is in the iPhone\'s HEIC format, which we cannot open. Choose it from your photo library with the "Choose files" button (your phone then sends a JPEG), take a screenshot of it, or send the statement as a PDF.',
  "image-format": (what = "this kind of") =>
    `We cannot accept ${what} images. Send the statement as a JPEG or PNG photo, or as a PDF.`,
  html: () =>
    "This file is a web page, not a statement. Download the statement itself from your processor's website (PDF or CSV), or take a screenshot of it.",
  "unknown-type": () =>
    `We could not tell what kind of file this is. Please send a ${acceptedKindsText} file, or ${call}.`,
  "too-complex": (what = "file") =>
    `This ${what} is too complex for us to check automatically. Send a photo of each page, or ${call}.`,
  "pdf-encrypted": () =>
    `This PDF is password-protected or locked, so we cannot check it. Remove the password (open it, then print it to a new PDF: File, Print, Save as PDF), or send a photo of each page.`,
  "pdf-active-content": (what = "content that can run by itself") =>
    `This PDF contains ${what}, and we do not accept PDFs that can run anything or carry other files. ${reprintPdf}.`,
  "pdf-malformed": (what = "seems damaged or incomplete") =>
    `This PDF ${what}, so we cannot open it safely. Download it again from your processor's website, or send a photo of each page.`,
  "image-damaged": () =>
    "This image seems damaged or incomplete, so we cannot open it. Take the photo again, or send the statement as a PDF.",
  "image-too-large": () =>
    "This image is too large for us to keep, even re-saved. Take the photo at your camera's normal setting, or send the statement as a PDF.",
  "csv-encoding": () =>
    'This CSV file is saved in a text format we cannot read. Export it again as "CSV UTF-8" (Excel: File, Save As, CSV UTF-8), or send the statement as a PDF.',
  "csv-not-table": () =>
    "This file does not look like a CSV export (rows of values separated by commas). Export the statement again as CSV from your processor's website, or send it as a PDF.",
  "csv-formula": () =>
    "This CSV file has a cell that could start a program when it is opened in Excel, so we do not accept it. Export the statement again from your processor's website, or send it as a PDF.",
  "csv-sylk": () =>
    'This file starts with the letters "ID", so Excel would open it as a SYLK file rather than as CSV, and we do not accept it. Export the statement again from your processor\'s website (or rename the first column heading), or send it as a PDF.',
  "xlsx-active-content": (what = "macros") =>
    `This Excel file contains ${what}, and we do not accept workbooks that can run anything or reach other files. Save a copy as "Excel Workbook (.xlsx)" without them, or export the statement as CSV.`,
  "xlsx-malformed": () =>
    'This Excel file seems damaged, so we cannot open it safely. Open it in Excel and save a copy as "Excel Workbook (.xlsx)", or export the statement as CSV.',
  "spreadsheet-format": (what = "spreadsheet format") =>
    `We cannot accept this ${what}. Save a copy as "Excel Workbook (.xlsx)", or export the statement as CSV.`,
} satisfies Record<string, (what?: string) => string>;

/** Why a file was not accepted; each reason has its own message. */
export type RefusalReason = keyof typeof messages;

/** Every reason, for tests and for a form that lists them. */
export const refusalReasons = Object.keys(messages) as RefusalReason[];

/** The message for a reason; `what` names what the file turned out to be. */
export function refusalMessage(reason: RefusalReason, what?: string): string {
  return messages[reason](what);
}
