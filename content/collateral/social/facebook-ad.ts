import { site } from "@/content/site";
import { companyPage } from "./authors";
import { imageSizes, type SocialPostPage } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const facebookAd: SocialPostPage = {
  path: "/facebook-ad",
  copy: {
    eyebrow: "Facebook ad · statement review offer",
    intro: [
      "This is our workhorse ad: a single image and a plain offer that Wisconsin owners can act on in a minute. It does not promise a rate it cannot see. It asks for one recent processing statement and promises what we can deliver, a side-by-side comparison from a specialist in our Pewaukee office within one business day, showing what the card brands charge, what the current processor adds and what the same month would cost with us.",
      "Everything a marketer needs to run it is on this page: the feed preview, the square image at Meta's recommended 1080 by 1080 pixels, the primary text, headline and description to paste into Ads Manager, the hashtags for the organic version, the audience and goal, and a link builder that tags every click so the statement requests it produces can be counted.",
      `The figures in the image and copy come from the site's business facts, so rates from ${site.figures.lowestRate}, approval decisions within 24 hours of a complete application and ${site.rating.display} stay true to what the rest of the site says.`,
    ],
    cta: {
      heading: "Want us to run this ad for your location?",
      body: "Partners and franchise groups can co-brand this ad. Tell us the area you serve and we will set up the targeting and the tracked link with you.",
      primary: { label: "Talk to our marketing team", href: "/contact" },
      secondary: { label: "See the funny version", href: "/funny-facebook-ad" },
    },
  },
  post: {
    network: "facebook",
    placement: "sponsored",
    author: companyPage,
    audience:
      "Owners and managers of independent Wisconsin businesses that take cards in person: restaurants, shops, salons, clinics and repair shops, roughly $10,000 or more a month in card sales.",
    goal: "Statement-review requests: the owner sends one recent processing statement and gets a written comparison within one business day.",
    text: `Wisconsin business owners: when did you last read your card-processing statement line by line?

Most statements hide the real cost in a blended rate, monthly add-ons and fees with names like "non-qualified" or "PCI non-compliance". Send us one recent statement and a specialist from our ${site.address.city} office will show you, side by side, what the card brands charge, what your processor adds and what you would pay with us. You get it back within one business day.

• Rates from ${site.figures.lowestRate}, with every markup in writing
• No cancellation fee on our standard agreement
• Approval decisions within 24 hours of a complete application
• ${site.rating.display}

No obligation and no pressure: the comparison is yours to keep either way.`,
    hashtags: ["WisconsinBusiness", "SmallBusinessOwner", "CardProcessing"],
    link: {
      path: statementReviewLink.href,
      headline: "See what your card fees really cost",
      description: "Free side-by-side comparison in one business day",
      cta: "Get quote",
    },
    image: {
      file: "facebook-ad-1080x1080.png",
      size: imageSizes.facebookSquare,
      alt: `Illustration of a card terminal showing Approved with a card tapping it, under the headline Stop overpaying on card fees, with the points rates from ${site.figures.lowestRate}, 24-hour approval decisions and ${site.rating.display}.`,
      eyebrow: "Free statement review",
      headline: "Stop overpaying on card fees",
      subline:
        "See what the card brands charge, what your processor adds, and what you'd pay with us.",
      scene: {
        kind: "terminal",
        screen: "APPROVED",
        chips: [
          `Rates from ${site.figures.lowestRate}`,
          "24-hour approval decisions",
          site.rating.display,
        ],
      },
    },
    utm: {
      source: "facebook",
      medium: "paid_social",
      campaign: "statement-review",
      content: "square-terminal",
    },
  },
  notes: [
    {
      title: "Set-up in Ads Manager",
      body: "Create a single-image ad with the Leads or Traffic objective. Paste the primary text, headline and description into their own fields, choose Get quote as the button, and put the tracked link from the builder below in the website URL field. The square image suits Facebook and Instagram feeds without cropping.",
    },
    {
      title: "Targeting",
      body: "Target Wisconsin, or a radius around the towns you serve, and interests such as small business and restaurant management. If Meta asks you to declare a special ad category for financial products and services, declare it: targeting narrows to location and broad interests, and this ad is written to work without age or ZIP-code targeting.",
    },
    {
      title: "Claims stay true",
      body: "Do not edit the figures by hand. They are read from the site's business facts, so the image, the copy and the website always agree. Never add a promise of zero fees to this ad: a compliant cash discount program is explained on its own page and needs that space.",
    },
    {
      title: "What to measure",
      body: "Count statement requests per thousand impressions, not clicks. Run it against the funny version with the same landing page and a different utm_content value, and keep the creative that brings more completed requests after two weeks.",
    },
  ],
};
