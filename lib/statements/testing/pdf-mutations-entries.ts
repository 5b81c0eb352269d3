// Mutations of where cross-reference entries lead: into a stream stored inside an object
// stream, to an index whose header names another object, into the middle of another object's
// header ("4 0 obj" inside "14 0 obj"), and into another stream's data.
import { beforeEnd, objectStream, type Laid } from "./pdf-layout";
import type { PdfModel } from "./pdf-model";
import { compressed, type Mutation } from "./pdf-mutations";
import { withLength, writePdf, type Piece } from "./pdf-writer";
import { encodings } from "./pdf-filters";
import type { Rng } from "./rng";

const bytesOf = (pieces: Piece[]) => writePdf(pieces).bytes;
const decoy = (num: number): Piece => ({ num, body: "null", indexed: false });

/** An object of the top-level pieces (not a stream) that the file refers to. */
function topLevelObject(laid: Laid, rng: Rng) {
  const objects = laid.pieces.filter(
    (piece): piece is Piece & { num: number; body: string } =>
      "body" in piece && !("data" in piece && piece.data) && piece.num !== laid.model.root,
  );
  return objects.length > 0 ? rng.pick(objects) : undefined;
}

/** Mutations of where entries lead. */
export const entryMutations: Mutation[] = [
  {
    kind: "object stream inside an object stream",
    mutate(model, rng) {
      const laid = compressed(model, rng);
      if (!laid) return undefined;
      const inner = laid.objectStreams[0]!;
      const outerNum = laid.next++;
      const text = `${withLength(inner.piece.body, inner.piece.data.length)}\nstream\n`;
      const body = `${text}${inner.piece.data.toString("latin1")}\nendstream`;
      const outer = objectStream(outerNum, [{ num: inner.piece.num, body }], undefined);
      const pieces = laid.pieces.filter((piece) => piece !== inner.piece);
      const nested: Piece[] = [outer.piece, { num: inner.piece.num, stream: outerNum, index: 0 }];
      const decoys = rng.chance(0.5) ? inner.members.map(({ num }) => decoy(num)) : [];
      return bytesOf(beforeEnd({ ...laid, pieces }, ...nested, ...decoys));
    },
  },
  {
    kind: "entry names another object's index",
    mutate(model: PdfModel, rng) {
      const laid = compressed(model, rng);
      const target = laid && topLevelObject(laid, rng);
      if (!laid || !target) return undefined;
      // The object's value moves into a new object stream under another number; its entry
      // leads there, and a plain "null" stands under its own number.
      const unused = laid.next++;
      const streamNum = laid.next++;
      const stream = objectStream(
        streamNum,
        [{ num: unused, body: target.body }],
        rng.int(encodings.length),
      );
      const pieces = laid.pieces.filter((piece) => piece !== target);
      const moved: Piece[] = [stream.piece, { num: target.num, stream: streamNum, index: 0 }];
      return bytesOf(beforeEnd({ ...laid, pieces }, ...moved, decoy(target.num)));
    },
  },
  {
    kind: "entry inside another header",
    mutate(model, rng) {
      const laid = compressed(model, rng) ?? undefined;
      const target = laid && topLevelObject(laid, rng);
      if (!laid || !target) return undefined;
      const digits = String(target.num).length;
      const used = new Set(model.objects.map(({ num }) => num));
      const prefix = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
        (p) => !used.has(p * 10 ** digits + target.num),
      );
      if (prefix === undefined) return undefined;
      // "14 0 obj <value of 4>": object 4's entry leads to its last digits.
      const alias: Piece = {
        num: prefix * 10 ** digits + target.num,
        body: target.body,
        indexed: false,
      };
      const pieces = laid.pieces.filter((piece) => piece !== target);
      const entry: Piece = { num: target.num, at: alias, shift: String(prefix).length };
      return bytesOf(beforeEnd({ ...laid, pieces }, alias, entry, decoy(target.num)));
    },
  },
  {
    kind: "entry inside a stream's data",
    mutate(model, rng) {
      const laid = compressed(model, rng) ?? undefined;
      const target = laid && topLevelObject(laid, rng);
      if (!laid || !target) return undefined;
      const data = Buffer.from(`${target.num} 0 obj\n${target.body}\nendobj\n`, "latin1");
      const holder: Piece = { num: laid.next++, body: "<< >>", data };
      const prefix = `${(holder as { num: number }).num} 0 obj\n${withLength("<< >>", data.length)}\nstream\n`;
      const pieces = laid.pieces.filter((piece) => piece !== target);
      const entry: Piece = { num: target.num, at: holder, shift: prefix.length };
      return bytesOf(beforeEnd({ ...laid, pieces }, holder, entry, decoy(target.num)));
    },
  },
];
