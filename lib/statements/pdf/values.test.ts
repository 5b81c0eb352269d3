import { Lexer } from "./lexer";
import { readValue, type PdfValue } from "./values";

const read = (text: string) => readValue(new Lexer(Buffer.from(text, "latin1")));
const items = (value: PdfValue) => (value.type === "array" ? value.items : []);

describe("readValue: references", () => {
  it("reads `N G R` as a reference wherever it stands, and anything else as numbers", () => {
    const value = read("[1 0 R 3 +0 R 4 0R 6 0 %note\n R 7 -1 R 8 0 9 0.5 10 0 0 R]");
    expect(items(value)).toEqual([
      { type: "ref", num: 1 },
      { type: "ref", num: 3 },
      { type: "ref", num: 4 },
      { type: "ref", num: 6 },
      { type: "ref", num: 7 },
      { type: "number", value: 8, integer: true },
      { type: "number", value: 0, integer: true },
      { type: "number", value: 9, integer: true },
      { type: "number", value: 0.5, integer: false },
      { type: "number", value: 10, integer: true },
      { type: "ref", num: 0 },
    ]);
  });

  it("leaves an R after a generation that is no integer, or a longer keyword, to be refused", () => {
    for (const text of ["[2 0.0 R]", "[2 .5 R]", "[2 0. R]", "[5 0 Rx]", "[5 - R]"]) {
      expect(() => read(text)).toThrow(/unexpected (R|Rx|-)/);
    }
  });

  it("reads a reference at the very end of the bytes, and a number with nothing after it", () => {
    expect(read("12 0 R")).toEqual({ type: "ref", num: 12 });
    expect(read("12 0")).toEqual({ type: "number", value: 12, integer: true });
    expect(read("12")).toEqual({ type: "number", value: 12, integer: true });
  });

  it("still shows the tokens after a number that is not a reference to the scan", () => {
    const names: string[] = [];
    const lexer = new Lexer(Buffer.from("[1 /JavaScript 2 0 R]"), 0, (token) => {
      if (token.type === "name") names.push(token.value);
    });
    expect(items(readValue(lexer))).toEqual([
      { type: "number", value: 1, integer: true },
      { type: "name", value: "JavaScript" },
      { type: "ref", num: 2 },
    ]);
    expect(names).toContain("JavaScript");
  });

  it("reads an array of 99,000 numbers once per number, not three times", () => {
    let tokens = 0;
    const text = `[${"0 ".repeat(99_000)}]`;
    const value = readValue(new Lexer(Buffer.from(text), 0, () => tokens++));
    expect(items(value)).toHaveLength(99_000);
    expect(tokens).toBe(99_002); // the numbers, "[" and "]"
  });
});
