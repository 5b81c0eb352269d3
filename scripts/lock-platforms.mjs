#!/usr/bin/env node
// The npm registry this project is built from serves Linux binaries only, so `npm install`
// leaves other platforms' optional packages (Next's SWC, Tailwind's oxide, the resolver
// bindings) out of package-lock.json, and `npm ci` then refuses the lock as out of sync. This
// records each missing optional package with the platform it is for, which `npm ci` skips on
// Linux without downloading. Run it after any `npm install` that changes the lock.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = "package-lock.json";
const lock = JSON.parse(readFileSync(lockPath, "utf8"));

const osNames = [
  "darwin",
  "win32",
  "android",
  "freebsd",
  "linux",
  "openharmony",
  "sunos",
  "aix",
  "netbsd",
  "openbsd",
];
const cpuNames = [
  ["arm64"],
  ["x64"],
  ["ia32"],
  ["loong64"],
  ["ppc64"],
  ["riscv64"],
  ["s390x"],
  ["wasm32"],
  ["arm", /-arm-|-arm$|gnueabihf|musleabihf|eabi/],
];

/** The os and cpu a platform package is for, read from its name. */
export function platformOf(name) {
  const base = name.split("/").pop();
  const os = osNames.find((candidate) => base.includes(`-${candidate}`));
  const cpu = cpuNames.find(([candidate, pattern]) =>
    pattern ? pattern.test(base) : base.includes(`-${candidate}`),
  )?.[0];
  return { os, cpu };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const { os, cpu } = platformOf(name);
    if (!os && !cpu) continue; // not a platform package: leave it for npm to resolve
    const version = String(range).replace(/^[\^~=]/, "");
    lock.packages[`node_modules/${name}`] = {
      version,
      cpu: cpu ? [cpu] : undefined,
      os: os ? [os] : undefined,
      optional: true,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`lock-platforms: recorded ${added} optional platform packages`);
