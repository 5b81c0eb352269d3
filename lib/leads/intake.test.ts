import { site } from "@/content/site";
import { contactForm } from "./contact-schema";
import { initialLeadFormState, metaFields } from "./form-state";
import { createLeadAction } from "./intake";
import { leadOrigin } from "./lead-origin";
import type { LeadRecord, LeadStore, SubmitResult } from "./store";

const now = 1_800_000_000_000;
const key = "7d1c2a5e-8f3b-4c6d-9e0f-1a2b3c4d5e6f";

function setup(answer: () => Promise<SubmitResult>, referer: string | null = null) {
  const submitted: LeadRecord[] = [];
  const nudges: string[] = [];
  const store: Pick<LeadStore, "name" | "submit"> = {
    name: "pglite",
    submit: (lead) => {
      submitted.push(lead);
      return answer();
    },
  };
  const log = { info: jest.fn(), error: jest.fn() };
  const action = createLeadAction(contactForm, {
    store: async () => store,
    addressHash: async () => "f".repeat(64),
    origin: async () => leadOrigin(referer),
    onStored: () => nudges.push("nudge"),
    now: () => now,
    log,
  });
  return { action, submitted, log, nudges };
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  const defaults = {
    name: "Dana Kowalski",
    email: "dana@lakecountrybakery.com",
    phone: "",
    businessName: "Lake Country Bakery",
    topic: "quote",
    message: "We process about $40,000 a month.",
    [metaFields.honeypot]: "",
    [metaFields.startedAt]: String(now - 60_000),
    [metaFields.idempotencyKey]: key,
  };
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) data.append(name, value);
  return data;
}

describe("a lead form's Server Action", () => {
  it("stores a valid submission under the browser's key and answers success", async () => {
    const { action, submitted } = setup(async () => "stored");
    await expect(action(initialLeadFormState, form({}))).resolves.toEqual({
      status: "success",
      values: {},
      errors: {},
    });
    expect(submitted).toEqual([
      expect.objectContaining({
        kind: "contact",
        name: "Dana Kowalski",
        phone: null,
        payload: { topic: "quote", message: "We process about $40,000 a month.", referredBy: null },
        addressHash: "f".repeat(64),
        idempotencyKey: key,
      }),
    ]);
  });

  it("records the page and UTM fields it was sent from, and starts delivery once", async () => {
    const referer =
      "https://www.example.com/apply?utm_source=Flyer&utm_campaign=fall&ref=x&utm_bogus=1#top";
    const { action, submitted, nudges } = setup(async () => "stored", referer);
    await action(initialLeadFormState, form({}));
    expect(submitted[0]?.payload._source).toEqual({
      page: "/apply",
      utm: { source: "Flyer", campaign: "fall" },
    });
    expect(nudges).toEqual(["nudge"]);
  });

  it("starts no delivery for a duplicate or a refusal, and stores no origin without a Referer", async () => {
    for (const answer of ["duplicate", "rate_limited", "busy"] as const) {
      const { action, submitted, nudges } = setup(async () => answer);
      await action(initialLeadFormState, form({}));
      expect(nudges).toEqual([]);
      expect(submitted[0]?.payload).not.toHaveProperty("_source");
    }
  });

  it("answers a duplicate with the same success the visitor saw the first time", async () => {
    const { action } = setup(async () => "duplicate");
    expect((await action(initialLeadFormState, form({}))).status).toBe("success");
  });

  it("returns field errors with the submitted values and stores nothing", async () => {
    const { action, submitted } = setup(async () => "stored");
    const state = await action(initialLeadFormState, form({ email: "dana@", extra: "ignored" }));
    expect(state.status).toBe("invalid");
    expect(state.errors).toEqual({ email: "Enter an email address like name@business.com." });
    expect(state.values).toMatchObject({ name: "Dana Kowalski", email: "dana@" });
    expect(state.values).not.toHaveProperty("extra");
    expect(submitted).toHaveLength(0);
  });

  it("answers a filled honeypot with the normal success and stores nothing", async () => {
    const { action, submitted } = setup(async () => "stored");
    const state = await action(
      initialLeadFormState,
      form({ [metaFields.honeypot]: "http://spam.example" }),
    );
    expect(state.status).toBe("success");
    expect(submitted).toHaveLength(0);
  });

  it("refuses a form sent less than three seconds after it appeared, keeping the answers", async () => {
    const { action, submitted } = setup(async () => "stored");
    const state = await action(
      initialLeadFormState,
      form({ [metaFields.startedAt]: String(now - 1200) }),
    );
    expect(state).toMatchObject({ status: "failed", values: { name: "Dana Kowalski" } });
    expect(submitted).toHaveLength(0);
  });

  it.each([
    ["missing", ""],
    ["not a time", "soon"],
    ["in the future", String(now + 60_000)],
  ])("treats a start time that is %s as neutral", async (_case, startedAt) => {
    const { action, submitted } = setup(async () => "stored");
    await action(initialLeadFormState, form({ [metaFields.startedAt]: startedAt }));
    expect(submitted).toHaveLength(1);
  });

  it("makes its own key when the browser sent none or a malformed one", async () => {
    const { action, submitted } = setup(async () => "stored");
    await action(initialLeadFormState, form({ [metaFields.idempotencyKey]: "'; drop table" }));
    expect(submitted[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(submitted[0]?.idempotencyKey).not.toBe(key);
  });

  it("keeps every answer and offers the phone when the store fails, logging no personal data", async () => {
    const { action, log } = setup(() =>
      Promise.reject(Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" })),
    );
    const state = await action(initialLeadFormState, form({}));
    expect(state.status).toBe("failed");
    expect(state.message).toContain(site.phone.display);
    expect(state.values).toMatchObject({
      name: "Dana Kowalski",
      email: "dana@lakecountrybakery.com",
    });
    expect(log.error).toHaveBeenCalledTimes(1);
    const line = String(log.error.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toMatchObject({
      event: "lead_store_failed",
      kind: "contact",
      idempotencyKey: key,
      error: { code: "ECONNREFUSED" },
    });
    expect(line).not.toMatch(/Dana|Kowalski|lakecountrybakery|40,000/);
  });

  it.each([
    ["rate_limited", /ten minutes/],
    ["busy", /unusual number/],
  ] as const)("explains %s and offers the phone", async (answer, pattern) => {
    const { action } = setup(async () => answer);
    const state = await action(initialLeadFormState, form({}));
    expect(state.status).toBe("failed");
    expect(state.message).toMatch(pattern);
    expect(state.message).toContain(site.phone.display);
  });
});
