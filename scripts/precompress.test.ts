import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { CompressedCache, bodyDigest } from "../lib/server/compression.mjs";
import { precompressBuild } from "./precompress.mjs";

let build: string;
beforeEach(async () => (build = await mkdtemp(path.join(tmpdir(), "precompress-"))));
afterEach(() => rm(build, { recursive: true, force: true }));

const page = Buffer.from(
  "<!DOCTYPE html><html><body>" +
    Array.from({ length: 300 }, (_, i) => `<p>Wisconsin card processing, line ${i}: é €</p>`).join(
      "",
    ) +
    "</body></html>",
);
const put = async (file: string, body: Buffer | string) => {
  await mkdir(path.dirname(path.join(build, file)), { recursive: true });
  await writeFile(path.join(build, file), body);
};

test("the build's pages, payloads and chunks are compressed once each, at brotli 11 and gzip 9", async () => {
  await put("server/app/index.html", page);
  await put("server/app/copy.html", page); // the same bytes twice: compressed once
  await put("server/app/about.rsc", `0:${"x".repeat(4000)}`);
  await put("server/app/index.segments/_tree.segment.rsc", `1:${"y".repeat(2000)}`);
  await put("static/chunks/app.js", `console.log(${JSON.stringify("z".repeat(3000))})`);
  await put("static/chunks/tiny.js", "0"); // below the compression threshold
  await put("server/app/icon.body", page); // not a body the server compresses

  expect(await precompressBuild(build)).toBe(4);
  const names = await readdir(path.join(build, "precompressed"));
  expect(names).toHaveLength(8);
  const br = await readFile(path.join(build, "precompressed", `${bodyDigest(page)}.br`));
  const gz = await readFile(path.join(build, "precompressed", `${bodyDigest(page)}.gz`));
  expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
  expect(zlib.gunzipSync(gz).equals(page)).toBe(true);
  // Smaller than what a request can afford to make (brotli 6).
  expect(br.length).toBeLessThan(
    zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }).length,
  );
});

test("a server's cache serves the precompressed bodies instead of compressing on a request", async () => {
  await put("server/app/index.html", page);
  await precompressBuild(build);
  const cache = new CompressedCache();
  expect(cache.preload(path.join(build, "precompressed"))).toBe(2);
  const ahead = await readFile(path.join(build, "precompressed", `${bodyDigest(page)}.br`));
  expect(cache.get(page, "br").equals(ahead)).toBe(true);
  expect(zlib.gunzipSync(cache.get(page, "gzip")).equals(page)).toBe(true);
  // A body the build did not see is still compressed on its first request.
  const other = Buffer.concat([page, Buffer.from("<!-- changed -->")]);
  expect(zlib.brotliDecompressSync(cache.get(other, "br")).equals(other)).toBe(true);
  // Evicted by other bodies, it is read back from its file, not recompressed: same bytes.
  const small = new CompressedCache(3 * (ahead.length + 200));
  small.preload(path.join(build, "precompressed"));
  for (let i = 0; i < 4; i += 1) small.get(Buffer.concat([page, Buffer.from(`${i}`)]), "br");
  expect(small.get(page, "br").equals(ahead)).toBe(true);
  // No folder (a build from before this step): nothing seeded, nothing breaks.
  expect(new CompressedCache().preload(path.join(build, "missing"))).toBe(0);
});
