import { confirmedRead } from "./figures/testing/sample-reads";
import { answers, inspect, jpeg, key, pdf, setup, sha, upload } from "./testing/statement-intake";

describe("receiving a statement review request", () => {
  it("commits every file, then the lead with the files' records, and starts delivery", async () => {
    const { intake, memory, submitted, nudges } = setup();
    const first = pdf("October");
    const result = await intake(
      await upload(answers, [
        ["october.pdf", first],
        ["IMG_1.JPG", jpeg("gps")],
      ]),
    );
    // The answer names the lead this upload stored, for its sender's cookie to the sent page.
    expect(result).toEqual({
      status: 200,
      state: { status: "success", values: {}, errors: {} },
      stored: key,
    });
    expect(memory.steps).toEqual(["commit blobt0", "commit blobt2", "submit"]);
    const [{ lead, files }] = submitted as [(typeof submitted)[number]];
    expect(lead).toMatchObject({
      kind: "statement",
      name: "Dana Kowalski",
      businessName: "Lake Country Bakery",
      phone: null,
      idempotencyKey: key,
      payload: {
        note: "Two locations.",
        _source: { page: "/statement-review", utm: { source: "flyer" } },
      },
    });
    expect(
      files.map(({ name, mediaType, size, sha256, key: blobKey }) => ({
        name,
        mediaType,
        size,
        sha256,
        blobKey,
      })),
    ).toEqual([
      {
        name: "october.pdf",
        mediaType: "application/pdf",
        size: first.length,
        sha256: sha(first),
        blobKey: "blobt0",
      },
      // The photo is stored as re-encoded, and its size and hash are the stored bytes'.
      {
        name: "IMG_1.JPG",
        mediaType: "image/jpeg",
        size: jpeg("clean").length,
        sha256: sha(jpeg("clean")),
        blobKey: "blobt2",
      },
    ]);
    expect(memory.temps.size).toBe(0);
    expect(nudges).toEqual(["nudge"]);
  });

  it("answers a restricted visitor, a body too large and a limited address before reading anything", async () => {
    for (const [deps, status] of [
      [{ allowed: async () => false }, 451],
      [
        {
          store: async () => ({
            rateCheck: async () => "rate_limited" as const,
            submitStatement: jest.fn(),
          }),
        },
        429,
      ],
      [
        {
          store: async () => ({
            rateCheck: async () => "busy" as const,
            submitStatement: jest.fn(),
          }),
        },
        503,
      ],
    ] as const) {
      const { intake } = setup(deps);
      const request = await upload(answers, [["a.pdf", pdf("a")]]);
      expect((await intake(request)).status).toBe(status);
      expect(request.read()).toBe(0);
    }
    const { intake } = setup();
    const request = await upload(answers, [["a.pdf", pdf("a")]]);
    request.headers.set("content-length", String(26 * 1024 * 1024));
    const result = await intake(request);
    expect(result.status).toBe(413);
    expect(request.read()).toBe(0);
  });

  it("keeps the answers and stores nothing when a field is wrong", async () => {
    const { intake, memory, submitted } = setup();
    const result = await intake(
      await upload({ ...answers, email: "not-an-email" }, [["a.pdf", pdf("a")]]),
    );
    expect(result.status).toBe(422);
    expect(result.state).toMatchObject({
      status: "invalid",
      values: { name: "Dana Kowalski", email: "not-an-email" },
      errors: { email: expect.stringMatching(/email address/) },
    });
    expect(submitted).toEqual([]);
    expect(memory.temps.size + memory.blobs.size).toBe(0);
  });

  it("names the file that fails its content check, and keeps none of the others", async () => {
    const { intake, memory, submitted } = setup();
    const result = await intake(
      await upload(answers, [
        ["ok.pdf", pdf("fine")],
        ["../../etc/script.pdf", pdf("/OpenAction /JavaScript")],
      ]),
    );
    expect(result.status).toBe(422);
    expect(result.state.files).toEqual([
      { index: 1, name: "script.pdf", message: "This PDF contains a script." },
    ]);
    expect(submitted).toEqual([]);
    expect(memory.temps.size + memory.blobs.size).toBe(0);
  });

  it("refuses an upload with no file", async () => {
    const { intake } = setup();
    const result = await intake(await upload(answers, []));
    expect(result.state.errors.statements).toMatch(/Choose your statement/);
  });

  it("removes the committed files when the store refuses or already has the request", async () => {
    for (const [answer, status] of [
      [async () => "rate_limited" as const, 429],
      [async () => "duplicate" as const, 200],
    ] as const) {
      const { intake, memory, nudges } = setup({ answer });
      const result = await intake(await upload(answers, [["a.pdf", pdf("a")]]));
      expect(result.status).toBe(status);
      expect(result.stored).toBeUndefined();
      expect(memory.blobs.size + memory.temps.size).toBe(0);
      expect(nudges).toEqual([]);
    }
  });

  it("leaves the committed files to the sweep when the store fails, as its transaction may still commit", async () => {
    const { intake, memory, nudges } = setup({
      answer: async () =>
        Promise.reject(new Error("submit_statement_lead timed out after 8000 ms")),
    });
    const result = await intake(await upload(answers, [["a.pdf", pdf("a")]]));
    expect(result.status).toBe(503);
    expect(result.state.message).toMatch(/could not save your form/);
    expect(memory.blobs.size).toBe(1);
    expect(memory.temps.size).toBe(0);
    expect(nudges).toEqual([]);
  });

  it("stores each file's figures as its check read them, and logs none of them", async () => {
    const log = { info: jest.fn(), error: jest.fn() };
    const { intake, submitted } = setup({
      log,
      inspect: async (bytes) => {
        const checked = await inspect(bytes);
        return checked.ok && checked.kind === "pdf" ? { ...checked, read: confirmedRead } : checked;
      },
    });
    await intake(
      await upload(answers, [
        ["october.pdf", pdf("October")],
        ["p.pdf", jpeg("x")],
      ]),
    );
    expect(submitted[0]?.files.map((file) => file.read)).toEqual([confirmedRead, undefined]);
    const logged = JSON.stringify([log.info.mock.calls, log.error.mock.calls]);
    expect(logged).toContain("lead_stored");
    for (const figure of ["4821055", "48,210.55", "123640", "PCI", "Interchange"])
      expect(logged).not.toContain(figure);
  });

  it("answers a filled honeypot with the normal success and keeps nothing", async () => {
    const { intake, memory, submitted } = setup();
    const result = await intake(
      await upload({ homepage: "http://spam.example", ...answers }, [["a.pdf", pdf("a")]]),
    );
    expect(result.state.status).toBe("success");
    expect(result.stored).toBeUndefined();
    expect(submitted).toEqual([]);
    expect(memory.temps.size + memory.blobs.size).toBe(0);
  });

  it("reads one upload per address at a time", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { intake } = setup({
      inspect: async (bytes) => {
        await held;
        return inspect(bytes);
      },
      concurrency: { total: 8, perAddress: 1 },
    });
    const first = intake(await upload(answers, [["a.pdf", pdf("a")]]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await intake(await upload(answers, [["b.pdf", pdf("b")]]))).status).toBe(429);
    release();
    expect((await first).status).toBe(200);
  });
});
