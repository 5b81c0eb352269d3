import type { DocumentLine } from "@/content/collateral/social/types";
import { palette } from "../palette";

const fills = { check: palette.green, flag: "#d97706", plain: "#94a3b8" } as const;

/** The round marker before a document line: a tick, an exclamation mark or a plain dot. */
export function LineMark({ mark, size }: { mark: DocumentLine["mark"]; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="12" fill={fills[mark]} />
      {mark === "check" && (
        <path
          d="M6.5 12.5 L10.5 16.5 L17.5 8.5"
          stroke="white"
          strokeWidth="2.8"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {mark === "flag" && (
        <path
          d="M12 6 L12 13.5 M12 17.5 L12 18"
          stroke="white"
          strokeWidth="3"
          strokeLinecap="round"
        />
      )}
      {mark === "plain" && <circle cx="12" cy="12" r="4" fill="white" />}
    </svg>
  );
}
