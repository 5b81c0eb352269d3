import { execFile } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import type { BrowserContext, CDPSession, Page } from "@playwright/test";

// The team workspace's test helpers: its CLI run against a spec's own server, and Chromium's
// virtual authenticator (the DevTools protocol's WebAuthn domain) standing in for a passkey.

const runScript = promisify(execFile);

/** Runs `npm run team:<command>` as an operator would, against a server's DATA_DIR and SITE_URL. */
export async function teamCli(
  site: { dataDir: string; origin: string },
  args: string[],
): Promise<string> {
  const { stdout } = await runScript(process.execPath, ["scripts/team.mjs", ...args], {
    env: { ...process.env, DATA_DIR: site.dataDir, SITE_URL: site.origin },
    encoding: "utf8",
  });
  return stdout;
}

/** Invites a member and answers the one-time enrolment link the CLI printed. */
export async function inviteLink(site: { dataDir: string; origin: string }, email: string) {
  const printed = await teamCli(site, ["team:invite", email, "--name", "Jane Specialist"]);
  const link = /(http\S+\/team\/enrol#\S+)/.exec(printed)?.[1];
  if (!link) throw new Error(`no link in: ${printed}`);
  return link;
}

/**
 * A page in a browser context with a virtual platform authenticator that verifies its user
 * (like a phone's fingerprint prompt) and answers at once.
 */
export async function pageWithAuthenticator(
  context: BrowserContext,
): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, cdp, authenticatorId };
}

/** Puts a passkey for this site into an authenticator that the team never enrolled. */
export async function addForeignPasskey(cdp: CDPSession, authenticatorId: string, rpId: string) {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId,
    credential: {
      credentialId: randomBytes(32).toString("base64"),
      isResidentCredential: true,
      rpId,
      privateKey: privateKey.export({ type: "pkcs8", format: "der" }).toString("base64"),
      userHandle: randomBytes(16).toString("base64"),
      signCount: 0,
    },
  });
}

/**
 * A registration answer made without a browser, as an attacker holding an invite can make one:
 * attestation "none" over a key of its own, naming any credential id it likes (such as a passkey
 * the team already holds).
 */
export async function forgedRegistration(options: {
  challenge: string;
  origin: string;
  rpId: string;
  credentialId: string;
}) {
  const { isoCBOR } = await import("@simplewebauthn/server/helpers");
  const { createHash } = await import("node:crypto");
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // EC2
      [3, -7], // ES256
      [-1, 1], // P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  const id = Buffer.from(options.credentialId, "base64url");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(id.length);
  const authData = Buffer.concat([
    createHash("sha256").update(options.rpId).digest(),
    Buffer.from([0x45]), // user present, user verified, credential data follows
    Buffer.alloc(4), // sign count
    Buffer.alloc(16), // AAGUID
    length,
    id,
    coseKey,
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ["fmt", "none"],
      ["attStmt", new Map<string, string>()],
      ["authData", new Uint8Array(authData)],
    ]),
  );
  const clientData = {
    type: "webauthn.create",
    challenge: options.challenge,
    origin: options.origin,
    crossOrigin: false,
  };
  return {
    response: {
      id: options.credentialId,
      rawId: options.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString("base64url"),
        attestationObject: Buffer.from(attestationObject).toString("base64url"),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    },
    publicKey: Buffer.from(coseKey).toString("base64url"),
  };
}
