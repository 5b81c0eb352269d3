import type { PageCopy } from "@/content/pages/types";
import { site } from "@/content/site";
import type { AdConcept, UsageTip } from "./types";

export const handsomeSalesmanCopy: PageCopy = {
  eyebrow: "Humorous ad concept",
  intro: [
    "Picture a luxury fragrance commercial: black and white, slow motion, a wind machine, a strikingly handsome man gazing into the distance. Now hand him a Dejavoo card terminal and let him whisper the most romantic words a business owner can hear: every fee, in writing. This thirty-second parody sells transparency the way perfume ads sell mystery, and the contrast is the joke.",
    "It is cheap to make: one actor, one owner, a fan, a marble-look counter and a phone set to black-and-white slow motion. The page gives you the cast, a timed script, a storyboard frame for each scene, the copy to run with it on Facebook, Instagram and YouTube, and a fact check of every claim. Everything he whispers is true: interchange-plus pricing, disclosure of every fee, and the surcharge rules exactly as the card brands set them.",
  ],
  cta: {
    heading: "Have the face for it?",
    body: "We are always looking for merchants and partners who want to appear in our spots. Tell the marketing team about yourself.",
    primary: { label: "Contact the team", href: "/contact" },
    secondary: { label: "See the cheesy salesman", href: "/cheesy-salesman" },
  },
};

