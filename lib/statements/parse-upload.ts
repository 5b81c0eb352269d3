import type { Readable } from "node:stream";
import Busboy, { type BusboyFileStream } from "@fastify/busboy";
import { statementFilesField } from "./field-names";
import { statementLimits } from "./limits";
import type {
  ParseDeps,
  ParsedUpload,
  ReceivedFile,
  UploadRefusal,
  UploadSink,
} from "./upload-parts";

export type {
  ParseDeps,
  ParsedUpload,
  ReceivedFile,
  UploadRefusal,
  UploadSink,
} from "./upload-parts";

/**
 * Reads a multipart body as a stream: text fields into memory (a few kilobytes at most), each file
 * chunk by chunk into its own sink, with every limit enforced as the bytes arrive. On the first
 * limit passed it stops reading, removes what it wrote and answers why; the caller answers the
 * visitor at once. Never holds more than one chunk and a file's first few kilobytes in memory.
 */
export function parseStatementUpload(
  body: Readable,
  contentType: string,
  deps: ParseDeps,
): Promise<ParsedUpload> {
  const limits = { ...statementLimits, ...deps.limits };
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const sinks: UploadSink[] = [];
  const streams = new Set<BusboyFileStream>();
  const pending: Promise<void>[] = [];
  let totalBytes = 0;
  let fileCount = 0;
  let fieldsChecked = false;
  let stopped: UploadRefusal | null = null;

  return new Promise<ParsedUpload>((resolve, reject) => {
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({
        headers: { "content-type": contentType },
        limits: {
          fieldNameSize: 100,
          fieldSize: 8 * 1024,
          fields: 20,
          fileSize: limits.maxFileBytes,
          // The form has two file inputs (picker, camera); an empty one still sends a part.
          files: limits.maxFiles + 2,
          parts: limits.maxFiles + 22,
          headerPairs: 20,
        },
      });
    } catch (error) {
      resolve({ ok: false, refusal: { reason: "malformed", detail: String(error) }, fields });
      return;
    }

    const cleanUp = async () => {
      await Promise.allSettled(sinks.map((sink) => sink.abort()));
    };

    /**
     * Stops reading: every sink is removed and the rest of the body is left unread; the caller
     * answers at once and then discards what is still arriving (discardRest).
     */
    const stop = (refusal: UploadRefusal) => {
      if (stopped) return;
      stopped = refusal;
      body.unpipe(busboy);
      for (const stream of streams) stream.destroy();
      busboy.removeAllListeners("file");
      busboy.removeAllListeners("field");
      void Promise.allSettled(pending)
        .then(cleanUp)
        .then(() => resolve({ ok: false, refusal, fields }));
    };

    busboy.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) return stop({ reason: "malformed", detail: `${name} is too long` });
      if (!(name in fields)) fields[name] = value;
    });

    busboy.on("file", (name, stream, filename) => {
      if (name !== statementFilesField) {
        stream.resume();
        return stop({ reason: "malformed", detail: `unexpected file field ${name}` });
      }
      // A file input left empty still sends a part with no name and no bytes: not a file. One
      // with bytes is no browser's, and is refused rather than skipped uncounted.
      if (!filename) {
        stream.on("data", () =>
          stop({ reason: "malformed", detail: "a file part with no name carries bytes" }),
        );
        return;
      }
      if (!fieldsChecked) {
        fieldsChecked = true;
        const refusal = deps.beforeFiles?.(fields);
        if (refusal) {
          stream.resume();
          return stop(refusal);
        }
      }
      if (fileCount >= limits.maxFiles) {
        stream.resume();
        return stop({ reason: "too_many_files" });
      }
      const index = fileCount++;
      streams.add(stream);
      stream.once("close", () => streams.delete(stream));
      pending.push(
        receiveFile(index, filename, stream).catch((error: unknown) => {
          stream.resume();
          stop({ reason: "malformed", detail: String(error) });
        }),
      );
    });

    async function receiveFile(index: number, originalName: string, stream: BusboyFileStream) {
      const sink = await deps.createSink();
      sinks.push(sink);
      let head: Buffer[] = [];
      let headBytes = 0;
      let kind: string | null = null;
      // Busboy would skip the rest of the file quietly: stop the whole upload the moment it passes.
      stream.once("limit", () => stop({ reason: "file_too_large", index, name: originalName }));

      const judge = () => {
        const verdict = deps.sniff(Buffer.concat(head));
        if (!verdict.ok) {
          stop({ reason: "wrong_type", index, name: originalName, message: verdict.message });
          return false;
        }
        kind = verdict.kind;
        return true;
      };

      for await (const chunk of stream as AsyncIterable<Buffer>) {
        if (stopped) return;
        totalBytes += chunk.length;
        if (totalBytes > limits.maxTotalBytes) return stop({ reason: "total_too_large" });
        if (kind === null) {
          head.push(chunk);
          headBytes += chunk.length;
          if (headBytes < limits.sniffBytes) continue;
          if (!judge()) return;
          for (const part of head) await sink.write(part);
          head = [];
          continue;
        }
        await sink.write(chunk);
      }
      if (stopped) return;
      if (stream.truncated) return stop({ reason: "file_too_large", index, name: originalName });
      if (kind === null) {
        if (headBytes === 0) return stop({ reason: "empty_file", index, name: originalName });
        if (!judge()) return;
        for (const part of head) await sink.write(part);
      }
      const written = await sink.finish();
      files.push({ index, originalName, kind: kind ?? "", ...written });
    }

    busboy.on("filesLimit", () => stop({ reason: "too_many_files" }));
    busboy.on("fieldsLimit", () => stop({ reason: "malformed", detail: "too many fields" }));
    busboy.on("partsLimit", () => stop({ reason: "malformed", detail: "too many parts" }));
    busboy.on("error", (error: unknown) => stop({ reason: "malformed", detail: String(error) }));
    busboy.on("finish", () => {
      void Promise.allSettled(pending).then(() => {
        if (stopped) return;
        resolve({ ok: true, fields, files: files.sort((a, b) => a.index - b.index) });
      });
    });

    // The visitor went away (or the connection broke): nothing of theirs is kept.
    body.on("error", (error) => {
      stopped ??= { reason: "malformed", detail: String(error) };
      for (const stream of streams) stream.destroy();
      void Promise.allSettled(pending)
        .then(cleanUp)
        .then(() => reject(error));
    });
    body.pipe(busboy);
  });
}
