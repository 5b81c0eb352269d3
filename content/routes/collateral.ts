import { route } from "./schema";

const collateral = {
  structuredData: ["WebPage", "BreadcrumbList", "CreativeWork"],
  sitemap: { priority: 0.3, changeFrequency: "monthly" },
} as const;

/** Sales collateral for our marketers and partners: kept out of the main menus. */
export const collateralRoutes = [
  route({
    ...collateral,
    path: "/ebook/credit-card-savings",
    title: "Credit Card Processing Ebook: Cut Your Costs",
    heading: "The merchant's guide to lower card-processing costs",
    description:
      "A free ebook: read a statement, compare pricing models, and apply cash discount and surcharge rules.",
    keywords: [
      "credit card processing ebook",
      "reduce processing fees",
      "merchant statement guide",
    ],
    label: "Savings Ebook",
    ogEyebrow: "Free ebook",
    menus: [{ menu: "about", order: 20 }],
    type: "article",
    structuredData: ["WebPage", "BreadcrumbList", "Article"],
    sitemap: { priority: 0.6, changeFrequency: "monthly" },
  }),
  route({
    ...collateral,
    path: "/pitchbook",
    title: "Merchant Services Pitch Deck: Why Merchants Switch",
    heading: "Pitchbook: lower fees, honest terms, local support",
    description:
      "Our sales deck: the problem with card fees, our offer and pricing, proof from merchants, how switching works.",
    keywords: ["merchant services pitch deck", "payment processing presentation"],
    label: "Pitchbook",
    ogEyebrow: "Sales deck",
    menus: [{ menu: "about-drawer", order: 10 }],
  }),
  route({
    ...collateral,
    path: "/flyer",
    title: "Printable Merchant Services Flyer",
    heading: "Flyer: keep more of every card sale",
    description:
      "A one-page US Letter flyer for counters and events: our rates, the cash discount and a QR code to apply.",
    keywords: ["merchant services flyer", "printable flyer credit card processing"],
    label: "Flyer",
    ogEyebrow: "Print",
  }),
  route({
    ...collateral,
    path: "/linkedin-banner",
    title: "LinkedIn Banner for Our Company Page",
    heading: "LinkedIn banner for the company page",
    description:
      "Our 1584 by 396 LinkedIn company banner to download, with the logo and profile-photo safe zones.",
    keywords: ["LinkedIn banner", "company cover image"],
    label: "LinkedIn Banner",
    ogEyebrow: "Brand asset",
    menus: [{ menu: "about-drawer", order: 30 }],
  }),
  route({
    ...collateral,
    path: "/facebook-ad",
    title: "Facebook Ad Template: Lower Card Fees",
    heading: "Facebook ad: stop overpaying on card fees",
    description:
      "A ready-to-run Facebook ad for Wisconsin owners: feed preview, image, copy and a tracked link.",
    keywords: ["Facebook ad template", "merchant services ad"],
    label: "Facebook Ad",
    ogEyebrow: "Social ad",
  }),
  route({
    ...collateral,
    path: "/funny-facebook-ad",
    title: "Funny Facebook Ad: The Fee Monster",
    heading: "Funny Facebook ad: the hidden-fee monster",
    description:
      "A light-hearted Facebook ad about surprise statement fees: preview, image, copy to paste, tracked link.",
    keywords: ["funny Facebook ad", "humorous business ad"],
    label: "Funny Facebook Ad",
    ogEyebrow: "Social ad",
  }),
  route({
    ...collateral,
    path: "/nonprofit-facebook-post",
    title: "Nonprofit Facebook Post",
    heading: "Facebook post for nonprofits: more of every gift to the mission",
    description:
      "A Facebook post for 501(c)(3) leaders on donation processing costs: image, copy, hashtags, tracked link.",
    keywords: ["nonprofit Facebook post", "donation processing post"],
    label: "Nonprofit Facebook Post",
    ogEyebrow: "Social post",
  }),
  route({
    ...collateral,
    path: "/linkedin-post",
    title: "LinkedIn Post Template: Read Your Statement",
    heading: "LinkedIn post: three lines to check on your statement",
    description:
      "A LinkedIn post that shows owners the costliest lines on a processing statement, with image and copy.",
    keywords: ["LinkedIn post template", "merchant statement tips"],
    label: "LinkedIn Post",
    ogEyebrow: "Social post",
  }),
  route({
    ...collateral,
    path: "/b2b-linkedin-post",
    title: "B2B LinkedIn Post: Level 3 Savings",
    heading: "B2B LinkedIn post: are you leaving level 3 savings behind?",
    description:
      "A LinkedIn post for B2B sellers on commercial-card rates and Level 2 and 3 data, ready to copy.",
    keywords: ["B2B LinkedIn post", "level 3 processing post"],
    label: "B2B LinkedIn Post",
    ogEyebrow: "Social post",
    menus: [{ menu: "about-drawer", order: 20 }],
  }),
  route({
    ...collateral,
    path: "/referral-linkedin-post",
    title: "Referral LinkedIn Post",
    heading: "LinkedIn post: invite your network to refer a business",
    description:
      "A LinkedIn post announcing our referral program to accountants, IT providers and owners, ready to copy.",
    keywords: ["referral LinkedIn post", "referral program announcement"],
    label: "Referral LinkedIn Post",
    ogEyebrow: "Social post",
  }),
  route({
    ...collateral,
    path: "/referral-post-templates",
    title: "Referral Post Templates",
    heading: "Referral post templates for partners and customers",
    description:
      "Five referral posts for customers, accountants, IT partners and local groups, with images and links.",
    keywords: ["referral post templates", "partner referral copy"],
    label: "Referral Templates",
    ogEyebrow: "Templates",
  }),
  route({
    ...collateral,
    path: "/q4-linkedin-post",
    title: "Q4 LinkedIn Post: Ready for the Rush",
    heading: "Q4 LinkedIn post: get your payments ready for the holiday rush",
    description:
      "A fourth-quarter LinkedIn post on readying checkout for the holidays: tap-to-pay, gift cards, funding.",
    keywords: ["Q4 LinkedIn post", "holiday retail payments"],
    label: "Q4 LinkedIn Post",
    ogEyebrow: "Social post",
    menus: [{ menu: "about", order: 40 }],
  }),
  route({
    ...collateral,
    path: "/trust-building-linkedin-post",
    title: "Trust-Building LinkedIn Post",
    heading: "LinkedIn post: what a processor should put in writing",
    description:
      "A LinkedIn post listing the terms a good processor puts in writing, with image, copy and a tracked link.",
    keywords: ["trust building LinkedIn post", "transparent processor terms"],
    label: "Trust LinkedIn Post",
    ogEyebrow: "Social post",
  }),
  route({
    ...collateral,
    path: "/tiktok-video",
    title: "TikTok Video Script: Fees in 45 Seconds",
    heading: "TikTok video: card fees explained in 45 seconds",
    description:
      "A 45-second vertical TikTok script with shot list, captions and voice-over explaining card fees.",
    keywords: ["TikTok video script", "short video marketing script"],
    label: "TikTok Video",
    crumb: "TikTok Video",
    ogEyebrow: "Video script",
  }),
  route({
    ...collateral,
    path: "/cheesy-salesman",
    title: "Funny Ad Concept: The Cheesy Salesman",
    heading: "Ad concept: the cheesy salesman who promised zero fees",
    description:
      "A humorous video ad: a cheesy salesman's promises against a Dejavoo terminal and terms in writing.",
    keywords: ["funny ad concept", "Dejavoo terminal ad"],
    label: "Cheesy Salesman",
    ogEyebrow: "Ad concept",
  }),
  route({
    ...collateral,
    path: "/handsome-dejavoo-salesman",
    title: "Dejavoo Ad Concept: The Handsome Salesman",
    heading: "Ad concept: the suspiciously handsome Dejavoo salesman",
    description:
      "A tongue-in-cheek video ad about Dejavoo terminals and a salesman who sticks to facts: script, storyboard.",
    keywords: ["Dejavoo ad", "humorous terminal ad"],
    label: "Handsome Dejavoo Salesman",
    crumb: "Handsome Dejavoo Salesman",
    ogEyebrow: "Ad concept",
  }),
  route({
    ...collateral,
    path: "/superhero-download",
    title: "Cash Discount One-Pager With a Superhero",
    heading: "Cash Discount Crusader: a superhero one-pager",
    description:
      "A superhero-themed one-pager to download that explains a compliant cash discount in plain words.",
    keywords: ["cash discount one pager", "superhero marketing download"],
    label: "Superhero One-Pager",
    ogEyebrow: "Download",
  }),
  route({
    ...collateral,
    path: "/dms",
    title: "DM Scripts for Every Channel",
    heading: "Direct-message scripts for every channel and situation",
    description:
      "Direct-message scripts for LinkedIn, Facebook, Instagram and text: first touch, follow-up, objections.",
    keywords: ["DM scripts", "sales direct message templates"],
    label: "DM Scripts",
    crumb: "DM Scripts",
    ogEyebrow: "Outreach",
  }),
  route({
    ...collateral,
    path: "/outreach-manager",
    title: "Sales Outreach Sequence Builder by Audience",
    heading: "Outreach manager: pick an audience, copy each step",
    description:
      "Build an outreach sequence by audience: email, LinkedIn, text and follow-ups, ready to copy; nothing is sent.",
    keywords: ["sales outreach sequence", "outreach templates"],
    label: "Outreach Manager",
    ogEyebrow: "Outreach",
  }),
];
