import { facebookAd } from "@/content/collateral/social/facebook-ad";
import { linkedinPost } from "@/content/collateral/social/linkedin-post";
import { referralPostTemplates } from "@/content/collateral/social/referral-post-templates";
import { copyFields } from "./copy-fields";
import { postText } from "./post-text";

describe("copyFields", () => {
  it("asks a Facebook ad for primary text, headline, description and the page version", () => {
    const fields = copyFields(facebookAd.post);
    expect(fields.map((field) => field.label)).toEqual([
      "Primary text",
      "Headline",
      "Description",
      "Page post, with hashtags",
    ]);
    expect(fields[0]?.text).toBe(facebookAd.post.text);
    expect(fields[3]?.text).toBe(postText(facebookAd.post));
  });

  it("gives sponsored LinkedIn content its shorter introductory text", () => {
    const [intro] = copyFields(linkedinPost.post);
    expect(intro?.label).toBe("Introductory text");
    expect(intro?.text).toBe(linkedinPost.post.adText);
    expect(intro?.note).toMatch(/ of 600;/);
  });

  it("gives an organic template one field: the text with its hashtags", () => {
    const template = referralPostTemplates.templates[0];
    if (!template) throw new Error("no templates");
    expect(copyFields(template.post)).toEqual([
      expect.objectContaining({ label: "Post text", text: postText(template.post) }),
    ]);
  });
});
