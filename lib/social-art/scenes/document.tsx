import { palette } from "../palette";
import { LineMark } from "./marks";
import type { SceneProps } from "./types";

/** A sheet of paper: a statement, an invoice or a checklist, with flagged lines highlighted. */
export function DocumentScene({ scene, width, height }: SceneProps<"document">) {
  const rows = scene.lines.length + (scene.footer ? 1.6 : 0.6);
  const row = (height - height * 0.16) / rows;
  const font = Math.min(row * 0.3, width / 20);
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width,
        height,
        padding: `${height * 0.05}px ${width * 0.05}px`,
        borderRadius: 20,
        background: palette.white,
        color: palette.ink,
        boxShadow: "0 20px 40px rgba(0,0,0,0.3)",
      }}
    >
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          borderBottom: `3px solid ${palette.line}`,
          paddingBottom: font * 0.5,
          fontSize: font * 0.8,
          fontWeight: 800,
          color: palette.blue,
          textTransform: "uppercase",
          letterSpacing: 1.5,
        }}
      >
        {scene.title}
      </div>
      {scene.lines.map((line) => (
        <div
          key={line.label}
          style={{
            display: "flex",
            alignItems: "center",
            gap: font * 0.7,
            height: row,
            marginTop: font * 0.25,
            padding: `0 ${font * 0.5}px`,
            borderRadius: 10,
            background: line.mark === "flag" ? palette.goldPale : "transparent",
          }}
        >
          <LineMark mark={line.mark} size={font * 1.5} />
          <div style={{ display: "flex", flexDirection: "column", flex: 1 }}>
            <div style={{ display: "flex", fontSize: font, fontWeight: 800, lineHeight: 1.15 }}>
              {line.label}
            </div>
            {line.detail && (
              <div
                style={{
                  display: "flex",
                  fontSize: font * 0.72,
                  color: palette.muted,
                  lineHeight: 1.25,
                }}
              >
                {line.detail}
              </div>
            )}
          </div>
        </div>
      ))}
      {scene.footer && (
        <div
          style={{
            display: "flex",
            marginTop: "auto",
            paddingTop: font * 0.5,
            borderTop: `3px dashed ${palette.line}`,
            fontSize: font * 0.8,
            fontWeight: 600,
            color: palette.green,
          }}
        >
          {scene.footer}
        </div>
      )}
    </div>
  );
}
