import { Link } from "@/components/ui/link.client";
import { getRoute } from "@/content/routes";
import type { SocialPost } from "@/content/collateral/social/types";

const formats = {
  facebook: { sponsored: "Facebook single-image ad or boosted post", organic: "Facebook post" },
  linkedin: { sponsored: "LinkedIn sponsored content, single image", organic: "LinkedIn post" },
} as const;

/** The facts a marketer checks before running a post: format, audience, goal, destination. */
export function PostBrief({ post, headingId }: { post: SocialPost; headingId: string }) {
  const landing = getRoute(post.link.path);
  const { width, height } = post.image.size;
  const rows = [
    { term: "Format", detail: formats[post.network][post.placement] },
    { term: "Audience", detail: post.audience },
    { term: "Goal", detail: post.goal },
    { term: "Image", detail: `${width} × ${height} pixels, PNG` },
  ];
  return (
    <div className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        The brief
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="font-semibold text-ink">{row.term}</dt>
            <dd className="text-muted">{row.detail}</dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold text-ink">Landing page</dt>
          <dd>
            <Link
              href={post.link.path}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {landing.label}
            </Link>
          </dd>
        </div>
      </dl>
    </div>
  );
}
