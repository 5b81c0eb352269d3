import { z } from "zod";
import type { StatementFormat, StatementRead } from "./types";
import { unread } from "./unread";

/**
 * The most a file's read may take in the database (its JSON). A read past it (a statement of
 * hundreds of fee lines) is stored as too complex: the lead is never refused for its figures.
 */
export const maxStoredReadBytes = 32_768;

/** The read as it is stored with the file: within the bound, or "too complex" in its place. */
export function storableRead(read: StatementRead | undefined): StatementRead | null {
  if (!read) return null;
  return Buffer.byteLength(JSON.stringify(read)) <= maxStoredReadBytes
    ? read
    : unread("too-complex");
}

const cents = z.number().int().safe();
const text = z.string().max(500);
const source = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("pdf"), page: z.number().int(), line: z.number().int() }),
  z.object({
    kind: z.literal("rows"),
    sheet: text.optional(),
    column: text,
    first: z.number().int(),
    last: z.number().int(),
    count: z.number().int(),
  }),
  z.object({ kind: z.literal("row"), sheet: text.optional(), column: text, row: z.number().int() }),
]);
const figure = z.object({ value: cents, source, confirmed: z.boolean() });
const formats = [
  "stripe-balance-change",
  "stripe-payments",
  "square-transactions",
  "paypal-activity",
  "shopify-payments",
  "toast-payments",
  "pdf-first-party",
  "pdf-tiered",
  "pdf-general",
] as const satisfies readonly StatementFormat[];
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const figures = z.object({
  format: z.enum(formats),
  period: z.object({ from: isoDate, to: isoDate, source }).optional(),
  grossSales: figure.optional(),
  netSales: figure.optional(),
  payments: figure.optional(),
  totalFees: figure.optional(),
  feeLines: z.array(z.object({ label: text, amount: cents, source })).max(1000),
  brands: z
    .array(
      z.object({
        brand: z.enum(["visa", "mastercard", "discover", "amex", "other"]),
        volume: cents,
        count: z.number().int().optional(),
        source,
      }),
    )
    .max(50),
  checks: z
    .array(z.object({ rule: text, holds: z.boolean(), expected: z.number(), found: z.number() }))
    .max(100),
  flags: z
    .array(
      z.object({
        kind: z.enum([
          "pci-non-compliance",
          "monthly-minimum",
          "tiered-pricing",
          "network-fee-markup",
          "statement-fee",
          "batch-fee",
          "annual-fee",
        ]),
        text,
        line: text,
        amount: cents.optional(),
        source,
        glossaryId: z.string().max(40).optional(),
      }),
    )
    .max(50),
  effectiveRate: z
    .object({ value: z.number().min(0).max(100), basis: z.enum(["gross", "net"]) })
    .optional(),
});

const storedRead = z.discriminatedUnion("read", [
  z.object({ read: z.literal(true), figures }),
  z.object({
    read: z.literal(false),
    reason: z.enum(["image", "unknown-layout", "too-complex"]),
  }),
]);

/**
 * A file's stored read, checked at the boundary: null when there is none (a file sent before
 * figures were read, or past its retention) or when it is not a read this code understands.
 */
export function parseStoredRead(value: unknown): StatementRead | null {
  const parsed = storedRead.safeParse(value);
  return parsed.success ? (parsed.data as StatementRead) : null;
}
