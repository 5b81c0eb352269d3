import { chapters } from "@/content/collateral/credit-card-savings";
import { collateralRoutes } from "@/content/routes/collateral";
import { explainFee } from "@/lib/comparison/glossary";
import { flagGlossaryIds } from "@/lib/statements/figures/flags";
import { ebookPath, feeGlossary } from "./fee-glossary";

describe("the fee glossary", () => {
  it("links into chapters of the guide's page", () => {
    expect(collateralRoutes.map((route) => route.path)).toContain(ebookPath);
    const anchors = chapters.map((chapter) => `${ebookPath}#${chapter.id}`);
    for (const entry of feeGlossary) expect(anchors).toContain(entry.source.href);
  });

  it("quotes whole sentences of the guide for every fee", () => {
    const guide = chapters
      .flatMap((chapter) => chapter.blocks)
      .flatMap((block) => ("items" in block ? block.items : "text" in block ? [block.text] : []))
      .join("\n");
    for (const entry of feeGlossary) {
      expect(entry.text.length).toBeGreaterThan(40);
      for (const sentence of entry.text.split(/(?<=\.) (?=[A-Z])/))
        expect(guide).toContain(sentence);
    }
  });

  it("explains every kind of fee flag a statement read raises", () => {
    const ids = feeGlossary.map((entry) => entry.id);
    for (const id of Object.values(flagGlossaryIds)) expect(ids).toContain(id);
  });

  it.each([
    ["Interchange", "interchange"],
    ["MC Network Access Fee (NABU)", "assessments"],
    ["PCI Non-Compliance", "pci"],
    ["Chargeback fee", "chargeback"],
    ["Mid-qual surcharge", "tiered"],
    ["Batch/settlement fee", "batch"],
    ["Gateway access", "gateway"],
    ["Terminal lease", "lease"],
    ["Annual fee", "annual"],
    ["Monthly minimum", "monthly"],
    ["Discount fee", "markup"],
  ])("names %s as %s", (name, id) => {
    expect(explainFee(name, feeGlossary)?.id).toBe(id);
  });

  it("leaves a fee the guide does not explain unexplained", () => {
    expect(explainFee("Wireless access", feeGlossary)).toBeNull();
  });

  it("treats only interchange and assessments as card-brand costs", () => {
    expect(feeGlossary.filter((entry) => entry.cardBrand).map((entry) => entry.id)).toEqual([
      "interchange",
      "assessments",
    ]);
  });
});
