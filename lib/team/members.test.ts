import type { TeamDb } from "./db";
import { createTeamMembers, inviteMinutes } from "./members";
import { tokenHash } from "./tokens";

/** A TeamDb that records its calls and answers the invite's row. */
function recordingDb() {
  const calls: { fn: string; args: Record<string, unknown> }[] = [];
  const db: TeamDb = {
    async call(fn, args = {}) {
      calls.push({ fn, args });
      return fn === "team_remove" ? [{ removed: 0 }] : [];
    },
  };
  return { calls, db: async () => db };
}

describe("team invites", () => {
  it("store only the token's hash, expire in 30 minutes and put the token in the fragment", async () => {
    const { calls, db } = recordingDb();
    const members = createTeamMembers({ db, siteUrl: "https://site.example/", now: () => 0 });
    const invited = await members.invite({ email: "Jane@Example.com", name: "Jane" });
    const token = invited.link.split("#")[1]!;
    expect(invited.link).toBe(`https://site.example/team/enrol#${token}`);
    expect(calls).toEqual([
      {
        fn: "team_invite",
        args: {
          p_email: "jane@example.com",
          p_name: "Jane",
          p_token_hash: tokenHash(token),
          p_expires_at: new Date(inviteMinutes * 60_000).toISOString(),
        },
      },
    ]);
    expect(JSON.stringify(calls)).not.toContain(token);
  });

  it("still give the link when the email cannot be sent, and say why", async () => {
    const members = createTeamMembers({
      db: recordingDb().db,
      siteUrl: "https://site.example",
      mail: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    });
    const invited = await members.invite({ email: "sam@example.com" });
    expect(invited).toMatchObject({ emailed: false, mailError: "Error: connect ECONNREFUSED" });
    expect(invited.link).toMatch(/#[A-Za-z0-9_-]{43}$/);
  });

  it("refuse what is not an email address before touching the store", async () => {
    const { calls, db } = recordingDb();
    const members = createTeamMembers({ db, siteUrl: "https://site.example" });
    await expect(members.invite({ email: "not-an-address" })).rejects.toThrow();
    expect(await members.remove("nobody@example.com")).toBe(false);
    expect(calls.map((call) => call.fn)).toEqual(["team_remove"]);
  });
});
