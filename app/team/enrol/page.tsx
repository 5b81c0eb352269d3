import { TeamPasskey } from "@/components/islands/team-passkey.client";
import { TeamShell } from "@/components/sections/team/team-shell";
import { inviteMinutes } from "@/lib/team/members";
import { teamMetadata } from "@/lib/team/metadata";

// Never pre-rendered: like every workspace page it is answered per request, with no data in it.
export const dynamic = "force-dynamic";
export const metadata = teamMetadata("Create your passkey");

/** Where an enrolment link lands: its one-time token is in the fragment, read by the island. */
export default function TeamEnrolPage() {
  return (
    <TeamShell title="Create your passkey">
      <div className="max-w-prose text-slate-800">
        <p>
          Your enrolment link adds a passkey for the team workspace to this device. It works once,
          for {inviteMinutes} minutes from when it was made. After that, you sign in with the
          passkey alone: there is no password to steal or phish.
        </p>
        <TeamPasskey mode="enrol" next="/team" />
      </div>
    </TeamShell>
  );
}
