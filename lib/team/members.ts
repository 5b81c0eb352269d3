import { z } from "zod";
import { column, type TeamDb } from "./db";
import { newToken, tokenHash } from "./tokens";

/** How long an enrolment link works: long enough to open it, short enough to be worth little. */
export const inviteMinutes = 30;
/** Where an invite lands; the token rides in the fragment, which browsers never send to servers. */
export const enrolPath = "/team/enrol";

export const memberEmail = z
  .email()
  .max(254)
  .transform((email) => email.toLowerCase());
const memberName = z.string().trim().min(1).max(120);

const memberRow = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  created_at: z.coerce.date(),
  passkeys: z.coerce.number(),
  last_sign_in: z.coerce.date().nullable(),
});
export type MemberListing = z.infer<typeof memberRow>;

/** Sends an invite by email; absent when SMTP is not configured. */
export type InviteMailer = (to: string, link: string, expiresAt: Date) => Promise<void>;

/** Adding, listing and removing members: what `npm run team:*` runs. */
export function createTeamMembers(deps: {
  db: () => Promise<TeamDb>;
  siteUrl: string;
  mail?: InviteMailer;
  now?: () => number;
}) {
  const { now = Date.now } = deps;
  return {
    /** A one-time enrolment link (stored hashed), emailed as well when SMTP is set. */
    async invite(input: { email: string; name?: string }) {
      const email = memberEmail.parse(input.email);
      const name = input.name === undefined ? null : memberName.parse(input.name);
      const token = newToken();
      const expiresAt = new Date(now() + inviteMinutes * 60_000);
      await (
        await deps.db()
      ).call("team_invite", {
        p_email: email,
        p_name: name,
        p_token_hash: tokenHash(token),
        p_expires_at: expiresAt.toISOString(),
      });
      const link = `${deps.siteUrl.replace(/\/+$/, "")}${enrolPath}#${token}`;
      // The link is printed whatever happens to the email, so a mail outage blocks nobody.
      const mailError = deps.mail
        ? await deps.mail(email, link, expiresAt).then(
            () => null,
            (error: unknown) => String(error).slice(0, 300),
          )
        : null;
      return { email, link, expiresAt, emailed: Boolean(deps.mail) && !mailError, mailError };
    },
    async list(): Promise<MemberListing[]> {
      return (await (await deps.db()).call("team_members_list")).map((row) => memberRow.parse(row));
    },
    /** Removes a member: their passkeys, invites and sessions end at once. */
    async remove(email: string): Promise<boolean> {
      const [row] = await (
        await deps.db()
      ).call("team_remove", { p_email: memberEmail.parse(email) });
      return z.coerce.number().parse(column(row, "removed")) > 0;
    },
  };
}
