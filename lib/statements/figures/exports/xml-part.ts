import { SaxesParser } from "saxes";
import { xmlEncoding } from "../../package-xml";
import type { OpenedZip, ZipEntry } from "../../zip";

/** How reading a part ended: to its end, stopped by its handlers, past its bound, or not XML. */
export type PartEnd = "done" | "stopped" | "too-large" | "malformed";

/** A part's parser, and `stop` to end the reading early (the rest is not inflated). */
export type PartHandlers = (parser: SaxesParser, stop: () => void) => void;

/** An element's name without its namespace prefix (`x:row` is `row`). */
export const localName = (name: string): string => name.slice(name.indexOf(":") + 1);

/**
 * Streams one part of a workbook through saxes (the XML parser the safety check reads package
 * parts with: a DOCTYPE is refused, so no entity can expand) as it inflates, never holding more
 * than a chunk of it, and stops past `maxBytes` of XML.
 */
export async function readPart(
  zip: OpenedZip,
  entry: ZipEntry,
  maxBytes: number,
  handlers: PartHandlers,
): Promise<PartEnd> {
  const stream = await zip.stream(entry);
  if (!stream) return "malformed";
  const parser = new SaxesParser({ position: false });
  let failed = false;
  let stopped = false;
  parser.on("error", () => void (failed = true));
  parser.on("doctype", () => void (failed = true));
  handlers(parser, () => void (stopped = true));
  let decoder: TextDecoder | undefined;
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > maxBytes) return end(stream, "too-large");
      decoder ??= new TextDecoder(xmlEncoding(chunk));
      parser.write(decoder.decode(chunk, { stream: true }));
      if (failed) return end(stream, "malformed");
      if (stopped) return end(stream, "stopped");
    }
    parser.write(decoder?.decode() ?? "").close();
  } catch {
    return end(stream, "malformed");
  }
  return failed ? "malformed" : stopped ? "stopped" : "done";
}

function end(stream: { destroy(): void }, how: PartEnd): PartEnd {
  stream.destroy();
  return how;
}
