import { Chip } from "../brand-mark";
import { palette } from "../palette";
import type { SceneProps } from "./types";

const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"];

/** A countertop card terminal with a contactless card, and the scene's chips beside it. */
export function TerminalScene({ scene, width, height }: SceneProps<"terminal">) {
  const unit = Math.min(width / 2.4, height) / 100;
  return (
    <div style={{ display: "flex", width, height, alignItems: "center", gap: 8 * unit }}>
      <div style={{ display: "flex", position: "relative", width: 80 * unit, height: 96 * unit }}>
        <div
          style={{
            position: "absolute",
            top: 0,
            left: 0,
            width: 52 * unit,
            height: 96 * unit,
            borderRadius: 7 * unit,
            background: "#111827",
            border: `${0.8 * unit}px solid #374151`,
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            padding: 4 * unit,
            gap: 4 * unit,
          }}
        >
          <div
            style={{
              width: "100%",
              height: 34 * unit,
              borderRadius: 3 * unit,
              background: palette.mint,
              display: "flex",
              flexDirection: "column",
              alignItems: "center",
              justifyContent: "center",
              color: palette.greenDark,
            }}
          >
            <div style={{ display: "flex", fontSize: 7 * unit, fontWeight: 800, letterSpacing: 1 }}>
              {scene.screen}
            </div>
            <div style={{ display: "flex", fontSize: 4 * unit, fontWeight: 600, marginTop: unit }}>
              Thank you
            </div>
          </div>
          <div style={{ display: "flex", flexWrap: "wrap", width: "100%", gap: 1.6 * unit }}>
            {keys.map((key) => (
              <div
                key={key}
                style={{
                  width: 12.4 * unit,
                  height: 9.6 * unit,
                  borderRadius: 2 * unit,
                  background: "#374151",
                  color: "#e5e7eb",
                  fontSize: 4.5 * unit,
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "center",
                }}
              >
                {key}
              </div>
            ))}
          </div>
        </div>
        <div
          style={{
            position: "absolute",
            top: 6 * unit,
            left: 48 * unit,
            width: 30 * unit,
            height: 19 * unit,
            borderRadius: 2.4 * unit,
            background: `linear-gradient(135deg, ${palette.gold} 0%, #f59e0b 100%)`,
            transform: "rotate(-18deg)",
            display: "flex",
            padding: 3 * unit,
          }}
        >
          <div
            style={{
              width: 6 * unit,
              height: 4.6 * unit,
              borderRadius: unit,
              background: "#fde68a",
              border: "1px solid #b45309",
            }}
          />
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 4 * unit, flex: 1 }}>
        {scene.chips.map((chip, index) => (
          <Chip key={chip} text={chip} scale={unit / 3.3} tone={index === 0 ? "gold" : "light"} />
        ))}
      </div>
    </div>
  );
}
