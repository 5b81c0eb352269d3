import { email, line, paragraph } from "@/lib/leads/fields";
import { formRules } from "@/lib/leads/form-rules";
import { optionalPhone } from "@/lib/leads/formatted-fields";
import { referredBy } from "@/lib/leads/referred-by";

/** The statement review form's text fields (the files travel beside them), for browser and server. */
export const statementRules = formRules({
  fields: {
    name: line("your name", 100),
    email,
    businessName: line("your business name", 120),
    phone: optionalPhone,
    note: paragraph("your note", { min: 0, max: 1000 }),
    referredBy,
    /** The savings calculator's figures, when the visitor came from it (a query string). */
    calculator: paragraph("the calculator's figures", { min: 0, max: 800 }),
  },
});
