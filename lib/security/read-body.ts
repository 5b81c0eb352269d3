/** A request body read whole, or why it was not. */
export type BodyRead = { ok: true; text: string } | { ok: false; reason: "too_large" };

/**
 * Reads a request body up to `maxBytes`, counting the bytes as they arrive, so a body that
 * declares no length (chunked) or a false one is stopped at the limit, not parsed whole. The rest
 * of a body past the limit is cancelled, never read.
 */
export async function readBody(request: Request, maxBytes: number): Promise<BodyRead> {
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, reason: "too_large" };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString("utf8") };
}

/** A JSON body read as `readBody` reads it; `value` is null when the text is not JSON. */
export async function readJson(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; value: unknown } | { ok: false; reason: "too_large" }> {
  const body = await readBody(request, maxBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: true, value: null };
  }
}
