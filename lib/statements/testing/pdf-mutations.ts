// Structural mutations of a PDF, each a way a viewer's reading can differ from a checker's: how
// an object stream's dictionary is read (indirect, shadowed, aliased, written oddly), and where
// its objects are. pdf-mutations-revisions.ts adds revisions, duplicates and cross-references.
import { flateEncode, flatePngUpEncode } from "./pdf-filters";
import {
  beforeEnd,
  layOut,
  objectStream,
  randomLayout,
  setKeys,
  type Laid,
  type ObjectStream,
} from "./pdf-layout";
import type { ModelObject, PdfModel } from "./pdf-model";
import { writePdf, type Piece } from "./pdf-writer";
import type { Rng } from "./rng";

/** A kind of mutation: undefined when the seed offers nothing to mutate (no object stream). */
export type Mutation = { kind: string; mutate: (model: PdfModel, rng: Rng) => Buffer | undefined };

/** The model laid out with an object stream (the page tree mostly left out, as in the attacks). */
export function compressed(model: PdfModel, rng: Rng): Laid | undefined {
  const layout = {
    ...randomLayout(rng, true),
    compress: rng.chance(0.7) ? "leaves" : "all",
  } as const;
  const laid = layOut(model, layout);
  return laid.objectStreams.length > 0 ? laid : undefined;
}

const bytesOf = (pieces: Piece[]) => writePdf(pieces).bytes;

/** Plain definitions of the stream's members the cross-references do not name: a decoy reading. */
const decoys = (members: ModelObject[]): Piece[] =>
  members.map(({ num }) => ({ num, body: "null", indexed: false }));

/**
 * The bypass, generalised: `key` of the object stream becomes a reference to an object
 * defined twice, the definition the cross-references name reading `real`, the other `shadow`
 * (written after or before it), with decoy plain definitions of the members half the time.
 */
function shadowed(
  key: string,
  values: (laid: Laid, rng: Rng) => { real: string; shadow: string } | undefined,
): Mutation {
  return onObjectStream(`shadowed /${key}`, (laid, stream, rng) => {
    const found = values(laid, rng);
    if (!found) return undefined;
    const num = laid.next++;
    setKeys(stream, { [key]: `${num} 0 R` });
    const real: Piece = { num, body: found.real };
    const shadow: Piece = { num, body: found.shadow, indexed: false };
    const order = rng.chance(0.75) ? [real, shadow] : [shadow, real];
    return bytesOf(beforeEnd(laid, ...order, ...(rng.chance(0.5) ? decoys(stream.members) : [])));
  });
}

/** A mutation of the first object stream of the seed laid out with one (none: not applicable). */
function onObjectStream(
  kind: string,
  change: (laid: Laid, stream: ObjectStream, rng: Rng) => Buffer | undefined,
): Mutation {
  return {
    kind,
    mutate(model, rng) {
      const laid = compressed(model, rng);
      return laid && change(laid, laid.objectStreams[0]!, rng);
    },
  };
}

// /First reaching a copy of the objects with each replaced by "null", padded to the same length,
// so that the header's offsets find a harmless object in each place.
function firstToNulls(laid: Laid) {
  const stream = laid.objectStreams[0]!;
  if (stream.members.some(({ body }) => body.length < 4)) return undefined;
  const blanks = stream.members.map(({ body }) => `null${" ".repeat(body.length - 4)}\n`);
  const rebuilt = objectStream(stream.piece.num, stream.members, undefined, blanks.join(""));
  stream.piece.data = rebuilt.piece.data;
  setKeys(stream, { Filter: undefined, DecodeParms: undefined });
  return { real: `${stream.first}`, shadow: `${stream.plain.length}` };
}

// The members' data under Flate with the PNG Up predictor, its parameters given apart.
function predicted(laid: Laid, columns: number) {
  const stream = laid.objectStreams[0]!;
  stream.piece.data = flatePngUpEncode(stream.plain, columns);
  setKeys(stream, { Filter: "/FlateDecode", DecodeParms: undefined });
  return `<< /Predictor 12 /Columns ${columns} >>`;
}

/** Mutations of how object streams are read. */
export const streamMutations: Mutation[] = [
  shadowed("N", (laid, rng) => {
    const { n } = laid.objectStreams[0]!;
    return { real: `${n}`, shadow: `${rng.pick([0, n - 1, n + 1])}` };
  }),
  shadowed("First", (laid) => firstToNulls(laid)),
  shadowed("Length", (laid, rng) => {
    const { length } = laid.objectStreams[0]!.piece.data;
    return { real: `${length}`, shadow: `${Math.max(0, length - 1 - rng.int(20))}` };
  }),
  shadowed("Filter", (laid, rng) => {
    const stream = laid.objectStreams[0]!;
    stream.piece.data = flateEncode(stream.plain);
    setKeys(stream, { DecodeParms: undefined });
    return { real: "/FlateDecode", shadow: rng.pick(["/ASCIIHexDecode", "null", "[]"]) };
  }),
  shadowed("DecodeParms", (laid, rng) => {
    const columns = 2 + rng.int(8);
    const real = predicted(laid, columns);
    return { real, shadow: rng.pick(["null", `<< /Predictor 12 /Columns ${columns + 1} >>`]) };
  }),
  onObjectStream("indirect parameters", (laid, stream, rng) => {
    const parms = predicted(laid, 4);
    const values: Record<string, string> = {
      N: `${stream.n}`,
      First: `${stream.first}`,
      Length: `${stream.piece.data.length}`,
      Filter: "/FlateDecode",
      DecodeParms: parms,
    };
    const defined: Piece[] = [];
    for (const [key, value] of Object.entries(values)) {
      if (!rng.chance(0.6)) continue;
      const num = laid.next++;
      setKeys(stream, { [key]: `${num} 0 R` });
      defined.push({ num, body: value });
    }
    return bytesOf(beforeEnd(laid, ...defined));
  }),
  onObjectStream("filter names /F and /DP", (laid, stream, rng) => {
    const parms = predicted(laid, 3);
    // pdf.js reads /F before /Filter: alone, or against a /Filter that says otherwise.
    const filter = rng.chance(0.5) ? "/ASCIIHexDecode" : undefined;
    setKeys(stream, { Filter: filter, DecodeParms: undefined, F: "/Fl", DP: parms });
    return bytesOf(laid.pieces);
  }),
  onObjectStream("numbers written oddly", (laid, stream, rng) => {
    const form = (value: number) => rng.pick([`${value}.0`, `+${value}`, `0${value}`, `${value}`]);
    setKeys(stream, { N: form(stream.n), First: form(stream.first) });
    return bytesOf(laid.pieces);
  }),
];
