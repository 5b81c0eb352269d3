import { Readable } from "node:stream";
import { parseStatementUpload, type ParseDeps } from "./parse-upload";

// Parts no browser sends, written by hand as an attacker would: each is refused, never skipped
// uncounted. (Bytes outside any part, the preamble included, are counted by upload-pace.ts.)

const boundary = "----parts-test";
const sniff: ParseDeps["sniff"] = (head) =>
  head.subarray(0, 5).toString() === "%PDF-"
    ? { ok: true, kind: "pdf" }
    : { ok: false, message: "not a statement file" };
const createSink: ParseDeps["createSink"] = async () => ({
  write: async () => {},
  finish: async () => ({ tempId: "t", size: 0, sha256: "" }),
  abort: async () => {},
});

const part = (disposition: string, bytes: string) =>
  `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${bytes}\r\n`;

function parse(body: string) {
  return parseStatementUpload(
    Readable.from([Buffer.from(`${body}--${boundary}--\r\n`)]),
    `multipart/form-data; boundary=${boundary}`,
    { createSink, sniff },
  );
}

describe("parts no browser sends", () => {
  it("refuses a file part with an empty name that carries bytes", async () => {
    const result = await parse(
      part('form-data; name="name"', "Dana") +
        part('form-data; name="statements"; filename=""', "x".repeat(100_000)),
    );
    expect(result).toMatchObject({ ok: false, refusal: { reason: "malformed" } });
  });

  it("still ignores the empty part of a file input left empty", async () => {
    const result = await parse(
      part('form-data; name="name"', "Dana") +
        part('form-data; name="statements"; filename=""', ""),
    );
    expect(result).toMatchObject({ ok: true, fields: { name: "Dana" }, files: [] });
  });

  it("stops at the parts limit, counting parts with no disposition", async () => {
    const noDisposition = `--${boundary}\r\nContent-Type: text/plain\r\n\r\nxx\r\n`;
    const result = await parse(part('form-data; name="name"', "Dana") + noDisposition.repeat(40));
    expect(result).toMatchObject({ ok: false, refusal: { reason: "malformed" } });
  });
});
