import { randomBytes } from "node:crypto";
import { signDownloadLink, verifyDownloadLink } from "./links";

const key = randomBytes(32);
const fileId = "5f0c4b8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f";
const now = Date.UTC(2026, 10, 27, 12);
const params = (url: string) => new URL(url).searchParams;

describe("signed download links", () => {
  it("open the file they name for seven days, and not a second after", () => {
    const { url, expiresAt } = signDownloadLink("https://www.example.com", fileId, key, now);
    expect(url.startsWith("https://www.example.com/statement-review/download?f=")).toBe(true);
    expect(expiresAt.getTime() - now).toBe(7 * 86_400_000);
    expect(verifyDownloadLink(params(url), key, now)).toEqual({ ok: true, fileId });
    expect(verifyDownloadLink(params(url), key, expiresAt.getTime() - 1000).ok).toBe(true);
    expect(verifyDownloadLink(params(url), key, expiresAt.getTime())).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuse a link whose file, expiry or signature was changed, or signed with another key", () => {
    const { url } = signDownloadLink("https://www.example.com", fileId, key, now);
    const tamper = (name: string, value: string) => {
      const changed = params(url);
      changed.set(name, value);
      return verifyDownloadLink(changed, key, now);
    };
    expect(tamper("f", "5f0c4b8e-1d2a-4c3b-9e8f-7a6b5c4d3e20")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(tamper("e", String(Math.floor(now / 1000) + 30 * 86_400))).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(tamper("s", "A".repeat(43))).toEqual({ ok: false, reason: "invalid" });
    expect(tamper("s", "")).toEqual({ ok: false, reason: "invalid" });
    expect(verifyDownloadLink(params(url), randomBytes(32), now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyDownloadLink(new URLSearchParams("f=../../etc&e=1&s=x"), key, now).ok).toBe(false);
  });
});

describe("signed download links across a key rotation", () => {
  it("verify under a previous key until they expire, and not under an unrelated one", () => {
    const previous = randomBytes(32);
    const { url, expiresAt } = signDownloadLink("https://www.example.com", fileId, previous, now);
    expect(verifyDownloadLink(params(url), [key, previous], now)).toEqual({ ok: true, fileId });
    expect(verifyDownloadLink(params(url), [key], now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyDownloadLink(params(url), [key, previous], expiresAt.getTime())).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});
