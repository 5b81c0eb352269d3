import { randomBytes, randomUUID } from "node:crypto";
import { success } from "./form-answers";
import { openSentLead, sealSentLead } from "./sent-cookie";
import { uploadResponse } from "./upload-response";

const key = randomBytes(32);
const lead = randomUUID();
const options = (json: boolean) => ({
  json,
  sealed: () => "retry",
  sealedSent: (stored: string) => sealSentLead(stored, key, 1000),
  secure: true,
});

describe("the sent page's cookie", () => {
  it("carries the stored lead's key sealed, and opens to nothing forged, altered, foreign or old", () => {
    const sealed = sealSentLead(lead, key, 1000);
    expect(sealed).not.toContain(lead.slice(0, 8));
    expect(openSentLead(sealed, key, 1000)).toBe(lead);
    const flipped = Buffer.from(sealed, "base64url");
    flipped[flipped.length - 1]! ^= 1;
    expect(openSentLead(flipped.toString("base64url"), key, 1000)).toBeNull();
    expect(openSentLead(sealed, randomBytes(32), 1000)).toBeNull();
    expect(openSentLead(sealed, key, 1000 + 30 * 60_000)).toBeNull();
    expect(openSentLead(undefined, key, 1000)).toBeNull();
  });

  it("is set by an upload that stored its lead, with or without JavaScript, for the sent page only", () => {
    for (const json of [true, false]) {
      const cookies = uploadResponse(success(lead), options(json)).headers.getSetCookie();
      const sent = cookies.find((cookie) => cookie.startsWith("statement_sent="));
      expect(sent).toMatch(
        /^statement_sent=[\w-]+; Path=\/statement-review\/sent; Max-Age=1800; HttpOnly; SameSite=Strict; Secure$/,
      );
      expect(openSentLead(/=([^;]+)/.exec(sent!)![1], key, 1000)).toBe(lead);
    }
  });

  it("is not set for a duplicate post or a honeypot, whose answer is the same success", () => {
    for (const json of [true, false]) {
      const response = uploadResponse(success(), options(json));
      expect(response.headers.getSetCookie().some((c) => c.startsWith("statement_sent="))).toBe(
        false,
      );
    }
    const redirect = uploadResponse(success(lead), options(false));
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe("/statement-review/sent");
    expect(redirect.headers.get("cache-control")).toContain("no-store");
  });
});
