import { randomUUID } from "node:crypto";
import type { LeadRecord } from "./store";

/** A contact lead for tests, with a fresh idempotency key; `overrides` change any field. */
export const sampleLead = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  kind: "contact",
  name: "Dana",
  email: "dana@example.com",
  phone: null,
  businessName: null,
  payload: {},
  addressHash: null,
  idempotencyKey: randomUUID(),
  ...overrides,
});
