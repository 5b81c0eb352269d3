// Shared wording of bench/run.mjs's tables: the machine's load beside every figure (on a shared
// machine the absolute numbers are noisy, the ratios to the anchors measured in the same run much
// less so), TBT causes and Lighthouse's benchmark index.
import { cpus, loadavg } from "node:os";

/** "load 1.2 0.9 0.8 on 2 CPUs". */
export const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${cpus().length} CPUs`;

/** The middle value (the upper middle of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** "style, layout, paint 59 ms, script main.js 24 ms" (bench/tbt-causes.mjs). */
export const formatCauses = (causes) =>
  causes.length ? causes.map(({ cause, ms }) => `${cause} ${ms} ms`).join(", ") : "none";

/** The lowest and highest of the targets' median benchmark indexes: "1,012-1,160". */
export const benchmarkIndexes = (results) => {
  const values = Object.values(results).map((result) => Math.round(result.benchmarkIndex));
  return `${Math.min(...values).toLocaleString("en-US")}-${Math.max(...values).toLocaleString("en-US")} (a mid-range phone is about 1,000)`;
};
