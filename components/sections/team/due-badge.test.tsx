import { renderToStaticMarkup } from "react-dom/server";
import type { TeamLead } from "@/lib/team/leads";
import { DueBadge } from "./due-badge";

// Received Friday, November 20, 2026 at 4:00 p.m. Central: due Monday at 4:00 p.m.
const lead: TeamLead = {
  id: 1,
  kind: "statement",
  name: "Dana",
  email: "dana@example.com",
  phone: null,
  businessName: null,
  payload: {},
  submittedAt: new Date("2026-11-20T16:00:00-06:00"),
  status: "new",
  statusAt: null,
};
const at = (local: string) => new Date(`${local}-06:00`);

describe("DueBadge", () => {
  it("says in words when a review is due, due soon, overdue or done; colour only repeats it", () => {
    const html = (l: TeamLead, now: Date) => renderToStaticMarkup(<DueBadge lead={l} now={now} />);
    expect(html(lead, at("2026-11-21T10:00:00"))).toMatch(
      /data-due="waiting".*Due by Nov 23, 2026, 4:00 PM Central time/,
    );
    expect(html(lead, at("2026-11-23T15:00:00"))).toMatch(/data-due="due-soon".*Due soon: by/);
    expect(html(lead, at("2026-11-23T16:30:00"))).toMatch(
      /data-due="overdue".*Overdue: was due Nov 23, 2026, 4:00 PM Central time/,
    );
    expect(html({ ...lead, status: "comparison_sent" }, at("2026-11-24T09:00:00"))).toMatch(
      /data-due="done".*Comparison sent/,
    );
    expect(html(lead, at("2026-11-23T16:30:00"))).toContain('aria-hidden="true"');
  });
});
