import { randomBytes } from "node:crypto";
import { openRetryState, sealRetryState } from "./retry-cookie";
import type { StatementFormState } from "./types";

const key = randomBytes(32);
const state: StatementFormState = {
  status: "invalid",
  values: { name: "Zoë Kowalski", email: "zoe@bakery.com", note: "Two shops.\nBoth on Clover." },
  errors: { statements: "october.pdf is password-protected." },
  message: "One answer needs a change before we can send the form.",
};

describe("the retry cookie of a refused post without JavaScript", () => {
  it("carries the answers and messages to the retry page, sealed", () => {
    const sealed = sealRetryState(state, key, 1000);
    expect(sealed).not.toContain("Kowalski");
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("zoe@bakery.com");
    expect(openRetryState(sealed, key, 1000)).toEqual(state);
  });

  it("opens to nothing when forged, altered, sealed with another key or older than 15 minutes", () => {
    const sealed = sealRetryState(state, key, 1000);
    const flipped = Buffer.from(sealed, "base64url");
    flipped[flipped.length - 1]! ^= 1;
    expect(openRetryState(flipped.toString("base64url"), key, 1000)).toBeNull();
    expect(openRetryState(sealed, randomBytes(32), 1000)).toBeNull();
    expect(openRetryState(sealed, key, 1000 + 15 * 60_000)).toBeNull();
    expect(openRetryState("not-a-cookie", key, 1000)).toBeNull();
    expect(openRetryState(undefined, key, 1000)).toBeNull();
  });

  it("stays under a browser's cookie size by leaving out a note too long to keep", () => {
    const long = {
      ...state,
      values: { ...state.values, note: randomBytes(4000).toString("base64") },
    };
    const sealed = sealRetryState(long, key, 1000);
    expect(sealed.length).toBeLessThanOrEqual(3800);
    const opened = openRetryState(sealed, key, 1000);
    expect(opened?.values.note).toBeUndefined();
    expect(opened?.values.name).toBe("Zoë Kowalski");
    expect(opened?.errors.note).toMatch(/too long to keep/);
  });
});
