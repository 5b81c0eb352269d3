import { Link } from "@/components/ui/link.client";
import { ArrowRight } from "@/components/ui/icons";
import type { InternalLink } from "@/content/industries/types";

/** The "read more" link under a feature or compliance note; its label names the destination. */
export function PointLink({ link }: { link: InternalLink }) {
  return (
    <Link
      href={link.href}
      className="mt-4 inline-flex items-center gap-1 rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
    >
      {link.label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
