import { checkWindows } from "@/lib/walkthrough/check";
import { windowInterval } from "@/lib/walkthrough/windows";
import { contactRules } from "./contact-rules";
import { defineLeadForm } from "./lead-schema";

/** The contact form on /contact and on the home page. */
export const contactForm = defineLeadForm({
  kind: "contact",
  rules: contactRules,
  toLead: ({ name, email, phone, businessName, topic, message, referredBy, ...answers }) => ({
    name,
    email,
    phone,
    businessName,
    payload: {
      topic,
      message,
      ...(topic === "walkthrough"
        ? { preferredWindows: checkWindows(answers, new Date()).windows.map(windowInterval) }
        : {}),
      referredBy,
    },
  }),
});

/** The server's schema of the contact form's answers. */
export const contactSchema = contactForm.schema;
