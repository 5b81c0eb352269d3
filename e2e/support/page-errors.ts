import type { Page } from "@playwright/test";

/**
 * Collects console errors, uncaught exceptions and CSP violations of a page, so a test can
 * assert that hydration ran cleanly under the Content-Security-Policy.
 */
export function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Installs a listener for securitypolicyviolation events before any page script runs. */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push(
        `${event.violatedDirective}: ${event.blockedURI || "inline"} ${event.sample ?? ""}`,
      );
    });
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
}
