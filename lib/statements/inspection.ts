import { randomUUID } from "node:crypto";
import type { StatementFileRecord } from "@/lib/leads/store";
import { statementLimits } from "./limits";
import type { ReceivedFile } from "./parse-upload";
import type { FileProblem, Inspection, StatementFiles } from "./types";

/** A file that passed its check, ready to commit: its temp file and the record it will get. */
export type CheckedFile = { tempId: string; record: Omit<StatementFileRecord, "key"> };

export type InspectionDeps = {
  inspect: (bytes: Buffer) => Promise<Inspection>;
  /** The visitor's file name as safe display text for the file's kind. */
  displayName: (original: string, kind: string) => string;
  /** Files checked at once by this process (the inspection pool's size). */
  concurrency?: number;
};

/**
 * The content check of every uploaded file. A file is read whole (at most 10 MB) to be checked,
 * always into one of `concurrency` buffers made once and reused, so any number of uploads leave
 * that many buffers behind, not one per file for the collector; the rest wait their turn.
 */
export function createInspection(deps: InspectionDeps) {
  const { concurrency = 2 } = deps;
  const free: Buffer[] = [];
  const waiting: ((buffer: Buffer) => void)[] = [];
  let made = 0;

  const take = (): Promise<Buffer> => {
    const buffer = free.pop();
    if (buffer) return Promise.resolve(buffer);
    if (made < concurrency) {
      made += 1;
      return Promise.resolve(Buffer.allocUnsafeSlow(statementLimits.maxFileBytes));
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const give = (buffer: Buffer) => {
    const next = waiting.shift();
    if (next) next(buffer);
    else free.push(buffer);
  };

  /** Reads, checks and (for a photo) rewrites one file in one turn with one buffer. */
  async function checkOne(files: StatementFiles, file: ReceivedFile) {
    const buffer = await take();
    try {
      const original = await files.readTemp(file.tempId, buffer);
      const result = await deps.inspect(original);
      if (!result.ok || result.bytes.equals(original)) {
        // The bytes are the shared buffer's: nothing may keep them past this turn.
        return {
          result: result.ok ? { ...result, bytes: Buffer.alloc(0) } : result,
          rewritten: null,
        };
      }
      const rewritten = await files.writeTemp(result.bytes);
      await files.removeTemp(file.tempId);
      return { result, rewritten };
    } finally {
      give(buffer);
    }
  }

  /** Checks every file of one upload by its content; images come back re-encoded. */
  return async function inspectAll(files: StatementFiles, received: ReceivedFile[]) {
    const problems: FileProblem[] = [];
    const ready: CheckedFile[] = [];
    for (const file of received) {
      const { result, rewritten } = await checkOne(files, file);
      const shownName = deps.displayName(file.originalName, result.ok ? result.kind : file.kind);
      if (!result.ok) {
        problems.push({ index: file.index, name: shownName, message: result.message });
        continue;
      }
      const { tempId, size, sha256 } = rewritten ?? file;
      const { mediaType, read } = result;
      ready.push({
        tempId,
        record: { id: randomUUID(), name: shownName, mediaType, size, sha256, read },
      });
    }
    if (problems.length === 0) return { ok: true as const, files: ready };
    await Promise.allSettled([
      ...ready.map((file) => files.removeTemp(file.tempId)),
      ...received
        .filter((file) => problems.some((problem) => problem.index === file.index))
        .map((file) => files.removeTemp(file.tempId)),
    ]);
    return { ok: false as const, problems };
  };
}
