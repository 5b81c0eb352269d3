import { site } from "@/content/site";
import { companyPage } from "./authors";
import { imageSizes, type SocialPostPage } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const funnyFacebookAd: SocialPostPage = {
  path: "/funny-facebook-ad",
  copy: {
    eyebrow: "Facebook ad · humour that still sells",
    intro: [
      "Owners scroll past a hundred ads about saving money every week. A purple monster chewing on a statement fee gets a second look, and the second look is where the offer lands. This ad makes the same promise as our standard Facebook ad, a free line-by-line statement review returned within one business day, but opens with a joke every owner recognises: the small fees that appear on page three and never seem to leave.",
      "The joke is aimed at fees, never at the owner, and the ad does not claim that every fee can vanish. Interchange, the part the card brands charge, is real and nobody can remove it. What we can do is show which lines the card brands set and which lines a processor added, and what one disclosed markup would cost instead.",
      "Below you will find the feed preview, the square 1080 by 1080 image drawn here, the copy and fields to paste, hashtags, the audience and goal, and a link builder so every click is counted.",
    ],
    cta: {
      heading: "Have a fee monster of your own?",
      body: "Send us a recent statement and we will circle every fee on it, free, within one business day.",
      primary: statementReviewLink,
      secondary: { label: "See the standard ad", href: "/facebook-ad" },
    },
  },
  post: {
    network: "facebook",
    placement: "sponsored",
    author: companyPage,
    audience:
      "The same Wisconsin owners as our standard ad, reached where they relax: Facebook and Instagram feeds in the evening, including owners who ignore serious finance ads.",
    goal: "Stop the scroll, then turn the smile into a statement-review request on the contact page.",
    text: `Meet the Fee Monster. It lives on page three of your processing statement, and it is always hungry.

It snacks on a "statement fee". It nibbles a "PCI non-compliance fee". It has a "batch fee" every single night, and an "annual fee" for dessert. It has never once said thank you.

Here is how to starve it: send us one recent statement. A specialist in our ${site.address.city} office will circle every fee, tell you which ones the card brands charge and which ones your processor added, and show you what you would pay with one disclosed markup instead.

Free, back within one business day, and no monsters were harmed. Only invoiced.`,
    hashtags: ["SmallBusinessHumor", "WisconsinBusiness", "ShopOwnerLife"],
    link: {
      path: statementReviewLink.href,
      headline: "Is a fee monster eating your sales?",
      description: "Free statement check from a Wisconsin team",
      cta: "Learn more",
    },
    image: {
      file: "funny-facebook-ad-1080x1080.png",
      size: imageSizes.facebookSquare,
      alt: "Cartoon of a grinning purple fee monster holding a receipt, beside price tags reading statement fee, PCI non-compliance, batch fee and annual fee, under the headline Is a fee monster eating your sales?",
      eyebrow: "Free statement check",
      headline: "Is a fee monster eating your sales?",
      subline: "We'll find it on your statement and show you which fees your processor added.",
      scene: {
        kind: "monster",
        fees: ["Statement fee", "PCI non-compliance", "Batch fee", "Annual fee"],
      },
    },
    utm: {
      source: "facebook",
      medium: "paid_social",
      campaign: "statement-review",
      content: "fee-monster",
    },
  },
  notes: [
    {
      title: "Run it as a creative test",
      body: "Keep the campaign, landing page and budget of the standard statement-review ad and change only the creative and utm_content. After two weeks, compare completed statement requests, not likes: humour often wins attention and loses conversions, and the numbers should decide.",
    },
    {
      title: "Keep the joke on the fees",
      body: "Comments will include owners naming their current processor. Reply politely, never mock a competitor by name, and invite them to send a statement. The monster is a character for fees in general, not for any company.",
    },
    {
      title: "Do not over-promise",
      body: "The copy says we will show which fees the processor added; it does not say they will all disappear. Keep it that way when you shorten the text, and do not add a zero-fee promise: a compliant cash discount needs its own explanation.",
    },
    {
      title: "Placement and timing",
      body: "Evenings and weekends suit a light ad. Let Meta place it on Facebook and Instagram feeds; the square image and short headline read well on both. Refresh the creative after about six weeks, when the same people have seen the monster too often.",
    },
  ],
};
