import { z } from "zod";
import { checkWindows } from "@/lib/walkthrough/check";
import { windowInterval } from "@/lib/walkthrough/windows";
import { defineLeadForm } from "./definition";
import { contactTopics } from "./contact-topics";
import { email, line, optionalLine, paragraph, valuesOf } from "./fields";
import { optionalPhone } from "./formatted-fields";
import { referredBy } from "./referred-by";

/** Half of a preferred window (its day or its time); checked as a whole by checkWindows. */
const windowPart = z.string().trim().max(10).default("");

export const contactSchema = z
  .object({
    name: line("your name", 100),
    email,
    phone: optionalPhone,
    businessName: optionalLine("your business name", 120),
    topic: z.enum(valuesOf(contactTopics), { error: "Choose what you would like to talk about." }),
    window1Day: windowPart,
    window1Slot: windowPart,
    window2Day: windowPart,
    window2Slot: windowPart,
    window3Day: windowPart,
    window3Slot: windowPart,
    message: paragraph("your message", { min: 10, max: 2000 }),
    referredBy,
  })
  .superRefine((answers, context) => {
    if (answers.topic !== "walkthrough") return; // other topics ignore the windows
    for (const { field, message } of checkWindows(answers, new Date()).issues) {
      context.addIssue({ code: "custom", path: [field], message });
    }
  });

/** The contact form on /contact and on the home page. */
export const contactForm = defineLeadForm({
  kind: "contact",
  schema: contactSchema,
  multiple: [],
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
