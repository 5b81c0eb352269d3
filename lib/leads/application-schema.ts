import { applicationRules } from "./application-rules";
import { defineLeadForm } from "./lead-schema";

/** The merchant pre-application on /apply. */
export const applicationForm = defineLeadForm({
  kind: "application",
  rules: applicationRules,
  toLead: ({ contactName, email, phone, legalName, ...business }) => ({
    name: contactName,
    email,
    phone,
    businessName: legalName,
    payload: { ...business, cardNotPresentPercent: 100 - business.cardPresentPercent },
  }),
});

/** The server's schema of the pre-application's answers. */
export const applicationSchema = applicationForm.schema;
