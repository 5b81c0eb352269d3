export const leadKinds = ["contact", "application", "referral", "download", "statement"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The columns every lead has; the rest of a form's answers go into the JSON payload. */
export type LeadFields = {
  name: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  payload: Record<string, unknown>;
};
