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
    title: "Ebook: Cut Your Credit Card Processing Costs",
    heading: "The merchant's guide to lower card-processing costs",
    description:
      "A free ebook for business owners: read a statement, compare pricing models and apply cash discount and surcharge rules correctly.",
    keywords: [
      "credit card processing ebook",
      "reduce processing fees",
      "merchant statement guide",
    ],
    label: "Savings Ebook",
    ogEyebrow: "Free ebook",
    type: "article",
    structuredData: ["WebPage", "BreadcrumbList", "Article"],
    sitemap: { priority: 0.6, changeFrequency: "monthly" },
  }),
  route({
    ...collateral,
    path: "/pitchbook",
    title: "Pitchbook: Why Merchants Switch to Us",
    heading: "Pitchbook: lower fees, honest terms, local support",
    description:
      "Our sales deck in slides: the problem with card fees, our offer and pricing models, proof from merchants and how switching works.",
    keywords: ["merchant services pitch deck", "payment processing presentation"],
    label: "Pitchbook",
    ogEyebrow: "Sales deck",
  }),
  route({
    ...collateral,
    path: "/flyer",
    title: "Printable Flyer: Lower Card Fees",
    heading: "Flyer: keep more of every card sale",
    description:
      "A one-page US Letter flyer for counters and events, with our rates, the cash discount explained and a QR code to apply.",
    keywords: ["merchant services flyer", "printable flyer credit card processing"],
    label: "Flyer",
    ogEyebrow: "Print",
  }),
  route({
    ...collateral,
    path: "/linkedin-banner",
    title: "LinkedIn Company Banner",
    heading: "LinkedIn banner for the company page",
    description:
      "Our 1584 by 396 LinkedIn company banner, ready to download, with the safe zones for the logo and profile overlap explained.",
    keywords: ["LinkedIn banner", "company cover image"],
    label: "LinkedIn Banner",
    ogEyebrow: "Brand asset",
  }),
  route({
    ...collateral,
    path: "/facebook-ad",
    title: "Facebook Ad: Lower Card Fees",
    heading: "Facebook ad: stop overpaying on card fees",
    description:
      "A ready-to-run Facebook ad for Wisconsin business owners, with the feed preview, downloadable image, copy and a tracked link.",
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
      "A light-hearted Facebook ad about surprise statement fees, with preview, downloadable image, copy to paste and a tracked link.",
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
      "A Facebook post for reaching 501(c)(3) leaders about donation processing costs, with image, copy, hashtags and a tracked link.",
    keywords: ["nonprofit Facebook post", "donation processing post"],
    label: "Nonprofit Facebook Post",
    ogEyebrow: "Social post",
  }),
  route({
    ...collateral,
    path: "/linkedin-post",
    title: "LinkedIn Post: Read Your Statement",
    heading: "LinkedIn post: three lines to check on your statement",
    description:
      "A LinkedIn post that teaches owners to spot the costliest lines on a processing statement, with image, copy and a tracked link.",
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
      "A LinkedIn post for B2B sellers on commercial-card rates and level 2 and 3 data, with image, copy, hashtags and a tracked link.",
    keywords: ["B2B LinkedIn post", "level 3 processing post"],
    label: "B2B LinkedIn Post",
    ogEyebrow: "Social post",
  }),
  route({
    ...collateral,
    path: "/referral-linkedin-post",
    title: "Referral LinkedIn Post",
    heading: "LinkedIn post: invite your network to refer a business",
    description:
      "A LinkedIn post that announces our referral program to accountants, IT providers and owners, with image, copy and a tracked link.",
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
      "Five referral post templates for customers, accountants, IT partners and local groups on LinkedIn and Facebook, with images and tracked links.",
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
      "A fourth-quarter LinkedIn post on preparing checkout for the holidays: tap-to-pay, gift cards and funding, with a tracked link.",
    keywords: ["Q4 LinkedIn post", "holiday retail payments"],
    label: "Q4 LinkedIn Post",
    ogEyebrow: "Social post",
  }),
  route({
    ...collateral,
    path: "/trust-building-linkedin-post",
    title: "Trust-Building LinkedIn Post",
    heading: "LinkedIn post: what a processor should put in writing",
    description:
      "A LinkedIn post listing the terms a good processor puts in writing, to build trust with owners, with image, copy and a tracked link.",
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
      "A vertical 45-second TikTok script with shot list, on-screen captions and voice-over for explaining card fees to owners.",
    keywords: ["TikTok video script", "short video marketing script"],
    label: "TikTok Video",
    crumb: "TikTok Video",
    ogEyebrow: "Video script",
  }),
  route({
    ...collateral,
    path: "/cheesy-salesman",
    title: "Ad Concept: The Cheesy Salesman",
    heading: "Ad concept: the cheesy salesman who promised zero fees",
    description:
      "A humorous video ad concept contrasting a cheesy salesman's promises with a Dejavoo terminal and terms in writing: script and frames.",
    keywords: ["funny ad concept", "Dejavoo terminal ad"],
    label: "Cheesy Salesman",
    ogEyebrow: "Ad concept",
  }),
  route({
    ...collateral,
    path: "/handsome-dejavoo-salesman",
    title: "Ad Concept: The Handsome Dejavoo Salesman",
    heading: "Ad concept: the suspiciously handsome Dejavoo salesman",
    description:
      "A tongue-in-cheek video ad around Dejavoo terminals and a salesman who only talks about facts: script, storyboard and copy.",
    keywords: ["Dejavoo ad", "humorous terminal ad"],
    label: "Handsome Dejavoo Salesman",
    crumb: "Handsome Dejavoo Salesman",
    ogEyebrow: "Ad concept",
  }),
  route({
    ...collateral,
    path: "/superhero-download",
    title: "Superhero One-Pager: Cash Discount",
    heading: "Cash Discount Crusader: a superhero one-pager",
    description:
      "A downloadable superhero-themed one-pager that explains a compliant cash discount to owners in plain words and pictures.",
    keywords: ["cash discount one pager", "superhero marketing download"],
    label: "Superhero One-Pager",
    ogEyebrow: "Download",
  }),
  route({
    ...collateral,
    path: "/dms",
    title: "Direct Message Scripts by Channel",
    heading: "Direct-message scripts for every channel and situation",
    description:
      "Copy-ready direct-message scripts for LinkedIn, Facebook, Instagram and text: first touch, follow-up, referral and objections.",
    keywords: ["DM scripts", "sales direct message templates"],
    label: "DM Scripts",
    crumb: "DM Scripts",
    ogEyebrow: "Outreach",
  }),
  route({
    ...collateral,
    path: "/outreach-manager",
    title: "Outreach Manager: Sequences to Copy",
    heading: "Outreach manager: pick an audience, copy each step",
    description:
      "Build an outreach sequence by audience: email, LinkedIn, text and follow-ups with names filled in, ready to copy; nothing is sent.",
    keywords: ["sales outreach sequence", "outreach templates"],
    label: "Outreach Manager",
    ogEyebrow: "Outreach",
  }),
];
