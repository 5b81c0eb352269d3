import QRCode from "qrcode";

/** A QR code as one SVG path: `size` modules square, quiet zone not included. */
export type QrPath = { size: number; d: string };

/**
 * Encodes text as a QR code and draws every dark module as a 1x1 square of one path, so the
 * code renders as inline SVG at build time with no client script and no data: URL.
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size, data } = modules;
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (data[row * size + col]) squares.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size, d: squares.join("") };
}
