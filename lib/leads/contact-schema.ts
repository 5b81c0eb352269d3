import { z } from "zod";
import { defineLeadForm } from "./definition";
import { email, line, optionalLine, optionalPhone, paragraph } from "./fields";

/** What a visitor can write to us about; the value is stored, the label is shown. */
export const contactTopics = [
  { value: "quote", label: "A pricing quote or a statement review" },
  { value: "switching", label: "Switching from my current processor" },
  { value: "equipment", label: "Terminals, point of sale or kiosks" },
  { value: "online", label: "Online payments, ACH or invoicing" },
  { value: "support", label: "Help with my existing account" },
  { value: "other", label: "Something else" },
] as const;

const topicValues = contactTopics.map((topic) => topic.value) as [
  (typeof contactTopics)[number]["value"],
  ...(typeof contactTopics)[number]["value"][],
];

export const contactSchema = z.object({
  name: line("your name", 100),
  email,
  phone: optionalPhone,
  businessName: optionalLine("your business name", 120),
  topic: z.enum(topicValues, { error: "Choose what you would like to talk about." }),
  message: paragraph("your message", { min: 10, max: 2000 }),
});

export type ContactInput = z.input<typeof contactSchema>;

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
