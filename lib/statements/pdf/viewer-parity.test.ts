import { encodings } from "../testing/pdf-filters";
import {
  javascriptInObjectStream,
  openActionFlood,
  unresolvedOpenAction,
} from "../testing/hostile-pdfs";
import { handWrittenPdf, minimalObjects } from "../testing/pdf-files";
import { inspectPdf } from "./inspect-pdf";

const refusedFor = async (pdf: Buffer) => {
  const result = await inspectPdf(pdf);
  return result.ok ? "accepted" : result.reason;
};

describe("the PDF check reads object streams as viewers do", () => {
  it.each([
    ["typed /ObjStm", "/Type /ObjStm"],
    ["with no /Type", ""],
    ["with an indirect /Type", "/Type 3 0 R"],
    ["with another /Type", "/Type /XObject"],
  ])("JavaScript in an object stream %s is refused", async (_, dict) => {
    expect(await refusedFor(javascriptInObjectStream({ dict }))).toBe("pdf-active-content");
  });

  it.each(encodings)("JavaScript behind %s is refused", async (_, filter, encode) => {
    expect(await refusedFor(javascriptInObjectStream({ dict: filter, encode }))).toBe(
      "pdf-active-content",
    );
  });

  it("the same file with a harmless opening page is accepted, through every filter", async () => {
    for (const [, filter, encode] of encodings) {
      const harmless = (data: Buffer) =>
        encode(Buffer.from(data.toString("latin1").replace(/<<.*>>/, "[3 0 R /Fit]"), "latin1"));
      const pdf = javascriptInObjectStream({ dict: filter, encode: harmless });
      expect([filter, await refusedFor(pdf)]).toEqual([filter, "accepted"]);
    }
  });

  it("a filter made for images, or one no viewer knows, is refused rather than read raw", async () => {
    for (const filter of ["/Filter /DCTDecode", "/Filter /NoSuchDecode", "/Filter [/AHx 7]"]) {
      const pdf = javascriptInObjectStream({ dict: filter });
      expect(await refusedFor(pdf)).not.toBe("accepted");
    }
  });
});

describe("the PDF check's opening actions", () => {
  it("an /OpenAction whose target the file does not hold is unknown, so refused", async () => {
    expect(await refusedFor(unresolvedOpenAction())).toBe("pdf-active-content");
  });

  it("the issue's stall: 400 entries naming one 99,000-element array, checked in linear time", async () => {
    const started = performance.now();
    expect(await refusedFor(openActionFlood())).toBe("pdf-active-content");
    // Reading the array once takes tens of milliseconds; 400 times took seconds.
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it("page-tree nodes sharing one long /Kids array cost its length once", async () => {
    const kids = Array.from({ length: 50_000 }, () => "5 0 R").join(" ");
    const pdf = handWrittenPdf([
      minimalObjects[0]!,
      "<< /Type /Pages /Kids 4 0 R >>",
      minimalObjects[2]!,
      `[3 0 R ${kids}]`,
      "<< /Type /Pages /Kids 4 0 R >>",
    ]);
    const started = performance.now();
    expect(await refusedFor(pdf)).toBe("accepted");
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
