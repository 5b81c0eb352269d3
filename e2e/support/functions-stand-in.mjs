#!/usr/bin/env node
// A local stand-in for Supabase's Functions endpoint, for the location-gate tests. It records
// every request and answers by the forwarded visitor address, so parallel tests never collide.
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 3102);
const requests = [];

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

createServer((req, res) => {
  if (req.method === "GET" && req.url === "/__requests") return send(res, 200, requests);
  if (req.method === "GET" && req.url === "/health") return send(res, 200, { ok: true });
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
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
  });
}).listen(port, "127.0.0.1", () => console.log(`functions stand-in on ${port}`));
