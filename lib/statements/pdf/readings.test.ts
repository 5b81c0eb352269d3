import { deflateSync } from "node:zlib";
import {
  javascriptInObjectStream,
  objectStreamInsideObjectStream,
  shadowedObjectStream,
} from "../testing/hostile-pdfs";
import { flateEncode } from "../testing/pdf-filters";
import { handWrittenPdf, minimalObjects } from "../testing/pdf-files";
import { inspectPdf } from "./inspect-pdf";

// Issue 43: the check holds whichever way a viewer reads the file. Every definition of an object
// counts, a stream is decoded under every reading of its parameters, and what two readings
// would read differently is refused as damaged.

const answer = async (pdf: Buffer) => {
  const result = await inspectPdf(pdf);
  return result.ok ? "accepted" : result.reason;
};

/** A stream object's text: its dictionary's entries, then the data (latin1). */
const stream = (entries: string, data: string | Buffer, eol = "\n") => {
  const text = typeof data === "string" ? data : data.toString("latin1");
  return `<< ${entries} /Length ${text.length} >>\nstream${eol}${text}\nendstream`;
};

/** A clean object stream: object 4 (the opening page) in stream 5, read as `n` and `first` say. */
const harmless = (options: Parameters<typeof javascriptInObjectStream>[0]) =>
  javascriptInObjectStream({
    ...options,
    encode: (data) => Buffer.from(data.toString("latin1").replace(/<<.*>>/, "[3 0 R /Fit]")),
  });

describe("object streams read every way their parameters allow", () => {
  it("refuses the issue's files: /N or /First defined twice, the viewers' definition running JavaScript", async () => {
    expect(await answer(shadowedObjectStream("N"))).toBe("pdf-active-content");
    expect(await answer(shadowedObjectStream("First"))).toBe("pdf-active-content");
  });

  it("accepts an indirect /N or /First defined once, and refuses one defined two ways", async () => {
    const once = harmless({ n: "7 0 R", after: [{ num: 7, body: "1" }] });
    const twice = harmless({
      n: "7 0 R",
      after: [
        { num: 7, body: "1" },
        { num: 7, body: "0" },
      ],
    });
    expect(await answer(once)).toBe("accepted");
    expect(await answer(twice)).toBe("pdf-malformed");
  });

  it("refuses an object stream whose filter is a reference, which a viewer missing it reads raw", async () => {
    const pdf = harmless({ dict: "/Filter 7 0 R", after: [{ num: 7, body: "/FlateDecode" }] });
    expect(await answer(pdf)).not.toBe("accepted");
  });

  it("reads /F and /DP as pdf.js does, and refuses them when they contradict /Filter", async () => {
    const viaF = javascriptInObjectStream({ dict: "/F /Fl", encode: flateEncode });
    const contradicting = harmless({ dict: "/F /AHx /Filter /FlateDecode" });
    expect(await answer(viaF)).toBe("pdf-active-content");
    expect(await answer(contradicting)).toBe("pdf-malformed");
  });

  it("refuses parameters pdf.js would apply otherwise: a list for one filter, /BPC against /BitsPerComponent", async () => {
    const list = harmless({
      dict: "/Filter /FlateDecode /DecodeParms [<< /Predictor 12 >>]",
      encode: flateEncode,
    });
    const parms = "<< /Predictor 2 /BPC 8 /BitsPerComponent 4 >>";
    const bits = harmless({
      dict: `/Filter /FlateDecode /DecodeParms ${parms}`,
      encode: flateEncode,
    });
    expect(await answer(list)).toBe("pdf-malformed");
    expect(await answer(bits)).toBe("pdf-malformed");
  });

  it("refuses a stream stored inside an object stream, which pdf.js reads", async () => {
    expect(await answer(objectStreamInsideObjectStream())).toBe("pdf-malformed");
  });
});

describe("stream data read where every viewer reads it", () => {
  it("accepts data after CRLF or LF, and refuses more on the keyword's line or a lone CR", async () => {
    const make = (eol: string) => handWrittenPdf([...minimalObjects, stream("", "q Q", eol)]);
    expect(await answer(make("\r\n"))).toBe("accepted");
    expect(await answer(make("\n"))).toBe("accepted");
    expect(await answer(make(" \n"))).toBe("pdf-malformed");
    expect(await answer(make("\r"))).toBe("pdf-malformed");
  });

  it("refuses data holding an endstream before its /Length ends: a reader ignoring /Length stops there", async () => {
    const data = "q Q\nendstream\nq Q";
    const pdf = handWrittenPdf([...minimalObjects, stream("", data)]);
    expect(await answer(pdf)).toBe("pdf-malformed");
  });

  it("refuses a stream whose indirect /Length has two definitions that disagree", async () => {
    const pdf = handWrittenPdf([
      ...minimalObjects,
      "<< /Length 5 0 R >>\nstream\nq Q\nendstream",
      "3",
      "4",
    ]);
    const renumbered = Buffer.from(pdf.toString("latin1").replace("6 0 obj", "5 0 obj"), "latin1");
    expect(await answer(renumbered)).toBe("pdf-malformed");
  });

  it("refuses numbers pdf.js reads otherwise (1-0 is 10 to it, 1e1 is 10)", async () => {
    for (const number of ["1-0", "1e1"]) {
      const pdf = handWrittenPdf([...minimalObjects, `[${number}]`]);
      expect([number, await answer(pdf)]).toEqual([number, "pdf-malformed"]);
    }
  });
});

describe("every stream decoded and searched for names", () => {
  it("refuses an active name in any decoded stream, and accepts the words as text", async () => {
    const named = handWrittenPdf([
      ...minimalObjects,
      stream("/Filter /FlateDecode", flateEncode(Buffer.from("/JS 1 gs"))),
    ]);
    const text = "BT /F1 12 Tf (Pay with JavaScript: /JS /Launch) Tj ET";
    const shown = handWrittenPdf([
      ...minimalObjects,
      stream("/Filter /FlateDecode", flateEncode(Buffer.from(text))),
    ]);
    expect(await answer(named)).toBe("pdf-active-content");
    expect(await answer(shown)).toBe("accepted");
  });

  it("leaves images' pixels, which no viewer reads as syntax", async () => {
    const pixels = Buffer.from("/JavaScript /JS ");
    const image = stream(
      "/Type /XObject /Subtype /Image /Width 4 /Height 4 /BitsPerComponent 8 /ColorSpace /DeviceGray",
      pixels,
    );
    expect(await answer(handWrittenPdf([...minimalObjects, image]))).toBe("accepted");
  });

  it("bounds what all streams decode to together", async () => {
    const bomb = deflateSync(Buffer.alloc(15 * 1024 * 1024, 0x20));
    const streams = Array.from({ length: 5 }, () => stream("/Filter /FlateDecode", bomb));
    expect(await answer(handWrittenPdf([...minimalObjects, ...streams]))).toBe("too-complex");
  }, 30_000);
});
