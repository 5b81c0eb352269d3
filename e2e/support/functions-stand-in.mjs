#!/usr/bin/env node
// A local stand-in for Supabase: the Functions endpoint for the location-gate tests, which records
// every request and answers by the forwarded visitor address so parallel tests never collide, and
// the REST API (supabase-stand-in.cjs) over a throwaway PostgreSQL cluster, so the Supabase-mode
// site stores leads in a real database.
//   node e2e/support/functions-stand-in.mjs <port> [anon key]   (service key: STAND_IN_SERVICE_KEY)
import { createServer } from "node:http";
import {
  defaultKeys,
  openStandInDatabase,
  readBody,
  restHandler,
  tableHandler,
} from "./supabase-stand-in.cjs";

const port = Number(process.argv[2] ?? 3102);
const keys = {
  anon: process.argv[3] ?? defaultKeys.anon,
  service: process.env.STAND_IN_SERVICE_KEY ?? defaultKeys.service,
};
const requests = [];
// Opened in the background: the geo answers need no database, and the first RPC waits for it.
const database = openStandInDatabase();
const handlers = [restHandler(database, keys), tableHandler(database)];
// The cluster goes with the stand-in (Playwright stops its servers with SIGTERM).
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => database.then((db) => db.close()).finally(() => process.exit(0)));
}

const answers = {
  "198.51.100.1": (res) => send(res, 200, { allowed: true, country: "US" }),
  "198.51.100.2": (res) => send(res, 200, { allowed: false }),
  "198.51.100.3": (res) => send(res, 500, { error: "function crashed" }),
  "198.51.100.4": (res) => send(res, 200, { verdict: "yes" }),
  "198.51.100.5": () => {}, // never answers
};

function send(res, status, body) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

createServer(async (req, res) => {
  if (req.method === "GET" && req.url === "/__requests") return send(res, 200, requests);
  if (req.method === "GET" && req.url === "/health") return send(res, 200, { ok: true });
  const body = await readBody(req);
  if (handlers.some((handle) => handle(req, res, body))) return;
  const address = String(req.headers["x-visitor-address"] ?? "");
  requests.push({
    method: req.method,
    url: req.url,
    address,
    body,
    apikey: req.headers.apikey ?? null,
  });
  if (!req.url?.startsWith("/functions/v1/check-geo-location"))
    return send(res, 404, { error: "not found" });
  (answers[address] ?? ((r) => send(r, 200, { allowed: true })))(res);
}).listen(port, "127.0.0.1", () => console.log(`Supabase stand-in (functions, REST) on ${port}`));
