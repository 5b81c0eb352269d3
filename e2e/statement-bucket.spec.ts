import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startS3Server } from "@/lib/statements/storage/test-support/s3-server";
import { deliveredOnce, deliveryEnv, hooksFor } from "./support/delivery-checks";
import { startMailbox, startWebhookReceiver } from "./support/delivery-stand-in.cjs";
import type { Mailbox, WebhookReceiver } from "./support/delivery-stand-in.cjs";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";
import { sha256, statementPdf, uploadStatement } from "./support/statement-files";
import { fetchStatement } from "./support/statement-links";

// The statement review with its files in a private bucket (hosted mode): a real S3-protocol
// server (s3rver) in the test, the site configured with STATEMENTS_S3_*, as on Supabase Storage's
// S3 endpoint, AWS S3, R2 or MinIO.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let bucketDir: string;
let bucket: Awaited<ReturnType<typeof startS3Server>>;
let mailbox: Mailbox;
let webhook: WebhookReceiver;
let site: SiteProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  bucketDir = mkdtempSync(path.join(tmpdir(), "lcms-e2e-bucket-"));
  bucket = await startS3Server(bucketDir);
  mailbox = await startMailbox();
  webhook = await startWebhookReceiver({ secret: "statement-bucket-secret-0123456789abcdef" });
  const { settings } = bucket;
  site = await startSite(ports.ownSite(10), {
    ...deliveryEnv(mailbox, webhook),
    STATEMENTS_KEY: "7a".repeat(32),
    STATEMENTS_S3_BUCKET: settings.bucket,
    STATEMENTS_S3_ENDPOINT: settings.endpoint!,
    STATEMENTS_S3_REGION: settings.region,
    STATEMENTS_S3_ACCESS_KEY_ID: settings.accessKeyId,
    STATEMENTS_S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    STATEMENTS_S3_FORCE_PATH_STYLE: "1",
    // The AWS SDK's one-time notice about Node 20 would only add noise to the server's output.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  });
});

test.afterAll(async () => {
  await site?.close();
  await bucket?.close();
  await mailbox?.close();
  await webhook?.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

/** Every object file s3rver keeps for the bucket (its own layout on disk). */
function bucketObjects(): Buffer[] {
  const files: Buffer[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith("._S3rver_object")) files.push(readFileSync(file));
    }
  };
  walk(bucketDir);
  return files;
}

test("a statement sent to a bucket-backed site is stored there encrypted and downloads byte for byte", async () => {
  const pdf = await statementPdf("bucket-statement.pdf");
  const email = `bucket-${Date.now()}@example.com`;
  const answers = { name: "Dana Kowalski", email, businessName: "Bakery" };
  const response = await uploadStatement(site.url, answers, [pdf], "10.66.0.1");
  expect(response.status).toBe(200);

  // In the bucket: one object, ciphertext only; nothing of the file under DATA_DIR.
  const objects = bucketObjects();
  expect(objects).toHaveLength(1);
  expect(objects[0]!.subarray(0, 4).toString("latin1")).toBe("LCST");
  expect(objects[0]!.includes(pdf.buffer.subarray(0, 64))).toBe(false);
  expect(readdirSync(path.join(site.dataDir, "statements", "tmp"))).toEqual([]);

  await deliveredOnce(mailbox, webhook, email, 60_000);
  const [hook] = hooksFor(webhook, email);
  const [file] = (hook!.json as { lead: { files: { url: string; sha256: string }[] } }).lead.files;
  const { page, response: download } = await fetchStatement(site.url, file!.url);
  expect(page.headers.get("content-type")).toContain("text/html");
  expect(download.status).toBe(200);
  const body = Buffer.from(await download.arrayBuffer());
  expect(sha256(body)).toBe(sha256(pdf.buffer));
  expect(sha256(body)).toBe(file!.sha256);
});
