import { site } from "@/content/site";
import type { PageCopy, Step } from "./types";

/** The referral reward; change it here and every mention on the page follows. */
export const referralReward = {
  amount: "$250",
  qualifyingDays: 90,
  minimumVolume: "$5,000",
  paymentDays: 30,
} as const;

const { amount, qualifyingDays, minimumVolume, paymentDays } = referralReward;

export const friendsCopy: PageCopy = {
  eyebrow: "Referral program",
  intro: [
    `Most of our merchants found us because someone they trust told them to call. If you know a business owner who is overpaying for card processing, stuck in a contract with a cancellation fee, or confused by a statement full of fees nobody explained, introduce them to us. When their account is approved and has been processing for ${qualifyingDays} days, we pay you ${amount}.`,
    `You do not need to be a customer. Accountants, bookkeepers, IT and point-of-sale installers, landlords, suppliers and friends all refer businesses to us, and there is no limit on how many you send. The business you refer gets exactly what every merchant gets from ${site.name}: a line-by-line review of their current statement, pricing in writing, and the right to say no.`,
    "We only contact people who expect to hear from us, so please tell them first. If they decide we are not a fit, or if our pricing would not save them money, we will tell them so plainly, and your relationship with them is none the worse for the introduction.",
  ],
  cta: {
    heading: "Would they rather call us themselves?",
    body: "Give them our number or send them to the pre-application, and ask them to mention your name so we can credit the referral to you.",
    primary: { label: "Send them the application", href: "/apply" },
    secondary: { label: "Contact the team", href: "/contact" },
  },
};

/** How a referral turns into a reward. */
export const referralSteps: Step[] = [
  {
    title: "Tell them, then tell us",
    body: "Let them know to expect our call, then send the form below, or ask them to give your name when they contact us or apply.",
  },
  {
    title: "We look after them",
    body: "A specialist reviews their statement and sends pricing in writing. We keep you posted by email on whether they go ahead.",
  },
  {
    title: "You get paid",
    body: `Once their account has processed for ${qualifyingDays} days, we pay you ${amount} within ${paymentDays} days.`,
  },
];

/** The programme's terms: who can refer, what earns the reward, how it is paid. */
export const referralTerms = [
  {
    heading: "Who can refer",
    points: [
      "Anyone aged 18 or over, customer or not.",
      `Not employees of ${site.name} or people in their household.`,
      "You cannot refer a business you own or manage.",
    ],
  },
  {
    heading: "What earns the reward",
    points: [
      "The business is new to us: not a current merchant, and not already talking with us when you refer it.",
      "It names you, on this form or when it contacts us or applies.",
      `Its account is approved and processes at least ${minimumVolume} in card sales in its first ${qualifyingDays} days.`,
      "There is one reward per referred business, and no limit on how many businesses you refer.",
    ],
  },
  {
    heading: "How it is paid",
    points: [
      `${amount} by check or direct deposit, within ${paymentDays} days of the ${qualifyingDays}-day mark. For direct deposit we email you a secure link to enter your bank details; they never pass through this site.`,
      "We ask for a W-9 before paying and report referral payments for tax where the law requires it.",
      "If your profession restricts referral fees, tell us and we will donate the reward to a Wisconsin nonprofit you choose instead.",
      "We may change these terms for future referrals; a referral sent while these terms are posted is paid under them.",
    ],
  },
];
