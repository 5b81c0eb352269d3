import { palette } from "../palette";
import type { SceneProps } from "./types";

const teeth = [104, 120, 136, 152, 168, 184];

/** The Fee Monster: a purple creature snacking on fee receipts, with the fees as price tags. */
export function MonsterScene({ scene, width, height }: SceneProps<"monster">) {
  const size = Math.min(height, width * 0.55);
  const tag = size / 12;
  return (
    <div style={{ display: "flex", width, height, alignItems: "center", gap: tag }}>
      <svg width={size} height={size} viewBox="0 0 300 300">
        <ellipse cx="150" cy="286" rx="105" ry="10" fill="rgba(0,0,0,0.3)" />
        <polygon points="92,76 104,22 126,70" fill={palette.gold} />
        <polygon points="174,70 196,22 208,76" fill={palette.gold} />
        <path
          d="M58 150 C58 84 98 58 150 58 C202 58 242 84 242 150 L242 262 L222 278 L204 262 L186 278 L168 262 L150 278 L132 262 L114 278 L96 262 L78 278 L58 262 Z"
          fill="#8b5cf6"
        />
        <ellipse cx="150" cy="222" rx="56" ry="38" fill="#a78bfa" />
        <path
          d="M58 186 Q24 176 30 136"
          stroke="#8b5cf6"
          strokeWidth="20"
          strokeLinecap="round"
          fill="none"
        />
        <path
          d="M242 186 Q276 170 268 128"
          stroke="#8b5cf6"
          strokeWidth="20"
          strokeLinecap="round"
          fill="none"
        />
        <circle cx="120" cy="112" r="23" fill={palette.white} />
        <circle cx="180" cy="112" r="23" fill={palette.white} />
        <circle cx="128" cy="116" r="10" fill={palette.ink} />
        <circle cx="188" cy="116" r="10" fill={palette.ink} />
        <path d="M96 82 L140 94" stroke="#4c1d95" strokeWidth="8" strokeLinecap="round" />
        <path d="M204 82 L160 94" stroke="#4c1d95" strokeWidth="8" strokeLinecap="round" />
        <path d="M94 150 Q150 210 206 150 Z" fill="#1e1b4b" />
        {teeth.map((x) => (
          <polygon
            key={x}
            points={`${x - 2},150 ${x + 14},150 ${x + 6},166`}
            fill={palette.white}
          />
        ))}
        <rect
          x="238"
          y="62"
          width="52"
          height="68"
          rx="5"
          fill={palette.white}
          transform="rotate(14 264 96)"
        />
        <path
          d="M250 80 L280 87 M248 92 L278 99 M246 104 L268 109"
          stroke={palette.muted}
          strokeWidth="4"
        />
        <circle cx="258" cy="120" r="7" fill={palette.red} />
      </svg>
      <div style={{ display: "flex", flexDirection: "column", gap: tag * 0.7, flex: 1 }}>
        {scene.fees.map((fee, index) => (
          <div
            key={fee}
            style={{
              display: "flex",
              alignItems: "center",
              alignSelf: index % 2 ? "flex-end" : "flex-start",
              gap: tag * 0.5,
              padding: `${tag * 0.45}px ${tag * 0.8}px`,
              borderRadius: tag * 0.4,
              background: palette.white,
              color: palette.navy,
              fontSize: tag * 0.95,
              fontWeight: 800,
              transform: `rotate(${index % 2 ? 4 : -5}deg)`,
            }}
          >
            <div
              style={{
                display: "flex",
                width: tag * 1.3,
                height: tag * 1.3,
                borderRadius: 999,
                background: palette.red,
                color: palette.white,
                alignItems: "center",
                justifyContent: "center",
                fontSize: tag * 0.8,
              }}
            >
              $
            </div>
            {fee}
          </div>
        ))}
      </div>
    </div>
  );
}
