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
