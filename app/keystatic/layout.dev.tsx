import type { Metadata } from "next";
import type { ReactNode } from "react";
import { KeystaticApp } from "@/components/editor/keystatic-app.client";

// Dev server only: next.config.ts reads `.dev.tsx` route files under `next dev` alone, so the
// production build has no /keystatic and ships none of the editor.
export const metadata: Metadata = { title: "Page editor", robots: { index: false, follow: false } };

/**
 * The editor's form and, beside it (below it on a phone), the preview of the open file. Keystatic
 * lays itself out by the window's width, not its column's, so its column is given the 800 px its
 * wide layout needs (below that its Save button sat under the preview).
 */
export default function EditorLayout({ children }: { children: ReactNode }) {
  return (
    <div className="fixed inset-0 z-[60] grid grid-rows-[minmax(0,3fr)_minmax(0,2fr)] bg-white lg:grid-cols-[minmax(800px,1fr)_minmax(0,1fr)] lg:grid-rows-1">
      <div className="min-h-0 overflow-hidden">
        <KeystaticApp />
      </div>
      {children}
    </div>
  );
}
