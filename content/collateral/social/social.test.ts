import { isRoute } from "@/content/routes";
import { linkedinAdTextLimit } from "@/lib/collateral/post-text";
import { buildTrackedUrl, normaliseUtmValue, utmFields } from "@/lib/utm";
import { socialImages, socialPostPages } from "./index";
import { bannerVariants, linkedinBannerPage } from "./linkedin-banner";
import { referralPostTemplates } from "./referral-post-templates";
import { imageSizes, type SocialPost } from "./types";

const posts: SocialPost[] = [
  ...socialPostPages.map((page) => page.post),
  ...referralPostTemplates.templates.map((template) => template.post),
];
const words = (paragraphs: string[]) => paragraphs.join(" ").split(/\s+/).filter(Boolean).length;
const recommended = Object.values(imageSizes);

describe("social images", () => {
  it.each(socialImages.map((image) => [image.file, image] as const))(
    "%s names its exact size and uses a size the network recommends",
    (file, image) => {
      expect(file).toMatch(new RegExp(`-${image.size.width}x${image.size.height}\\.png$`));
      expect(recommended).toContain(image.size);
    },
  );

  it("have unique file names", () => {
    const files = socialImages.map((image) => image.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it("describe what they show in alt text of a real sentence", () => {
    for (const image of socialImages) {
      expect(image.alt.length).toBeGreaterThan(60);
      expect(image.alt).not.toMatch(/^(image|picture) of/i);
    }
  });
});

describe("social posts", () => {
  it("link only to pages that exist", () => {
    for (const page of socialPostPages) expect(isRoute(page.path)).toBe(true);
    for (const post of posts) expect(isRoute(post.link.path)).toBe(true);
    expect(isRoute(referralPostTemplates.path)).toBe(true);
    expect(isRoute(linkedinBannerPage.path)).toBe(true);
  });

  it("start with UTM values that are valid and already normalised", () => {
    for (const utm of [...posts.map((post) => post.utm), linkedinBannerPage.utm]) {
      expect(buildTrackedUrl({ url: "https://example.com/", ...utm }).ok).toBe(true);
      for (const field of utmFields) {
        const value = utm[field];
        if (value) expect(normaliseUtmValue(value)).toBe(value);
      }
    }
  });

  it("give sponsored LinkedIn posts an ad text within LinkedIn's limit", () => {
    for (const post of posts.filter((entry) => entry.network === "linkedin")) {
      if (post.placement !== "sponsored") continue;
      expect(post.adText?.length).toBeGreaterThan(0);
      expect(post.adText?.length).toBeLessThanOrEqual(linkedinAdTextLimit);
    }
  });

  it("write hashtags without the # sign or spaces", () => {
    for (const post of posts) {
      expect(post.hashtags.length).toBeGreaterThan(0);
      for (const tag of post.hashtags) expect(tag).toMatch(/^[A-Za-z][A-Za-z0-9]+$/);
    }
  });

  it("never promise zero or no fees, in the copy or on the image", () => {
    for (const post of posts) {
      const visible = [post.text, post.adText ?? ""];
      if (post.placement === "sponsored") {
        visible.push(post.link.headline, post.link.description ?? "");
      }
      visible.push(post.image.headline, post.image.subline ?? "", post.image.alt);
      expect(visible.join(" ")).not.toMatch(/zero[- ]fee|no[- ]fees?\b|free processing|0% fees/i);
    }
  });

  it("open every page with at least 150 words of introduction", () => {
    for (const page of [...socialPostPages, referralPostTemplates, linkedinBannerPage]) {
      expect(words(page.copy.intro)).toBeGreaterThanOrEqual(150);
    }
  });
});

describe("referral templates", () => {
  it("offer at least five", () => {
    expect(referralPostTemplates.templates.length).toBeGreaterThanOrEqual(5);
  });

  it("disclose the referral reward in every post a referrer writes", () => {
    for (const { post } of referralPostTemplates.templates) {
      expect(post.author.kind).toBe("person");
      expect(post.text).toMatch(/may receive a referral reward/);
    }
  });
});

describe("LinkedIn banners", () => {
  it("keep the words zone inside the phone crop and clear of the logo", () => {
    for (const { zones } of bannerVariants) {
      expect(zones.text.x).toBeGreaterThanOrEqual(zones.logo.x + zones.logo.width);
      expect(zones.text.x).toBeGreaterThanOrEqual(zones.mobile.x);
      expect(zones.text.x + zones.text.width).toBeLessThanOrEqual(
        zones.mobile.x + zones.mobile.width,
      );
    }
  });

  it("fit LinkedIn's field limits: tagline 120 characters, overview 2,000", () => {
    expect(linkedinBannerPage.tagline.length).toBeLessThanOrEqual(120);
    expect(linkedinBannerPage.overview.length).toBeLessThanOrEqual(2000);
  });
});
