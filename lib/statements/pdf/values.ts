import { PdfSyntaxError, PdfTooComplexError } from "./errors";
import type { Lexer, Token } from "./lexer";
import { pdfLimits } from "./limits";

/** A dictionary; `repeated` keeps the earlier values of keys written more than once. */
export type PdfDict = {
  type: "dict";
  entries: Map<string, PdfValue>;
  repeated?: [string, PdfValue][];
};

/** A PDF object as far as the check needs it: strings' contents are not kept, only where they start. */
export type PdfValue =
  | PdfDict
  | { type: "array"; items: PdfValue[] }
  | { type: "name"; value: string }
  | { type: "number"; value: number; integer: boolean }
  | { type: "ref"; num: number }
  | { type: "string"; start: number }
  | { type: "keyword"; value: string };

const constants = new Set(["true", "false", "null"]);

/**
 * Reads one value from `lexer`, starting with `token` when the caller has read it: dictionaries,
 * arrays and `N G R` references included. `onDict` sees every dictionary, nested ones too.
 */
export function readValue(
  lexer: Lexer,
  onDict?: (dict: PdfDict) => void,
  token: Token = lexer.next(),
): PdfValue {
  return new ValueReader(lexer, onDict).read(token, 0);
}

class ValueReader {
  private values = 0;

  constructor(
    private readonly lexer: Lexer,
    private readonly onDict?: (dict: PdfDict) => void,
  ) {}

  read(token: Token, depth: number): PdfValue {
    if (depth >= pdfLimits.maxDepth) throw new PdfTooComplexError("nested too deeply");
    if (++this.values > pdfLimits.maxValuesPerObject)
      throw new PdfTooComplexError("an object too large");
    switch (token.type) {
      case "<<":
        return this.readDict(depth);
      case "[":
        return this.readArray(depth);
      case "name":
        return { type: "name", value: token.value };
      case "string":
        return { type: "string", start: token.start };
      case "number":
        return this.readNumberOrRef(token);
      case "keyword":
        if (depth > 0 && !constants.has(token.value)) throw unexpected(token);
        return { type: "keyword", value: token.value };
      default:
        throw unexpected(token);
    }
  }

  private readDict(depth: number): PdfDict {
    const dict: PdfDict = { type: "dict", entries: new Map() };
    for (let token = this.lexer.next(); token.type !== ">>"; token = this.lexer.next()) {
      if (token.type !== "name") throw unexpected(token);
      const value = this.read(this.lexer.next(), depth + 1);
      const earlier = dict.entries.get(token.value);
      // pdf.js keeps the last value of a repeated key; another reader may keep the first.
      if (earlier) (dict.repeated ??= []).push([token.value, earlier]);
      dict.entries.set(token.value, value);
    }
    this.onDict?.(dict);
    return dict;
  }

  private readArray(depth: number): PdfValue {
    const items: PdfValue[] = [];
    for (let token = this.lexer.next(); token.type !== "]"; token = this.lexer.next()) {
      items.push(this.read(token, depth + 1));
    }
    return { type: "array", items };
  }

  // "12 0 R" is a reference; anything else after an integer is read again as its own value.
  private readNumberOrRef(token: Token & { type: "number" }): PdfValue {
    const number = { type: "number", value: token.value, integer: token.integer } as const;
    if (!token.integer) return number;
    return this.lexer.skipReferenceTail() ? { type: "ref", num: token.value } : number;
  }
}

function unexpected(token: Token): PdfSyntaxError {
  const what = token.type === "keyword" ? token.value : token.type;
  return new PdfSyntaxError(`unexpected ${what} at ${token.start}`);
}

/** A dictionary's entry, or undefined. */
export function entry(value: PdfValue | undefined, key: string): PdfValue | undefined {
  return value?.type === "dict" ? value.entries.get(key) : undefined;
}

/** Whether a dictionary's entry is the name `name` (as `/Type /Catalog`). */
export function hasName(value: PdfValue | undefined, key: string, name: string): boolean {
  const found = entry(value, key);
  return found?.type === "name" && found.value === name;
}

/** A number with an integral value, as pdf.js takes one (`12.0` is 12), or undefined. */
export function integral(value: PdfValue | undefined): number | undefined {
  return value?.type === "number" && Number.isInteger(value.value) ? value.value : undefined;
}

/**
 * Whether two values are the same. Strings are compared by `sameString` (given where each
 * starts); without one, two strings never are.
 */
export function sameValue(
  a: PdfValue | undefined,
  b: PdfValue | undefined,
  sameString: (a: number, b: number) => boolean = () => false,
): boolean {
  if (a === b) return true;
  if (!a || !b || a.type !== b.type) return false;
  switch (a.type) {
    case "dict": {
      const other = (b as PdfDict).entries;
      if (a.entries.size !== other.size) return false;
      for (const [key, value] of a.entries) {
        if (!sameValue(value, other.get(key), sameString)) return false;
      }
      return true;
    }
    case "array": {
      const items = (b as typeof a).items;
      return (
        a.items.length === items.length &&
        a.items.every((item, i) => sameValue(item, items[i], sameString))
      );
    }
    case "ref":
      return a.num === (b as typeof a).num;
    case "string":
      return sameString(a.start, (b as typeof a).start);
    default:
      return a.value === (b as typeof a).value;
  }
}
