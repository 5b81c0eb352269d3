"use client";

import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

type Mode = "sign-in" | "enrol";

/** Posts JSON to a team auth step (same-origin fetch, so the browser marks it same-origin). */
async function post(step: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`/team/auth/${step}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(String(answer.error ?? "Something went wrong. Try again."));
  return answer;
}

/**
 * The passkey button: creates the member's passkey with their enrolment link (whose token is in
 * the address's fragment, never sent in a request line), or signs them in with it.
 */
export function TeamPasskey({ mode, next }: { mode: Mode; next: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A link opened from an email arrives without the SameSite=Strict cookie; this page's own
  // request carries it, so a member who is signed in goes on without a passkey prompt.
  useEffect(() => {
    if (mode !== "sign-in") return;
    post("session", {})
      .then((answer) => {
        if (answer.signedIn === true) window.location.replace(next);
      })
      .catch(() => {});
  }, [mode, next]);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      if (mode === "enrol") {
        const token = window.location.hash.slice(1);
        const optionsJSON = (await post("enrol-options", { token })) as never;
        const response = await startRegistration({ optionsJSON });
        await post("enrol", { token, response });
        history.replaceState(null, "", window.location.pathname); // the token is spent
      } else {
        const optionsJSON = (await post("sign-in-options", {})) as never;
        const response = await startAuthentication({ optionsJSON });
        await post("sign-in", { response });
      }
      window.location.assign(next);
    } catch (caught) {
      const cancelled = caught instanceof Error && caught.name === "NotAllowedError";
      setError(
        cancelled
          ? "No passkey was used. Try again, and choose your passkey when the browser asks."
          : caught instanceof Error
            ? caught.message
            : String(caught),
      );
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 flex flex-col items-start gap-3">
      <Button onClick={run} disabled={busy} aria-describedby={error ? "passkey-error" : undefined}>
        {mode === "enrol" ? "Create my passkey" : "Sign in with a passkey"}
      </Button>
      <p id="passkey-error" role="alert" className="text-sm font-medium text-red-800">
        {error}
      </p>
    </div>
  );
}
