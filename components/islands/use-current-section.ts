import { useEffect, useState } from "react";

/**
 * The id of the section being read: the last of `ids` whose top has scrolled above a line at
 * `lineRatio` of the viewport's height, or null before the first one.
 */
export function useCurrentSection(ids: readonly string[], lineRatio = 0.35): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(" ");

  useEffect(() => {
    const sectionIds = key.split(" ");
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.innerHeight * lineRatio;
      let found: string | null = null;
      for (const id of sectionIds) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) found = id;
      }
      setCurrent(found);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key, lineRatio]);

  return current;
}
