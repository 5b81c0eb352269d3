import { isPixelExcludedPath, pixelCspSources, resolvePixelId } from "./config";

describe("resolvePixelId", () => {
  it.each([
    [undefined],
    [""],
    ["   "],
    ["YOUR_PIXEL_ID"],
    ["placeholder"],
    ["000000"],
    ["000000000000000"],
    ["111111111111111"],
    ["1234567890"],
    ["123456789012345"],
    ["12345"],
    ["98765432101234x"],
    ["<script>"],
  ])("keeps the pixel off for %p", (raw) => {
    expect(resolvePixelId(raw)).toBeNull();
  });

  it("accepts a numeric Meta pixel id, trimmed", () => {
    expect(resolvePixelId(" 730912846501327\n")).toBe("730912846501327");
  });
});

describe("isPixelExcludedPath", () => {
  it.each(["/apply", "/apply/", "/apply/step-2", "/contact"])("excludes %s", (path) => {
    expect(isPixelExcludedPath(path)).toBe(true);
  });

  it.each(["/", "/about", "/applying", "/zero-fee"])("allows %s", (path) => {
    expect(isPixelExcludedPath(path)).toBe(false);
  });
});

describe("pixelCspSources", () => {
  it("allows no host at all while the pixel is off", () => {
    expect(pixelCspSources(null)).toEqual({ script: [], connect: [], img: [] });
  });

  it("allows Meta's script and event hosts when an id is configured", () => {
    expect(pixelCspSources("730912846501327")).toEqual({
      script: ["https://connect.facebook.net"],
      connect: ["https://www.facebook.com", "https://connect.facebook.net"],
      img: ["https://www.facebook.com"],
    });
  });

  it.each([
    [undefined, false],
    ["YOUR_PIXEL_ID", false],
    ["730912846501327", true],
  ])("follows NEXT_PUBLIC_META_PIXEL_ID=%p when called without an argument", (raw, on) => {
    jest.isolateModules(() => {
      const saved = process.env.NEXT_PUBLIC_META_PIXEL_ID;
      if (raw === undefined) delete process.env.NEXT_PUBLIC_META_PIXEL_ID;
      else process.env.NEXT_PUBLIC_META_PIXEL_ID = raw;
      try {
        const config = jest.requireActual<typeof import("./config")>("./config");
        expect(config.pixelCspSources().script.length > 0).toBe(on);
        expect(config.pixelId !== null).toBe(on);
      } finally {
        if (saved === undefined) delete process.env.NEXT_PUBLIC_META_PIXEL_ID;
        else process.env.NEXT_PUBLIC_META_PIXEL_ID = saved;
      }
    });
  });
});
