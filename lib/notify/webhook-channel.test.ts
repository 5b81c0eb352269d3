import { readFile } from "node:fs/promises";
import path from "node:path";
import { startWebhookReceiver } from "@/e2e/support/delivery-stand-in.cjs";
import type { ClaimedDelivery } from "@/lib/leads/outbox/types";
import { createWebhookChannel } from "./webhook-channel";

const secret = "0123456789abcdef0123456789abcdef-secret";
type Verify = (body: string, header: string, secret: string) => { lead: { id: number } } | null;

/** The verification snippet exactly as docs/leads.md shows it, so the docs cannot drift. */
async function readmeVerifier(): Promise<Verify> {
  const readme = await readFile(path.join(process.cwd(), "docs", "leads.md"), "utf8");
  const code = /```js\n(import \{ createHmac[\s\S]*?)```/.exec(readme)?.[1];
  if (!code) throw new Error("docs/leads.md has no webhook verification snippet");
  const body = code
    .replace(/^import .*$/m, "")
    .replace("export function verifyLead", "return function verifyLead");
  const { createHmac, timingSafeEqual } = await import("node:crypto");
  return new Function("createHmac", "timingSafeEqual", "Buffer", body)(
    createHmac,
    timingSafeEqual,
    Buffer,
  );
}

const delivery: ClaimedDelivery = {
  id: 9,
  channel: "webhook",
  attempts: 1,
  queuedAt: new Date(),
  leaseToken: "00000000-0000-4000-8000-000000000000",
  lead: {
    id: 31,
    kind: "referral",
    name: "Ann <b>",
    email: "ann@example.com",
    phone: null,
    businessName: null,
    payload: { friendBusiness: "Café\nDeli", _source: { page: "/friends", utm: {} } },
    submittedAt: new Date("2026-11-25T13:00:00Z"),
  },
};

describe("the lead webhook, as a real HTTP receiver gets it", () => {
  it("is signed so the snippet in docs/leads.md verifies it, and rejects a tampered body", async () => {
    const hook = await startWebhookReceiver({ secret });
    try {
      await createWebhookChannel({ url: hook.url, secret }).send(
        delivery,
        new AbortController().signal,
      );
    } finally {
      await hook.close();
    }
    const [request] = hook.deliveries;
    const signature = String(request?.headers["lcms-signature"]);
    const verify = await readmeVerifier();
    expect(request?.signatureValid).toBe(true);
    expect(verify(request!.raw, signature, secret)?.lead).toMatchObject({
      id: 31,
      kind: "referral",
      name: "Ann <b>",
      page: "/friends",
      fields: { friendBusiness: "Café\nDeli" },
      submittedAt: "2026-11-25T13:00:00.000Z",
    });
    expect(request?.headers["lcms-lead-id"]).toBe("31");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(verify(request!.raw.replace("Ann", "Eve"), signature, secret)).toBeNull();
    expect(verify(request!.raw, signature, `${secret}x`)).toBeNull();
  });

  it("treats any answer but 2xx as a failure to retry", async () => {
    const hook = await startWebhookReceiver({ secret });
    hook.mode = "fail";
    try {
      await expect(
        createWebhookChannel({ url: hook.url, secret }).send(
          delivery,
          new AbortController().signal,
        ),
      ).rejects.toThrow("webhook answered HTTP 500");
    } finally {
      await hook.close();
    }
  });
});
