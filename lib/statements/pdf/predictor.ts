import { PdfSyntaxError, PdfTooComplexError } from "./errors";

/** A stream's /DecodeParms for Flate and LZW, with the standard's defaults. */
export type PredictorParms = {
  predictor: number;
  colors: number;
  bitsPerComponent: number;
  columns: number;
};

/**
 * Undoes a TIFF (2) or PNG (10-15) predictor as viewers do (ISO 32000-1 7.4.4.4): producers use
 * PNG "Up" on cross-reference and object streams. Other predictors are refused, not guessed.
 */
export function unpredict(data: Buffer, parms: PredictorParms): Buffer {
  const { predictor, colors, bitsPerComponent: bits, columns } = parms;
  if (predictor === 1) return data;
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bits) || columns < 1) {
    throw new PdfSyntaxError("a predictor with impossible parameters");
  }
  const pixelBytes = Math.ceil((colors * bits) / 8);
  const rowBytes = Math.ceil((columns * colors * bits) / 8);
  if (predictor === 2) return tiff(data, rowBytes, pixelBytes, bits);
  if (predictor >= 10 && predictor <= 15) return png(data, rowBytes, pixelBytes);
  throw new PdfTooComplexError("a predictor we do not read");
}

function tiff(data: Buffer, rowBytes: number, pixelBytes: number, bits: number): Buffer {
  if (bits !== 8) throw new PdfTooComplexError("a TIFF predictor we do not read");
  const out = Buffer.from(data);
  for (let row = 0; row < out.length; row += rowBytes) {
    const end = Math.min(row + rowBytes, out.length);
    for (let i = row + pixelBytes; i < end; i++) out[i] = (out[i]! + out[i - pixelBytes]!) & 0xff;
  }
  return out;
}

// Each row starts with its PNG filter type; a short last row is kept as far as it goes.
function png(data: Buffer, rowBytes: number, pixelBytes: number): Buffer {
  const rows = Math.ceil(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  let length = 0;
  for (let row = 0; row < rows; row++) {
    const at = row * (rowBytes + 1);
    const type = data[at]!;
    const start = row * rowBytes;
    const count = Math.min(rowBytes, data.length - at - 1);
    for (let i = 0; i < count; i++) {
      const raw = data[at + 1 + i]!;
      const left = i >= pixelBytes ? out[start + i - pixelBytes]! : 0;
      const up = row > 0 ? out[start + i - rowBytes]! : 0;
      const upLeft = row > 0 && i >= pixelBytes ? out[start + i - rowBytes - pixelBytes]! : 0;
      out[start + i] = (raw + predicted(type, left, up, upLeft)) & 0xff;
    }
    length = start + Math.max(count, 0);
  }
  return out.subarray(0, length);
}

function predicted(type: number, left: number, up: number, upLeft: number): number {
  switch (type) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    default:
      throw new PdfSyntaxError("a PNG predictor row of unknown type");
  }
}
