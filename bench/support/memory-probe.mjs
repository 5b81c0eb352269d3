// Loaded into a measured server with `node --import` (bench/memory.mjs): on SIGUSR2 it writes the
// process's memory (process.memoryUsage(), bytes) to MEMORY_PROBE_DIR/<pid>.json, so the bench can
// read heap and external memory as well as the RSS it sees in /proc.
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = process.env.MEMORY_PROBE_DIR;
if (dir) {
  process.on("SIGUSR2", () => {
    const file = path.join(dir, `${process.pid}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
    renameSync(`${file}.tmp`, file); // whole or not at all for the reader
  });
}
