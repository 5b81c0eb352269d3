import { randomBytes } from "node:crypto";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  headerLength,
  keyId,
  sealedSegmentSize,
  segmentSize,
  StatementIntegrityError,
} from "./format";
import { createOpenStream, createSealStream, openSealed } from "./seal-streams";
import { sha256 } from "./test-support/content";

const key = randomBytes(32);

/** Feeds `data` in uneven chunks, as a network would. */
function chunked(data: Buffer): Readable {
  const sizes = [1, 7, 1000, 65_535, 65_536, 65_537, 16_384];
  const parts: Buffer[] = [];
  for (let offset = 0, i = 0; offset < data.length; i++) {
    const size = sizes[i % sizes.length]!;
    parts.push(data.subarray(offset, offset + size));
    offset += size;
  }
  return Readable.from(parts, { objectMode: false });
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const seal = (plain: Buffer, masterKey = key) =>
  collect(chunked(plain).pipe(createSealStream(masterKey)));
const unseal = async (sealed: Buffer, masterKey = key) =>
  collect(await openSealed(chunked(sealed), masterKey));

describe("the sealed statement format", () => {
  it.each([
    ["empty", 0],
    ["one byte", 1],
    ["one byte short of a segment", segmentSize - 1],
    ["exactly one segment", segmentSize],
    ["one byte past a segment", segmentSize + 1],
    ["exactly two segments", 2 * segmentSize],
    ["3 MB", 3 * 1024 * 1024 + 17],
  ])("gives back the same bytes for a file that is %s", async (_name, size) => {
    const plain = randomBytes(size);
    const sealed = await seal(plain);
    const segments = Math.max(1, Math.ceil(size / segmentSize));
    expect(sealed.length).toBe(headerLength + size + 16 * segments);
    const opened = await unseal(sealed);
    expect(sha256(opened)).toBe(sha256(plain));
  });

  it("never writes the plaintext and seals the same file differently each time", async () => {
    const plain = Buffer.from("Merchant statement: Visa 2.9% + 30c ".repeat(4000));
    const [first, second] = await Promise.all([seal(plain), seal(plain)]);
    expect(first.includes(Buffer.from("Merchant statement"))).toBe(false);
    expect(first.subarray(0, 4).toString()).toBe("LCST");
    expect(first.subarray(5, 13)).toEqual(keyId(key));
    expect(first.equals(second)).toBe(false);
  });

  describe("refuses a blob that is not exactly what was sealed", () => {
    const plain = randomBytes(3 * segmentSize + 500); // four segments
    let sealed: Buffer;
    beforeAll(async () => {
      sealed = await seal(plain);
    });
    const segment = (i: number) =>
      sealed.subarray(
        headerLength + i * sealedSegmentSize,
        headerLength + (i + 1) * sealedSegmentSize,
      );
    const flip = (at: number) => {
      const copy = Buffer.from(sealed);
      copy[at]! ^= 0x01;
      return copy;
    };

    it.each([
      ["a byte flipped in the first segment", () => flip(headerLength + 10), "tampered"],
      [
        "a byte flipped in a middle segment",
        () => flip(headerLength + sealedSegmentSize + 5),
        "tampered",
      ],
      ["a byte flipped in a tag", () => flip(headerLength + sealedSegmentSize - 1), "tampered"],
      ["a byte flipped in the last segment", () => flip(sealed.length - 20), "truncated"],
      ["a byte flipped in the salt", () => flip(20), "tampered"],
      ["a byte flipped in the nonce prefix", () => flip(headerLength - 1), "tampered"],
      ["a byte flipped in the key id", () => flip(6), "wrong-key"],
      ["another version", () => flip(4), "unsupported"],
      ["another magic", () => flip(0), "unsupported"],
      [
        "the last segment cut off at a boundary",
        () => sealed.subarray(0, headerLength + 3 * sealedSegmentSize),
        "truncated",
      ],
      ["the end cut mid-segment", () => sealed.subarray(0, sealed.length - 100), "truncated"],
      ["only the header", () => sealed.subarray(0, headerLength), "truncated"],
      ["half a header", () => sealed.subarray(0, 10), "truncated"],
      [
        "two segments swapped",
        () =>
          Buffer.concat([
            sealed.subarray(0, headerLength),
            segment(1),
            segment(0),
            segment(2),
            sealed.subarray(headerLength + 3 * sealedSegmentSize),
          ]),
        "tampered",
      ],
      [
        "a middle segment dropped",
        () =>
          Buffer.concat([
            sealed.subarray(0, headerLength),
            segment(0),
            segment(2),
            sealed.subarray(headerLength + 3 * sealedSegmentSize),
          ]),
        "tampered",
      ],
      [
        "a segment repeated",
        () =>
          Buffer.concat([
            sealed.subarray(0, headerLength + sealedSegmentSize),
            segment(0),
            sealed.subarray(headerLength + sealedSegmentSize),
          ]),
        "tampered",
      ],
      ["bytes appended", () => Buffer.concat([sealed, Buffer.alloc(16)]), "truncated"],
    ])("%s", async (_name, make, problem) => {
      const bad = make();
      const plainOut: Buffer[] = [];
      const reading = pipeline(
        chunked(bad),
        createOpenStream(key),
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            plainOut.push(chunk);
            callback();
          },
        }),
      );
      await expect(reading).rejects.toMatchObject({ name: "StatementIntegrityError", problem });
      // Whatever came out before the failure is verified plaintext from the right place.
      const released = Buffer.concat(plainOut);
      expect(released.equals(plain.subarray(0, released.length))).toBe(true);
    });

    it("names both key ids when the key is another", async () => {
      const other = randomBytes(32);
      const refusal = unseal(sealed, other);
      await expect(refusal).rejects.toThrow(StatementIntegrityError);
      await expect(refusal).rejects.toThrow(
        `key id ${keyId(key).toString("hex")}, but STATEMENTS_KEY has key id ${keyId(other).toString("hex")}`,
      );
    });

    it("rejects before giving a stream when the header is wrong", async () => {
      await expect(openSealed(Readable.from([flip(0)]), key)).rejects.toMatchObject({
        problem: "unsupported",
      });
    });
  });

  it("holds well under a megabyte while 20 MB flow through sealing and opening", async () => {
    const total = 20 * 1024 * 1024;
    const chunk = randomBytes(64 * 1024);
    let sent = 0;
    let received = 0;
    let mostHeld = 0;
    async function* source() {
      while (sent < total) {
        sent += chunk.length;
        mostHeld = Math.max(mostHeld, sent - received);
        yield chunk;
      }
    }
    await pipeline(
      Readable.from(source(), { objectMode: false, highWaterMark: 64 * 1024 }),
      createSealStream(key),
      createOpenStream(key),
      new Writable({
        write(part: Buffer, _encoding, callback) {
          received += part.length;
          setImmediate(callback); // a slow reader, so that backpressure has to hold
        },
      }),
    );
    expect(received).toBe(total);
    expect(mostHeld).toBeLessThan(1024 * 1024);
  });
});
