import { countWords } from "@/lib/text";
import { applyCopy, applyDataPromise, applyNextSteps } from "./apply";
import { contactCopy, contactNextSteps } from "./contact";
import { friendsCopy, referralReward, referralTerms } from "./friends";

const words = (paragraphs: readonly string[]) => countWords(paragraphs.join(" "));

describe("lead page copy", () => {
  it.each([
    ["/contact", contactCopy],
    ["/apply", applyCopy],
    ["/friends", friendsCopy],
  ])("gives %s an introduction of at least 150 words", (_path, copy) => {
    expect(words(copy.intro)).toBeGreaterThanOrEqual(150);
  });

  it("tells applicants what the form never asks for and where those details go instead", () => {
    const text = [...applyCopy.intro, ...applyDataPromise.items, applyDataPromise.body].join(" ");
    for (const phrase of ["Social Security numbers", "dates of birth", "bank account", "e-sign"]) {
      expect(text.toLowerCase()).toContain(phrase.toLowerCase());
    }
  });

  it("states the 24-hour claim as an approval decision on a complete application", () => {
    const text = [...applyCopy.intro, ...applyNextSteps.map((step) => step.body)].join(" ");
    expect(text).toContain("within 24 hours of a complete application");
  });

  it("gives the referral programme its who, reward and payment terms", () => {
    expect(referralTerms.map((group) => group.heading)).toEqual([
      "Who can refer",
      "What earns the reward",
      "How it is paid",
    ]);
    const terms = referralTerms.flatMap((group) => group.points).join(" ");
    expect(terms).toContain(referralReward.amount);
    expect(terms).toContain(referralReward.minimumVolume);
    expect(friendsCopy.intro.join(" ")).toContain(`${referralReward.qualifyingDays} days`);
  });

  it("says what happens after the contact form is sent", () => {
    expect(contactNextSteps.length).toBeGreaterThanOrEqual(3);
  });
});
