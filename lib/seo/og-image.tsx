import { createHash } from "node:crypto";
import type { Metadata } from "next";
import { ImageResponse } from "next/og";
import { getRoute } from "@/content/routes";
import { site } from "@/content/site";
import { serpLimits } from "./serp-limits";

export const ogSize = serpLimits.socialImage;
export const ogContentType = "image/png";

/** Alt text of a route's Open Graph image. */
export function ogAlt(path: string): string {
  return `${getRoute(path).heading} — ${site.name}`;
}

/**
 * A page's metadata with its social image declared, for pages whose image is served by a route
 * handler (app/[slug]/opengraph-image) rather than an opengraph-image.tsx beside the page. The
 * query changes with the image's words, so social networks fetch a changed card again.
 */
export function ogImageMetadata(path: string, metadata: Metadata): Metadata {
  const entry = getRoute(path);
  const version = createHash("sha256")
    .update(`${entry.ogEyebrow}\n${entry.heading}`)
    .digest("hex")
    .slice(0, 16);
  const image = {
    url: `${path}/opengraph-image?${version}`,
    type: ogContentType,
    width: ogSize.width,
    height: ogSize.height,
    alt: ogAlt(path),
  };
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [image] },
    twitter: { ...metadata.twitter, images: [image] },
  };
}

/** The one Open Graph design: eyebrow, the route's headline and the business line (Latin text only). */
export function ogImage(path: string): ImageResponse {
  const entry = getRoute(path);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px",
        background: "linear-gradient(135deg, #0b1f4b 0%, #1e3a8a 60%, #065f46 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: "white",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            color: "#1e3a8a",
            fontSize: 36,
            fontWeight: 700,
          }}
        >
          LC
        </div>
        <div style={{ fontSize: 30, fontWeight: 600 }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div
          style={{ fontSize: 28, color: "#6ee7b7", textTransform: "uppercase", letterSpacing: 2 }}
        >
          {entry.ogEyebrow}
        </div>
        <div
          style={{
            fontSize: entry.heading.length > 60 ? 54 : 64,
            fontWeight: 700,
            lineHeight: 1.1,
            marginTop: 16,
          }}
        >
          {entry.heading}
        </div>
      </div>
      <div
        style={{ display: "flex", justifyContent: "space-between", fontSize: 26, color: "#dbe9fe" }}
      >
        <div style={{ display: "flex" }}>
          Rates from {site.figures.lowestRate} · {site.figures.setup} · {site.rating.display}
        </div>
        <div style={{ display: "flex" }}>{site.phone.display}</div>
      </div>
    </div>,
    ogSize,
  );
}
