// What the pixel's loader asks of the browser before any of the pixel's own code loads: kept
// apart from loader.ts, which every page fetches only once it is idle (pixel-loader.client.tsx).

/** Whether the browser sends the Global Privacy Control signal. */
export function hasPrivacySignal(navigator: Navigator): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** Runs a task when the browser is idle (or soon, where it cannot say); returns a cancel function. */
export function whenIdle(win: Window, task: () => void): () => void {
  if (typeof win.requestIdleCallback === "function") {
    const handle = win.requestIdleCallback(task, { timeout: 3000 });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(task, 1);
  return () => win.clearTimeout(handle);
}
