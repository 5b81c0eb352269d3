import { countWords } from "@/lib/text";
import type { TextBlock } from "../types";
import { afterword, chapters, foreword } from ".";

const text = (blocks: readonly TextBlock[]) =>
  blocks
    .map((block) =>
      block.kind === "list"
        ? block.items.join(" ")
        : block.kind === "callout"
          ? `${block.title} ${block.text}`
          : block.text,
    )
    .join(" ");

describe("the credit-card savings ebook", () => {
  it("runs to at least 3,000 words of body text", () => {
    const body = [foreword, ...chapters.map((chapter) => chapter.blocks), afterword].map(text);
    expect(countWords(body.join(" "))).toBeGreaterThanOrEqual(3000);
  });

  it("gives every chapter a unique anchor, a title and a summary", () => {
    const ids = chapters.map((chapter) => chapter.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const chapter of chapters) {
      expect(chapter.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(chapter.summary.length).toBeGreaterThan(20);
    }
  });

  it("states every surcharge rule of the design brief in the surcharging chapter", () => {
    const chapter = chapters.find((entry) => entry.id === "surcharging-by-the-rules");
    const rules = text(chapter?.blocks ?? []);
    for (const rule of [
      /caps a credit-card surcharge at 3%/,
      /Never on debit cards or prepaid cards/,
      /Connecticut, Maine and Massachusetts/,
      /Capped at 2% in Colorado/,
      /entrance[\s\S]*point of sale[\s\S]*receipt/,
      /give the card brands and your processor 30 days' written notice/,
    ]) {
      expect(rules).toMatch(rule);
    }
  });

  it("describes a cash discount as a posted card price with a discount for cash", () => {
    const chapter = chapters.find((entry) => entry.id === "cash-discount-done-right");
    expect(text(chapter?.blocks ?? [])).toMatch(
      /posted prices at the card price[\s\S]*discount when they pay with cash/,
    );
  });
});
