import type { ReactNode } from "react";
import { Breadcrumb } from "./breadcrumb";
import { StructuredData } from "./structured-data";

/** The frame of every page: breadcrumb, the route's JSON-LD and the main landmark. */
export function PageShell({ path, children }: { path: string; children: ReactNode }) {
  return (
    <>
      <Breadcrumb path={path} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <StructuredData path={path} />
    </>
  );
}
