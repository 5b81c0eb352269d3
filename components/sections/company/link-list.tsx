import { Link } from "@/components/ui/link.client";
import { ArrowRight } from "@/components/ui/icons";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type LinkListProps = ComponentProps<"ul"> & { links: readonly { label: string; href: string }[] };

/** A short list of internal links, each with an arrow; used for "read next" and "learn more". */
export function LinkList({ links, className, ...props }: LinkListProps) {
  return (
    <ul className={cn("flex flex-wrap gap-x-6 gap-y-2", className)} {...props}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
          >
            {link.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
