import {
  startTransition,
  useLayoutEffect,
  type ComponentType,
  type Context,
  type ReactNode,
} from "react";
import type { Root } from "react-dom/client";
import { forcingEvents } from "@/lib/forcing-events.mjs";

/** Calls `onCommit` when React commits its children: for a hydrating root, once it is done. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Mounts a deferred island's code on its host (deferred-island.tsx), inside the page's router
 * `contexts`, unless the island has `gone` meanwhile. Server markup is hydrated as a transition,
 * which React renders in slices that yield to input; until it is done, the host holds back the
 * events that would make React finish it in one go: the browser still types, focuses and submits
 * natively, and the island adopts what it finds when it commits. A host the server left empty (a
 * client-side navigation) is rendered.
 */
export async function mountIsland<P extends object>(
  host: HTMLElement,
  Island: ComponentType<P>,
  props: P,
  contexts: readonly (readonly [Context<unknown>, unknown])[],
  gone: () => boolean,
): Promise<Root | undefined> {
  // react-dom/client is already loaded by Next's own start; imported statically, it would split
  // React into one more chunk on every page.
  const { createRoot, hydrateRoot } = await import("react-dom/client");
  if (gone()) return undefined;
  const island = contexts.reduceRight(
    (children, [context, value]) => <context.Provider value={value}>{children}</context.Provider>,
    <Island {...props} />,
  );
  if (!host.firstChild) {
    const root = createRoot(host);
    root.render(island);
    return root;
  }
  // Registered before React's own listeners on the host, so it runs first.
  const hold = (event: Event) => event.stopImmediatePropagation();
  for (const type of forcingEvents) host.addEventListener(type, hold, true);
  const release = () => {
    for (const type of forcingEvents) host.removeEventListener(type, hold, true);
  };
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(host, <Committed onCommit={release}>{island}</Committed>);
  });
  return root;
}
