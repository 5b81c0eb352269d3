import { createHmac, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ownPort, removeDir, storedLeadRows, tempDataDir } from "./support/lead-rows";
import {
  contactFormFields,
  hasStandaloneServer,
  postContactLead,
  servedBy,
  startProcess,
  stopProcess,
  waitForReady,
  type ServedBy,
  type ServerProcess,
} from "./support/server-process.mjs";

// No header a client sends chooses the visitor's address, under any server: server.mjs stamps the
// socket's address under a key of its own (lib/server/socket-address.mjs); `next start` and the
// standalone server.js cannot see sockets, so with the gate on they refuse to start unless a
// proxy is trusted, and with it off a lead carries no address rather than one a client chose.
test.describe.configure({ mode: "serial" });

const restricted = "95.108.213.1"; // Russia in the offline country database
const spoofed = { "x-socket-address": restricted, "x-forwarded-for": restricted };
const secret = "visitor-address-e2e-secret";
const addressHash = (address: string) => createHmac("sha256", secret).update(address).digest("hex");
/** Next's own servers on this build: `next start`, and the standalone server.js when built. */
function nextServers(): ServedBy[] {
  if (hasStandaloneServer()) return ["next start", "server.js"];
  // The suite builds standalone (scripts/test.mjs); a plain local build has no server.js.
  expect(process.env.CI, "CI must build with NEXT_OUTPUT=standalone").toBeFalsy();
  return ["next start"];
}
const ports: Record<ServedBy, number> = {
  "server.mjs": ownPort(0),
  "next start": ownPort(7),
  "server.js": ownPort(0),
};
const start = (name: ServedBy, env: Record<string, string>) =>
  startProcess({ ...servedBy(name, ports[name]), env });

/** Posts a contact lead with the spoofing headers; the server must confirm it. */
async function postSpoofedLead(server: ServerProcess, key: string) {
  const fields = await contactFormFields(server.url);
  const email = `address-${key.slice(0, 8)}@example.com`;
  const lead = await postContactLead(server.url, { fields, key, email, headers: spoofed });
  expect(lead, server.output()).toEqual({ status: 200, confirmed: true });
}

test("server.mjs takes the socket's address; no header a client sends chooses it", async () => {
  test.setTimeout(240_000);
  const dataDir = tempDataDir("socket-address");
  const server = start("server.mjs", { DATA_DIR: dataDir, LEADS_HASH_SECRET: secret });
  try {
    await waitForReady(server);
    for (const headers of [
      spoofed,
      { "x-socket-address": `${"A".repeat(32)} ${restricted}` }, // a stamp with a guessed key
    ]) {
      expect((await fetch(`${server.url}/about`, { headers })).status).toBe(200);
    }
    const key = randomUUID();
    await postSpoofedLead(server, key);
    expect((await stopProcess(server)).code).toBe(0);
    // The per-address limit counted the connection's address (loopback), not the headers'.
    expect(await storedLeadRows(dataDir)).toEqual([{ key, addressHash: addressHash("127.0.0.1") }]);
  } finally {
    await stopProcess(server, "SIGKILL");
    removeDir(dataDir);
  }
});

test("`next start` and the standalone server.js refuse to start with the gate on and no trusted proxy", async () => {
  test.setTimeout(240_000);
  const dataDir = tempDataDir("no-socket");
  const servers = nextServers().map((name) => ({
    name,
    server: start(name, { DATA_DIR: dataDir }),
  }));
  try {
    for (const { name, server } of servers) {
      const timer = setTimeout(() => server.child.kill("SIGKILL"), 120_000);
      const { code } = await server.exited;
      clearTimeout(timer);
      expect(code, `${name}\n${server.output()}`).toBe(1);
      expect(server.output(), name).toContain(
        "Not starting: This server cannot see visitors' addresses",
      );
      expect(server.output(), name).toContain("Serve with `npm start`");
      expect(server.output(), name).toContain("set TRUST_PROXY=1 behind a proxy");
    }
  } finally {
    await Promise.all(servers.map(({ server }) => stopProcess(server, "SIGKILL")));
    removeDir(dataDir);
  }
});

test("under Next's own servers with the gate off, a lead carries no address a client chose", async () => {
  test.setTimeout(300_000);
  const runs = nextServers().map((name) => {
    const dataDir = tempDataDir("gate-off");
    const server = start(name, { DATA_DIR: dataDir, GEO_GATE: "off", LEADS_HASH_SECRET: secret });
    return { name, dataDir, server, key: randomUUID() };
  });
  try {
    for (const { name, dataDir, server, key } of runs) {
      await waitForReady(server);
      expect(server.output(), name).toContain("the per-address lead limit is off too");
      await postSpoofedLead(server, key);
      expect((await stopProcess(server)).code, name).toBe(143); // Next's own exit code
      expect(await storedLeadRows(dataDir), name).toEqual([{ key, addressHash: null }]);
    }
  } finally {
    for (const { dataDir, server } of runs) {
      await stopProcess(server, "SIGKILL");
      removeDir(dataDir);
    }
  }
});
