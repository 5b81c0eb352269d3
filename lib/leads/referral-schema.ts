import { z } from "zod";
import { defineLeadForm } from "./definition";
import { email, line, optionalEmail, paragraph } from "./fields";
import { optionalPhone } from "./formatted-fields";

export const referralSchema = z
  .object({
    referrerName: line("your name", 100),
    referrerEmail: email,
    referrerPhone: optionalPhone,
    businessName: line("the business name", 120),
    contactName: line("the owner's or manager's name", 100),
    contactEmail: optionalEmail,
    contactPhone: optionalPhone,
    note: paragraph("your note", { min: 0, max: 1000 }).default(""),
    informed: z.literal("yes", { error: "Confirm that they expect to hear from us." }),
  })
  .refine((referral) => referral.contactEmail || referral.contactPhone, {
    path: ["contactEmail"],
    error: "Give us an email address or a phone number for them.",
  });

/** The referral form on /friends. */
export const referralForm = defineLeadForm({
  kind: "referral",
  schema: referralSchema,
  multiple: [],
  toLead: ({ referrerName, referrerEmail, referrerPhone, businessName, ...referred }) => ({
    name: referrerName,
    email: referrerEmail,
    phone: referrerPhone,
    businessName,
    payload: referred,
  }),
});
