import { readZipDirectory, readZipEntry } from "./zip";
import { zipOf } from "./testing/zip-files";

describe("readZipDirectory and readZipEntry", () => {
  const parts = [
    { name: "a.xml", data: "<a>".repeat(1000) },
    { name: "dir/b.txt", data: "stored", method: 0 as const },
  ];

  it.each([false, true])(
    "list a zip's entries and read them (Zip64 end records: %s)",
    async (zip64) => {
      const zip = zipOf(parts, { zip64 });
      const entries = readZipDirectory(zip, 10);
      expect(entries).toMatchObject([
        { name: "a.xml", method: 8, uncompressedSize: 3000 },
        { name: "dir/b.txt", method: 0, uncompressedSize: 6 },
      ]);
      if (typeof entries === "string") return;
      expect((await readZipEntry(zip, entries[0]!, 3000))?.toString()).toBe(parts[0]!.data);
      expect((await readZipEntry(zip, entries[1]!, 100))?.toString()).toBe("stored");
    },
  );

  it("stops inflating at the bound it is given", async () => {
    const zip = zipOf(parts);
    const entries = readZipDirectory(zip, 10);
    expect(typeof entries !== "string" && (await readZipEntry(zip, entries[0]!, 2999))).toBeNull();
  });

  it("answers malformed for a cut or padded zip, and too-many-entries past the bound", () => {
    const zip = zipOf(parts);
    expect(readZipDirectory(zip, 1)).toBe("too-many-entries");
    expect(readZipDirectory(zip.subarray(0, zip.length - 1), 10)).toBe("malformed");
    expect(readZipDirectory(Buffer.concat([zip, Buffer.from("trailing")]), 10)).toBe("malformed");
  });
});
