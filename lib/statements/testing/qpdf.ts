// Encrypts test PDFs with qpdf (Debian's qpdf package), the reference implementation of PDF
// encryption, putting objects in object streams so that what they hold is encrypted too.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const qpdf = "/usr/bin/qpdf";
export const haveQpdf = existsSync(qpdf);

/** `pdf` encrypted with `bits` (40: RC4, 128: AES, 256: AES-256), opening with `userPassword`. */
export function qpdfEncrypt(pdf: Buffer, userPassword: string, bits: "40" | "128" | "256"): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "qpdf-"));
  try {
    writeFileSync(`${dir}/in.pdf`, pdf);
    const aes = bits === "128" ? ["--use-aes=y"] : [];
    execFileSync(qpdf, [
      "--encrypt",
      userPassword,
      "owner-secret",
      bits,
      ...aes,
      "--",
      "--allow-weak-crypto",
      "--object-streams=generate",
      `${dir}/in.pdf`,
      `${dir}/out.pdf`,
    ]);
    return readFileSync(`${dir}/out.pdf`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `pdf` rewritten by qpdf with `args` (e.g. "--object-streams=generate", "--linearize"). */
export function qpdfRewrite(pdf: Buffer, args: string[]): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "qpdf-"));
  try {
    writeFileSync(`${dir}/in.pdf`, pdf);
    execFileSync(qpdf, [...args, `${dir}/in.pdf`, `${dir}/out.pdf`]);
    return readFileSync(`${dir}/out.pdf`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
