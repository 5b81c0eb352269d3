import { serverEnv, type ServerEnv } from "@/lib/env";
import { fileRecords, statementVault } from "@/lib/statements/server";
import { statementRetentionJob } from "@/lib/statements/retention";
import { scheduleRetention, type RetentionJob } from "./schedule";

/** Every deletion the retention periods call for, against this deployment's stores. */
export function retentionJobs(env: ServerEnv = serverEnv()): RetentionJob[] {
  return [
    statementRetentionJob({ records: () => fileRecords(env), vault: () => statementVault(env) }),
  ];
}

/** Deletes what has passed its period now and daily, in this server process. */
export function startDataRetention(env: ServerEnv = serverEnv()): void {
  scheduleRetention(retentionJobs(env));
}
