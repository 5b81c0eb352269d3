// Preloaded into the bench's server (node --import): measures the main thread's event-loop delay,
// and on SIGUSR2 writes what it saw since the last signal to LOOP_DELAY_FILE and starts afresh.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

process.on("SIGUSR2", () => {
  const figures = {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    samples: histogram.count,
  };
  writeFileSync(process.env.LOOP_DELAY_FILE, JSON.stringify(figures));
  histogram.reset();
});
