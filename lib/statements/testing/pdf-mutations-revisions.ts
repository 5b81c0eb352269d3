// Structural mutations of revisions and cross-references: incremental updates that redefine,
// add or remove, duplicate definitions, mixed and broken cross-references, and lexical variants.
import { beforeEnd, layOut, objectStream, randomLayout } from "./pdf-layout";
import type { ModelObject, PdfModel } from "./pdf-model";
import type { Mutation } from "./pdf-mutations";
import { writePdf, type Piece } from "./pdf-writer";
import { encodings } from "./pdf-filters";
import type { Rng } from "./rng";

const laidOut = (model: PdfModel, rng: Rng) => layOut(model, randomLayout(rng));
const bytesOf = (pieces: Piece[]) => writePdf(pieces).bytes;
const plainObjects = (model: PdfModel) => model.objects.filter((object) => !object.data);
const update = (rng: Rng, model: PdfModel, ...pieces: Piece[]): Piece[] => [
  ...pieces,
  { xref: rng.pick(["table", "stream"] as const), trailer: model.trailer },
];

/** Actions a catalog's update may add: JavaScript, a program, and a named one (Print). */
const actions = [
  "<< /S /JavaScript /JS (app.alert\\(1\\)) >>",
  "<< /S /Launch /F (calc.exe) >>",
  "<< /S /Named /N /Print >>",
];
const activeName = /\/(JS|JavaScript|AA|Launch|EmbeddedFiles?|XFA|RichMedia|OpenAction)\b/;

function catalogWith(model: PdfModel, entry: string): ModelObject {
  const catalog = model.objects.find((object) => object.num === model.root)!;
  return { num: model.root, body: catalog.body.replace(/>>\s*$/, ` ${entry} >>`) };
}

// A name with one or two of its letters written as #xx escapes, in either case.
function escapeNames(body: string, rng: Rng): string {
  return body.replace(/\/([A-Za-z][A-Za-z0-9]*)/g, (whole, name: string) => {
    if (!rng.chance(0.5)) return whole;
    const at = rng.int(name.length);
    const hex = name.charCodeAt(at).toString(16);
    return `/${name.slice(0, at)}#${rng.chance(0.5) ? hex : hex.toUpperCase()}${name.slice(at + 1)}`;
  });
}

/** Mutations of revisions and cross-references. */
export const revisionMutations: Mutation[] = [
  { kind: "re-laid out", mutate: (model, rng) => bytesOf(laidOut(model, rng).pieces) },
  {
    kind: "update redefines an object",
    mutate(model, rng) {
      const objects = plainObjects(model);
      const { num } = rng.pick(objects);
      const body = rng.pick(["null", rng.pick(objects).body, "<< >>"]);
      return bytesOf(update(rng, model, ...laidOut(model, rng).pieces, { num, body }));
    },
  },
  {
    kind: "update adds active content",
    mutate(model, rng) {
      const laid = laidOut(model, rng);
      const action = { num: laid.next, body: rng.pick(actions) };
      const catalog = catalogWith(model, `/OpenAction ${action.num} 0 R`);
      if (rng.chance(0.5)) return bytesOf(update(rng, model, ...laid.pieces, catalog, action));
      // The new objects compressed, where only a decoded stream shows the action.
      const stream = objectStream(laid.next + 1, [catalog, action], rng.int(encodings.length));
      const entries = [catalog, action].map(({ num }, index) => ({
        num,
        stream: laid.next + 1,
        index,
      }));
      return bytesOf([
        ...laid.pieces,
        stream.piece,
        ...entries,
        { xref: "stream", trailer: model.trailer },
      ]);
    },
  },
  {
    kind: "update removes active content",
    mutate(model, rng) {
      const active = plainObjects(model).filter(({ body }) => activeName.test(body));
      if (active.length === 0) return undefined;
      const nulls = active.map(({ num }) => ({ num, body: "null" }));
      const catalog = model.objects.find((object) => object.num === model.root)!;
      const clean = catalog.body.replace(/\/(OpenAction|Names|AA|AcroForm)\s+\d+ \d+ R/g, "");
      const pieces = [...laidOut(model, rng).pieces, ...nulls, { num: model.root, body: clean }];
      return bytesOf(update(rng, model, ...pieces));
    },
  },
  {
    kind: "duplicate definition",
    mutate(model, rng) {
      const laid = laidOut(model, rng);
      const objects = plainObjects(model);
      const { num, body } = rng.pick(objects);
      const other = rng.pick(["null", rng.pick(objects).body]);
      const nameOther = rng.chance(0.5);
      const pieces: Piece[] = [
        { num, body: other, indexed: nameOther },
        { num, body, indexed: !nameOther },
      ];
      return bytesOf(beforeEnd(laid, ...(rng.chance(0.5) ? pieces : pieces.reverse())));
    },
  },
  {
    kind: "mixed cross-references",
    mutate(model, rng) {
      const laid = laidOut(model, rng);
      const end = laid.pieces.at(-1) as { xref: "table" | "stream" };
      const again = rng.pick(plainObjects(model));
      const style = end.xref === "table" ? "stream" : "table";
      return bytesOf([...laid.pieces, again, { xref: style, trailer: model.trailer }]);
    },
  },
  {
    kind: "broken cross-references",
    mutate(model, rng) {
      const text = bytesOf(layOut(model, { ...randomLayout(rng), xref: "table" }).pieces).toString(
        "latin1",
      );
      const broken = rng.pick([
        () => text.replace(/startxref\n\d+/, `startxref\n${rng.int(text.length)}`),
        () => text.replace(/startxref\n\d+\n/, ""),
        () =>
          text.replace(
            /(\d{10}) 00000 n/g,
            (_, offset: string) =>
              `${String(Number(offset) + rng.int(9) - 4).padStart(10, "0")} 00000 n`,
          ),
      ])();
      return Buffer.from(broken, "latin1");
    },
  },
  {
    kind: "escaped names",
    mutate(model, rng) {
      const objects = model.objects.map((object) => ({
        ...object,
        body: escapeNames(object.body, rng),
      }));
      return bytesOf(laidOut({ ...model, objects }, rng).pieces);
    },
  },
  {
    kind: "stream line ends",
    mutate(model, rng) {
      const laid = laidOut(model, rng);
      const ends = ["\n", "\r\n", "\r", " \n", "\t\r\n"];
      for (const piece of laid.pieces)
        if ("data" in piece && piece.data) piece.eol = rng.pick(ends);
      return bytesOf(laid.pieces);
    },
  },
];
