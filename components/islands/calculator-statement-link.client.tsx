"use client";

import { useState, type ReactNode } from "react";
import { Link } from "@/components/ui/link.client";
import { calculatorQuery } from "@/lib/calculator/params";
import { statementPaths } from "@/lib/statements/paths";

/**
 * The calculator's "send it to us" link to the statement review, carrying the figures the
 * calculator keeps in the address (it writes them there as they change), so the specialist sees
 * what the visitor entered. The address is read when the visitor shows intent (pointer, touch,
 * focus), which always comes before the click; before that it is the plain page.
 */
export function CalculatorStatementLink({ children }: { children: ReactNode }) {
  const [href, setHref] = useState<string>(statementPaths.page);
  const refresh = () => setHref(`${statementPaths.page}${calculatorQuery(window.location.search)}`);
  return (
    <Link
      href={href}
      onPointerEnter={refresh}
      onTouchStart={refresh}
      onFocus={refresh}
      className="font-semibold text-brand-700 underline underline-offset-2"
    >
      {children}
    </Link>
  );
}
