import type { StatementKind } from "./file-types";
import type { RefusalReason } from "./messages";

type Signature = { bytes: number[]; offset?: number };

/** The magic bytes of the accepted kinds that have them; CSV and XLSX are judged apart. */
export const acceptedSignatures: { kind: StatementKind; signatures: Signature[] }[] = [
  { kind: "pdf", signatures: [{ bytes: [...Buffer.from("%PDF-")] }] },
  { kind: "jpeg", signatures: [{ bytes: [0xff, 0xd8, 0xff] }] },
  { kind: "png", signatures: [{ bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
];

const ascii = (text: string, offset = 0): Signature => ({ bytes: [...Buffer.from(text)], offset });

/** Files refused by their first bytes, named so the message says what the file is. */
export const refusedSignatures: {
  reason: RefusalReason;
  what?: string;
  signatures: Signature[];
}[] = [
  { reason: "executable", what: "Windows program", signatures: [ascii("MZ")] },
  { reason: "executable", what: "Linux program", signatures: [ascii("\x7fELF")] },
  {
    reason: "executable",
    what: "Mac program",
    signatures: [
      { bytes: [0xfe, 0xed, 0xfa, 0xce] },
      { bytes: [0xfe, 0xed, 0xfa, 0xcf] },
      { bytes: [0xce, 0xfa, 0xed, 0xfe] },
      { bytes: [0xcf, 0xfa, 0xed, 0xfe] },
      { bytes: [0xca, 0xfe, 0xba, 0xbe] },
    ],
  },
  { reason: "executable", what: "WebAssembly program", signatures: [ascii("\0asm")] },
  { reason: "executable", what: "script", signatures: [ascii("#!")] },
  {
    reason: "legacy-office",
    signatures: [{ bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }],
  },
  { reason: "image-format", what: "GIF", signatures: [ascii("GIF87a"), ascii("GIF89a")] },
  {
    reason: "image-format",
    what: "TIFF",
    signatures: [{ bytes: [0x49, 0x49, 0x2a, 0x00] }, { bytes: [0x4d, 0x4d, 0x00, 0x2a] }],
  },
  {
    reason: "archive",
    what: "compressed archive",
    signatures: [
      ascii("PK\x05\x06"),
      ascii("PK\x07\x08"),
      { bytes: [0x1f, 0x8b] },
      ascii("Rar!\x1a\x07"),
      { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
      { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
      ascii("BZh"),
      ascii("ustar", 257),
    ],
  },
  { reason: "office-document", what: "Rich Text document", signatures: [ascii("{\\rtf")] },
];

/** Whether `head` carries `signature`. */
export function matches(head: Uint8Array, signature: Signature): boolean {
  const offset = signature.offset ?? 0;
  return (
    head.length >= offset + signature.bytes.length &&
    signature.bytes.every((byte, i) => head[offset + i] === byte)
  );
}

// ISO base media files (HEIC, AVIF, MP4) say what they are in their "ftyp" box's brands.
const photoBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
const otherPhotoBrands = new Set(["mif1", "msf1", "avif", "avis"]);

/** The refusal for an ISO base media file (a HEIC or AVIF photo, a video), or null. */
export function isoMediaRefusal(head: Uint8Array): { reason: RefusalReason; what?: string } | null {
  if (!matches(head, ascii("ftyp", 4))) return null;
  const brand = Buffer.from(head.subarray(8, 12)).toString("latin1");
  if (photoBrands.has(brand)) return { reason: "heic" };
  if (otherPhotoBrands.has(brand)) return { reason: "image-format", what: "HEIF or AVIF" };
  return { reason: "unknown-type" };
}

/** Whether `head` is a WebP image: a RIFF container of type WEBP. */
export function isWebp(head: Uint8Array): boolean {
  return matches(head, ascii("RIFF")) && matches(head, ascii("WEBP", 8));
}

/** Whether `head` is a Windows bitmap: "BM" then reserved zeros and a known header size. */
export function isBmp(head: Uint8Array): boolean {
  return (
    matches(head, ascii("BM")) &&
    matches(head, { bytes: [0, 0, 0, 0], offset: 6 }) &&
    [12, 40, 52, 56, 64, 108, 124].includes(head[14] ?? -1)
  );
}
