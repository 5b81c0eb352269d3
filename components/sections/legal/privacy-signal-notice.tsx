import { PrivacySignalStatus } from "@/components/islands/privacy-signal-status.client";
import { privacySignalIcon } from "@/components/ui/island-icons";

/** The terms page's Global Privacy Control statement: the browser's answer picks one of these. */
export function PrivacySignalNotice() {
  return (
    <PrivacySignalStatus
      icon={privacySignalIcon}
      honored={
        <span>
          <strong>Opt-out preference signal honored.</strong> Your browser is sending Global Privacy
          Control, and we have honored it as your request to opt out of the sale or sharing of your
          personal information: in this browser the advertising pixel does not load and sends
          nothing to Meta.
        </span>
      }
      notSent={
        <span>
          <strong>No opt-out preference signal detected.</strong> Your browser is not sending Global
          Privacy Control. Turn it on in your browser&rsquo;s privacy settings and this page will
          say that it was honored.
        </span>
      }
    />
  );
}
