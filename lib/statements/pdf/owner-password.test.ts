import { PDFName, PDFString } from "pdf-lib";
import { pdfWith } from "../testing/pdf-files";
import { haveQpdf, qpdfEncrypt as encrypt } from "../testing/qpdf";
import { inspectPdf } from "./inspect-pdf";

// Files encrypted by qpdf, with their objects in object streams, so what they hold is readable
// only after decryption: the check must open those that open without a password and read what is
// inside, and refuse those that need one.
const handlers = [
  ["RC4 40-bit (revision 2)", "40"],
  ["AES 128-bit (revision 4)", "128"],
  ["AES 256-bit (revision 6)", "256"],
] as const;

// Like the SQL tests without PostgreSQL, these fail rather than skip without qpdf: a green run
// must have checked encrypted files.
it("has Debian's qpdf to encrypt its files (apt-get install -y qpdf)", () => {
  expect(haveQpdf).toBe(true);
});

(haveQpdf ? describe : describe.skip)("owner-password-only PDFs, encrypted by qpdf", () => {
  it.each(handlers)("%s: a clean statement is accepted and kept as sent", async (_, bits) => {
    const pdf = encrypt(await pdfWith(undefined, { pages: 3 }), "", bits);
    expect(pdf.includes("/Encrypt")).toBe(true);
    const result = await inspectPdf(pdf);
    expect(result).toMatchObject({ ok: true, kind: "pdf" });
    expect(result.ok && result.bytes.equals(pdf)).toBe(true);
  });

  it.each(handlers)(
    "%s: JavaScript inside its encrypted object streams is refused",
    async (_, bits) => {
      const active = await pdfWith(({ catalog, context }) =>
        // An indirect action: qpdf keeps the catalog itself out of object streams.
        catalog.set(
          PDFName.of("OpenAction"),
          context.register(context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") })),
        ),
      );
      const pdf = encrypt(active, "", bits);
      // Only decryption shows it: the raw bytes never spell the names.
      expect(pdf.includes("/JavaScript")).toBe(false);
      expect(await inspectPdf(pdf)).toMatchObject({ ok: false, reason: "pdf-active-content" });
    },
  );

  it.each(handlers)("%s: a file that asks for a password to open is refused", async (_, bits) => {
    const pdf = encrypt(await pdfWith(), "open-sesame", bits);
    expect(await inspectPdf(pdf)).toMatchObject({ ok: false, reason: "pdf-encrypted" });
  });
});
