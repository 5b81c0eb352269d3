import { cutToWidth, ellipsis, textWidth } from "./text-width";

describe("text width in Arial's metrics", () => {
  it("measures 60 W's and 60 i's at Google's 20 px title size as Chromium lays them out", () => {
    // W advances 1933 and i 455 of Arial's 2048 units per em: 18.88 px and 4.44 px at 20 px.
    expect(textWidth("W".repeat(60), 20)).toBe(1132.6171875);
    expect(textWidth("i".repeat(60), 20)).toBe(266.6015625);
  });

  it("applies the font's kerning between neighbours, as browsers do by default", () => {
    expect(textWidth("A", 20) + textWidth("V", 20)).toBe(26.6796875);
    expect(textWidth("AV", 20)).toBe(25.1953125);
  });

  it("scales with the font size and counts the brand suffix at about 306 px", () => {
    expect(textWidth("Merchant", 14)).toBeCloseTo((textWidth("Merchant", 20) * 14) / 20, 10);
    expect(textWidth(" | Lake Country Merchant Services", 20)).toBeCloseTo(306.44, 2);
  });

  it("counts a character Arial lacks, such as an emoji, as one em", () => {
    expect(textWidth("\u{1F600}", 20)).toBe(20);
  });
});

describe("where Google cuts", () => {
  it("leaves text that fits alone", () => {
    expect(cutToWidth("Short title", 20, 580)).toEqual({
      shown: "Short title",
      hidden: "",
      width: textWidth("Short title", 20),
    });
  });

  it("cuts after the last whole word that fits with the ellipsis, dropping a trailing separator", () => {
    const title = "Cash Discount Program, Done to the Rules | Lake Country Merchant Services";
    const cut = cutToWidth(title, 20, 580);
    expect(cut.shown).toBe(`Cash Discount Program, Done to the Rules | Lake Country ${ellipsis}`);
    expect(cut.hidden).toBe("Merchant Services");
    expect(textWidth(cut.shown, 20)).toBeLessThanOrEqual(580);
    const separated = cutToWidth("Alpha beta gamma | delta epsilon", 20, 200);
    expect(separated.shown).toBe(`Alpha beta gamma ${ellipsis}`);
    expect(separated.hidden).toBe("| delta epsilon");
  });

  it("shows only the ellipsis when not even the first word fits", () => {
    expect(cutToWidth("Incomprehensibilities everywhere", 20, 50).shown).toBe(ellipsis);
  });
});
