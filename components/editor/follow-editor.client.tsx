"use client";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * The editor moves between files with history.pushState, which Next's router follows on the
 * client only: this asks the server for the preview of the file now open.
 */
export function FollowEditor() {
  const pathname = usePathname();
  const router = useRouter();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    router.refresh();
  }, [pathname, router]);
  return null;
}
