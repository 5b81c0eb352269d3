import type { ReactNode } from "react";

// The lead forms' own icons as plain SVG (lucide's circle-check and download, same drawing):
// importing lucide-react into an island brings its runtime into that island's code (issue 36).

function Icon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function CheckCircleIcon({ className }: { className: string }) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </Icon>
  );
}

export function DownloadIcon({ className }: { className: string }) {
  return (
    <Icon className={className}>
      <path d="M12 15V3" />
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="m7 10 5 5 5-5" />
    </Icon>
  );
}
