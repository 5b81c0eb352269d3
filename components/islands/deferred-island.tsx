import { use, useEffect, useRef, type ComponentType, type Context } from "react";
import type { Root } from "react-dom/client";
import {
  AppRouterContext,
  GlobalLayoutRouterContext,
  LayoutRouterContext,
} from "next/dist/shared/lib/app-router-context.shared-runtime";
import {
  NavigationPromisesContext,
  PathnameContext,
  PathParamsContext,
  SearchParamsContext,
} from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { whenWanted } from "./when-wanted";

// The router's contexts, handed on to the island's own root so that links, usePathname() and
// Server Actions inside it behave as in the page's.
const routerContexts: Context<unknown>[] = [
  AppRouterContext,
  LayoutRouterContext,
  GlobalLayoutRouterContext,
  PathnameContext,
  SearchParamsContext,
  PathParamsContext,
  NavigationPromisesContext,
] as Context<unknown>[];

/** The same object each render, so React never rewrites the kept markup. */
const keepMarkup = { __html: "" };

/**
 * An island whose code is not part of the page's first load. The server renders it in full (so
 * the page, and a form without JavaScript, is whole), marked `data-deferred-island`: until the
 * page's own root has hydrated, taps and keys there are held from React (scripts/
 * hold-island-events.mjs), and the mark goes when it commits. The page's hydration leaves that
 * markup alone (an element with empty inner HTML is not diffed while hydrating) until it nears
 * the screen or the visitor focuses, taps or types in it (with `options.untilVisitorActs`, for a
 * form, whose markup types and posts by itself: only once the visitor scrolls, touches it or
 * came with answers for it; when-wanted.ts), never merely because the browser is idle; then the
 * island's code loads and hydrates the markup in its own root, in slices that yield to input
 * (mount-island.tsx): what the visitor typed and where focus is stay as they are. Rendered by the browser (a client-side navigation), the island
 * mounts as soon as it loads. A Suspense boundary would not do: React streams a boundary's
 * content out of order, behind a script, once it passes 12,800 bytes, and a form without
 * JavaScript would stay hidden.
 * `rendered` is the component itself on the server and null in browsers (`typeof window` is
 * replaced at build time, so the import is left out of the browser's code).
 */
export function deferredIsland<P extends object>(
  rendered: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
  options?: Parameters<typeof whenWanted>[2],
): ComponentType<P> {
  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const contexts = routerContexts.map((context) => [context, use(context)] as const);
    useEffect(() => {
      const host = ref.current;
      if (!host) return;
      host.removeAttribute("data-deferred-island");
      let root: Root | undefined;
      let gone = false;
      const stop = whenWanted(
        host,
        () =>
          Promise.all([load(), import("./mount-island")])
            .then(([Island, { mountIsland }]) =>
              mountIsland(host, Island, props, contexts, () => gone),
            )
            .then(
              (mounted) => (root = mounted),
              // Code that does not arrive (offline, or a deployment replaced it): the server's
              // markup stays and works as it does without JavaScript.
              () => {},
            ),
        options,
      );
      return () => {
        gone = true;
        stop();
        const island = root;
        // Not while the page's own root is committing this unmount.
        if (island) setTimeout(() => island.unmount());
      };
      // Once per mount: the props of a server-rendered island do not change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    if (rendered) {
      const Island = rendered;
      return (
        <div className="contents" data-deferred-island="">
          <Island {...props} />
        </div>
      );
    }
    return (
      <div
        ref={ref}
        className="contents"
        // The server's `data-deferred-island` stays until the effect above removes it.
        suppressHydrationWarning
        dangerouslySetInnerHTML={keepMarkup}
      />
    );
  }
  return Deferred;
}
