import { z } from "zod";
import { leadKinds } from "@/lib/leads/definition";
import type { DeliveryLead } from "@/lib/leads/outbox/types";
import { column, type TeamDb } from "./db";

/** A review's status, in the order it moves. */
export const reviewStatuses = ["new", "in_review", "comparison_sent"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const statusLabels: Record<ReviewStatus, string> = {
  new: "New",
  in_review: "In review",
  comparison_sent: "Comparison sent",
};

const leadRow = z.object({
  id: z.coerce.number().int(),
  kind: z.enum(leadKinds),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  business_name: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.coerce.date(),
  status: z.enum(reviewStatuses),
  status_at: z.coerce.date().nullable(),
});

/** A lead as the workspace shows it: the notification's fields and its review status. */
export type TeamLead = DeliveryLead & { status: ReviewStatus; statusAt: Date | null };

const toLead = (row: unknown): TeamLead => {
  const r = leadRow.parse(row);
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    email: r.email,
    phone: r.phone,
    businessName: r.business_name,
    payload: r.payload,
    submittedAt: r.created_at,
    status: r.status,
    statusAt: r.status_at,
  };
};

const downloadRow = z.object({
  file_id: z.uuid(),
  member_email: z.string(),
  downloaded_at: z.coerce.date(),
});

/** What the inbox and a lead's page read and change. */
export function createTeamLeads(db: () => Promise<TeamDb>) {
  const call = async (fn: string, args: Record<string, unknown>) => (await db()).call(fn, args);
  return {
    async list(filter: { kind?: string; status?: string }, limit = 200): Promise<TeamLead[]> {
      const rows = await call("team_leads", {
        p_kind: filter.kind ?? null,
        p_status: filter.status ?? null,
        p_limit: limit,
      });
      return rows.map(toLead);
    },
    async get(id: number): Promise<TeamLead | null> {
      const [row] = await call("team_lead_get", { p_id: id });
      return row ? toLead(row) : null;
    },
    async setStatus(id: number, status: ReviewStatus, by: string): Promise<boolean> {
      const [row] = await call("team_lead_set_status", { p_id: id, p_status: status, p_by: by });
      return z.coerce.number().parse(column(row, "updated")) > 0;
    },
    async logDownload(fileId: string, leadId: number, memberEmail: string): Promise<void> {
      await call("team_download_log", {
        p_file_id: fileId,
        p_lead_id: leadId,
        p_member_email: memberEmail,
      });
    },
    async downloads(leadId: number) {
      return (await call("team_downloads_of_lead", { p_lead_id: leadId })).map((row) =>
        downloadRow.parse(row),
      );
    },
    async signInReady(): Promise<boolean> {
      const [row] = await call("team_sign_in_ready", {});
      return z.boolean().parse(column(row, "ready"));
    },
  };
}
