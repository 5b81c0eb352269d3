#!/usr/bin/env node
// Serves the production build. Next's own `next start` cannot tell the proxy the TCP peer's
// address (it keeps a client-sent X-Forwarded-For), so this wrapper stamps the socket's address
// on every request, replacing anything the client sent, before Next handles it.
import { createServer } from "node:http";
import next from "next";
import { withCompression } from "./lib/server/compress-response.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const app = next({ dev: false, hostname, port });
// Compression happens here, once per distinct body (next.config.ts sets `compress: false`).
const handle = withCompression(app.getRequestHandler());

await app.prepare();
createServer((request, response) => {
  request.headers["x-socket-address"] = request.socket.remoteAddress ?? "";
  handle(request, response);
}).listen(port, hostname, () => {
  console.log(
    `Lake Country Merchant Services: http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`,
  );
});
