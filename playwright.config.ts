import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./e2e/support/chromium.mjs";
import { ports, standInKeys } from "./e2e/support/servers";

const baseURL = `http://127.0.0.1:${ports.site}`;

/** Debian's Chromium: Playwright's own browser download needs the internet. */
const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/**
 * Specs whose every check is the same on any screen (page content, HTTP answers, processes, the
 * lead store and its delivery), or that set their own phone viewports (tables), run once, in the
 * desktop project; the mobile project runs the rest: every route with its axe scan (routes.spec),
 * the header, drawer and floating chrome, the chat, the lead forms and the home page.
 */
const desktopOnly = [
  "build-output",
  "calculator", // tables.spec checks its results at phone widths
  "commands", // its own server; the operator's npm commands
  "company",
  "compression",
  "geo",
  "health",
  "industries",
  "lead-delivery",
  "lead-delivery-faults",
  "lead-delivery-supabase",
  "pixel", // its own server on one port; the loader does not depend on the screen
  "pricing",
  "statement-attacks", // its own server; HTTP answers and timings only
  "print",
  "promises",
  "seo-preview",
  "several-instances",
  "shutdown",
  "social",
  "standalone",
  "startup",
  "statement-admission",
  "statement-bucket",
  "statement-review",
  "statement-sheets-downloads",
  "tables",
  "team", // its own server; sets its own widths for the screenshots
  "visitor-address",
].map((name) => `${name}.spec.ts`);

const serverEnv = {
  NEXT_TELEMETRY_DISABLED: "1",
  TRUST_PROXY: "1",
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // A guard against hangs, not a speed check: the longest page-driving tests (the chat by keyboard,
  // the welcome message, `/` with axe) take 20-34 s on a loaded 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions },
      testIgnore: desktopOnly,
    },
  ],
  webServer: [
    {
      // The site as visitors get it: embedded location check and lead store, behind a trusted proxy.
      command: "node server.mjs",
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000, // the site opens its lead store (PGlite) before it listens
      env: { ...serverEnv, PORT: String(ports.site), HOSTNAME: "127.0.0.1", DATA_DIR: ".data-e2e" },
    },
    {
      // Supabase's Functions endpoint and its REST API over a throwaway PostgreSQL cluster.
      command: `node e2e/support/functions-stand-in.mjs ${ports.functionsStandIn} ${standInKeys.anon}`,
      url: `http://127.0.0.1:${ports.functionsStandIn}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      // SIGTERM rather than SIGKILL, so it stops its PostgreSQL cluster and removes its files.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: { STAND_IN_SERVICE_KEY: standInKeys.service },
    },
    {
      // The same build in Supabase mode, pointed at the stand-in: leads land in its database.
      command: "node server.mjs",
      url: `http://127.0.0.1:${ports.supabaseSite}/robots.txt`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...serverEnv,
        PORT: String(ports.supabaseSite),
        HOSTNAME: "127.0.0.1",
        DATA_DIR: ".data-e2e-supabase",
        SUPABASE_URL: `http://127.0.0.1:${ports.functionsStandIn}`,
        SUPABASE_ANON_KEY: standInKeys.anon,
        SUPABASE_SERVICE_ROLE_KEY: standInKeys.service,
      },
    },
  ],
});
