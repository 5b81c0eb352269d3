import { site } from "@/content/site";
import { capitalise } from "@/lib/text";
import type { PageCopy, Step } from "./types";

/** The referral reward; change it here and every mention on the page follows. */
export const referralReward = {
  amount: "$250",
  qualifyingDays: 90,
  minimumVolume: "$5,000",
  paymentDays: 30,
} as const;

const { amount, qualifyingDays, minimumVolume, paymentDays } = referralReward;

/**
 * What earns the reward, in one clause that the introduction, the steps and the terms all state,
 * so the reward is never promised without its conditions.
 */
export const referralConditions = {
  newBusiness: "the business is new to us",
  namesYou: "it names you",
  volume: `its account is approved and processes at least ${minimumVolume} in card sales in its first ${qualifyingDays} days`,
} as const;

export const friendsCopy: PageCopy = {
  eyebrow: "Referral program",
  intro: [
    `Most of our merchants found us because someone they trust told them to call. If you know a business owner who is overpaying for card processing, stuck in a contract with a cancellation fee, or confused by a statement full of fees nobody explained, introduce them to us. We pay you ${amount} when ${referralConditions.newBusiness}, ${referralConditions.namesYou} (your referral link on this page does that for them), and ${referralConditions.volume}; the terms below have the details.`,
    `You do not need to be a customer. Accountants, bookkeepers, IT and point-of-sale installers, landlords, suppliers and friends all refer businesses to us, and there is no limit on how many you send. The business you refer gets exactly what every merchant gets from ${site.name}: a line-by-line review of their current statement, pricing in writing, and the right to say no.`,
    "We only contact people who expect to hear from us, so please tell them first. If they decide we are not a fit, or if our pricing would not save them money, we will tell them so plainly, and your relationship with them is none the worse for the introduction.",
  ],
  cta: {
    heading: "Would they rather call us themselves?",
    body: "Give them our number, or your referral link from this page, which opens the pre-application with your name already in it, so we can credit the referral to you.",
    primary: { label: "Send them the application", href: "/apply" },
    secondary: { label: "Contact the team", href: "/contact" },
  },
};

/** How a referral turns into a reward. */
export const referralSteps: Step[] = [
  {
    title: "Tell them, then tell us",
    body: "Let them know to expect our call, then send the form below, or give them your referral link, which puts your name on their application.",
  },
  {
    title: "We look after them",
    body: "A specialist reviews their statement and sends pricing in writing. We keep you posted by email on whether they go ahead.",
  },
  {
    title: "You get paid",
    body: `Once ${referralConditions.volume}, we pay you ${amount} within ${paymentDays} days of the ${qualifyingDays}-day mark.`,
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
      `${capitalise(referralConditions.newBusiness)}: not a current merchant, and not already talking with us when you refer it.`,
      `${capitalise(referralConditions.namesYou)}, on this form, through your referral link, or in the "Referred by" answer when it contacts us, asks for a statement review or applies.`,
      `${capitalise(referralConditions.volume)}.`,
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

/** The referral link beside the form: what it is and where it leads. */
export const referralLinkCopy = {
  heading: "Or send them your referral link",
  body: "Text or email it to the owner. It opens our pre-application with your name already in its “Referred by” answer, so the referral is credited to you without anyone having to remember it. The contact form and the free statement review read the same link ending.",
} as const;
