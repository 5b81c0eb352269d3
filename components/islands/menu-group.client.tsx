"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * Enhances the header's <details> menus, which already work without JavaScript: opening one
 * closes the others, and Escape or a click outside closes them.
 */
export function MenuGroup({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const menus = () =>
      Array.from(root.querySelectorAll<HTMLDetailsElement>("details[data-nav-menu]"));
    const closeAll = (except?: Element) =>
      menus().forEach((menu) => menu !== except && (menu.open = false));

    const onToggle = (event: Event) => {
      const target = event.target as HTMLDetailsElement;
      if (target.open) closeAll(target);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = menus().find((menu) => menu.open);
      if (!open) return;
      open.open = false;
      open.querySelector("summary")?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("a")) closeAll();
    };

    root.addEventListener("toggle", onToggle, true);
    root.addEventListener("click", onClick);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      root.removeEventListener("toggle", onToggle, true);
      root.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  );
}
