import type { SocialImage } from "@/content/collateral/social/types";
import { site } from "@/content/site";
import { BrandMark } from "./brand-mark";
import { brandGradient, palette } from "./palette";
import { Scene } from "./scene";

const frame = {
  width: "100%",
  height: "100%",
  display: "flex",
  background: brandGradient,
  color: palette.white,
  fontFamily: "Inter",
} as const;

function Headline({ image, size }: { image: SocialImage; size: number }) {
  return (
    <div style={{ display: "flex", flexDirection: "column" }}>
      <div
        style={{
          display: "flex",
          fontSize: size * 0.42,
          fontWeight: 600,
          color: palette.mint,
          textTransform: "uppercase",
          letterSpacing: 2,
        }}
      >
        {image.eyebrow}
      </div>
      <div
        style={{
          display: "flex",
          fontSize: size,
          fontWeight: 800,
          lineHeight: 1.08,
          marginTop: size * 0.25,
        }}
      >
        {image.headline}
      </div>
      {image.subline && (
        <div
          style={{
            display: "flex",
            fontSize: size * 0.44,
            lineHeight: 1.35,
            color: palette.sky,
            marginTop: size * 0.35,
          }}
        >
          {image.subline}
        </div>
      )}
    </div>
  );
}

/** 1.91:1 feed images: words on the left, the drawing on the right. */
export function LandscapeArt({ image }: { image: SocialImage }) {
  const { width, height } = image.size;
  const pad = 56;
  const sceneWidth = Math.round(width * 0.42);
  return (
    <div style={{ ...frame, padding: pad, gap: 40 }}>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          flex: 1,
        }}
      >
        <BrandMark scale={0.85} />
        <Headline image={image} size={image.headline.length > 34 ? 50 : 58} />
        <div style={{ display: "flex", fontSize: 22, color: palette.sky }}>
          {site.address.city}, {site.address.regionName} · since {site.foundingYear}
        </div>
      </div>
      <Scene scene={image.scene} width={sceneWidth} height={height - pad * 2} />
    </div>
  );
}

/** 1:1 feed images: words on top, the drawing below. */
export function SquareArt({ image }: { image: SocialImage }) {
  const { width, height } = image.size;
  const pad = 64;
  return (
    <div style={{ ...frame, flexDirection: "column", padding: pad, gap: 36 }}>
      <BrandMark />
      <Headline image={image} size={image.headline.length > 30 ? 66 : 76} />
      <div style={{ display: "flex", flex: 1, alignItems: "flex-end" }}>
        <Scene scene={image.scene} width={width - pad * 2} height={Math.round(height * 0.42)} />
      </div>
    </div>
  );
}
