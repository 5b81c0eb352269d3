import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { parseStatementUpload, type ParseDeps, type UploadSink } from "./parse-upload";

/** Sinks that keep what they are given, and say whether they were finished or removed. */
function memorySinks() {
  const made: { chunks: Buffer[]; finished: boolean; aborted: boolean }[] = [];
  const createSink = async (): Promise<UploadSink> => {
    const state = { chunks: [] as Buffer[], finished: false, aborted: false };
    made.push(state);
    return {
      write: async (chunk) => void state.chunks.push(Buffer.from(chunk)),
      finish: async () => {
        state.finished = true;
        const bytes = Buffer.concat(state.chunks);
        return {
          tempId: `temp-${made.indexOf(state)}`,
          size: bytes.length,
          sha256: createHash("sha256").update(bytes).digest("hex"),
        };
      },
      abort: async () => void (state.aborted = true),
    };
  };
  return { made, createSink };
}

const pdf = (size: number) =>
  Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size - 9, 32)]);
const sniff: ParseDeps["sniff"] = (head) =>
  head.subarray(0, 5).toString() === "%PDF-"
    ? { ok: true, kind: "pdf" }
    : { ok: false, message: "not a statement file" };

/** A real multipart body, as a browser sends one, read back as a Node stream. */
async function multipart(fields: Record<string, string>, files: [string, Buffer][]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of files)
    form.append("statements", new Blob([new Uint8Array(bytes)]), name);
  const request = new Request("http://localhost/upload", { method: "POST", body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return { contentType: request.headers.get("content-type") ?? "", body };
}

/** Streams a body in chunks and counts how much of it the parser pulled. */
function trickle(body: Buffer, chunkSize = 16 * 1024) {
  const read = { bytes: 0 };
  const stream = Readable.from(
    (function* () {
      for (let offset = 0; offset < body.length; offset += chunkSize) {
        const chunk = body.subarray(offset, offset + chunkSize);
        read.bytes += chunk.length;
        yield chunk;
      }
    })(),
  );
  return { stream, read };
}

describe("reading a statement upload as a stream", () => {
  it("keeps the text fields and writes each file to its own sink, bytes intact", async () => {
    const files: [string, Buffer][] = [
      ["october.pdf", pdf(70_000)],
      ["november.pdf", pdf(5_000)],
    ];
    const { contentType, body } = await multipart({ name: "Dana", email: "d@x.com" }, files);
    const sinks = memorySinks();
    const result = await parseStatementUpload(Readable.from([body]), contentType, {
      createSink: sinks.createSink,
      sniff,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fields).toEqual({ name: "Dana", email: "d@x.com" });
    expect(result.files.map((f) => [f.originalName, f.kind, f.size])).toEqual([
      ["october.pdf", "pdf", 70_000],
      ["november.pdf", "pdf", 5_000],
    ]);
    expect(
      sinks.made.map((s) => Buffer.concat(s.chunks).equals(files[sinks.made.indexOf(s)]![1])),
    ).toEqual([true, true]);
  });

  it("refuses a file over the size limit as soon as it passes it, without reading the rest", async () => {
    const { contentType, body } = await multipart({ name: "Dana" }, [["big.pdf", pdf(400_000)]]);
    const sinks = memorySinks();
    const { stream, read } = trickle(body);
    const result = await parseStatementUpload(stream, contentType, {
      createSink: sinks.createSink,
      sniff,
      limits: { maxFileBytes: 100_000 },
    });
    expect(result).toMatchObject({
      ok: false,
      refusal: { reason: "file_too_large", name: "big.pdf" },
    });
    expect(read.bytes).toBeLessThan(200_000);
    expect(sinks.made.every((sink) => sink.aborted)).toBe(true);
  });

  it("refuses more files than allowed, and a total over the limit", async () => {
    const four = await multipart(
      {},
      [1, 2, 3, 4].map((n) => [`p${n}.pdf`, pdf(1000)]),
    );
    const sinks = memorySinks();
    expect(
      await parseStatementUpload(Readable.from([four.body]), four.contentType, {
        createSink: sinks.createSink,
        sniff,
      }),
    ).toMatchObject({ ok: false, refusal: { reason: "too_many_files" } });
    expect(sinks.made.every((sink) => sink.aborted)).toBe(true);

    const two = await multipart({}, [
      ["a.pdf", pdf(60_000)],
      ["b.pdf", pdf(60_000)],
    ]);
    expect(
      await parseStatementUpload(Readable.from([two.body]), two.contentType, {
        createSink: memorySinks().createSink,
        sniff,
        limits: { maxTotalBytes: 100_000 },
      }),
    ).toMatchObject({ ok: false, refusal: { reason: "total_too_large" } });
  });

  it("refuses an empty file and a file whose first bytes are not a statement's", async () => {
    const empty = await multipart({}, [["blank.pdf", Buffer.alloc(0)]]);
    expect(
      await parseStatementUpload(Readable.from([empty.body]), empty.contentType, {
        createSink: memorySinks().createSink,
        sniff,
      }),
    ).toMatchObject({ ok: false, refusal: { reason: "empty_file", name: "blank.pdf" } });

    const exe = await multipart({}, [
      ["invoice.pdf", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(20_000)])],
    ]);
    const sinks = memorySinks();
    expect(
      await parseStatementUpload(Readable.from([exe.body]), exe.contentType, {
        createSink: sinks.createSink,
        sniff,
      }),
    ).toMatchObject({
      ok: false,
      refusal: { reason: "wrong_type", message: "not a statement file" },
    });
    expect(sinks.made.every((sink) => sink.aborted && sink.chunks.length === 0)).toBe(true);
  });

  it("asks about the text fields once, before the first file, and stops when they are refused", async () => {
    const { contentType, body } = await multipart({ name: "" }, [["a.pdf", pdf(300_000)]]);
    const seen: Record<string, string>[] = [];
    const { stream, read } = trickle(body);
    const result = await parseStatementUpload(stream, contentType, {
      createSink: memorySinks().createSink,
      sniff,
      beforeFiles: (fields) => {
        seen.push({ ...fields });
        return { reason: "fields", answer: { name: "Enter your name." } };
      },
    });
    expect(seen).toEqual([{ name: "" }]);
    expect(result).toMatchObject({ ok: false, refusal: { reason: "fields" } });
    expect(read.bytes).toBeLessThan(150_000);
  });

  it("ignores empty file inputs, and rejects (removing every file) when the visitor goes away", async () => {
    const form = new FormData();
    form.append("name", "Dana");
    // Three chosen files from the picker and the camera input left empty, as a browser posts them.
    for (const n of [1, 2, 3]) form.append("statements", new Blob([pdf(2000)]), `p${n}.pdf`);
    form.append("statements", new Blob([]), "");
    const request = new Request("http://localhost/upload", { method: "POST", body: form });
    const contentType = request.headers.get("content-type") ?? "";
    const emptyInput = Buffer.from(await request.arrayBuffer());
    expect(
      await parseStatementUpload(Readable.from([emptyInput]), contentType, {
        createSink: memorySinks().createSink,
        sniff,
      }),
    ).toMatchObject({ ok: true, fields: { name: "Dana" }, files: [{}, {}, {}] });

    const { contentType: type, body } = await multipart({}, [["a.pdf", pdf(200_000)]]);
    const sinks = memorySinks();
    const broken = Readable.from(
      (async function* () {
        yield body.subarray(0, 100_000);
        throw new Error("aborted");
      })(),
    );
    await expect(
      parseStatementUpload(broken, type, { createSink: sinks.createSink, sniff }),
    ).rejects.toThrow("aborted");
    expect(sinks.made.length).toBe(1);
    expect(sinks.made[0]!.aborted).toBe(true);
  });
});
