import { defineLeadForm } from "./lead-schema";
import { referralRules } from "./referral-rules";

/** The referral form on /friends. */
export const referralForm = defineLeadForm({
  kind: "referral",
  rules: referralRules,
  toLead: ({ referrerName, referrerEmail, referrerPhone, businessName, ...referred }) => ({
    name: referrerName,
    email: referrerEmail,
    phone: referrerPhone,
    businessName,
    payload: referred,
  }),
});

/** The server's schema of the referral form's answers. */
export const referralSchema = referralForm.schema;
