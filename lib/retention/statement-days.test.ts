import { readStatementDays, statementDaysMismatch } from "./statement-days";

describe("STATEMENT_RETENTION_DAYS", () => {
  it("defaults to 30 days and takes a whole number from 1 to 365", () => {
    expect(readStatementDays(undefined)).toBe(30);
    expect(readStatementDays("")).toBe(30);
    expect(readStatementDays("3")).toBe(3);
    expect(readStatementDays(" 365 ")).toBe(365);
  });

  it.each(["0", "366", "1.5", "-3", "30d", "thirty"])("refuses %j, naming the setting", (raw) => {
    expect(() => readStatementDays(raw)).toThrow(
      /^STATEMENT_RETENTION_DAYS must be a whole number of days from 1 to 365 \(default 30\)/,
    );
  });

  it("lets a server run a build it agrees with, and says why it may not otherwise", () => {
    expect(statementDaysMismatch(undefined, 30)).toBeNull();
    expect(statementDaysMismatch("", 14)).toBeNull();
    expect(statementDaysMismatch("14", 14)).toBeNull();
    expect(statementDaysMismatch("14", 30)).toBe(
      "STATEMENT_RETENTION_DAYS: this build states and applies 30 days (the value when it was " +
        "built) but the server was started with 14. The pages that promise the period are built " +
        "ahead: rebuild with STATEMENT_RETENTION_DAYS=14, or start without it.",
    );
    expect(() => statementDaysMismatch("0", 30)).toThrow(/whole number of days/);
  });
});

describe("the build", () => {
  // next.config.ts exports the config through withContentCollections, which answers a promise.
  const loadConfig = (days: string | undefined) => {
    const before = process.env.STATEMENT_RETENTION_DAYS;
    if (days === undefined) delete process.env.STATEMENT_RETENTION_DAYS;
    else process.env.STATEMENT_RETENTION_DAYS = days;
    try {
      let config: Promise<{ env?: Record<string, string> }> | undefined;
      jest.isolateModules(() => {
        config = (jest.requireActual("../../next.config") as { default: typeof config }).default;
      });
      return config;
    } finally {
      if (before === undefined) delete process.env.STATEMENT_RETENTION_DAYS;
      else process.env.STATEMENT_RETENTION_DAYS = before;
    }
  };

  it("inlines the period it was built with, 30 days when unset", async () => {
    expect((await loadConfig(undefined))?.env?.STATEMENT_RETENTION_DAYS).toBe("30");
    expect((await loadConfig("14"))?.env?.STATEMENT_RETENTION_DAYS).toBe("14");
  });

  it("fails on a period it cannot state, naming the setting", () => {
    expect(() => loadConfig("0")).toThrow(/^STATEMENT_RETENTION_DAYS must be a whole number/);
  });
});
