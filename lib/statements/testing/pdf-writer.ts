// Writes a PDF from a list of pieces, in order, so the fuzzer can lay one out any way a producer
// (or an attacker) might: objects, object streams, extra definitions the cross-references do or
// do not name, revisions closed by classic tables or cross-reference streams.

/** One piece of a file, written in order. */
export type Piece =
  /** An object at the top level; a stream when `data` is given (its /Length is added). */
  | {
      num: number;
      body: string;
      data?: Buffer;
      /** false: written, but no cross-reference entry names it. */
      indexed?: boolean;
      /** What follows the keyword "stream" (default "\n"). */
      eol?: string;
    }
  /** A cross-reference entry only: object `num` is at `index` in object stream `stream`. */
  | { num: number; stream: number; index: number }
  /** A cross-reference entry only: object `num` is `shift` bytes into piece `at` (written before). */
  | { num: number; at: Piece; shift: number }
  /** Bytes written as they are. */
  | { raw: string | Buffer }
  /** Ends a revision: the entries since the last one, in a table or a stream, then its trailer. */
  | { xref: "table" | "stream"; trailer: string };

type Entry = { offset: number } | { stream: number; index: number };

/**
 * The bytes of `pieces`, and where each was written. `start` and `highest` continue a file of
 * `start` bytes whose objects go up to `highest` (an update written without the file's header).
 */
export function writePdf(
  pieces: Piece[],
  { start = 0, highest: above = 0 }: { start?: number; highest?: number } = {},
): { bytes: Buffer; offsets: Map<Piece, number> } {
  const header = start === 0 ? "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" : "\n";
  const parts: Buffer[] = [Buffer.from(header, "latin1")];
  let at = start + parts[0]!.length;
  const write = (part: string | Buffer) => {
    const bytes = typeof part === "string" ? Buffer.from(part, "latin1") : part;
    parts.push(bytes);
    at += bytes.length;
  };
  const offsets = new Map<Piece, number>();
  let entries = new Map<number, Entry>(start === 0 ? [[0, { offset: 0 }]] : []);
  let highest = above;
  let previous: number | undefined;
  for (const piece of pieces) {
    if ("raw" in piece) {
      offsets.set(piece, at);
      write(piece.raw);
    } else if ("xref" in piece) {
      const start = at;
      const size = Math.max(highest, ...entries.keys()) + 1;
      const trailer = previous === undefined ? piece.trailer : `${piece.trailer} /Prev ${previous}`;
      write(xrefSection(piece.xref, entries, size, start, trailer));
      write(`startxref\n${start}\n%%EOF\n`);
      [previous, entries] = [start, new Map()];
      // A cross-reference stream is object `size`: later revisions number past it.
      if (piece.xref === "stream") highest = size;
    } else if ("at" in piece) {
      entries.set(piece.num, { offset: offsets.get(piece.at)! + piece.shift });
      highest = Math.max(highest, piece.num);
    } else if ("stream" in piece) {
      entries.set(piece.num, { stream: piece.stream, index: piece.index });
      highest = Math.max(highest, piece.num);
    } else {
      offsets.set(piece, at);
      if (piece.indexed !== false) entries.set(piece.num, { offset: at });
      highest = Math.max(highest, piece.num);
      write(`${piece.num} 0 obj\n`);
      if (piece.data) {
        write(`${withLength(piece.body, piece.data.length)}\nstream${piece.eol ?? "\n"}`);
        write(piece.data);
        write("\nendstream");
      } else write(piece.body);
      write("\nendobj\n");
    }
  }
  return { bytes: Buffer.concat(parts), offsets };
}

/** A stream dictionary's text with /Length set (any /Length already there is kept first). */
export function withLength(dict: string, length: number): string {
  return /\/Length\b/.test(dict) ? dict : dict.replace(/>>\s*$/, ` /Length ${length} >>`);
}

function xrefSection(
  style: "table" | "stream",
  entries: Map<number, Entry>,
  size: number,
  at: number,
  trailer: string,
): string | Buffer {
  if (style === "table") {
    const nums = [...entries.keys()].sort((a, b) => a - b);
    let text = "xref\n";
    for (let i = 0; i < nums.length;) {
      let j = i;
      while (j + 1 < nums.length && nums[j + 1] === nums[j]! + 1) j++;
      text += `${nums[i]} ${j - i + 1}\n`;
      for (const num of nums.slice(i, j + 1)) {
        const entry = entries.get(num) as { offset: number };
        const free = num === 0;
        text += `${String(entry.offset).padStart(10, "0")} ${free ? "65535 f" : "00000 n"} \n`;
      }
      i = j + 1;
    }
    return `${text}trailer\n<< /Size ${size} ${trailer} >>\n`;
  }
  // A cross-reference stream lists itself, as object `size`.
  const own = size;
  const all = new Map(entries).set(own, { offset: at });
  const nums = [...all.keys()].sort((a, b) => a - b);
  const rows = Buffer.concat(nums.map((num) => row(all.get(num)!, num === 0)));
  const index = nums.flatMap((num) => [num, 1]).join(" ");
  const head = `${own} 0 obj\n<< /Type /XRef /Size ${own + 1} /W [1 4 2] /Index [${index}] ${trailer} /Length ${rows.length} >>\nstream\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), rows, Buffer.from("\nendstream\nendobj\n")]);
}

function row(entry: Entry, free: boolean): Buffer {
  const bytes = Buffer.alloc(7);
  if ("stream" in entry) {
    bytes[0] = 2;
    bytes.writeUInt32BE(entry.stream, 1);
    bytes.writeUInt16BE(entry.index, 5);
  } else {
    bytes[0] = free ? 0 : 1;
    bytes.writeUInt32BE(entry.offset, 1);
    bytes.writeUInt16BE(free ? 65535 : 0, 5);
  }
  return bytes;
}

/**
 * `pdf` with an incremental update appended, as a portal or an editor saves one: `objects` after
 * the file as it is, then a cross-reference section (`style`) naming them, with /Prev.
 */
export function appendUpdate(
  pdf: Buffer,
  objects: { num: number; body: string; data?: Buffer }[],
  style: "table" | "stream",
  trailer: string,
): Buffer {
  const text = pdf.toString("latin1");
  const previous = Number([...text.matchAll(/startxref\s+(\d+)/g)].at(-1)![1]);
  const size = Number([...text.matchAll(/\/Size\s+(\d+)/g)].at(-1)?.[1] ?? 0);
  const pieces: Piece[] = [...objects, { xref: style, trailer: `${trailer} /Prev ${previous}` }];
  const { bytes } = writePdf(pieces, { start: pdf.length, highest: size - 1 });
  return Buffer.concat([pdf, bytes]);
}
