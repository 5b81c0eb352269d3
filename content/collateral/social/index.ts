import { b2bLinkedinPost } from "./b2b-linkedin-post";
import { facebookAd } from "./facebook-ad";
import { funnyFacebookAd } from "./funny-facebook-ad";
import { bannerVariants } from "./linkedin-banner";
import { linkedinPost } from "./linkedin-post";
import { nonprofitFacebookPost } from "./nonprofit-facebook-post";
import { q4LinkedinPost } from "./q4-linkedin-post";
import { referralLinkedinPost } from "./referral-linkedin-post";
import { referralPostTemplates } from "./referral-post-templates";
import { trustBuildingLinkedinPost } from "./trust-building-linkedin-post";
import type { SocialImage, SocialPostPage } from "./types";

/** The single-post pages, in the order the collateral list shows them. */
export const socialPostPages: SocialPostPage[] = [
  facebookAd,
  funnyFacebookAd,
  nonprofitFacebookPost,
  linkedinPost,
  b2bLinkedinPost,
  referralLinkedinPost,
  q4LinkedinPost,
  trustBuildingLinkedinPost,
];

/** Every image the social pages offer for download; /social-images/[file] renders each at build. */
export const socialImages: SocialImage[] = [
  ...socialPostPages.map((page) => page.post.image),
  ...referralPostTemplates.templates.map((template) => template.post.image),
  ...bannerVariants.map((variant) => variant.image),
];

/** The public URL of a social image. */
export function socialImageSrc(image: Pick<SocialImage, "file">): string {
  return `/social-images/${image.file}`;
}

/** The image with this file name, if there is one. */
export function findSocialImage(file: string): SocialImage | undefined {
  return socialImages.find((image) => image.file === file);
}
