import { site, support } from "@/content/site";
import type { PageCopy, Step } from "./types";

export const contactCopy: PageCopy = {
  eyebrow: "Contact",
  intro: [
    `The quickest way to an answer is a phone call. A payments specialist in our ${site.address.city} office picks up ${site.hours.display}, and you talk to the same small team that sets up and supports your account, not a national call centre reading from a script. If you would rather write, the form on this page reaches the same people, and we reply within one business day.`,
    "Tell us what you need in your own words. Most messages are about one of a few things: a quote or a second opinion on a processing statement, switching from Square, Clover, Stripe or a bank's merchant program, choosing a terminal, point of sale or self-serve kiosk, or how cash discount and surcharge programs work in Wisconsin. To have a statement reviewed, send it on our free statement review page, which takes the PDF, photos of the pages or a spreadsheet export; please do not paste account details into a message.",
    `Already a merchant with us? Deposits and statements are in the merchant portal under Sign In, and your specialist's direct line is on your welcome letter. For anything urgent, such as a terminal that will not connect during a busy shift, ${support.how}.`,
  ],
  cta: {
    heading: "Ready to see your own numbers?",
    body: "The pre-application takes about five minutes and asks for nothing sensitive. A specialist follows up within one business day with pricing in writing.",
    primary: { label: "Start your application", href: "/apply" },
    secondary: { label: "Refer a business instead", href: "/friends" },
  },
};

/** What happens after a visitor sends the contact form. */
export const contactNextSteps: Step[] = [
  {
    title: "A person reads it",
    body: `Every message goes to a payments specialist in ${site.address.city}, not to an automated queue. We answer within one business day.`,
  },
  {
    title: "We answer the question you asked",
    body: "By email or by phone if you left a number. If you asked for a quote, we tell you exactly what we need to price your account and how to send it.",
  },
  {
    title: "You decide what happens next",
    body: "No follow-up campaign and no pressure. If our pricing does not beat what you pay today, we will say so.",
  },
];
