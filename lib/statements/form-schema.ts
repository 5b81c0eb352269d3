import { z } from "zod";
import { calculatorSummary } from "@/lib/calculator/summary";
import { defineLeadForm } from "@/lib/leads/definition";
import { email, line, paragraph } from "@/lib/leads/fields";
import { optionalPhone } from "@/lib/leads/formatted-fields";
import { referredBy } from "@/lib/leads/referred-by";

/** The text fields of the statement review form; the files travel beside them. */
export const statementSchema = z.object({
  name: line("your name", 100),
  email,
  businessName: line("your business name", 120),
  phone: optionalPhone,
  note: paragraph("your note", { min: 0, max: 1000 })
    .transform((value) => value || null)
    .default(null),
  referredBy,
  /** The savings calculator's figures, when the visitor came from it (a query string). */
  calculator: z
    .string()
    .max(800)
    .transform((value) => calculatorSummary(value))
    .default([]),
});

/** The statement review form (/statement-review): a lead of kind "statement" with its files. */
export const statementForm = defineLeadForm({
  kind: "statement",
  schema: statementSchema,
  multiple: [],
  toLead: ({ name, email, businessName, phone, note, referredBy, calculator }) => ({
    name,
    email,
    phone,
    businessName,
    payload: {
      note,
      referredBy,
      ...(calculator.length ? { calculatorFigures: calculator.join("\n") } : {}),
    },
  }),
});
