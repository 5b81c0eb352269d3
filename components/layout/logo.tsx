import { Link } from "@/components/ui/link.client";

/** The wordmark linking home. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={tone === "dark" ? "#1e3a8a" : "#ffffff"} />
        <path
          d="M6 21c3-3 6-3 10 0s7 3 10 0"
          stroke="#34d399"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M9 15l4-6 4 5 3-3 3 4"
          stroke={tone === "dark" ? "#ffffff" : "#1e3a8a"}
          strokeWidth="2.2"
          fill="none"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={`text-base leading-tight font-bold ${tone === "dark" ? "text-brand-900" : "text-white"}`}
      >
        Lake Country{" "}
        <span
          className={`block text-xs font-medium ${tone === "dark" ? "text-muted" : "text-brand-100"}`}
        >
          Merchant Services
        </span>
      </span>
    </Link>
  );
}
