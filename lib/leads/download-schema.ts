import { downloadRules } from "./download-rules";
import { defineLeadForm } from "./lead-schema";

/** The optional email gate beside the ebook's free download (/ebook/credit-card-savings). */
export const downloadForm = defineLeadForm({
  kind: "download",
  rules: downloadRules,
  toLead: ({ name, email, businessName, industry, asset }) => ({
    name,
    email,
    phone: null,
    businessName,
    payload: { asset, industry },
  }),
});

/** The server's schema of the email gate's answers. */
export const downloadSchema = downloadForm.schema;
