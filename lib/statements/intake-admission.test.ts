import { Readable } from "node:stream";
import { answers, inspect, pdf, setup, upload } from "./testing/statement-intake";

/** A request whose body sends its head, then `chunks` more (forever when Infinity), counted. */
function endless(head: Buffer, chunk: Buffer, chunks: number, contentType: string) {
  const sent = { bytes: 0 };
  let started = false;
  const body = new Readable({
    read() {
      if (!started && head.length > 0) {
        started = true;
        sent.bytes += head.length;
        this.push(head);
      } else if (sent.bytes < head.length + chunks * chunk.length) {
        sent.bytes += chunk.length;
        setImmediate(() => this.push(chunk));
      }
    },
  });
  return { request: { headers: new Headers({ "content-type": contentType }), body }, sent };
}

/** The head of a real upload: the answers, then a file part whose bytes have not all come. */
async function head() {
  const whole = await upload(answers, [["a.pdf", pdf("x".repeat(8192))]]);
  const bytes: Buffer[] = [];
  for await (const chunk of whole.body) bytes.push(chunk as Buffer);
  const body = Buffer.concat(bytes);
  return {
    head: body.subarray(0, body.indexOf("%PDF") + 5000),
    type: whole.headers.get("content-type")!,
  };
}

describe("admitting statement uploads", () => {
  it("checks the slots in memory before it asks the database", async () => {
    let rateChecks = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { intake } = setup({
      concurrency: { total: 1 },
      store: async () => ({
        rateCheck: async () => ((rateChecks += 1), "ok" as const),
        submitStatement: async () => "stored" as const,
      }),
      inspect: async (bytes) => (await held, inspect(bytes)),
    });
    const first = intake(await upload(answers, [["a.pdf", pdf("a")]]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await upload(answers, [["b.pdf", pdf("b")]]);
    expect((await intake(second)).status).toBe(503);
    expect(second.read()).toBe(0);
    expect(rateChecks).toBe(1);
    release();
    expect((await first).status).toBe(200);
  });

  it("counts refused uploads against the address: past its budget, 429 with nothing read and no database call", async () => {
    let rateChecks = 0;
    const { intake } = setup({
      concurrency: { refusals: 2 },
      store: async () => ({
        rateCheck: async () => ((rateChecks += 1), "ok" as const),
        submitStatement: async () => "stored" as const,
      }),
    });
    for (let n = 0; n < 2; n++) {
      const refused = await intake(await upload(answers, [["a.pdf", Buffer.from("MZ program")]]));
      expect(refused.status).toBe(415);
    }
    const good = await upload(answers, [["a.pdf", pdf("a")]]);
    expect((await intake(good)).status).toBe(429);
    expect(good.read()).toBe(0);
    expect(rateChecks).toBe(2);
  });

  it("answers a body that stops arriving with 408, closes it, and frees its slot", async () => {
    const { intake, memory } = setup({ concurrency: { total: 1 }, pace: { idleMs: 100 } });
    const { head: bytes, type } = await head();
    const { request } = endless(bytes, Buffer.alloc(0), 0, type);
    const started = Date.now();
    const answer = await intake(request);
    expect(answer).toMatchObject({ status: 408, close: true });
    expect(answer.state.message).toMatch(/stopped arriving/);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(memory.temps.size).toBe(0);
    expect((await intake(await upload(answers, [["a.pdf", pdf("a")]]))).status).toBe(200);
  });

  it("counts every byte of a chunked body (no length declared) as it arrives, preamble and all", async () => {
    const { intake, memory } = setup();
    const { head: bytes, type } = await head();
    const megabyte = Buffer.alloc(1024 * 1024, 32);
    // A file past 25 MB is stopped by the file limit; a preamble that never ends, by the body's.
    for (const [start, status] of [
      [bytes, 413],
      [Buffer.alloc(0), 413],
    ] as const) {
      const { request, sent } = endless(start, megabyte, Infinity, type);
      const answer = await intake(request);
      expect(answer.status).toBe(status);
      expect(sent.bytes).toBeLessThanOrEqual(28 * 1024 * 1024); // the limit and a chunk or two read ahead
      if (start.length === 0) expect(answer.close).toBe(true);
    }
    expect(memory.temps.size).toBe(0);
  });
});
