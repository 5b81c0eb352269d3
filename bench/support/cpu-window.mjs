// Preloaded into a bench's server (node --import): the first SIGUSR2 starts V8's CPU profiler on
// the main thread, the second stops it and writes the profile to CPU_PROFILE_FILE, so the profile
// covers the load and nothing of the start.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

const session = new Session();
session.connect();
let profiling = false;

process.on("SIGUSR2", async () => {
  if (!profiling) {
    profiling = true;
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 100 });
    await session.post("Profiler.start");
    return;
  }
  profiling = false;
  const { profile } = await session.post("Profiler.stop");
  writeFileSync(process.env.CPU_PROFILE_FILE, JSON.stringify(profile));
});
