import { useEffect, useRef, useState } from "react";
import { readQuery, writeQuery } from "@/lib/calculator/query";
import type { CalculatorValues } from "@/lib/calculator/types";

/**
 * The calculator's values, started from the address (a shared link) and written back to it with
 * history.replaceState after each change, so the address always shares the current result.
 * Client-only: the page itself is static and never reads the query on the server.
 */
export function useCalculatorQuery(defaults: CalculatorValues) {
  const [initial] = useState(() => readQuery(window.location.search, defaults));
  const [values, setValues] = useState(initial.values);
  const firstRun = useRef(true);

  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const { pathname, search, hash } = window.location;
      const query = writeQuery(values, defaults, search);
      if (query !== search) {
        window.history.replaceState(window.history.state, "", `${pathname}${query}${hash}`);
      }
    }, 250);
    return () => window.clearTimeout(timer);
  }, [values, defaults]);

  return { values, setValues, shared: initial.shared };
}
