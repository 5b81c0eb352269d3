import type { PageCopy } from "@/content/pages/types";
import { site } from "@/content/site";
import type { AdConcept, UsageTip } from "./types";

export const cheesySalesmanCopy: PageCopy = {
  eyebrow: "Humorous ad concept",
  intro: [
    "Every owner in Wisconsin has met him: the processing salesman in the shiny suit who walks in during the lunch rush promising zero fees forever. This thirty-second spot lets him talk, and then lets a calm Lake Country specialist with a Dejavoo terminal quietly show what a compliant program actually looks like. The joke is on the pitch, never on the owner.",
    "The concept is built to be shot in one morning in a real diner with two actors, a phone on a gimbal and natural light. Below you will find the cast, the scene-by-scene script with timings, a storyboard frame for each scene, the copy that runs with the video on Facebook and Instagram, and a fact check of every claim in it. The salesman's lines are deliberately wrong; every line our specialist says, and every word of the copy, follows the card-brand rules exactly.",
  ],
  cta: {
    heading: "Want to shoot it at your business?",
    body: "Merchants and partners who would like to star in, or host, one of our spots can get in touch with the marketing team.",
    primary: { label: "Contact the team", href: "/contact" },
    secondary: { label: "See the other concept", href: "/handsome-dejavoo-salesman" },
  },
};

