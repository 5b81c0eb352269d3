import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { PDFName, PDFString } from "pdf-lib";
import sharp from "sharp";
import { encryptPdf } from "@/lib/statements/testing/encrypt-pdf";
import { pdfWith } from "@/lib/statements/testing/pdf-files";
import { phoneExifWithGps } from "@/lib/statements/testing/phone-exif";

// Real files for the statement review specs, made as a merchant's devices and processors make them.

/** A file as Playwright's setInputFiles takes it. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A one-page statement PDF (pdf-lib saves its objects in compressed object streams). */
export async function statementPdf(name = "october-statement.pdf"): Promise<UploadFile> {
  return { name, mimeType: "application/pdf", buffer: await pdfWith() };
}

/** A phone photo of a statement page that still carries the GPS position it was taken at. */
export async function photoWithGps(name = "IMG_4031.jpg"): Promise<UploadFile> {
  const buffer = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: "#f4f1ea" },
  })
    .withExif(phoneExifWithGps)
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A processor's fee export, `bytes` long (about), as CSV. */
export function feeExport(name = "fees-october.csv", bytes = 40_000): UploadFile {
  const header = "date,card brand,sales,fees\n";
  const rows: string[] = [];
  let size = header.length;
  for (let n = 0; size < bytes; n += 1) {
    const row = `2026-10-${String((n % 28) + 1).padStart(2, "0")},${["Visa", "Mastercard", "Discover"][n % 3]},${(n * 37.11) % 9000},${(n * 0.71) % 90}\n`;
    rows.push(row);
    size += row.length;
  }
  return { name, mimeType: "text/csv", buffer: Buffer.from(header + rows.join("")) };
}

/** A PDF that runs JavaScript when opened, its action hidden in a compressed object stream. */
export async function pdfWithJavaScript(name = "statement.pdf"): Promise<UploadFile> {
  const buffer = await pdfWith(({ context, catalog }) => {
    const action = context.obj({
      Type: "Action",
      S: "JavaScript",
      JS: PDFString.of("app.alert(1)"),
    });
    catalog.set(PDFName.of("OpenAction"), context.register(action));
  });
  if (buffer.includes("/JavaScript")) throw new Error("the script is not in a compressed stream");
  return { name, mimeType: "application/pdf", buffer };
}

/** A statement PDF that asks for a password to open. */
export async function encryptedPdf(name = "locked-statement.pdf"): Promise<UploadFile> {
  const buffer = await encryptPdf(await pdfWith(), { userPassword: "1234", ownerPassword: "x" });
  return { name, mimeType: "application/pdf", buffer };
}

/** A real program (this Node.js binary's first 64 KB) renamed to look like a statement. */
export function programNamedPdf(name = "statement.pdf"): UploadFile {
  const buffer = readFileSync(process.execPath).subarray(0, 64 * 1024);
  return { name, mimeType: "application/pdf", buffer };
}

/** Posts answers and files to a site's upload route as the form's script does (JSON answer). */
export function uploadStatement(
  siteUrl: string,
  answers: Record<string, string>,
  files: UploadFile[],
  address: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(answers)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.buffer)], { type: file.mimeType });
    form.append("statements", blob, file.name);
  }
  return fetch(`${siteUrl}/statement-review/upload`, {
    method: "POST",
    headers: { Accept: "application/json", "X-Forwarded-For": address },
    body: form,
  });
}
