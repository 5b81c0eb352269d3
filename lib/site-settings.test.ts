import { fetchSiteSettings } from "./site-settings";

const answer = (body: unknown, status = 200) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe("fetchSiteSettings", () => {
  it("reads the pixel id and whether a booking page is set", async () => {
    const fetcher = answer({ pixelId: "730912846501327", booking: true });
    await expect(fetchSiteSettings(fetcher)).resolves.toEqual({
      pixelId: "730912846501327",
      booking: true,
    });
    expect(fetcher).toHaveBeenCalledWith("/site-settings.json", { credentials: "omit" });
  });

  it.each([
    ["an error status", answer({ pixelId: "730912846501327", booking: true }, 500)],
    ["an odd body", answer({ pixelId: 730912846501327, booking: "yes" })],
    ["no JSON at all", jest.fn(async () => new Response("<html>")) as unknown as typeof fetch],
    [
      "no answer",
      jest.fn(async () => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch,
    ],
  ])("counts %s as everything off", async (_, fetcher) => {
    await expect(fetchSiteSettings(fetcher)).resolves.toEqual({ pixelId: null, booking: false });
  });
});
