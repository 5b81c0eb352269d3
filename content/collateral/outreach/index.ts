import type { PageCopy } from "@/content/pages/types";
import type { UsageTip } from "../types";

export { audiences, type Audience, type AudienceId } from "./audiences";
export { sequences, type Sequence, type SequenceStep } from "./sequences";

export const outreachCopy: PageCopy = {
  eyebrow: "Outreach",
  intro: [
    "This is the page our sales team opens before a week of prospecting. Pick who you are writing to (a restaurant, a medical or dental practice, a retail shop, a B2B seller or a nonprofit), pick a sequence, and type the prospect's first name, business, city and your own name. Every step of the sequence fills in as you type: the emails with their subject lines, the LinkedIn notes, the text messages and the phone script, each with a button that copies the finished text.",
    "Nothing leaves your browser. The page does not send email, does not save what you type and does not remember it after you close the tab; paste each step into your own email, LinkedIn or phone when its day comes. The three sequences cover a cold first conversation, a warm introduction after an event or a referral, and a prospect who is under contract and will only talk near renewal. Each is written to our rules: no rate or saving promised outside a written proposal, texts only to people who agreed to them, and sensitive details only through the secure application.",
  ],
  cta: {
    heading: "Need a single message instead?",
    body: "The DM scripts page has one-off messages for LinkedIn, Facebook, Instagram and text, by situation and objection.",
    primary: { label: "Open the DM scripts", href: "/dms" },
    secondary: { label: "Read the pitchbook", href: "/pitchbook" },
  },
};

export const outreachTips: UsageTip[] = [
  {
    title: "Personalise one line by hand",
    body: "The fields fill in the basics. Add one sentence only you could write, about their menu, their new location or a post they shared, before you send.",
  },
  {
    title: "Respect the pace",
    body: "The days are a guide. If someone replies, stop the sequence and answer them like a person. If someone asks you to stop, stop for good.",
  },
  {
    title: "Texts need consent",
    body: "Use the text-message steps only with people who gave you their number and agreed to hear from you, and keep the opt-out line.",
  },
  {
    title: "Keep a record",
    body: "Note which step you sent and when in your own records, so the next person on the team knows where the conversation stands. This page keeps nothing.",
  },
];
