// Lays a PDF model out as pieces (pdf-writer.ts) the ways producers do: objects at the top level
// or compressed in object streams behind any filter a viewer decodes, closed by a classic table
// or a cross-reference stream. Mutations (pdf-mutations.ts) start from these pieces.
import type { PdfModel, ModelObject } from "./pdf-model";
import { encodings } from "./pdf-filters";
import type { Piece } from "./pdf-writer";
import type { Rng } from "./rng";

export type Layout = {
  xref: "table" | "stream";
  /** Which objects go into object streams: none, all that may, or all but the page tree. */
  compress: "none" | "all" | "leaves";
  /** An entry of `encodings` for the object streams (undefined: plain). */
  encoding: number | undefined;
};

/** An object stream as laid out: its piece, members, and its dictionary's entries as written. */
export type ObjectStream = {
  piece: Piece & { num: number; body: string; data: Buffer };
  members: ModelObject[];
  /** /Type, /N, /First, /Filter, /DecodeParms as written (`setKeys` changes them). */
  keys: Record<string, string>;
  n: number;
  first: number;
  /** The decoded data. */
  plain: Buffer;
};

export type Laid = {
  pieces: Piece[];
  objectStreams: ObjectStream[];
  next: number;
  model: PdfModel;
};

export function randomLayout(rng: Rng, compressed = rng.chance(0.7)): Layout {
  return {
    xref: compressed || rng.chance(0.3) ? "stream" : "table",
    compress: compressed ? rng.pick(["all", "leaves"] as const) : "none",
    encoding: rng.chance(0.8) ? rng.int(encodings.length) : undefined,
  };
}

/** The pieces of `model` laid out as `layout` says, the last one closing the file. */
export function layOut(model: PdfModel, layout: Layout): Laid {
  const structural = new Set([model.root, model.pages]);
  const compressible = (object: ModelObject) =>
    layout.compress !== "none" &&
    !object.data &&
    !(layout.compress === "leaves" && (structural.has(object.num) || isPage(object)));
  const members = model.objects.filter(compressible);
  let next = Math.max(...model.objects.map((object) => object.num)) + 1;
  const pieces: Piece[] = model.objects
    .filter((object) => !compressible(object))
    .map(({ num, body, data }) => ({ num, body, data }));
  const objectStreams: ObjectStream[] = [];
  if (members.length > 0) {
    const stream = objectStream(next++, members, layout.encoding);
    objectStreams.push(stream);
    pieces.push(stream.piece);
    members.forEach(({ num }, index) => pieces.push({ num, stream: stream.piece.num, index }));
  }
  pieces.push({ xref: layout.xref, trailer: model.trailer });
  return { pieces, objectStreams, next, model };
}

const isPage = (object: ModelObject) => /\/Type\s*\/Page\b/.test(object.body);

/**
 * Object stream `num` holding `members` (ISO 32000-1 7.5.7), encoded with `encoding`; `tail` is
 * written after the objects.
 */
export function objectStream(
  num: number,
  members: ModelObject[],
  encoding: number | undefined,
  tail = "",
): ObjectStream {
  let offset = 0;
  const header: string[] = [];
  for (const { num: member, body } of members) {
    header.push(`${member} ${offset}`);
    offset += body.length + 1;
  }
  const head = `${header.join(" ")}\n`;
  const plain = Buffer.from(
    `${head}${members.map((m) => `${m.body}\n`).join("")}${tail}`,
    "latin1",
  );
  const [, dict, encode] = encoding === undefined ? [, "", (d: Buffer) => d] : encodings[encoding]!;
  const keys: Record<string, string> = {
    Type: "/ObjStm",
    N: `${members.length}`,
    First: `${head.length}`,
  };
  const filter = /\/Filter (.+?)(?= \/DecodeParms|$)/.exec(dict)?.[1];
  const parms = /\/DecodeParms (.+)$/.exec(dict)?.[1];
  if (filter) keys.Filter = filter;
  if (parms) keys.DecodeParms = parms;
  const stream = {
    piece: { num, body: "", data: encode(plain) },
    members,
    keys,
    n: members.length,
  };
  return setKeys({ ...stream, first: head.length, plain }, {});
}

/** Changes entries of an object stream's dictionary (undefined removes one), in place. */
export function setKeys(stream: ObjectStream, changes: Record<string, string | undefined>) {
  Object.assign(stream.keys, changes);
  const entries = Object.entries(stream.keys).filter(([, value]) => value !== undefined);
  stream.piece.body = `<< ${entries.map(([key, value]) => `/${key} ${value}`).join(" ")} >>`;
  return stream;
}

/** The pieces before the last revision's end, and that end: where a mutation adds its own. */
export function beforeEnd(laid: Laid, ...added: Piece[]): Piece[] {
  const end = laid.pieces.at(-1)!;
  return [...laid.pieces.slice(0, -1), ...added, end];
}
