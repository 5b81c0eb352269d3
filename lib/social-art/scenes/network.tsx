import { palette } from "../palette";
import type { SceneProps } from "./types";

const colours = [palette.gold, palette.mint, palette.white];

/** Three people connected by two introductions: who refers, who is referred, who helps. */
export function NetworkScene({ scene, width, height }: SceneProps<"network">) {
  const card = height / 5;
  const font = Math.min(card * 0.3, width / 16);
  return (
    <div
      style={{ display: "flex", flexDirection: "column", width, height, justifyContent: "center" }}
    >
      {scene.nodes.map((node, index) => (
        <div key={node} style={{ display: "flex", flexDirection: "column", alignItems: "stretch" }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              gap: font * 0.8,
              height: card,
              padding: `0 ${font}px`,
              borderRadius: card / 2,
              background: "rgba(255,255,255,0.12)",
              border: "2px solid rgba(255,255,255,0.35)",
            }}
          >
            <div
              style={{
                display: "flex",
                width: card * 0.66,
                height: card * 0.66,
                borderRadius: 999,
                background: colours[index],
                color: palette.navy,
                alignItems: "center",
                justifyContent: "center",
                fontSize: font * 1.2,
                fontWeight: 800,
              }}
            >
              {index + 1}
            </div>
            <div style={{ display: "flex", fontSize: font, fontWeight: 800 }}>{node}</div>
          </div>
          {index < 2 && (
            <div
              style={{
                display: "flex",
                alignItems: "center",
                height: card,
                paddingLeft: card * 0.4,
                gap: font * 0.8,
              }}
            >
              <svg width={font * 1.4} height={card * 0.9} viewBox="0 0 20 60">
                <path
                  d="M10 2 L10 52 M3 44 L10 55 L17 44"
                  stroke={palette.mint}
                  strokeWidth="3.5"
                  fill="none"
                  strokeLinecap="round"
                />
              </svg>
              <div
                style={{
                  display: "flex",
                  fontSize: font * 0.8,
                  color: palette.sky,
                  fontWeight: 600,
                }}
              >
                {scene.links[index]}
              </div>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
