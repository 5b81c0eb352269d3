import { existsSync } from "node:fs";

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH when set, else Debian's headless shell
 * (`apt-get install -y chromium-headless-shell`), the browser Playwright itself runs headless
 * tests in, without the full browser's tab strip and its renderers; else Debian's full Chromium.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = "/usr/bin/chromium-headless-shell";
  return existsSync(shell) ? shell : "/usr/bin/chromium";
}
