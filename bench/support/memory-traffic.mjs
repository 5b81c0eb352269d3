// The traffic bench/memory.mjs puts through a server between measurements: page requests over
// the routes a visitor reads most, and statement uploads of real PDFs made by pdf-lib.
import autocannon from "autocannon";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** `amount` GET requests over the routes a visitor reads most, 32 connections, brotli. */
export async function pageRequests(url, amount) {
  const routes = url.includes("lcms") ? ["/"] : ["/", "/about", "/contact", "/statement-review"];
  const per = Math.ceil(amount / routes.length);
  for (const route of routes)
    await autocannon({
      url: url + route,
      connections: 32,
      amount: per,
      headers: { "accept-encoding": "br", "x-forwarded-for": "8.8.8.8" },
    });
}

/** A one-page statement PDF, made by pdf-lib as a processor's portal would, different per `n`. */
async function statementPdf(n) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  for (let line = 0; line < 40; line += 1)
    page.drawText(`Statement ${n}, line ${line}: Visa 1,234.56 fees 31.20`, {
      x: 40,
      y: 750 - line * 18,
      size: 10,
      font,
    });
  return Buffer.from(await doc.save());
}

/** One statement upload from its own address; true when stored. */
export async function upload(url, n) {
  const boundary = `----lcmsmemory${n}`;
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const pdf = await statementPdf(n);
  const body = Buffer.concat([
    Buffer.from(
      field("name", "Memory Bench") +
        field("email", `memory-${n}@example.com`) +
        field("businessName", `Bench ${n}`) +
        `--${boundary}\r\nContent-Disposition: form-data; name="statements"; filename="s-${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${url}/statement-review/upload`, {
    method: "POST",
    headers: {
      accept: "application/json",
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-forwarded-for": `10.97.0.${n}`,
    },
    body,
  });
  const answer = await response.json().catch(() => ({}));
  if (answer.status !== "success")
    console.log(`    upload ${n}: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return answer.status === "success";
}
