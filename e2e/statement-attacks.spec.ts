import { expect, test } from "@playwright/test";
import { encryptPdf } from "@/lib/statements/testing/encrypt-pdf";
import {
  javascriptInObjectStream,
  objectStreamInsideObjectStream,
  openActionFlood,
  shadowedObjectStream,
  unresolvedOpenAction,
} from "@/lib/statements/testing/hostile-pdfs";
import { pdfWith } from "@/lib/statements/testing/pdf-files";
import { encodings } from "@/lib/statements/testing/pdf-filters";
import { haveQpdf, qpdfEncrypt } from "@/lib/statements/testing/qpdf";
import { deliveredOnce, deliveryEnv, hooksFor } from "./support/delivery-checks";
import { startMailbox, startWebhookReceiver } from "./support/delivery-stand-in.cjs";
import type { Mailbox, WebhookReceiver } from "./support/delivery-stand-in.cjs";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";
import { sha256, uploadStatement, type UploadFile } from "./support/statement-files";

// Hostile PDFs posted to a real server (server.mjs over the production build): each is refused,
// and while one is checked (in a worker thread) other visitors' pages answer at once.

// One server on one port: the tests share it, one after another.
test.describe.configure({ mode: "serial" });

let mailbox: Mailbox;
let webhook: WebhookReceiver;
let site: SiteProcess;
let visitor = 0;
const figures: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mailbox = await startMailbox();
  webhook = await startWebhookReceiver({ secret: "statement-webhook-secret-0123456789abcdef" });
  site = await startSite(
    ports.ownSite(11),
    { ...deliveryEnv(mailbox, webhook), STATEMENTS_KEY: "a7".repeat(32) },
    ["/statement-review", "/about", "/healthz"],
  );
});

test.afterAll(async () => {
  if (figures.length) console.log(`statement attacks:\n${figures.join("\n")}`);
  await site?.close();
  await mailbox?.close();
  await webhook?.close();
});

const pdf = (name: string, buffer: Buffer): UploadFile => ({
  name,
  mimeType: "application/pdf",
  buffer,
});

/** Posts one file from an address of its own; answers its status, message and time taken. */
async function post(file: UploadFile, email = "attack@example.com") {
  const started = performance.now();
  const answers = { name: "Dana Kowalski", email, businessName: "Bakery" };
  const response = await uploadStatement(site.url, answers, [file], `10.88.0.${++visitor}`);
  const body = (await response.json().catch(() => null)) as {
    files?: { message: string }[];
  } | null;
  return {
    status: response.status,
    message: body?.files?.[0]?.message ?? "",
    ms: Math.round(performance.now() - started),
  };
}

/** Another visitor asking for /healthz and /about, one after the other, until `until` settles. */
async function worstWait(until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let worst = 0;
  do {
    for (const page of ["/healthz", "/about"]) {
      const started = performance.now();
      const response = await fetch(`${site.url}${page}`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      worst = Math.max(worst, performance.now() - started);
    }
  } while (!done);
  return Math.round(worst);
}

async function attack(label: string, file: UploadFile, email?: string) {
  const sent = post(file, email);
  const wait = await worstWait(sent);
  const answer = await sent;
  figures.push(
    `${label}: ${answer.status} in ${answer.ms} ms; other visitors' worst wait ${wait} ms`,
  );
  return { ...answer, wait };
}

test("the issue's stall: 400 /OpenAction entries naming one 99,000-element array", async () => {
  const flood = await attack("OpenAction flood (0.2 MB)", pdf("flood.pdf", openActionFlood()));
  expect(flood.status).toBe(422);
  expect(flood.message).toMatch(/runs when the file is opened/);
  // It held every visitor for 6.5 s when it was checked on the main thread.
  expect(flood.wait).toBeLessThan(1_000);
});

test("JavaScript in an object stream with no /Type, or an indirect one", async () => {
  for (const dict of ["", "/Type 3 0 R"]) {
    const answer = await attack(
      `JavaScript in an object stream (${dict || "untyped"})`,
      pdf("statement.pdf", javascriptInObjectStream({ dict })),
    );
    expect(answer.status).toBe(422);
    expect(answer.message).toMatch(/JavaScript/);
  }
});

test("issue 43: an object stream whose /N or /First is an object defined twice", async () => {
  // Viewers read the definition the cross-reference stream names (JavaScript on opening); the
  // check used to read the last one (no objects, or a harmless one) and kept the file.
  for (const key of ["N", "First"] as const) {
    const answer = await attack(
      `shadowed /${key} (${shadowedObjectStream(key).length} bytes)`,
      pdf("statement.pdf", shadowedObjectStream(key)),
    );
    // Soft, so that a failure shows both files' answers.
    expect.soft(answer.status, key).toBe(422);
    expect.soft(answer.message, key).toMatch(/JavaScript/);
  }
});

test("issue 43: an object stream stored inside another object stream", async () => {
  // pdf.js reads the inner one (JavaScript on opening); the check read only the outer one's objects.
  const file = objectStreamInsideObjectStream();
  const answer = await attack(
    `nested object stream (${file.length} bytes)`,
    pdf("statement.pdf", file),
  );
  expect(answer.status).toBe(422);
  expect(answer.message).toMatch(/damaged/);
});

test("an /OpenAction whose target the file does not hold", async () => {
  const answer = await attack(
    "unresolved OpenAction",
    pdf("statement.pdf", unresolvedOpenAction()),
  );
  expect(answer.status).toBe(422);
  expect(answer.message).toMatch(/runs when the file is opened/);
});

test("JavaScript in an object stream behind each filter a viewer decodes", async () => {
  for (const [name, dict, encode] of encodings) {
    const answer = await attack(
      `JavaScript behind ${name}`,
      pdf("statement.pdf", javascriptInObjectStream({ dict, encode })),
    );
    expect(answer.status, name).toBe(422);
    expect(answer.message, name).toMatch(/JavaScript/);
  }
});

test("a PDF that asks for a password to open keeps today's message", async () => {
  const locked = await encryptPdf(await pdfWith(), { userPassword: "1234", ownerPassword: "x" });
  const answer = await attack("user-password PDF", pdf("locked.pdf", locked));
  expect(answer.status).toBe(422);
  expect(answer.message).toMatch(/password-protected or locked/);
});

test("a clean statement is still accepted, through the worker", async () => {
  const answer = await attack("clean pdf-lib statement", pdf("october.pdf", await pdfWith()));
  expect(answer.status).toBeLessThan(400);
});

test("PDFs locked with an owner password only are accepted and stored as sent", async () => {
  const clean = await pdfWith(undefined, { pages: 2 });
  const locked: [string, Buffer][] = [
    ["RC4-128", await encryptPdf(clean, { userPassword: "", ownerPassword: "bank" })],
    ...(haveQpdf ? [["AES-256 (qpdf)", qpdfEncrypt(clean, "", "256")] as [string, Buffer]] : []),
  ];
  for (const [label, bytes] of locked) {
    const email = `owner-only-${label.replace(/\W/g, "")}-${Date.now()}@example.com`;
    const answer = await attack(`owner-password-only PDF, ${label}`, pdf("bank.pdf", bytes), email);
    expect(answer.status, label).toBeLessThan(400);
    await deliveredOnce(mailbox, webhook, email);
    const [hook] = hooksFor(webhook, email);
    const [stored] = (hook!.json as { lead: { files: { sha256: string; size: number }[] } }).lead
      .files;
    // The stored file's hash is the hash of the bytes sent: kept as sent, not decrypted.
    expect(stored).toMatchObject({ sha256: sha256(bytes), size: bytes.length });
  }
});
