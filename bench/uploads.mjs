#!/usr/bin/env node
// `npm run bench:uploads`: the statement review's upload route under load. 20 visitors send a
// 5 MB statement at once (a scanned-page PDF, as processors' portals produce), each from its own
// address behind a trusted proxy, while visitors load pages at 20 a second; beside it, in the same
// run, the same page load with no upload. Reports the server's RSS growth (sampled every 50 ms;
// target: at most 64 MB, which only a streamed upload can meet), page p50/p99 idle and during the
// uploads, and upload throughput in MB/s. Exits 1 when the RSS target is missed or an upload
// was not stored. UPLOADS (20), UPLOAD_MB (5), ROUNDS (2), BENCH_PORT (3970).
import { createHash } from "node:crypto";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { startServer } from "../e2e/support/server-process.mjs";
import { withEmbeddedDatabase } from "../lib/leads/embedded/control-client.mjs";
import { pageLatency as timedPages } from "./support/page-latency.mjs";

const uploads = Number(process.env.UPLOADS ?? 20);
const megabytes = Number(process.env.UPLOAD_MB ?? 5);
const rounds = Number(process.env.ROUNDS ?? 2);
const port = Number(process.env.BENCH_PORT ?? 3970);
const rssBudgetMb = 64;
const pageSeconds = 8;

/** A one-page PDF holding a noisy scan of about `mb` megabytes (uncompressible, like a photo). */
async function scannedStatement(mb) {
  const scan = (side) =>
    sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: "#ffffff",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
  // Noise compresses little and evenly: one trial gives the bytes per pixel, the second the size.
  const trial = 1000;
  const perPixel = (await scan(trial)).length / (trial * trial);
  const jpeg = await scan(Math.round(Math.sqrt((mb * 1024 * 1024) / perPixel)));
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await doc.save());
}

function uploadBody(file, n) {
  const boundary = `----lcmsupload${n}`;
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field("name", "Bench Visitor") +
      field("email", `bench-${n}@example.com`) +
      field("businessName", `Bench Business ${n}`) +
      `--${boundary}\r\nContent-Disposition: form-data; name="statements"; filename="statement-${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return { boundary, body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** Pages timed while `during()` runs (bench/support/page-latency.mjs), compressed as browsers ask. */
const pageLatency = (url, during) =>
  timedPages(url, during, {
    routes: ["/", "/about", "/statement-review"],
    headers: { "accept-encoding": "br" },
  });

/** Sends the uploads at once from a worker thread; resolves with their answers and duration. */
function sendUploads(url, file) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { url, file, uploads } });
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

/** In the worker: the uploads, each from its own address, timed from the first to the last answer. */
async function uploadAll({ url, file, uploads: count }) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const { boundary, body } = uploadBody(Buffer.from(file), i + 1);
      const response = await fetch(`${url}/statement-review/upload`, {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "x-forwarded-for": `10.98.${Math.floor((i + 1) / 250)}.${(i + 1) % 250}`,
        },
        body,
      });
      return (await response.json()).status;
    }),
  );
  return { seconds: (performance.now() - started) / 1000, answers };
}

async function round(file, index) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lcms-bench-uploads-"));
  const env = { TRUST_PROXY: "1", DATA_DIR: dataDir };
  // The first start migrates the database; the lead caps are raised while no server holds it.
  let server = await startServer({ port, env });
  await server.stop();
  await withEmbeddedDatabase(dataDir, (db) =>
    db.exec("update public.lead_settings set global_limit = 1000000, per_address_limit = 1000000"),
  );
  server = await startServer({ port, env });
  try {
    const pid = server.child.pid;
    // Warm the routes and the upload path once, then let the heap settle.
    await pageLatency(server.url, () => new Promise((resolve) => setTimeout(resolve, 3000)));
    const warm = uploadBody(file, 0);
    await fetch(`${server.url}/statement-review/upload`, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": `multipart/form-data; boundary=${warm.boundary}`,
        "x-forwarded-for": "10.99.0.1",
      },
      body: warm.body,
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const idle = await pageLatency(
      server.url,
      () => new Promise((resolve) => setTimeout(resolve, pageSeconds * 1000)),
    );
    const rssBefore = rssMb(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 50);
    // The uploads are sent from a worker thread, so their client work never delays the page
    // timings taken on this thread's event loop.
    const busy = await pageLatency(server.url, () => sendUploads(server.url, file));
    clearInterval(sampler);
    const stored = busy.result.answers.filter((status) => status === "success").length;
    const megabytesSent = (uploads * file.length) / (1024 * 1024);
    return {
      round: index + 1,
      rssBeforeMb: Math.round(rssBefore),
      rssGrowthMb: Math.round(rssPeak - rssBefore),
      uploadsStored: stored,
      uploadSeconds: Number(busy.result.seconds.toFixed(2)),
      throughputMBps: Number((megabytesSent / busy.result.seconds).toFixed(1)),
      pageIdle: { pages: idle.pages, p50: Math.round(idle.p50), p99: Math.round(idle.p99) },
      pageDuringUploads: {
        pages: busy.pages,
        p50: Math.round(busy.p50),
        p99: Math.round(busy.p99),
      },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!isMainThread) {
  parentPort.postMessage(await uploadAll(workerData));
  process.exit(0);
}

const file = await scannedStatement(megabytes);
console.log(
  `Statement uploads: ${uploads} at once, each a ${(file.length / 1024 / 1024).toFixed(2)} MB PDF (sha256 ${createHash("sha256").update(file).digest("hex").slice(0, 12)}), ${rounds} rounds`,
);
const results = [];
for (let index = 0; index < rounds; index += 1) {
  const result = await round(file, index);
  results.push(result);
  console.log(JSON.stringify(result));
}
console.log(
  "\n| round | RSS growth (MB) | stored | seconds | MB/s | page p50/p99 idle (ms) | page p50/p99 during uploads (ms) |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const r of results) {
  console.log(
    `| ${r.round} | ${r.rssGrowthMb} | ${r.uploadsStored}/${uploads} | ${r.uploadSeconds} | ${r.throughputMBps} | ${r.pageIdle.p50}/${r.pageIdle.p99} | ${r.pageDuringUploads.p50}/${r.pageDuringUploads.p99} |`,
  );
}
const misses = results.flatMap((r) => [
  ...(r.rssGrowthMb > rssBudgetMb
    ? [`round ${r.round}: RSS grew ${r.rssGrowthMb} MB > ${rssBudgetMb} MB`]
    : []),
  ...(r.uploadsStored < uploads
    ? [`round ${r.round}: ${uploads - r.uploadsStored} uploads not stored`]
    : []),
]);
console.log(misses.length ? `\nMissed:\n- ${misses.join("\n- ")}` : "\nAll targets met.");
process.exit(misses.length ? 1 : 0);
