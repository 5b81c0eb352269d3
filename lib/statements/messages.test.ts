import { phone } from "@/content/site";
import { refusalMessage, refusalReasons } from "./messages";

describe("refusal messages", () => {
  it.each(refusalReasons)("%s says why and what to do instead, in plain words", (reason) => {
    const message = refusalMessage(reason);
    expect(message).toMatch(/^[A-Z].{40,}\.$/s);
    expect(message).toMatch(/\b(send|save|export|choose|remove|take|call|open|download|print)\b/i);
    expect(message).not.toMatch(/undefined|null|NaN/);
  });

  it("name what the file turned out to be, and the limits the form keeps", () => {
    expect(refusalMessage("executable", "Linux program")).toContain(
      "a Linux program, not a statement",
    );
    expect(refusalMessage("file-too-large")).toContain("10 MB");
    expect(refusalMessage("total-too-large")).toContain("25 MB");
    expect(refusalMessage("too-many-files")).toContain("up to 3 files");
    expect(refusalMessage("unknown-type")).toContain(phone.display);
  });
});
