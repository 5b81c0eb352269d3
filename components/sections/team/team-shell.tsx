import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { siteName } from "@/content/site";
import type { TeamMember } from "@/lib/team/sessions";

/** A workspace page: its heading, who is signed in, and the sign-out button (a plain form). */
export function TeamShell({
  title,
  member,
  children,
}: {
  title: string;
  member?: TeamMember;
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} data-team-workspace className="py-8 focus:outline-none sm:py-12">
      <Container>
        <div className="flex flex-wrap items-baseline justify-between gap-4 border-b border-brand-100 pb-4">
          <div>
            <p className="text-sm font-semibold text-brand-700">{siteName}: team workspace</p>
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
          </div>
          {member ? (
            <form method="post" action="/team/auth/sign-out" className="flex items-center gap-3">
              <span className="text-sm text-slate-700">
                Signed in as <strong>{member.name ?? member.email}</strong>
              </span>
              <button
                type="submit"
                className="ring-brand-200 rounded-md px-3 py-2 text-sm font-semibold text-brand-800 ring-1 hover:bg-brand-50"
              >
                Sign out
              </button>
            </form>
          ) : null}
        </div>
        <div className="mt-6">{children}</div>
      </Container>
    </main>
  );
}
