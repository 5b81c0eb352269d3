import type { ChildProcess } from "node:child_process";

export type ServerProcess = {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  url: string;
  output: () => string;
};

export type ServedBy = "server.mjs" | "next start" | "server.js";
export function hasStandaloneServer(): boolean;
export function servedBy(
  name: ServedBy,
  port: number,
): { args: string[]; cwd?: string; port: number };
export function startProcess(options: {
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  port: number;
  command?: string;
  /** Node's own flags, before args; npm start's --liftoff-only unless given. */
  nodeFlags?: string[];
}): ServerProcess;
export function waitForServer(
  server: ServerProcess,
  path?: string,
  timeoutMs?: number,
): Promise<void>;
export function waitForReady(server: ServerProcess, timeoutMs?: number): Promise<void>;
export function stopProcess(
  server: ServerProcess,
  signal?: NodeJS.Signals,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
export function startServer(options: {
  port: number;
  env?: Record<string, string>;
  cwd?: string;
  args?: string[];
}): Promise<ServerProcess & { stop: () => Promise<{ code: number | null }> }>;
export function contactFormFields(
  baseUrl: string,
  headers?: Record<string, string>,
): Promise<[string, string][]>;
export const contactConfirmation: string;
export function postContactLead(
  baseUrl: string,
  options: {
    fields: [string, string][];
    email: string;
    key: string;
    address?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  },
): Promise<{ status: number; confirmed: boolean }>;
