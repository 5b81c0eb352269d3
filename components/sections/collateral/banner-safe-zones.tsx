import type { SafeZone } from "@/content/collateral/social/linkedin-banner";
import { SocialPicture } from "./social-picture";
import type { SocialImage } from "@/content/collateral/social/types";

const order: SafeZone["id"][] = ["logo", "mobile", "text"];

/** The banner with its safe zones drawn over it, numbered, and a legend that explains each. */
export function BannerSafeZones({
  image,
  zones,
  title,
}: {
  image: SocialImage;
  zones: Record<SafeZone["id"], SafeZone>;
  title: string;
}) {
  const { width: w, height: h } = image.size;
  const marker = Math.round(h * 0.16);
  const { logo, mobile, text } = zones;
  return (
    <figure>
      <div className="relative overflow-hidden rounded-lg ring-1 ring-black/10">
        <SocialPicture image={image} sizes="(min-width: 1152px) 1100px, 100vw" />
        {/* Geometry in the image's own pixels, so the overlay scales with it. */}
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${w} ${h}`}
          preserveAspectRatio="none"
          className="absolute inset-0 size-full"
        >
          <rect x={0} y={0} width={mobile.x * w} height={h} fill="rgb(15 23 42 / 0.6)" />
          <rect
            x={(mobile.x + mobile.width) * w}
            y={0}
            width={(1 - mobile.x - mobile.width) * w}
            height={h}
            fill="rgb(15 23 42 / 0.6)"
          />
          <rect
            x={logo.x * w}
            y={logo.y * h}
            width={logo.width * w}
            height={logo.height * h}
            fill="rgb(185 28 28 / 0.45)"
            stroke="#fecaca"
            strokeWidth={3}
            strokeDasharray="10 8"
          />
          <rect
            x={text.x * w}
            y={text.y * h}
            width={text.width * w}
            height={text.height * h}
            fill="none"
            stroke="#6ee7b7"
            strokeWidth={4}
            strokeDasharray="14 10"
          />
          {[logo, mobile, text].map((zone, index) => (
            <g key={zone.id}>
              <circle
                cx={zone.x * w + marker * 0.8}
                cy={zone.y * h + marker * 0.8}
                r={marker / 2}
                fill="#fbbf24"
              />
              <text
                x={zone.x * w + marker * 0.8}
                y={zone.y * h + marker * 0.8}
                dy="0.35em"
                textAnchor="middle"
                fontSize={marker * 0.6}
                fontWeight={700}
                fill="#0b1f4b"
              >
                {index + 1}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="mt-4">
        <span className="font-semibold text-ink">{title}</span>
        <ol className="mt-3 grid gap-4 md:grid-cols-3">
          {order.map((id, index) => (
            <li key={id} className="flex gap-3 text-sm">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gold font-bold text-brand-900"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-ink">{zones[id].label}</span>
                <span className="text-muted">{zones[id].description}</span>
                <span className="mt-1 block text-xs text-muted">{pixelBox(zones[id], w, h)}</span>
              </span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

function pixelBox(zone: SafeZone, width: number, height: number) {
  const span = (start: number, size: number, total: number) =>
    `${Math.round(start * total)}–${Math.round((start + size) * total)}`;
  return `${span(zone.x, zone.width, width)} px across, ${span(zone.y, zone.height, height)} px down`;
}
