#!/usr/bin/env node
// `npm run bench:layers`: the main thread's CPU per request of `/` (br, 32 connections), split by
// the layer it was spent in: proxy.ts with Next's adapter around it, the socket-address stamp,
// our compression (with the writes it makes), our Buffer.byteLength answer, Next's handler, and
// Node's HTTP beneath them all; beside it, the hello-world-with-proxy anchor's CPU per request.
// Each server is profiled (V8's sampler, every 100 µs) only while autocannon runs, so the start is
// not counted. LOAD_SECONDS (10), BENCH_PORT (3990).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { anchorDir, startAnchor } from "./anchors.mjs";
import { serve } from "./serving.mjs";
import { startServer } from "../e2e/support/server-process.mjs";
import { layerOf, layers, proxyChunks } from "./support/profile-layers.mjs";
import { npmStartArgs } from "./support/start-args.mjs";

const port = Number(process.env.BENCH_PORT ?? 3990);
const seconds = Number(process.env.LOAD_SECONDS ?? 10); // serving.mjs reads it too
const work = mkdtempSync(path.join(tmpdir(), "lcms-bench-layers-"));
const preload = path.resolve("bench/support/cpu-window.mjs");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads `url` under the profiler; the profile's per-layer µs per request, and the totals. */
async function profiled(server, url, name, proxyFiles) {
  // The profiler starts after the warm-up and stops after the load (bench/support/cpu-window.mjs).
  const signal = async (when) => {
    server.child.kill("SIGUSR2");
    await sleep(when === "start" ? 300 : 1500);
  };
  const result = await serve(url, { around: signal });
  const profile = JSON.parse(readFileSync(path.join(work, `${name}.cpuprofile`), "utf8"));
  return {
    requests: result.requests,
    rate: result.requestsPerSecond,
    ...perRequest(profile, result.requests, proxyFiles),
  };
}

/** µs per request in each layer, from the samples' stacks. */
function perRequest(profile, requests, proxyFiles) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node);
  const spent = Object.fromEntries(layers.map((layer) => [layer, 0]));
  profile.samples.forEach((id, i) => {
    const frames = [];
    for (let node = byId.get(id); node; node = parent.get(node.id)) frames.push(node.callFrame);
    spent[layerOf(frames, proxyFiles)] += profile.timeDeltas[i + 1] ?? 0;
  });
  const busy = Object.entries(spent)
    .filter(([layer]) => layer !== "idle")
    .reduce((sum, [, us]) => sum + us, 0);
  const each = Object.fromEntries(Object.entries(spent).map(([k, us]) => [k, us / requests]));
  return { layers: each, cpuPerRequest: busy / requests };
}

const env = { CPU_PROFILE_FILE: "", NODE_OPTIONS: `--import ${preload}` };
const anchor = await startAnchor({
  withProxy: true,
  port: port + 1,
  env: { ...env, CPU_PROFILE_FILE: path.join(work, "anchor.cpuprofile") },
});
const site = await startServer({
  port,
  env: {
    ...env,
    CPU_PROFILE_FILE: path.join(work, "site.cpuprofile"),
    TRUST_PROXY: "1",
    DATA_DIR: path.join(work, "data"),
  },
  args: npmStartArgs(),
});
try {
  const anchorChunks = proxyChunks(anchorDir({ withProxy: true }));
  const anchorRun = await profiled(anchor, `${anchor.url}/`, "anchor", anchorChunks);
  const siteRun = await profiled(site, `${site.url}/`, "site", proxyChunks(process.cwd()));
  console.log(`Main-thread CPU per request (µs), ${seconds} s of autocannon at 32 connections, br`);
  console.log(`| layer | \`/\` | hello-world + proxy |`);
  console.log("| --- | --- | --- |");
  const us = (value) => (value < 0.05 ? "<0.1" : value.toFixed(1));
  for (const layer of layers)
    console.log(`| ${layer} | ${us(siteRun.layers[layer])} | ${us(anchorRun.layers[layer])} |`);
  console.log(
    `| **busy, all layers** | **${us(siteRun.cpuPerRequest)}** | **${us(anchorRun.cpuPerRequest)}** |`,
  );
  console.log(
    `Requests profiled: ${siteRun.requests} (${siteRun.rate} req/s) and ${anchorRun.requests} (${anchorRun.rate} req/s).`,
  );
} finally {
  await Promise.all([site.stop(), anchor.stop()]);
  rmSync(work, { recursive: true, force: true });
}
