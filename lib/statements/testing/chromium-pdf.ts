// PDFs printed by Chromium (Skia's writer, with embedded TrueType subsets): the closest the tests
// come to a statement a bank or processor portal prints.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Rng } from "./rng";

/** `html` printed to PDF by headless Chromium. */
export async function chromiumPdf(html: string): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-corpus-"));
  try {
    await promisify(execFile)("/usr/bin/chromium", [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      `--user-data-dir=${dir}`,
      `--print-to-pdf=${dir}/page.pdf`,
      `data:text/html,${encodeURIComponent(html)}`,
    ]);
    return readFileSync(`${dir}/page.pdf`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A statement with a table of fees, a bold total, a serif note and a web link. */
export function chromiumStatement(rng: Rng): Promise<Buffer> {
  const rows = Array.from({ length: 3 + rng.int(25) }, (_, i) => {
    const amount = (rng.int(500_000) / 100).toFixed(2);
    return `<tr><td>Fee ${i + 1}: ${rng.pick(["Visa", "Mastercard", "Discover", "Amex"])} interchange</td><td>$${amount}</td></tr>`;
  });
  return chromiumPdf(
    `<h1>Statement</h1><table>${rows.join("")}</table><p><b>Total fees</b></p>` +
      `<p style="font-family:serif">Questions? <a href="https://example.com/help">help</a></p>`,
  );
}
