import { z } from "zod";
import { industries } from "./application-options";
import { defineLeadForm } from "./definition";
import { email, line, optionalLine, valuesOf } from "./fields";

/** The assets a visitor can ask for by leaving an email; the lead's payload names the one chosen. */
export const downloadAssets = ["credit-card-savings-ebook"] as const;

export const downloadSchema = z.object({
  name: line("your name", 100),
  email,
  businessName: optionalLine("your business name", 120),
  // Optional: "Choose…" posts an empty answer, which means the visitor did not say.
  industry: z
    .union([z.literal(""), z.enum(valuesOf(industries))], {
      error: "Choose a type of business from the list, or leave it blank.",
    })
    .transform((value) => value || null)
    .default(null),
  asset: z.enum(downloadAssets, { error: "Choose the guide you would like." }),
});

/** The optional email gate beside the ebook's free download (/ebook/credit-card-savings). */
export const downloadForm = defineLeadForm({
  kind: "download",
  schema: downloadSchema,
  multiple: [],
  toLead: ({ name, email, businessName, industry, asset }) => ({
    name,
    email,
    phone: null,
    businessName,
    payload: { asset, industry },
  }),
});
