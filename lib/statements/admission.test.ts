import { createAdmission, type UploadSlot } from "./admission";
import type { UploadProgress } from "./upload-pace";

/** A clock the test moves, and an upload's progress it can set. */
function clock() {
  let at = 1_000_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

function admitted(result: ReturnType<ReturnType<typeof createAdmission>>): UploadSlot {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.slot;
}

/** Admits an upload whose body starts now; `cuts` records the ones given up. */
function reading(
  admit: ReturnType<typeof createAdmission>,
  key: string,
  at: number,
  cuts: string[] = [],
) {
  const slot = admitted(admit(key));
  const progress: UploadProgress = { bytes: 1024, startedAt: at, lastByteAt: at, done: false };
  slot.watch(progress, () => cuts.push(key));
  return { slot, progress };
}

describe("admitting uploads", () => {
  it("lets a merchant in while forty addresses each stall an upload after their first kilobyte", () => {
    const time = clock();
    const admit = createAdmission({}, time.now);
    const cuts: string[] = [];
    for (let n = 0; n < 40; n++) reading(admit, `staller-${n}`, time.now(), cuts);
    time.pass(1000);
    expect(admit("merchant").ok).toBe(true);
    expect(cuts).toEqual([]); // room enough: nobody was cut for it
  });

  it("gives the slot of the upload longest without a byte to a newcomer when every slot is taken", () => {
    const time = clock();
    const admit = createAdmission({ total: 3, laggingMs: 5000 }, time.now);
    const cuts: string[] = [];
    const uploads = ["a", "b", "c"].map((key) => reading(admit, key, time.now(), cuts));
    time.pass(4000);
    expect(admit("d")).toEqual({ ok: false, reason: "busy" }); // nobody lags yet
    uploads[0]!.progress.lastByteAt = time.now(); // a keeps sending
    uploads[2]!.progress.lastByteAt = time.now() - 1000; // c paused a little later than b
    time.pass(5000);
    expect(admit("d").ok).toBe(true);
    expect(cuts).toEqual(["b"]);
    uploads[1]!.slot.release(true); // b's own answer comes later and changes nothing
    expect(admit("e").ok).toBe(true); // c lags too
    expect(cuts).toEqual(["b", "c"]);
  });

  it("never cuts an upload whose body has all arrived (it is being checked)", () => {
    const time = clock();
    const admit = createAdmission({ total: 1 }, time.now);
    const { progress } = reading(admit, "a", time.now());
    progress.done = true;
    time.pass(60_000);
    expect(admit("b")).toEqual({ ok: false, reason: "busy" });
  });

  it("holds two uploads per address, and a stalled one of its own gives way", () => {
    const time = clock();
    const admit = createAdmission({}, time.now);
    const cuts: string[] = [];
    reading(admit, "home", time.now(), cuts);
    const second = reading(admit, "home", time.now(), cuts);
    time.pass(6000);
    second.progress.lastByteAt = time.now();
    expect(admit("home").ok).toBe(true); // the first had sent nothing for 6 s
    expect(cuts).toEqual(["home"]);
    expect(admit("home")).toEqual({ ok: false, reason: "in_progress" });
    expect(admit("elsewhere").ok).toBe(true);
  });

  it("answers an address that spent its refusals without a slot, until its window passes", () => {
    const time = clock();
    const admit = createAdmission({ refusals: 3, refusalWindowMs: 60_000 }, time.now);
    for (let n = 0; n < 3; n++) admitted(admit("bad")).release(true);
    expect(admit("bad")).toEqual({ ok: false, reason: "refusals" });
    expect(admit("good").ok).toBe(true);
    admitted(admit("good")).release(false); // an accepted upload spends nothing
    time.pass(60_000);
    expect(admit("bad").ok).toBe(true);
  });

  it("counts a stalled upload given up for another against its address", () => {
    const time = clock();
    const admit = createAdmission({ total: 1, refusals: 1 }, time.now);
    reading(admit, "staller", time.now());
    time.pass(6000);
    admitted(admit("merchant")).release(false);
    expect(admit("staller")).toEqual({ ok: false, reason: "refusals" });
  });

  it("gives visitors whose address is unknown no shared per-address limit or budget", () => {
    const time = clock();
    const admit = createAdmission({ total: 4, refusals: 1 }, time.now);
    for (let n = 0; n < 3; n++) admitted(admit(null)).release(true);
    const held = [admit(null), admit(null), admit(null), admit(null)];
    expect(held.every((result) => result.ok)).toBe(true);
    expect(admit(null)).toEqual({ ok: false, reason: "busy" }); // the total still holds
  });
});