export const cheesySalesman: AdConcept = {
  logline:
    "A salesman in a shiny suit promises a diner owner 'zero fees forever' and a surcharge on everything, even debit. Our specialist corrects him with a Dejavoo terminal and a sign on the door.",
  format:
    "30-second vertical video (9:16) for Facebook and Instagram Reels, with a 1:1 cut for the feed. Burned-in captions; works with the sound off.",
  cast: [
    {
      name: "Chaz, the cheesy salesman",
      description:
        "Shiny jacket, gold chain, finger guns, a contract as long as a pharmacy receipt. Loud, confident, wrong about everything.",
    },
    {
      name: "Donna, the diner owner",
      description:
        "Runs a busy breakfast place. Patient, sharp, has read one statement too many. Gets the last look to camera.",
    },
    {
      name: "Maya, the Lake Country specialist",
      description:
        "Calm, friendly, brief. Carries a Dejavoo terminal and a printed sign, nothing else.",
    },
  ],
  scenes: [
    {
      title: "The entrance",
      start: 0,
      end: 5,
      visual:
        "Breakfast rush. The door bangs open; Chaz strides in with finger guns while Donna juggles plates.",
      lines: [{ speaker: "Chaz", text: "Zero fees! Forever! Sign here, here, and… here!" }],
      frame: {
        setting: "diner",
        cast: [
          { who: "cheesy", x: 90, mood: "grin" },
          { who: "owner", x: 230, mood: "shock" },
        ],
        bubble: { text: "Zero fees! Forever!", x: 90 },
        description:
          "Chaz, in a shiny jacket, points finger guns at Donna, who stands behind the diner counter.",
      },
    },
    {
      title: "The contract",
      start: 5,
      end: 11,
      visual: "Chaz unrolls a contract that rolls across the floor and out of frame.",
      lines: [
        { speaker: "Donna", text: "What's page forty?" },
        {
          speaker: "Chaz",
          text: "Oh, that's just the five-year terminal lease. Totally standard!",
        },
      ],
      frame: {
        setting: "diner",
        cast: [
          { who: "cheesy", x: 90, mood: "grin" },
          { who: "owner", x: 230, mood: "shock" },
        ],
        props: ["contract"],
        bubble: { text: "Page forty?", x: 230 },
        description:
          "A contract unrolls from Chaz's hands across the diner floor while Donna stares at it.",
      },
    },
    {
      title: "The bad idea",
      start: 11,
      end: 17,
      visual:
        "Chaz leans in and whispers his big secret. A game-show buzzer sounds; the frame freezes and a caption stamps over him.",
      lines: [
        {
          speaker: "Chaz",
          text: "Just add four percent to every card. Debit too. Everybody does it!",
        },
        { speaker: "On-screen", text: "Nope. Surcharges: credit only, 3% max, never debit." },
      ],
      frame: {
        setting: "diner",
        cast: [
          { who: "cheesy", x: 110, mood: "grin" },
          { who: "owner", x: 240, mood: "shock" },
        ],
        props: ["buzzer"],
        bubble: { text: "4% on debit too!", x: 110 },
        description:
          "Chaz whispers to Donna; a big red buzzer and the word NOPE fill the corner of the frame.",
      },
    },
    {
      title: "The real way",
      start: 17,
      end: 25,
      visual:
        "Maya sets a Dejavoo terminal on the counter and tapes a small sign by the register. Close-up of a receipt showing the card price and the cash price.",
      lines: [
        {
          speaker: "Maya",
          text: "Post your card price, give cash a discount, and put a sign at the door and the register. The terminal prints both prices.",
        },
      ],
      frame: {
        setting: "diner",
        cast: [
          { who: "specialist", x: 100, mood: "smile" },
          { who: "owner", x: 230, mood: "smile" },
        ],
        props: ["terminal"],
        sign: ["PRICES ARE", "CARD PRICES.", "Cash saves."],
        bubble: { text: "Card price posted. Cash saves.", x: 100 },
        description:
          "Maya sets a countertop card terminal by the register next to a sign explaining the cash discount; Donna smiles.",
      },
    },
    {
      title: "The exit",
      start: 25,
      end: 30,
      visual:
        "Chaz backs out of the door still doing finger guns. Donna looks to camera and sips her coffee. End card.",
      lines: [
        {
          speaker: "Voice-over",
          text: `Lower fees, no gimmicks. ${site.name}. Call ${site.phone.display}.`,
        },
      ],
      frame: {
        setting: "diner",
        cast: [
          { who: "cheesy", x: 40, mood: "shock" },
          { who: "owner", x: 200, mood: "smile" },
        ],
        super: "Lower fees, no gimmicks.",
        description:
          "Chaz backs out through the diner door as Donna smiles at the camera holding a coffee mug.",
      },
    },
  ],
  copy: {
    headline: "Zero fees forever? Let's read page forty.",
    primaryText: `If a salesman promises zero fees and a surcharge on every card, walk him to the door. A compliant cash discount posts your card price and gives cash customers a discount, with signs at the entrance and checkout. Surcharges are for credit cards only, capped at 3% by Visa, never on debit. We set it up right on a Dejavoo terminal, from ${site.address.city}. Rates from ${site.figures.lowestRate}, and no cancellation fee on our standard agreement.`,
    callToAction: "Get a free statement review",
    hashtags: ["#WisconsinBusiness", "#SmallBusiness", "#CashDiscount", "#CardFees", "#Dejavoo"],
  },
  factCheck: [
    {
      claim: "Surcharges: credit only, 3% max, never debit.",
      why: "Visa caps credit-card surcharges at 3%, and card-brand rules forbid surcharging debit or prepaid cards, even when run as credit.",
    },
    {
      claim: "Post your card price and give cash a discount.",
      why: "That is what makes a cash discount compliant: the posted price is the card price and cash customers receive a discount.",
    },
    {
      claim: "A sign at the door and at the register.",
      why: "Customers must be told before they pay: at the entrance and at checkout, and the receipt shows both prices.",
    },
    {
      claim: "No cancellation fee on our standard agreement.",
      why: "True of our standard merchant agreement; any other agreement states its terms in writing before signing.",
    },
    {
      claim: `Rates from ${site.figures.lowestRate}.`,
      why: "A starting rate that depends on card mix and business type; every quote is made on the merchant's own statement.",
    },
  ],
};

/** Production notes for whoever shoots the spot. */
export const cheesySalesmanTips: UsageTip[] = [
  {
    title: "Wardrobe",
    body: "The jacket does the comedy: the shinier the better. Keep Maya in plain navy so the contrast reads on a phone screen.",
  },
  {
    title: "Sound off",
    body: "Most people watch with the sound off. Burn in the captions from the script and make the buzzer moment a big on-screen word.",
  },
  {
    title: "Never name a competitor",
    body: "Chaz works for no real company. No logos, no real brand names on his contract, and nothing that could identify a real salesperson.",
  },
];
