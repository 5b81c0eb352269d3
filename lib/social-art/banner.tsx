import { bannerTextZone } from "@/content/collateral/social/linkedin-banner";
import type { SocialImage } from "@/content/collateral/social/types";
import { site } from "@/content/site";
import { Chip } from "./brand-mark";
import { brandGradient, palette } from "./palette";

const waveRows = [60, 120, 180, 240, 300, 360];

/** Lake Country's waves: decoration only, so it may sit where the logo and mobile crops cover it. */
function Waves({ width, height }: { width: number; height: number }) {
  return (
    <svg width={width} height={height} viewBox="0 0 520 396" preserveAspectRatio="none">
      {waveRows.map((y, index) => (
        <path
          key={y}
          d={`M0 ${y} Q 65 ${y - 22} 130 ${y} T 260 ${y} T 390 ${y} T 520 ${y}`}
          stroke={index % 2 ? palette.mint : palette.sky}
          strokeOpacity={0.18 + index * 0.05}
          strokeWidth="6"
          fill="none"
        />
      ))}
    </svg>
  );
}

/**
 * The profile banner (4:1) and company cover (about 6:1): all words sit inside the zone that no
 * logo covers on desktop and no crop removes on phones (see content/collateral/social/linkedin-banner).
 */
export function BannerArt({ image }: { image: SocialImage }) {
  const { height } = image.size;
  const scale = height / 396;
  const zone = bannerTextZone(image.size);
  const chips = image.scene.kind === "banner" ? image.scene.chips : [];
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        background: brandGradient,
        color: palette.white,
        fontFamily: "Inter",
      }}
    >
      <div style={{ position: "absolute", left: 0, top: 0, display: "flex" }}>
        <Waves width={zone.left - 20 * scale} height={height} />
      </div>
      <div
        style={{
          position: "absolute",
          right: -120 * scale,
          top: -80 * scale,
          width: 420 * scale,
          height: 420 * scale,
          borderRadius: 999,
          border: `${40 * scale}px solid rgba(110,231,183,0.16)`,
          display: "flex",
        }}
      />
      <div
        style={{
          position: "absolute",
          left: zone.left,
          top: zone.top,
          width: zone.width,
          height: zone.height,
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
        }}
      >
        <div
          style={{
            display: "flex",
            fontSize: 22 * scale,
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
            fontSize: 50 * scale,
            fontWeight: 800,
            lineHeight: 1.1,
            marginTop: 10 * scale,
          }}
        >
          {image.headline}
        </div>
        {chips.length > 0 && height >= 300 && (
          <div style={{ display: "flex", gap: 12, marginTop: 24 * scale }}>
            {chips.map((chip, index) => (
              <Chip
                key={chip}
                text={chip}
                scale={0.85 * scale}
                tone={index === 0 ? "gold" : "light"}
              />
            ))}
          </div>
        )}
        {image.subline && (
          <div
            style={{
              display: "flex",
              fontSize: (height >= 300 ? 20 : 34) * scale,
              color: palette.sky,
              marginTop: 16 * scale,
            }}
          >
            {image.subline} · {site.address.city}, {site.address.regionName}
          </div>
        )}
      </div>
    </div>
  );
}
