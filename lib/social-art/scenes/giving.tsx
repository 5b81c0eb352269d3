import { Chip } from "../brand-mark";
import { palette } from "../palette";
import type { SceneProps } from "./types";

/** A glass donation jar holding a heart, coins dropping in, and the scene's chips below. */
export function GivingScene({ scene, width, height }: SceneProps<"giving">) {
  const size = Math.min(width * 0.8, height * 0.62);
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width,
        height,
        alignItems: "center",
        justifyContent: "center",
        gap: height * 0.04,
      }}
    >
      <svg width={size} height={size} viewBox="0 0 300 300">
        <circle cx="132" cy="28" r="16" fill={palette.gold} stroke="#b45309" strokeWidth="3" />
        <circle cx="170" cy="52" r="13" fill={palette.gold} stroke="#b45309" strokeWidth="3" />
        <rect x="96" y="74" width="108" height="22" rx="6" fill={palette.mint} />
        <path
          d="M90 96 L210 96 Q232 100 232 126 L232 262 Q232 286 206 286 L94 286 Q68 286 68 262 L68 126 Q68 100 90 96 Z"
          fill="rgba(219,233,254,0.22)"
          stroke={palette.sky}
          strokeWidth="5"
        />
        <path
          d="M150 252 C96 214 92 176 112 160 C128 147 146 154 150 170 C154 154 172 147 188 160 C208 176 204 214 150 252 Z"
          fill="#f43f5e"
        />
        <circle cx="98" cy="262" r="12" fill={palette.gold} />
        <circle cx="120" cy="270" r="12" fill={palette.gold} />
        <circle cx="202" cy="264" r="12" fill={palette.gold} />
        <path
          d="M86 126 L86 220"
          stroke="rgba(255,255,255,0.45)"
          strokeWidth="8"
          strokeLinecap="round"
        />
      </svg>
      <div style={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 10 }}>
        {scene.chips.map((chip, index) => (
          <Chip
            key={chip}
            text={chip}
            scale={Math.min(1, width / 560)}
            tone={index === 0 ? "gold" : "light"}
          />
        ))}
      </div>
    </div>
  );
}
