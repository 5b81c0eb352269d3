import { TeamPasskey } from "@/components/islands/team-passkey.client";
import { TeamShell } from "@/components/sections/team/team-shell";
import { teamMetadata } from "@/lib/team/metadata";
import { redirect } from "next/navigation";
import { currentMember, safeNext } from "@/lib/team/page-member";

// Rendered per request: the page to return to comes from the query string.
export const dynamic = "force-dynamic";
export const metadata = teamMetadata("Sign in");

/** Sign-in with a passkey; the team's members are added with `npm run team:invite`. */
export default async function TeamSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = safeNext((await searchParams).next);
  if (await currentMember()) redirect(next); // already signed in
  return (
    <TeamShell title="Sign in">
      <div className="max-w-prose text-slate-800">
        <p>
          The workspace is for the team only. Sign in with the passkey you created from your
          enrolment link: your phone, computer or security key will ask you to confirm it&apos;s
          you.
        </p>
        <p className="mt-3">No passkey yet? Ask whoever runs the site for an enrolment link.</p>
        <TeamPasskey mode="sign-in" next={next} />
      </div>
    </TeamShell>
  );
}
