import { Link } from "@/components/ui/link.client";
import { plainText, type Paragraph } from "@/content/pricing/types";
import { ExternalLink } from "@/components/ui/external-link";

/** A paragraph's words and links; internal paths use next/link, others open in a new tab. */
export function RichText({ value }: { value: Paragraph }) {
  if (typeof value === "string") return value;
  return value.map((part, index) => {
    if (typeof part === "string") return part;
    const key = `${index}-${part.href}`;
    return part.href.startsWith("/") ? (
      <Link key={key} href={part.href}>
        {part.label}
      </Link>
    ) : (
      <ExternalLink key={key} href={part.href}>
        {part.label}
      </ExternalLink>
    );
  });
}

/** Paragraphs of running copy in the site's prose style. */
export function Prose({ paragraphs }: { paragraphs: readonly Paragraph[] }) {
  return paragraphs.map((paragraph) => (
    <p key={plainText(paragraph).slice(0, 64)}>
      <RichText value={paragraph} />
    </p>
  ));
}
