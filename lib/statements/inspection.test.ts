import type { ReceivedFile } from "./parse-upload";
import { createInspection } from "./inspection";
import { pdf, memoryFiles } from "./testing/statement-intake";
import type { Inspection } from "./types";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("checking uploaded files by their content", () => {
  it("checks two files at once, each read into one of two buffers made once and reused", async () => {
    const { files } = memoryFiles();
    const buffers = new Set<Buffer>();
    let running = 0;
    let most = 0;
    const inspectAll = createInspection({
      concurrency: 2,
      displayName: (name) => name,
      inspect: async (bytes): Promise<Inspection> => {
        running += 1;
        most = Math.max(most, running);
        await wait(20);
        running -= 1;
        return { ok: true, kind: "pdf", mediaType: "application/pdf", extension: "pdf", bytes };
      },
    });
    const read = files.readTemp;
    files.readTemp = async (id, into) => {
      if (into) buffers.add(into);
      const bytes = await read(id);
      bytes.copy(into!);
      return into!.subarray(0, bytes.length);
    };
    const upload = async (n: number): Promise<ReceivedFile[]> =>
      Promise.all(
        [0, 1].map(async (index) => {
          const sink = await files.createSink();
          await sink.write(pdf(`upload ${n} file ${index}`));
          return {
            index,
            originalName: `${n}-${index}.pdf`,
            kind: "pdf",
            ...(await sink.finish()),
          };
        }),
      );
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => inspectAll(files, await upload(n))),
    );
    expect(results.every((result) => result.ok && result.files.length === 2)).toBe(true);
    expect(most).toBe(2);
    expect(buffers.size).toBe(2);
    for (const buffer of buffers) expect(buffer.length).toBe(10 * 1024 * 1024);
  });
});
