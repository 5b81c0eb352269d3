import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { z } from "zod";
import { column, type TeamDb } from "./db";
import type { RelyingParty } from "./relying-party";
import { tokenHash } from "./tokens";

/** How long a challenge may be answered: the browser's prompt, and a little more. */
const challengeMs = 5 * 60_000;
const inviteRow = z.object({ member_id: z.uuid(), email: z.string(), name: z.string().nullable() });
const memberId = (row: unknown) => z.uuid().nullable().parse(column(row, "member_id"));
const credentialRow = z.object({
  id: z.string(),
  member_id: z.uuid(),
  public_key: z.string(),
  counter: z.coerce.number(),
  transports: z.array(z.string()).nullable(),
});
type Transport = NonNullable<RegistrationResponseJSON["response"]["transports"]>[number];

/**
 * Passkey enrolment (with a one-time invite) and sign-in. Each challenge is stored hashed and
 * taken once, so an answer cannot be replayed; user verification is required both times.
 */
export function createPasskeys(deps: { db: () => Promise<TeamDb>; now?: () => number }) {
  const { now = Date.now } = deps;
  const expires = () => new Date(now() + challengeMs).toISOString();
  const keep = async (challenge: string, purpose: string, memberId: string | null) =>
    (await deps.db()).call("team_challenge_put", {
      p_hash: tokenHash(challenge),
      p_purpose: purpose,
      p_member_id: memberId,
      p_expires_at: expires(),
    });
  const take = async (challenge: string, purpose: string) => {
    const rows = await (
      await deps.db()
    ).call("team_challenge_take", {
      p_hash: tokenHash(challenge),
      p_purpose: purpose,
    });
    return rows.length === 0 ? undefined : memberId(rows[0]);
  };
  const invite = async (token: string) => {
    const [row] = await (
      await deps.db()
    ).call("team_invite_open", { p_token_hash: tokenHash(token) });
    return row ? inviteRow.parse(row) : null;
  };

  return {
    /** Registration options for an invite's member, or null when the invite does not work. */
    async enrolOptions(token: string, rp: RelyingParty) {
      const member = await invite(token);
      if (!member) return null;
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: member.email,
        userDisplayName: member.name ?? member.email,
        attestationType: "none",
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      await keep(options.challenge, "enrol", member.member_id);
      return options;
    },
    /** Stores the new passkey and uses the invite up; the member's id, or null. */
    async enrolVerify(token: string, response: RegistrationResponseJSON, rp: RelyingParty) {
      const member = await invite(token);
      if (!member) return null;
      let owner: string | null | undefined;
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: async (challenge) =>
          (owner = await take(challenge, "enrol")) !== undefined,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified || owner !== member.member_id) return null;
      const { credential } = verified.registrationInfo;
      const [row] = await (
        await deps.db()
      ).call("team_enrol", {
        p_token_hash: tokenHash(token),
        p_credential_id: credential.id,
        p_public_key: Buffer.from(credential.publicKey).toString("base64url"),
        p_counter: credential.counter,
        p_transports: credential.transports ?? [],
      });
      return row ? memberId(row) : null;
    },
    /** Options for a discoverable passkey: the browser offers the member's own. */
    async signInOptions(rp: RelyingParty) {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: "required",
      });
      await keep(options.challenge, "sign-in", null);
      return options;
    },
    /** The signed-in member's id, or null for an unknown passkey or a failed check. */
    async signInVerify(response: AuthenticationResponseJSON, rp: RelyingParty) {
      const [row] = await (await deps.db()).call("team_credential_get", { p_id: response.id });
      if (!row) return null;
      const stored = credentialRow.parse(row);
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: async (challenge) => (await take(challenge, "sign-in")) !== undefined,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: stored.id,
          publicKey: new Uint8Array(Buffer.from(stored.public_key, "base64url")),
          counter: stored.counter,
          transports: (stored.transports ?? []) as Transport[],
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) return null;
      await (
        await deps.db()
      ).call("team_credential_used", {
        p_id: stored.id,
        p_counter: verified.authenticationInfo.newCounter,
      });
      return stored.member_id;
    },
  };
}
