import { PGlite } from "@electric-sql/pglite";
import { requireVmModules } from "@/lib/leads/require-vm-modules";
import { quietErrors } from "./quiet-errors";

requireVmModules();
jest.setTimeout(60_000);

// A duplicate key, as when an enrolment names a passkey the team already holds: the statement's
// values (a token's hash, a public key) must not ride on the error that Next logs.
let db: PGlite;
const secret = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

beforeAll(async () => {
  db = quietErrors(await PGlite.create());
  await db.exec("create table creds (id text primary key, token_hash text not null)");
  await db.query("insert into creds values ($1, $2)", ["cred-1", secret]);
}, 180_000);
afterAll(() => db.close());

const failure = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error as Record<string, unknown>;
  }
  throw new Error("the statement did not fail");
};

describe("the embedded database's errors", () => {
  it("keep the message, code and constraint but drop the statement, its values and the key's detail", async () => {
    const error = await failure(() =>
      db.query("insert into creds values ($1, $2)", ["cred-1", secret]),
    );
    expect(error.message).toContain("duplicate key value violates unique constraint");
    expect(error).toMatchObject({ code: "23505", constraint: "creds_pkey" });
    for (const key of ["query", "params", "queryOptions", "detail"])
      expect(error).not.toHaveProperty(key);
    const { inspect } = await import("node:util");
    expect(inspect(error, { depth: 5 })).not.toContain(secret);
    expect(inspect(error, { depth: 5 })).not.toContain("cred-1");
  });

  it("do the same inside a transaction, through sql and exec", async () => {
    const inTransaction = await failure(() =>
      db.transaction((tx) => tx.query("insert into creds values ($1, $2)", ["cred-1", secret])),
    );
    expect(inTransaction).toMatchObject({ code: "23505" });
    expect(inTransaction).not.toHaveProperty("params");
    const tagged = await failure(() => db.sql`insert into creds values (${"cred-1"}, ${secret})`);
    expect(tagged).not.toHaveProperty("params");
    expect(tagged).not.toHaveProperty("detail");
    const exec = await failure(() => db.exec(`insert into creds values ('cred-1', '${secret}')`));
    expect(exec).not.toHaveProperty("query");
    expect(exec).not.toHaveProperty("detail");
  });

  it("leave working statements alone", async () => {
    expect((await db.query("select count(*)::int as n from creds")).rows).toEqual([{ n: 1 }]);
  });
});
