import { acceptedKindsText, fileTypeOf, statementAccept, statementFileTypes } from "./file-types";

describe("statement file types", () => {
  it("list the six kinds the review accepts, each with a type, extensions and a label", () => {
    expect(statementFileTypes.map((type) => type.kind)).toEqual([
      "pdf",
      "jpeg",
      "png",
      "webp",
      "csv",
      "xlsx",
    ]);
    expect(fileTypeOf("xlsx")).toMatchObject({
      extensions: [".xlsx"],
      label: "Excel workbook (.xlsx)",
    });
    for (const type of statementFileTypes)
      expect(acceptedKindsText).toMatch(new RegExp(type.kind, "i"));
  });

  it("give an accept attribute with JPEG as the first image type and no HEIC or image/*", () => {
    const accepted = statementAccept.split(",");
    const images = accepted.filter((entry) => entry.startsWith("image/"));
    expect(images[0]).toBe("image/jpeg");
    expect(accepted).not.toContain("image/*");
    expect(statementAccept).not.toMatch(/heic|heif/i);
    for (const type of statementFileTypes) {
      expect(accepted).toEqual(expect.arrayContaining([type.mediaType, ...type.extensions]));
    }
  });
});
