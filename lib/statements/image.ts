import sharp, { type Sharp } from "sharp";
import type { ImageKind } from "./file-types";
import { statementLimits } from "./limits";
import { accepted, refused, type Inspection } from "./result";

/** Bounds on photos: pixels decoded at most (by kind), and the longest side kept. */
export const imageLimits = {
  /**
   * Past a 50-megapixel camera; a larger image is refused before its pixels are decoded. WebP is
   * decoded whole (about 8 bytes a pixel), so it gets less.
   */
  maxInputPixels: { jpeg: 50_000_000, png: 50_000_000, webp: 16_000_000 },
  /** About 370 pixels per inch along a letter page: small print stays readable. */
  maxSide: 4096,
} as const;

const sharpFormat = { jpeg: "jpeg", png: "png", webp: "webp" } as const;

type Encoding = { kind: "jpeg" | "png"; quality: number };
// The stored file may not pass the upload's size limit: a photo that re-encodes larger (a PNG
// screenshot, a JPEG saved at low quality) is tried again as a JPEG at quality 80.
const smallerEncoding: Encoding = { kind: "jpeg", quality: 80 };

/**
 * Re-encodes a photo so that nothing but its pixels is stored: EXIF (GPS, camera), XMP, IPTC and
 * ICC data are dropped, the EXIF orientation is applied first, and an animation keeps its first
 * frame. JPEG and PNG stay so; WebP is stored as JPEG (encoding WebP took twice the memory and
 * time). A damaged image, one with too many pixels, or one that cannot be stored within
 * `maxStoredBytes` is refused.
 */
export async function reencodeImage(
  bytes: Buffer,
  kind: ImageKind,
  maxStoredBytes: number = statementLimits.maxFileBytes,
): Promise<Inspection> {
  const options = {
    limitInputPixels: imageLimits.maxInputPixels[kind],
    failOn: "error",
    sequentialRead: true,
  } as const;
  try {
    const { format } = await sharp(bytes, options).metadata();
    if (format !== sharpFormat[kind]) return refused("image-damaged");
    const preferred: Encoding = { kind: kind === "png" ? "png" : "jpeg", quality: 90 };
    for (const encoding of [preferred, smallerEncoding]) {
      const image = sharp(bytes, options)
        .rotate()
        .resize(imageLimits.maxSide, imageLimits.maxSide, {
          fit: "inside",
          withoutEnlargement: true,
        });
      const stored = await encode(image, encoding).toBuffer();
      if (stored.length <= maxStoredBytes) return accepted(encoding.kind, stored);
    }
    return refused("image-too-large");
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    return refused(tooLarge ? "image-too-large" : "image-damaged");
  }
}

// High enough quality to read small print on a photographed statement. Huffman optimisation is
// off: it holds the whole image's coefficients in memory (about 80 MB more for a 15-megapixel
// photo) to save about 5% of the file.
function encode(image: Sharp, { kind, quality }: Encoding): Sharp {
  return kind === "jpeg"
    ? image.jpeg({ quality, optimiseCoding: false })
    : image.png({ compressionLevel: 6 });
}