export const handsomeSalesman: AdConcept = {
  logline:
    "A perfume-ad parody in which an impossibly handsome salesman seduces a shop owner with a Dejavoo terminal and whispered facts about transparent pricing.",
  format:
    "30-second video in 9:16 for Reels and TikTok and 16:9 for YouTube pre-roll. Black and white until the last shot, which snaps to full colour for the end card.",
  cast: [
    {
      name: "Julian, the handsome Dejavoo salesman",
      description:
        "Chiselled, windswept, wearing an open collar and an expression of deep sincerity. Speaks only in breathy whispers and only in facts.",
    },
    {
      name: "Rosa, the boutique owner",
      description:
        "Owns a gift shop on a Wisconsin main street. Unimpressed at first; by the end she is fanning herself with her processing statement.",
    },
  ],
  scenes: [
    {
      title: "Transparency",
      start: 0,
      end: 5,
      visual:
        "Black and white, slow motion. Wind lifts Julian's hair as he turns from a rain-streaked shop window to face camera.",
      lines: [{ speaker: "Julian (whispering)", text: "Transparency." }],
      frame: {
        setting: "studio",
        cast: [{ who: "handsome", x: 160, mood: "smolder" }],
        props: ["wind", "sparkles"],
        bubble: { text: "Transparency.", x: 160 },
        description:
          "Julian stands alone in a spotlight, hair blown by a wind machine, looking smouldering.",
      },
    },
    {
      title: "The terminal",
      start: 5,
      end: 11,
      visual:
        "He lowers a Dejavoo terminal onto a marble counter like a bottle of cologne. A customer's phone taps it in slow motion.",
      lines: [{ speaker: "Julian (whispering)", text: "Chip. Tap. Apple Pay. Google Wallet." }],
      frame: {
        setting: "shop",
        cast: [{ who: "handsome", x: 120, mood: "smolder" }],
        props: ["terminal", "sparkles"],
        bubble: { text: "Chip. Tap. Apple Pay.", x: 120 },
        description:
          "Julian presents a countertop card terminal on the shop counter as if it were a luxury product.",
      },
    },
    {
      title: "In writing",
      start: 11,
      end: 17,
      visual:
        "He slides a single-page pricing proposal across the counter to Rosa. She raises one eyebrow.",
      lines: [
        { speaker: "Julian (whispering)", text: "Interchange… plus. Every fee… in writing." },
        { speaker: "Rosa", text: "Every fee?" },
      ],
      frame: {
        setting: "shop",
        cast: [
          { who: "handsome", x: 100, mood: "smolder" },
          { who: "owner", x: 230, mood: "shock" },
        ],
        props: ["page"],
        bubble: { text: "Every fee… in writing.", x: 100 },
        description: "Julian slides a one-page proposal to Rosa, who raises an eyebrow.",
      },
    },
    {
      title: "The rules",
      start: 17,
      end: 24,
      visual:
        "Extreme close-up of his eyes. Then of his lips. Then, inexplicably, of a printed surcharge sign.",
      lines: [
        {
          speaker: "Julian (whispering)",
          text: "A surcharge? Credit cards only. Three percent… at most. Never… on debit.",
        },
      ],
      frame: {
        setting: "studio",
        cast: [{ who: "handsome", x: 110, mood: "smolder" }],
        props: ["wind"],
        sign: ["SURCHARGE:", "CREDIT ONLY.", "Never debit."],
        bubble: { text: "Never… on debit.", x: 110 },
        description:
          "Julian gazes at the camera beside a printed sign about card surcharges, hair still blowing.",
      },
    },
    {
      title: "The swoon",
      start: 24,
      end: 30,
      visual:
        "Rosa fans herself with her old processing statement. The picture snaps to colour: end card with the logo and phone number.",
      lines: [
        { speaker: "Rosa", text: "Do you also… settle the batch every night?" },
        { speaker: "Julian", text: "Automatically." },
        {
          speaker: "Voice-over",
          text: `Dejavoo terminals, set up and supported by ${site.name}. Irresistibly transparent.`,
        },
      ],
      frame: {
        setting: "shop",
        cast: [
          { who: "handsome", x: 100, mood: "smolder" },
          { who: "owner", x: 230, mood: "smile" },
        ],
        props: ["terminal", "sparkles"],
        bubble: { text: "Every night?", x: 230 },
        super: "Irresistibly transparent.",
        description:
          "Rosa fans herself with a statement while Julian stands by the terminal; sparkles float around them.",
      },
    },
  ],
  copy: {
    headline: "Irresistibly transparent card processing",
    primaryText: `Some salesmen whisper sweet nothings. Ours whispers interchange plus, every fee in writing, and surcharges on credit cards only, never more than 3%, never on debit. Dejavoo terminals with chip, tap, Apple Pay and Google Wallet, set up and supported from ${site.address.city}. An approval decision within 24 hours of a complete application.`,
    callToAction: "Get your pricing in writing",
    hashtags: ["#SmallBusiness", "#Wisconsin", "#Dejavoo", "#TransparentPricing", "#ShopLocal"],
  },
  factCheck: [
    {
      claim: "Interchange plus, every fee in writing.",
      why: "Our default pricing model passes interchange and assessments through at cost plus one disclosed markup, and the agreement lists every fee.",
    },
    {
      claim: "Chip, tap, Apple Pay and Google Wallet on a Dejavoo terminal.",
      why: "The Dejavoo countertop and wireless terminals we supply accept EMV chip cards and contactless payments, including mobile wallets.",
    },
    {
      claim: "Surcharges on credit cards only, never more than 3%, never on debit.",
      why: "Visa caps credit-card surcharges at 3%; card-brand rules forbid surcharging debit and prepaid cards.",
    },
    {
      claim: "Settles the batch automatically.",
      why: "Terminals can close their batch on a schedule each night, which avoids late-settlement downgrades.",
    },
    {
      claim: "An approval decision within 24 hours.",
      why: "Our 24-hour promise means a decision within 24 hours of a complete application, not a live account.",
    },
  ],
};

/** Production notes for whoever shoots the spot. */
export const handsomeSalesmanTips: UsageTip[] = [
  {
    title: "Play it straight",
    body: "The actor must never wink at the camera. The more seriously he takes the whispered facts, the funnier they are.",
  },
  {
    title: "Cheap luxury",
    body: "A box fan, a desk lamp as a hard key light, a peel-and-stick marble counter and your phone's black-and-white slow-motion mode are enough.",
  },
  {
    title: "Terminal on screen",
    body: "Show the real terminal clearly in the second scene and on the end card so the ad is about a product, not only a joke.",
  },
];
