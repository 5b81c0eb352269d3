import { z } from "zod";
import { defineLeadForm } from "./definition";
import { contactTopics } from "./contact-topics";
import { email, line, optionalLine, paragraph, valuesOf } from "./fields";
import { optionalPhone } from "./formatted-fields";

export const contactSchema = z.object({
  name: line("your name", 100),
  email,
  phone: optionalPhone,
  businessName: optionalLine("your business name", 120),
  topic: z.enum(valuesOf(contactTopics), { error: "Choose what you would like to talk about." }),
  message: paragraph("your message", { min: 10, max: 2000 }),
});

/** The contact form on /contact and on the home page. */
export const contactForm = defineLeadForm({
  kind: "contact",
  schema: contactSchema,
  multiple: [],
  toLead: ({ name, email, phone, businessName, topic, message }) => ({
    name,
    email,
    phone,
    businessName,
    payload: { topic, message },
  }),
});
