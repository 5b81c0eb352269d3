import { pipeline, Transform, type Readable, type TransformCallback } from "node:stream";
import { ByteQueue } from "./byte-queue";
import {
  headerLength,
  newFileSeal,
  openSegment,
  readFileSeal,
  sealSegment,
  sealedSegmentSize,
  segmentSize,
  StatementIntegrityError,
  tagLength,
  type FileSeal,
} from "./format";

/** Encrypts plaintext into the sealed format (see format.ts) as it flows, a segment at a time. */
export function createSealStream(masterKey: Buffer): Transform {
  const seal = newFileSeal(masterKey);
  const pending = new ByteQueue();
  let index = 0;
  return new Transform({
    construct(callback) {
      this.push(seal.header);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk);
      // A full segment is sealed as a middle one only once a byte after it exists.
      while (pending.length > segmentSize) {
        for (const piece of sealSegment(seal, index++, false, pending.take(segmentSize))) {
          this.push(piece);
        }
      }
      callback();
    },
    flush(callback: TransformCallback) {
      for (const piece of sealSegment(seal, index, true, pending.take(pending.length))) {
        this.push(piece);
      }
      callback();
    },
  });
}

/**
 * Decrypts the sealed format as it flows, releasing each segment only once its tag verifies;
 * emits "header" when the header matched the key, and fails on any tampering or truncation.
 */
export function createOpenStream(masterKeys: Buffer | readonly Buffer[]): Transform {
  const pending = new ByteQueue();
  let seal: FileSeal | undefined;
  let index = 0;
  // The next `length` sealed bytes as plaintext pieces, once their tag verified.
  const openNext = (fileSeal: FileSeal, at: number, last: boolean, length: number) => {
    const body = pending.take(length - tagLength);
    return openSegment(fileSeal, at, last, body, Buffer.concat(pending.take(tagLength)));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        pending.push(chunk);
        if (!seal && pending.length >= headerLength) {
          seal = readFileSeal(masterKeys, Buffer.concat(pending.take(headerLength)));
          this.emit("header");
        }
        // The last segment may be full: a full one opens as a middle one only once more follows.
        while (seal && pending.length > sealedSegmentSize) {
          for (const piece of openNext(seal, index++, false, sealedSegmentSize)) this.push(piece);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!seal) {
          throw new StatementIntegrityError("truncated", "The sealed statement has no header.");
        }
        if (pending.length < tagLength) {
          throw new StatementIntegrityError("truncated", "The sealed statement ends mid-segment.");
        }
        for (const piece of openNext(seal, index, true, pending.length)) this.push(piece);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/** `source` decrypted as it is read, once its header matched a key (else this rejects). */
export function openSealed(
  source: Readable,
  masterKeys: Buffer | readonly Buffer[],
): Promise<Readable> {
  const open = createOpenStream(masterKeys);
  return new Promise((resolve, reject) => {
    // Errors after the header reach whoever reads the returned stream; pipeline keeps one listener.
    const plain = pipeline(source, open, (error) => {
      if (error) reject(error);
    });
    open.once("header", () => resolve(plain));
  });
}
