#!/usr/bin/env node
// Serves the production build. Next's own `next start` cannot tell the proxy the TCP peer's
// address (it keeps a client-sent X-Forwarded-For), so this wrapper stamps the socket's address
// on every request, replacing anything the client sent, before Next handles it.
import { createServer } from "node:http";
import next from "next";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();

await app.prepare();
createServer((request, response) => {
  request.headers["x-socket-address"] = request.socket.remoteAddress ?? "";
  handle(request, response);
}).listen(port, hostname, () => {
  console.log(
    `Lake Country Merchant Services: http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`,
  );
  // Next prepares the app, and so runs instrumentation.ts (which starts the lead outbox worker),
  // on the first request. One request of our own now sends deliveries left pending by a restart
  // even if no visitor comes.
  const self =
    hostname === "0.0.0.0" ? "127.0.0.1" : hostname.includes(":") ? `[${hostname}]` : hostname;
  fetch(`http://${self}:${port}/robots.txt`, { method: "HEAD" }).catch(() => {});
});
