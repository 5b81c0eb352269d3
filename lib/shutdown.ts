/**
 * Work that must finish before the process exits: long-lived parts (the lead outbox worker, the
 * embedded store) register a hook, and the server runs them once on SIGTERM/SIGINT after it has
 * stopped taking requests, each within the time the stop has left (lib/server/lifecycle.mjs).
 */
export { drainingKey, isDraining, onShutdown, shutdownHooks } from "@/lib/server/lifecycle.mjs";
