import { deflateRawSync } from "node:zlib";
import { openZip, type ZipLimits } from "./zip";
import { zipOf } from "./testing/zip-files";

const limits: ZipLimits = {
  maxEntries: 10,
  maxUncompressedBytes: 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 4096,
};

describe("openZip", () => {
  const parts = [
    { name: "a.xml", data: "<a>".repeat(1000) },
    { name: "dir/b.txt", data: "stored", method: 0 as const },
  ];

  it.each([false, true])("lists and reads a zip's entries (Zip64 end records: %s)", async (z64) => {
    const zip = await openZip(zipOf(parts, { zip64: z64 }), limits);
    if (typeof zip === "string") throw new Error(zip);
    expect(zip.entries).toMatchObject([
      { name: "a.xml", method: 8, uncompressedSize: 3000 },
      { name: "dir/b.txt", method: 0, uncompressedSize: 6 },
    ]);
    expect((await zip.read(zip.entries[0]!, 3000))?.toString()).toBe(parts[0]!.data);
    expect((await zip.read(zip.entries[1]!, 100))?.toString()).toBe("stored");
    expect(await zip.read(zip.entries[0]!, 2999)).toBeNull();
  });

  it("answers too-large past the entry count, the declared total or the ratio, inflating nothing", async () => {
    expect(await openZip(zipOf(parts), { ...limits, maxEntries: 1 })).toBe("too-large");
    const claim = zipOf([{ name: "a.xml", data: "x", declaredSize: 2 * 1024 * 1024 }]);
    expect(await openZip(claim, limits)).toBe("too-large");
    // A real bomb: 64 KB of zeros deflates to a few hundred bytes, far past 100 to 1.
    const bomb = zipOf([{ name: "zeros.xml", data: Buffer.alloc(64 * 1024) }]);
    expect(deflateRawSync(Buffer.alloc(64 * 1024)).length).toBeLessThan(640);
    expect(await openZip(bomb, limits)).toBe("too-large");
  });

  it("reads nothing past an entry's declared size", async () => {
    const zip = await openZip(
      zipOf([{ name: "a.xml", data: "y".repeat(5000), declaredSize: 10 }]),
      {
        ...limits,
        maxRatio: 1e9,
      },
    );
    if (typeof zip === "string") throw new Error(zip);
    expect(await zip.read(zip.entries[0]!, 100)).toBeNull();
  });

  it("answers malformed for a cut or padded zip, a name twice, or a local header naming another file", async () => {
    const zip = zipOf(parts);
    expect(await openZip(zip.subarray(0, zip.length - 1), limits)).toBe("malformed");
    expect(await openZip(Buffer.concat([zip, Buffer.from("trailing")]), limits)).toBe("malformed");
    expect(await openZip(zipOf([...parts, { name: "A.xml", data: "" }]), limits)).toBe("malformed");
    const renamed = zipOf([{ name: "a.xml", data: "<a/>", localName: "b.xml" }]);
    expect(await openZip(renamed, limits)).toBe("malformed");
    expect(await openZip(zipOf([{ name: "../evil.xml", data: "" }]), limits)).toBe("malformed");
  });
});
