import { chapters } from "@/content/collateral/credit-card-savings";
import type { FeeExplanation } from "@/lib/comparison/glossary";

/** The guide's page (a test checks the route exists); the glossary links into its chapters. */
export const ebookPath = "/ebook/credit-card-savings";

/** Sentences of a text, split after a full stop that starts a new sentence. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/);

/** Where one of the guide's headings sits: its chapter and the blocks after it. */
function afterHeading(heading: string) {
  for (const chapter of chapters) {
    const index = chapter.blocks.findIndex((b) => b.kind === "h3" && b.text === heading);
    if (index >= 0) return { chapter, blocks: chapter.blocks.slice(index + 1) };
  }
  throw new Error(`The ebook has no heading "${heading}" for the fee glossary.`);
}

/** Chosen sentences of the paragraph under a heading of the guide, and a link to its chapter. */
function fromGuide(heading: string, picks: readonly number[], listItem?: string) {
  const { chapter, blocks } = afterHeading(heading);
  const block = blocks.find((b) => b.kind === (listItem ? "list" : "p"));
  const source = { title: chapter.title, href: `${ebookPath}#${chapter.id}` };
  if (block?.kind === "list") {
    const item = block.items.find((text) => text.startsWith(listItem ?? ""));
    if (!item) throw new Error(`The ebook list under "${heading}" has no "${listItem}".`);
    return { text: item, source };
  }
  if (block?.kind !== "p") throw new Error(`The ebook has no paragraph under "${heading}".`);
  const all = sentences(block.text);
  return { text: picks.map((pick) => all[pick]).join(" "), source };
}

const step4 = "Step 4: mark the lines that are not interchange";

/**
 * What each fee on a statement pays for, in the words of the site's guide (one source): the
 * comparison names a fee line with the first entry whose wording its name contains.
 */
export const feeGlossary: FeeExplanation[] = [
  {
    id: "interchange",
    label: "Interchange",
    matches: ["interchange"],
    cardBrand: true,
    ...fromGuide("Interchange: the issuing bank's share", [0]),
  },
  {
    id: "assessments",
    label: "Assessments and network fees",
    matches: [
      "assessment",
      "network",
      "acquirer processing",
      "brand fee",
      "card brand",
      "nabu",
      "dues",
    ],
    cardBrand: true,
    ...fromGuide("Assessments: the card brand's share", [0, 1]),
  },
  {
    id: "pci",
    label: "PCI fee",
    matches: ["pci", "compliance"],
    cardBrand: false,
    ...fromGuide("Finish your PCI questionnaire", [0, 1]),
  },
  {
    id: "chargeback",
    label: "Chargeback fee",
    matches: ["chargeback", "retrieval", "dispute"],
    cardBrand: false,
    ...fromGuide("Prevent chargebacks", [0]),
  },
  {
    id: "tiered",
    label: "Tiered surcharges",
    matches: ["qualified", "qual ", "tier"],
    cardBrand: false,
    ...fromGuide("Tiered pricing", [0, 2]),
  },
  {
    id: "batch",
    label: "Batch fee",
    matches: ["batch", "settlement"],
    cardBrand: false,
    ...fromGuide("Settle your batch every day", [0]),
  },
  {
    id: "gateway",
    label: "Gateway and per-transaction fees",
    matches: ["gateway", "avs", "address verification", "authoriz", "authoris"],
    cardBrand: false,
    ...fromGuide(step4, [], "Per-transaction fees"),
  },
  {
    id: "lease",
    label: "Equipment lease",
    matches: ["lease", "rental"],
    cardBrand: false,
    ...fromGuide("Equipment leases", [0, 1]),
  },
  {
    id: "annual",
    label: "Annual or regulatory fee",
    matches: ["annual", "regulatory", "membership"],
    cardBrand: false,
    ...fromGuide(step4, [], "Annual or"),
  },
  {
    id: "monthly",
    label: "Monthly fees",
    matches: [
      "statement",
      "monthly",
      "minimum",
      "maintenance",
      "reporting",
      "service",
      "account fee",
    ],
    cardBrand: false,
    ...fromGuide(step4, [], "Monthly fees"),
  },
  {
    id: "markup",
    label: "Processor markup",
    matches: ["markup", "discount", "processing fee", "transaction fee", "per item", "per-item"],
    cardBrand: false,
    ...fromGuide("Markup: the processor's share", [0, 2]),
  },
];
