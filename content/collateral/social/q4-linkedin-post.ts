import { site } from "@/content/site";
import { companyPage } from "./authors";
import { imageSizes, type SocialPostPage } from "./types";
import { walkthroughLink } from "@/content/pages/walkthrough";

export const q4LinkedinPost: SocialPostPage = {
  path: "/q4-linkedin-post",
  copy: {
    eyebrow: "LinkedIn post · fourth quarter",
    intro: [
      "For Wisconsin retailers, restaurants, breweries and gift shops, November and December can bring a large share of the year's sales, and every checkout problem costs the most exactly then. This post gives owners a five-point payments check to do in October and early November, before the rush: contactless and wallet payments on every terminal, a backup device, gift cards, knowing when deposits land, and a short refresher for seasonal staff.",
      "It is useful on its own, which is why it earns reshares, and it ends with a soft offer: a free pre-holiday payments check-up from our team. Nothing in it depends on a date, so it can run every year from early October until the week before Thanksgiving.",
      "The checklist image is drawn here at LinkedIn's 1200 by 627 pixels. Copy, hashtags, the audience and goal, and a link builder for the tracked URL follow the preview. The post points to our retail processing page, which covers terminals, tap to pay, gift cards and funding options.",
    ],
    cta: {
      heading: "Book a pre-holiday payments check-up",
      body: "We will test your terminals, check your funding schedule and set up gift cards before the rush.",
      primary: { label: "Retail processing", href: "/retail-processing" },
      secondary: { label: "Book a check-up call", href: walkthroughLink.href },
    },
  },
  post: {
    network: "linkedin",
    placement: "sponsored",
    author: companyPage,
    audience:
      "Owners and managers of Wisconsin retail shops, restaurants, breweries, gift shops and online stores that expect their busiest weeks between Black Friday and New Year.",
    goal: "Pre-holiday check-up bookings and retail processing enquiries in October and November.",
    text: `Q4 is when checkout problems cost the most. Five things to check before the holiday rush, not during it:

1. Tap to pay. Test contactless cards, Apple Pay and Google Wallet on every terminal, including the one in the back room.
2. A backup. Keep a second terminal or a phone-based reader charged and logged in, in case a device fails on a Saturday in December.
3. Gift cards. Order stock now and make sure staff can check a balance, so the last weekend before Christmas isn't spent typing card numbers.
4. Funding. Know when deposits land. Next-day or same-day funding helps when inventory bills come due before the season's sales settle.
5. Staff. Give new seasonal hires a two-minute refresher on refunds, voids and tips so they don't learn on customers.

Want a second pair of eyes? Our ${site.address.city} team offers Wisconsin merchants a free pre-holiday payments check-up.`,
    adText: `Five payment checks to do before the holiday rush, not during it: tap to pay on every terminal, a charged backup device, gift cards in stock, your funding schedule, and a two-minute refresher for seasonal staff.

Want a second pair of eyes? Our ${site.address.city} team offers Wisconsin merchants a free pre-holiday payments check-up.`,
    hashtags: ["HolidayRetail", "SmallBusinessSaturday", "WisconsinRetail", "Q4"],
    link: {
      path: "/retail-processing",
      headline: "Get your checkout ready for the holidays",
      cta: "Learn more",
    },
    image: {
      file: "q4-linkedin-post-1200x627.png",
      size: imageSizes.linkedinFeed,
      alt: "A holiday checkout checklist drawn as a white sheet with five ticked items: tap to pay tested, backup terminal charged, gift cards stocked, funding schedule known, seasonal staff trained, beside the headline Ready for the holiday rush?",
      eyebrow: "Q4 checkout checklist",
      headline: "Ready for the holiday rush?",
      subline: "Five payment checks to do in October, not December.",
      scene: {
        kind: "document",
        title: "Before the rush",
        lines: [
          { label: "Tap to pay tested", mark: "check" },
          { label: "Backup terminal charged", mark: "check" },
          { label: "Gift cards stocked", mark: "check" },
          { label: "Funding schedule known", mark: "check" },
          { label: "Seasonal staff trained", mark: "check" },
        ],
      },
    },
    utm: {
      source: "linkedin",
      medium: "social",
      campaign: "q4-holiday-ready",
      content: "five-checks",
    },
  },
  notes: [
    {
      title: "When to post",
      body: "Post in the first week of October, again in late October, and sponsor it through the week before Thanksgiving. After that, owners are too busy to act on it; switch to thank-you and Small Business Saturday posts instead.",
    },
    {
      title: "Make it local",
      body: "Add a line naming the towns you serve, or a photo of a real Wisconsin shop you work with if you have its written permission. Keep the checklist itself unchanged; it is the part people save and share.",
    },
    {
      title: "Check the claims",
      body: "Same-day and next-day funding depend on the account and the bank; the copy says they help, not that every account gets them. Gift cards and backup terminals are offered through our retail processing page.",
    },
    {
      title: "Hashtags",
      body: "Keep three or four. #SmallBusinessSaturday is most useful in November; swap it for #ShopLocal in October if you prefer, and keep the utm_content value so the versions can be compared.",
    },
  ],
};
