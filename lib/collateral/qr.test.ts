import QRCode from "qrcode";
import { qrPath } from "./qr";

describe("qrPath", () => {
  it("draws exactly one square per dark module of the encoded symbol", () => {
    const text = "https://www.example.com/apply";
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const dark = Array.from(modules.data).filter(Boolean).length;
    const { size, d } = qrPath(text);
    expect(size).toBe(modules.size);
    expect(d.match(/M/g)).toHaveLength(dark);
  });

  it("starts with the top-left finder pattern, whose first row is seven dark modules", () => {
    const { d } = qrPath("https://www.example.com/apply");
    const firstRow = d.split("M").filter((square) => square.endsWith(" 0h1v1h-1z"));
    expect(firstRow.slice(0, 7).map((square) => square.split(" ")[0])).toEqual([
      "0",
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
    ]);
  });

  it("grows the symbol for longer text", () => {
    expect(qrPath(`https://www.example.com/${"a".repeat(120)}`).size).toBeGreaterThan(
      qrPath("https://www.example.com/apply").size,
    );
  });
});
