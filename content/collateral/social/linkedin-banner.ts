import type { PageCopy } from "@/content/pages/types";
import { site } from "@/content/site";
import type { UtmParams } from "@/lib/utm";
import { imageSizes, type ImageSize, type SocialImage } from "./types";

/** A region of a banner, in fractions of its width and height (0 to 1) so it fits both sizes. */
export type SafeZone = {
  id: "logo" | "mobile" | "text";
  label: string;
  description: string;
  x: number;
  y: number;
  width: number;
  height: number;
};

type Zones = Record<SafeZone["id"], SafeZone>;
type BannerVariant = { image: SocialImage; use: string; zones: Zones };

const chips = [
  `Rates from ${site.figures.lowestRate}`,
  "24-hour approval decisions",
  site.rating.display,
];

const profileZones: Zones = {
  logo: {
    id: "logo",
    label: "Logo or photo overlap (desktop)",
    description:
      "On a computer the round profile photo, or the company logo, sits over the bottom-left of the banner. Anything drawn here is hidden behind it, so only the wave pattern goes there.",
    x: 0,
    y: 0.45,
    width: 0.26,
    height: 0.55,
  },
  mobile: {
    id: "mobile",
    label: "Visible on phones",
    description:
      "The LinkedIn app shows a taller slice of the banner and crops both sides. Everything that must be read stays inside this centre band.",
    x: 0.125,
    y: 0,
    width: 0.75,
    height: 1,
  },
  text: {
    id: "text",
    label: "Safe for words",
    description:
      "Inside the phone band and clear of the logo: the headline, the figures and the location live here, with a margin on every side.",
    x: 0.28,
    y: 0.1,
    width: 0.58,
    height: 0.8,
  },
};

const coverZones: Zones = {
  logo: { ...profileZones.logo, x: 0, y: 0.4, width: 0.17, height: 0.6 },
  mobile: { ...profileZones.mobile, x: 0.12, width: 0.76 },
  text: { ...profileZones.text, x: 0.2, y: 0.08, width: 0.66, height: 0.84 },
};

/** The profile banner first (the brief's 1584 x 396), then the company-page cover crop. */
export const bannerVariants: BannerVariant[] = [
  {
    use: "Personal profile background for everyone on the team, and the master banner file",
    zones: profileZones,
    image: {
      file: "linkedin-banner-1584x396.png",
      size: imageSizes.linkedinBanner,
      alt: `${site.name} LinkedIn banner: navy to green background with lake waves on the left, the headline Card processing with honest pricing and local support, and the points rates from ${site.figures.lowestRate}, 24-hour approval decisions and ${site.rating.display}.`,
      eyebrow: "Wisconsin merchant services",
      headline: "Card processing with honest pricing and local support",
      subline: `Since ${site.foundingYear}`,
      scene: { kind: "banner", chips },
    },
  },
  {
    use: "Company page cover image",
    zones: coverZones,
    image: {
      file: "linkedin-company-cover-1128x191.png",
      size: imageSizes.linkedinCompanyCover,
      alt: `${site.name} LinkedIn company cover: lake waves on the left and the headline Card processing with honest pricing and local support, Pewaukee, Wisconsin.`,
      eyebrow: "Wisconsin merchant services",
      headline: "Card processing with honest pricing and local support",
      subline: `Since ${site.foundingYear}`,
      scene: { kind: "banner", chips },
    },
  },
];

/** The pixel box the banner art writes its words in, from the "text" safe zone. */
export function bannerTextZone(size: ImageSize) {
  const variant = bannerVariants.find((entry) => entry.image.size === size);
  if (!variant) throw new Error(`No LinkedIn banner is ${size.width} x ${size.height} pixels.`);
  const zone = variant.zones.text;
  return {
    left: Math.round(zone.x * size.width),
    top: Math.round(zone.y * size.height),
    width: Math.round(zone.width * size.width),
    height: Math.round(zone.height * size.height),
  };
}

/** The banner page: intro, the company-page texts to paste, upload steps and the link tagging. */
export const linkedinBannerPage: {
  path: string;
  copy: PageCopy;
  tagline: string;
  overview: string;
  uploadSteps: string[];
  utm: UtmParams;
  landingPath: string;
} = {
  path: "/linkedin-banner",
  copy: {
    eyebrow: "Brand asset · LinkedIn",
    intro: [
      "Our LinkedIn banner is the first thing a prospect sees after clicking a salesperson's name or the company page, often straight after reading one of our posts. It should say in one glance who we are, where we are and why an owner should keep reading: card processing with honest pricing and local support, from Pewaukee, Wisconsin, with the figures the rest of the site states.",
      "The master file is 1584 by 396 pixels, the size LinkedIn recommends for a profile background, and everyone on the team should use it on their own profile so a prospect sees the same brand wherever they land. A second layout of the same design, 1128 by 191 pixels, fits the company page cover. Both are drawn in this repository from the site's business facts and are ready to download below.",
      "The hard part of a banner is what you cannot see while designing it: the round photo or logo that covers the bottom-left corner on a computer, and the crop that removes both sides on a phone. The safe-zone diagram on this page shows both, and every word on our banner sits inside the area that neither touches.",
    ],
    cta: {
      heading: "Need the banner with your own name on it?",
      body: "Partners and new team members can ask for a version of the banner with their role or office; we keep every version in this repository.",
      primary: { label: "Contact the team", href: "/contact" },
      secondary: { label: "B2B LinkedIn post", href: "/b2b-linkedin-post" },
    },
  },
  tagline: `Wisconsin card processing with honest pricing and local support. Rates from ${site.figures.lowestRate}, founded in ${site.foundingYear}.`,
  overview: `${site.name} helps Wisconsin businesses accept cards, wallets and ACH for less, with pricing they can read. Founded in ${site.address.city} in ${site.foundingYear}, our team brings ${site.figures.experience} of combined payments experience to restaurants, retailers, clinics, repair shops, B2B sellers and nonprofits.

We put every term in writing: interchange-plus pricing with one disclosed markup, flat rates, or a compliant cash discount program where card prices are posted and cash customers receive a discount. Our processing partners are PCI DSS Level 1 service providers, our merchants process ${site.figures.monthlyVolume} a month with us, and they rate us ${site.rating.display}.

Call us ${site.hours.display}, or send a recent statement for a free side-by-side comparison.`,
  uploadSteps: [
    "Download the file for the place you are updating: the 1584 x 396 banner for a personal profile, the 1128 x 191 cover for the company page.",
    "Personal profile: open your profile, select the edit icon on the background image, upload the file and leave the zoom at its lowest setting so nothing is cropped further.",
    "Company page: open the page as an admin, open its edit panel, go to the header section, upload the cover image and save.",
    "Paste the tagline and overview below into the page's tagline and overview fields, and the tracked link into its website field.",
    "Check the result on a phone and a computer: the words should sit clear of the logo and inside the phone crop, as in the diagram.",
  ],
  utm: { source: "linkedin", medium: "social", campaign: "company-page", content: "website-link" },
  landingPath: "/",
};
