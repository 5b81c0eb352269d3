import type { Channel } from "@/lib/leads/outbox/types";

/**
 * The channel when none is configured: one line per lead so a new operator sees leads arrive.
 * Kind and id only; the visitor's answers never reach the log.
 */
export function createLogChannel(log: Pick<Console, "info"> = console): Channel {
  return {
    async send({ lead }) {
      log.info(JSON.stringify({ event: "lead_received", kind: lead.kind, leadId: lead.id }));
    },
  };
}
