import { PassThrough } from "node:stream";
import { paceUpload, UploadStopped, type PaceOptions } from "./upload-pace";

/** A body the test writes to by hand, paced with short timers. */
function pacedBody(options: Partial<PaceOptions> = {}) {
  const source = new PassThrough();
  const paced = paceUpload(source, {
    limitBytes: 1000,
    idleMs: 150,
    graceMs: 200,
    minBytesPerSecond: 2000,
    deadlineMs: 5_000,
    tickMs: 10,
    ...options,
  });
  const outcome = new Promise<string>((resolve) => {
    paced.body.on("error", (error) =>
      resolve(error instanceof UploadStopped ? error.reason : error.message),
    );
    paced.body.on("end", () => resolve("ended"));
    paced.body.resume();
  });
  return { source, paced, outcome };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("pacing an upload body as it arrives", () => {
  it("passes a body that arrives in time, every byte counted", async () => {
    const { source, paced, outcome } = pacedBody();
    source.write(Buffer.alloc(400));
    source.end(Buffer.alloc(600));
    expect(await outcome).toBe("ended");
    expect(paced.progress).toMatchObject({ bytes: 1000, done: true });
  });

  it("stops a body past its limit as the bytes arrive, with no length declared", async () => {
    const { source, paced, outcome } = pacedBody();
    source.write(Buffer.alloc(900));
    source.write(Buffer.alloc(200));
    expect(await outcome).toBe("too_large");
    expect(paced.progress.bytes).toBe(1100);
  });

  it("stops a body after an idle gap", async () => {
    // No minimum rate: on a loaded machine a late timer could otherwise call it slow first.
    const { source, outcome } = pacedBody({ minBytesPerSecond: 0 });
    source.write(Buffer.alloc(10));
    const started = Date.now();
    expect(await outcome).toBe("idle");
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("stops a body that trickles below the minimum rate, though never idle", async () => {
    const { source, outcome } = pacedBody({ idleMs: 1000 });
    const drip = setInterval(() => source.write(Buffer.alloc(1)), 20);
    expect(await outcome).toBe("slow");
    clearInterval(drip);
  });

  it("stops a body past the deadline however fast it began", async () => {
    const { source, outcome } = pacedBody({ idleMs: 1000, minBytesPerSecond: 0, deadlineMs: 100 });
    const drip = setInterval(() => source.write(Buffer.alloc(1)), 20);
    expect(await outcome).toBe("slow");
    clearInterval(drip);
  });

  it("stops a body that is cut, and stops its timers once it ends", async () => {
    const { paced: cutOne, outcome } = pacedBody();
    cutOne.cut();
    expect(await outcome).toBe("cut");
    const { source, paced: done, outcome: ended } = pacedBody();
    source.end(Buffer.alloc(5));
    expect(await ended).toBe("ended");
    await wait(250);
    expect(done.progress.done).toBe(true);
  });
});
