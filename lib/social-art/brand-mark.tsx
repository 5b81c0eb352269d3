import { site } from "@/content/site";
import { palette } from "./palette";

/** The "LC" tile and the business name, as on the site's Open Graph images. */
export function BrandMark({ scale = 1, name = site.name }: { scale?: number; name?: string }) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 16 * scale }}>
      <div
        style={{
          width: 56 * scale,
          height: 56 * scale,
          borderRadius: 14 * scale,
          background: palette.white,
          color: palette.blue,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          fontSize: 28 * scale,
          fontWeight: 800,
        }}
      >
        LC
      </div>
      <div style={{ display: "flex", fontSize: 26 * scale, fontWeight: 600, color: palette.white }}>
        {name}
      </div>
    </div>
  );
}

/** A rounded label: the figures and features beside a drawing. */
export function Chip({
  text,
  scale = 1,
  tone = "light",
}: {
  text: string;
  scale?: number;
  tone?: "light" | "gold";
}) {
  return (
    <div
      style={{
        display: "flex",
        padding: `${10 * scale}px ${20 * scale}px`,
        borderRadius: 999,
        background: tone === "gold" ? palette.gold : "rgba(255,255,255,0.14)",
        border: tone === "gold" ? "none" : "2px solid rgba(255,255,255,0.35)",
        color: tone === "gold" ? palette.navy : palette.white,
        fontSize: 24 * scale,
        fontWeight: 600,
      }}
    >
      {text}
    </div>
  );
}
