#!/usr/bin/env node
// Real receivers for lead notifications, for the unit tests, the end-to-end tests and the bench:
// an SMTP server (smtp-server, messages read with mailparser) and an HTTP webhook receiver that
// checks `Lcms-Signature`. Each can be switched between faults at run time: accept; refuse (SMTP
// 550, or 451 with "defer"; webhook 500); drop the connection; hang; be slow (SMTP: greet each
// new connection only after `slowMs`); or be down (listener closed, port kept).
//   node e2e/support/delivery-stand-in.cjs <smtp port> <webhook port> <secret>   (prints arrivals)
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Playwright
   compiles specs to CommonJS and cannot load an ES module from them. */
const { createHmac, timingSafeEqual } = require("node:crypto");
const { createServer } = require("node:http");
const { simpleParser } = require("mailparser");
const { SMTPServer } = require("smtp-server");

/** Checks `t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, within `toleranceS` of now. */
function verifySignature(header, rawBody, secret, toleranceS = 300) {
  const parts = Object.fromEntries(
    String(header ?? "")
      .split(",")
      .map((part) => part.trim().split("=", 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) return false;
  if (Math.abs(Date.now() / 1000 - t) > toleranceS) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, "hex"));
}

/** Keeps one port and (re)opens or closes a listener on it, so "down" means connection refused. */
function switchable(listen, initialPort = 0) {
  let current;
  let port = initialPort;
  return {
    get port() {
      return port;
    },
    async up() {
      if (current) return;
      current = await listen(port);
      port = current.port;
    },
    async down() {
      const closing = current;
      current = undefined;
      await closing?.close();
    },
  };
}

/** An SMTP server. `mode`: accept | refuse (550) | defer (451) | drop | hang | slow. */
async function startMailbox({ user, pass, port = 0, slowMs = 3_000 } = {}) {
  const state = { mode: "accept", messages: [], attempts: 0, connections: 0, hung: [], slowMs };
  const options = {
    disabledCommands: user ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true, // loopback only; nodemailer would refuse the built-in test certificate
    authOptional: !user,
    logger: false,
    onConnect(_session, callback) {
      state.connections++;
      if (state.mode === "slow") setTimeout(callback, state.slowMs);
      else callback();
    },
    onAuth(auth, _session, callback) {
      const ok = auth.username === user && auth.password === pass;
      callback(ok ? null : new Error("Invalid username or password"), ok ? { user } : undefined);
    },
  };
  const listener = switchable(async (port) => {
    const server = new SMTPServer({
      ...options,
      onData(stream, session, callback) {
        state.attempts++;
        const mode = state.mode;
        const chunks = [];
        stream.on("data", (chunk) => chunks.push(chunk));
        stream.on("end", async () => {
          if (mode === "hang") return state.hung.push(callback);
          if (mode === "drop") {
            for (const connection of server.connections)
              if (connection.id === session.id) connection._socket.destroy();
            return;
          }
          if (mode === "refuse" || mode === "defer") {
            const error = new Error(mode === "refuse" ? "Mailbox unavailable" : "Try again later");
            return callback(Object.assign(error, { responseCode: mode === "refuse" ? 550 : 451 }));
          }
          const raw = Buffer.concat(chunks);
          state.messages.push(toReceived(await simpleParser(raw), raw, session));
          callback();
        });
      },
    });
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    return {
      port: server.server.address().port,
      close: () => {
        for (const connection of server.connections) connection._socket.destroy();
        return new Promise((resolve) => server.close(resolve));
      },
    };
  }, port);
  await listener.up();
  const auth = user ? `${encodeURIComponent(user)}:${encodeURIComponent(pass)}@` : "";
  return {
    url: `smtp://${auth}127.0.0.1:${listener.port}`,
    messages: state.messages,
    get attempts() {
      return state.attempts;
    },
    get connections() {
      return state.connections;
    },
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
      // A receiver that recovers answers what it left hanging with a temporary failure.
      if (mode !== "hang") for (const callback of state.hung.splice(0)) callback(new Error("451"));
    },
    up: () => listener.up(),
    down: () => listener.down(),
    close: () => ((state.mode = "accept"), listener.down()),
  };
}

function toReceived(mail, raw, session) {
  const header = (name) => {
    const value = mail.headers.get(name);
    return typeof value === "string" ? value : (value?.text ?? value?.value ?? null);
  };
  return {
    subject: mail.subject ?? "",
    from: mail.from?.text ?? "",
    to: mail.to
      ? [mail.to]
          .flat()
          .map((a) => a.text)
          .join(", ")
      : "",
    replyTo: mail.replyTo?.value.map((a) => a.address).join(", ") ?? "",
    leadId: header("x-lead-id"),
    messageId: mail.messageId ?? null,
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    rawHeaders: raw.toString("utf8").split(/\r?\n\r?\n/, 1)[0],
    envelope: {
      from: session.envelope.mailFrom?.address,
      to: session.envelope.rcptTo.map((r) => r.address),
    },
    parsed: mail,
  };
}

/** An HTTP webhook receiver. `mode`: accept (200) | fail (500) | drop | hang. */
async function startWebhookReceiver({ secret, port = 0 }) {
  const state = { mode: "accept", deliveries: [], attempts: [] };
  const listener = switchable(async (port) => {
    const sockets = new Set();
    const server = createServer((req, res) => {
      const chunks = [];
      req.on("data", (chunk) => chunks.push(chunk));
      req.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mode = state.mode;
        state.attempts.push({ mode, leadId: req.headers["lcms-lead-id"] ?? null, at: Date.now() });
        if (mode === "hang") return;
        if (mode === "drop") return req.socket.destroy();
        if (mode === "fail") return res.writeHead(500).end("receiver failed");
        let json = null;
        try {
          json = JSON.parse(raw);
        } catch {}
        state.deliveries.push({
          method: req.method,
          headers: req.headers,
          raw,
          json,
          leadId: req.headers["lcms-lead-id"] ?? null,
          signatureValid: verifySignature(req.headers["lcms-signature"], raw, secret),
        });
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
      });
    });
    server.on("connection", (socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    return {
      port: server.address().port,
      close: () => {
        for (const socket of sockets) socket.destroy();
        return new Promise((resolve) => server.close(resolve));
      },
    };
  }, port);
  await listener.up();
  return {
    url: `http://127.0.0.1:${listener.port}/hooks/leads`,
    secret,
    deliveries: state.deliveries,
    attempts: state.attempts,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    up: () => listener.up(),
    down: () => listener.down(),
    close: () => listener.down(),
  };
}

/** Resolves once `check()` is truthy; rejects after `timeoutMs`, saying what it waited for. */
async function until(check, { timeoutMs = 20_000, what = "condition" } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

module.exports = { verifySignature, startMailbox, startWebhookReceiver, until };

// As a process.
if (require.main === module) {
  const [smtpPort, webhookPort, secret = "stand-in-webhook-secret-0123456789abcdef"] =
    process.argv.slice(2);
  Promise.all([
    startMailbox({ port: Number(smtpPort ?? 0) }),
    startWebhookReceiver({ secret, port: Number(webhookPort ?? 0) }),
  ]).then(([mailbox, webhook]) => {
    console.log(JSON.stringify({ SMTP_URL: mailbox.url, LEADS_WEBHOOK_URL: webhook.url }));
    setInterval(() => {
      const counts = { emails: mailbox.messages.length, webhooks: webhook.deliveries.length };
      console.log(JSON.stringify(counts));
    }, 5000);
  });
}
