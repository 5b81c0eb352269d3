import { readBody, readJson } from "./read-body";

/** A request whose body arrives in chunks and declares no length, as a chunked post does. */
function chunkedRequest(chunks: Uint8Array[]) {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request("http://localhost/x", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled, cancelled: () => cancelled };
}

describe("a bounded body read", () => {
  it("reads a body within the limit whole, across chunks and multi-byte characters", async () => {
    const text = '{"name":"Zoë"}';
    const bytes = Buffer.from(text);
    const { request } = chunkedRequest([bytes.subarray(0, 11), bytes.subarray(11)]);
    expect(await readBody(request, bytes.length)).toEqual({ ok: true, text });
  });

  it("stops a chunked body at the limit, reads no further chunk and cancels the rest", async () => {
    const chunk = new Uint8Array(16 * 1024);
    const body = chunkedRequest(Array.from({ length: 128 }, () => chunk)); // 2 MB
    expect(await readBody(body.request, 64 * 1024)).toEqual({ ok: false, reason: "too_large" });
    expect(body.pulled()).toBeLessThanOrEqual(6);
    expect(body.cancelled()).toBe(true);
  });

  it("answers an empty text for a request without a body", async () => {
    expect(await readBody(new Request("http://localhost/x", { method: "POST" }), 10)).toEqual({
      ok: true,
      text: "",
    });
  });
});

describe("a bounded JSON read", () => {
  it("answers the value, null for text that is not JSON, and refuses past the limit", async () => {
    const post = (body: string) => new Request("http://localhost/x", { method: "POST", body });
    expect(await readJson(post('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } });
    expect(await readJson(post("{"), 100)).toEqual({ ok: true, value: null });
    expect(await readJson(post("x".repeat(101)), 100)).toEqual({ ok: false, reason: "too_large" });
  });
});
