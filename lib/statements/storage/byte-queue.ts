/** Chunks waiting to fill a segment, handed on as views so that no byte is copied. */
export class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /** Removes the first `count` bytes (count ≤ length), as views of the chunks that held them. */
  take(count: number): Buffer[] {
    const taken: Buffer[] = [];
    for (let needed = count; needed > 0;) {
      const first = this.chunks[0]!;
      if (first.length <= needed) {
        taken.push(first);
        this.chunks.shift();
        needed -= first.length;
      } else {
        taken.push(first.subarray(0, needed));
        this.chunks[0] = first.subarray(needed);
        needed = 0;
      }
    }
    this.length -= count;
    return taken;
  }
}
