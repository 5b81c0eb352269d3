import { site } from "@/content/site";
import type { PageCopy, Step } from "./types";

export const applyCopy: PageCopy = {
  eyebrow: "Get started",
  intro: [
    "This pre-application takes about five minutes and tells us enough to price your account properly: what your business does, who we should talk to and how your customers pay. Sending it commits you to nothing. Nothing is final until you have seen our pricing in writing and chosen to sign the merchant agreement.",
    "It deliberately leaves out the sensitive part. We never ask for Social Security numbers, dates of birth or bank account and routing numbers on this website. Underwriting does need them, so once you are happy with the proposal your specialist sends a secure e-sign application, and you enter those details in that secure application itself; they never pass through this site or our email.",
    `How fast is fast? Our “${site.figures.setup}” means ${site.figures.setupExplained}: the signed e-sign application plus the documents it asks for, usually a voided check or bank letter and, if you already take cards, a recent processing statement. After approval we configure and ship your terminal or issue your gateway keys, and your specialist walks you through your first transactions.`,
    "Your answers are kept in this browser as you go, so a dropped connection or a closed tab does not cost you your progress; they are cleared as soon as the application reaches us.",
  ],
  cta: {
    heading: "Would you rather talk it through first?",
    body: "A specialist can go through the application with you on the phone, or answer questions about pricing models before you start.",
    primary: { label: "Contact the team", href: "/contact" },
    secondary: { label: "Compare pricing models", href: "/cash-discount" },
  },
};

/** From pre-application to first transaction. */
export const applyNextSteps: Step[] = [
  {
    title: "You send this pre-application",
    body: "About five minutes: your business, your contact details and how your customers pay.",
  },
  {
    title: "A specialist calls within one business day",
    body: "We go through your current costs and equipment and send you pricing in writing, with every fee named.",
  },
  {
    title: "You complete the secure e-sign application",
    body: "Only if you want to go ahead. This is where the bank collects identity and bank account details, never on this site.",
  },
  {
    title: "Approval decision, typically within 24 hours",
    body: `Decisions typically arrive within 24 hours of a complete application. Questions from underwriting come to you through your specialist, who you can reach on ${site.phone.display}.`,
  },
  {
    title: "Setup and your first sale",
    body: "Terminals arrive configured or your gateway is connected, and we stay on the phone for your first transactions.",
  },
];

/** What the pre-application never asks for, and where it is collected instead. */
export const applyDataPromise = {
  heading: "What this form never asks for",
  items: ["Social Security numbers", "Dates of birth", "Bank account or routing numbers"],
  body: "A specialist collects those only through the secure e-sign application, after you have seen and accepted our pricing.",
};
