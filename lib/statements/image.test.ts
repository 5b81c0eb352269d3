import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { imageLimits, reencodeImage } from "./image";
import { phoneExifWithGps } from "./testing/phone-exif";

const xmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="43,5.03N"/></rdf:RDF></x:xmpmeta>';
const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

const photo = (width = 300, height = 200) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#f4f1ea",
      noise: { type: "gaussian", mean: 200, sigma: 20 },
    },
  });

async function expectNoMetadata(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  return metadata;
}

describe("reencodeImage", () => {
  it("stores a JPEG without its GPS position, camera EXIF or XMP", async () => {
    const input = await photo().jpeg().withExif(phoneExifWithGps).withXmp(xmp).toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(GPS_IFD_TAG)).toBe(true);
    expect(before.xmp).toBeDefined();
    const result = await reencodeImage(input, "jpeg");
    expect(result).toMatchObject({
      ok: true,
      kind: "jpeg",
      mediaType: "image/jpeg",
      extension: ".jpg",
    });
    const after = result.ok && (await expectNoMetadata(result.bytes));
    expect(after).toMatchObject({ format: "jpeg", width: 300, height: 200 });
  });

  it("applies the EXIF orientation before dropping it, so a portrait photo stays upright", async () => {
    const input = await photo(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await reencodeImage(input, "jpeg");
    const after = result.ok && (await expectNoMetadata(result.bytes));
    expect(after).toMatchObject({ width: 200, height: 300 });
  });

  it("stores a PNG as PNG and a WebP as JPEG, without their metadata", async () => {
    for (const [kind, stored] of [
      ["png", "png"],
      ["webp", "jpeg"],
    ] as const) {
      const input = await photo().toFormat(kind).withExif(phoneExifWithGps).withXmp(xmp).toBuffer();
      expect((await sharp(input).metadata()).exif).toBeDefined();
      const result = await reencodeImage(input, kind);
      expect(result).toMatchObject({ ok: true, kind: stored });
      const after = result.ok && (await expectNoMetadata(result.bytes));
      expect(after).toMatchObject({ format: stored, width: 300, height: 200 });
    }
  });

  it("keeps the first frame of an animated WebP", async () => {
    const frames = await photo(40, 90).raw().toBuffer();
    const input = await sharp(frames, {
      raw: { width: 40, height: 90, channels: 3, pageHeight: 30 },
    })
      .webp({ delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(input).metadata()).pages).toBe(3);
    const result = await reencodeImage(input, "webp");
    const after = result.ok && (await sharp(result.bytes).metadata());
    expect(after).toMatchObject({ width: 40, height: 30 });
    expect(after && (after.pages ?? 1)).toBe(1);
  });

  it(`shrinks a photo larger than ${imageLimits.maxSide} pixels to that size, keeping its shape`, async () => {
    const plain = { width: 5000, height: 2500, channels: 3, background: "#ffffff" } as const;
    const input = await sharp({ create: plain }).jpeg().toBuffer();
    const result = await reencodeImage(input, "jpeg");
    expect(result.ok && (await sharp(result.bytes).metadata())).toMatchObject({
      width: 4096,
      height: 2048,
    });
  });

  it("refuses an image claiming more pixels than the bound, before decoding them", async () => {
    const result = await reencodeImage(pngHeader(20_000, 20_000), "png");
    expect(result).toMatchObject({ ok: false, reason: "image-too-large" });
  });

  it("allows WebP fewer pixels than JPEG, as it is decoded whole", async () => {
    // A white 5000 x 4000 lossless WebP, 38 bytes: sharp({ create }).webp({ lossless: true }).
    const webp = Buffer.from("UklGRh4AAABXRUJQVlA4TBEAAAAvh9PnAwfQ//73v/+BiOh/AAA=", "base64");
    expect(await sharp(webp).metadata()).toMatchObject({ width: 5000, height: 4000 });
    expect(5000 * 4000).toBeGreaterThan(imageLimits.maxInputPixels.webp);
    expect(5000 * 4000).toBeLessThan(imageLimits.maxInputPixels.jpeg);
    expect(await reencodeImage(webp, "webp")).toMatchObject({
      ok: false,
      reason: "image-too-large",
    });
  });

  it("stores a photo that re-encodes past the size limit as a smaller JPEG, else refuses it", async () => {
    const png = await photo(400, 400).png().toBuffer();
    const asPng = await reencodeImage(png, "png");
    const asJpeg = await reencodeImage(png, "png", png.length / 2);
    expect(asPng).toMatchObject({ ok: true, kind: "png" });
    expect(asJpeg).toMatchObject({ ok: true, kind: "jpeg", mediaType: "image/jpeg" });
    expect(asJpeg.ok && asJpeg.bytes.length).toBeLessThanOrEqual(png.length / 2);
    expect(await reencodeImage(png, "png", 100)).toMatchObject({
      ok: false,
      reason: "image-too-large",
    });
  });

  it("refuses damaged images with a message", async () => {
    const jpeg = await photo().jpeg().toBuffer();
    const png = await photo().png().toBuffer();
    for (const [bytes, kind] of [
      [jpeg.subarray(0, jpeg.length / 2), "jpeg"],
      [Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(500, 7)]), "jpeg"],
      [png.subarray(0, png.length - 40), "png"],
      [Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 garbage"), "webp"],
    ] as const) {
      expect(await reencodeImage(bytes, kind)).toMatchObject({
        ok: false,
        reason: "image-damaged",
      });
    }
  });
});

// A PNG whose header declares `width` by `height` pixels, with almost no data behind it: the
// shape of a decompression bomb.
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(100))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
