import { calculatorSummary } from "@/lib/calculator/summary";
import { defineLeadForm } from "@/lib/leads/lead-schema";
import { statementRules } from "./form-rules";

/** The statement review form (/statement-review): a lead of kind "statement" with its files. */
export const statementForm = defineLeadForm({
  kind: "statement",
  rules: statementRules,
  toLead: ({ name, email, businessName, phone, note, referredBy, calculator }) => {
    const figures = calculatorSummary(calculator);
    return {
      name,
      email,
      phone,
      businessName,
      payload: {
        note: note || null,
        referredBy,
        ...(figures.length ? { calculatorFigures: figures.join("\n") } : {}),
      },
    };
  },
});
