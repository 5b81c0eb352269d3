import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { LeadRecord, StatementFileRecord, SubmitResult } from "@/lib/leads/store";
import { displayName } from "../display-name";
import type { StatementKind } from "../file-types";
import { createStatementIntake, type StatementIntakeDeps, type UploadRequest } from "../intake";
import type { Inspection, StatementFiles } from "../types";

// The statement intake with everything outside it in memory, for its unit tests: files kept in
// maps, a store that records what it was given, and real multipart bodies as browsers send them.

export const now = 1_800_000_000_000;
export const key = "7d1c2a5e-8f3b-4c6d-9e0f-1a2b3c4d5e6f";
export const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
export const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);
export const jpeg = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(text)]);

/** An in-memory file store that records every step, so tests can see what was kept. */
export function memoryFiles() {
  const temps = new Map<string, Buffer>();
  const blobs = new Map<string, Buffer>();
  const steps: string[] = [];
  let next = 0;
  const files: StatementFiles = {
    async createSink() {
      const id = `t${next++}`;
      const chunks: Buffer[] = [];
      return {
        write: async (chunk) => void chunks.push(chunk),
        finish: async () => {
          const bytes = Buffer.concat(chunks);
          temps.set(id, bytes);
          return { tempId: id, size: bytes.length, sha256: sha(bytes) };
        },
        abort: async () => void temps.delete(id),
      };
    },
    readTemp: async (id) => temps.get(id) ?? Buffer.alloc(0),
    async writeTemp(bytes) {
      const id = `t${next++}`;
      temps.set(id, bytes);
      return { tempId: id, size: bytes.length, sha256: sha(bytes) };
    },
    removeTemp: async (id) => void temps.delete(id),
    async commit(id) {
      const blobKey = `blob${id}`;
      blobs.set(blobKey, temps.get(id) ?? Buffer.alloc(0));
      temps.delete(id);
      steps.push(`commit ${blobKey}`);
      return blobKey;
    },
    remove: async (blobKey) => void blobs.delete(blobKey),
  };
  return { files, temps, blobs, steps };
}

export const inspect = async (bytes: Buffer): Promise<Inspection> => {
  if (bytes.includes("/JavaScript")) {
    return { ok: false, reason: "active_content", message: "This PDF contains a script." };
  }
  if (bytes[0] === 0xff) {
    return {
      ok: true,
      kind: "jpeg",
      mediaType: "image/jpeg",
      extension: "jpg",
      bytes: jpeg("clean"),
    };
  }
  return { ok: true, kind: "pdf", mediaType: "application/pdf", extension: "pdf", bytes };
};

export function setup(
  overrides: Partial<StatementIntakeDeps> & { answer?: () => Promise<SubmitResult> } = {},
) {
  const memory = memoryFiles();
  const submitted: { lead: LeadRecord; files: StatementFileRecord[] }[] = [];
  const nudges: string[] = [];
  const { answer = async () => "stored" as const, ...deps } = overrides;
  const intake = createStatementIntake({
    allowed: async () => true,
    addressHash: async () => "f".repeat(64),
    store: async () => ({
      rateCheck: async () => "ok",
      submitStatement: async (lead, files) => {
        memory.steps.push("submit");
        submitted.push({ lead, files: [...files] });
        return answer();
      },
    }),
    files: async () => memory.files,
    sniff: (head) =>
      head.subarray(0, 5).toString() === "%PDF-" || head[0] === 0xff
        ? { ok: true, kind: head[0] === 0xff ? "jpeg" : "pdf" }
        : { ok: false, message: "This file is not a statement." },
    inspect,
    displayName: (original, kind) => displayName(original, kind as StatementKind),
    origin: async () => ({ page: "/statement-review", utm: { source: "flyer" } }),
    onStored: () => nudges.push("nudge"),
    now: () => now,
    log: { info: jest.fn(), error: jest.fn() },
    ...deps,
  });
  return { intake, memory, submitted, nudges };
}

export const answers = {
  name: "Dana Kowalski",
  email: "dana@lakecountrybakery.com",
  businessName: "Lake Country Bakery",
  phone: "",
  note: "Two locations.",
  submission_id: key,
  form_started: String(now - 60_000),
};

export async function upload(
  fields: Record<string, string>,
  files: [string, Buffer][],
): Promise<UploadRequest & { read: () => number }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of files)
    form.append("statements", new Blob([new Uint8Array(bytes)]), name);
  const request = new Request("http://localhost/statement-review/upload", {
    method: "POST",
    body: form,
  });
  const body = Buffer.from(await request.arrayBuffer());
  let read = 0;
  return {
    headers: new Headers({
      "content-type": request.headers.get("content-type") ?? "",
      "content-length": String(body.length),
    }),
    body: Readable.from(
      (function* () {
        read += body.length;
        yield body;
      })(),
    ),
    read: () => read,
  };
}
