import type { FrameSpec } from "@/content/collateral/types";
import { Figure } from "./figures";
import { FrameProp, WallSign } from "./frame-props";

const settings = {
  diner: { wall: "#fef3c7", counter: "#92400e", top: "#b45309" },
  shop: { wall: "#e2e8f0", counter: "#475569", top: "#f8fafc" },
  studio: { wall: "#0f172a", counter: null, top: null },
} as const;

/** Splits bubble text into lines of about `width` characters. */
export function bubbleLines(text: string, width = 20): string[] {
  return text.split(" ").reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);
}

/** One storyboard frame drawn as SVG; its description is the accessible name. */
export function StoryboardFrame({ frame, id }: { frame: FrameSpec; id: string }) {
  const setting = settings[frame.setting];
  const props = frame.props ?? [];
  return (
    <svg viewBox="0 0 320 180" role="img" aria-labelledby={id} className="h-auto w-full rounded-lg">
      <title id={id}>{frame.description}</title>
      <rect width={320} height={180} fill={setting.wall} />
      {frame.setting === "studio" && (
        <>
          <path d="M120 0 L200 0 L270 180 L50 180 Z" fill="#cbd5e1" opacity={0.9} />
          <ellipse cx={160} cy={176} rx={120} ry={18} fill="#94a3b8" />
        </>
      )}
      {frame.setting === "diner" && (
        <>
          <rect x={8} y={24} width={52} height={106} fill="#78350f" />
          <rect x={16} y={34} width={36} height={40} fill="#bae6fd" />
          <rect
            x={130}
            y={22}
            width={70}
            height={44}
            fill="#bae6fd"
            stroke="#92400e"
            strokeWidth={3}
          />
        </>
      )}
      {frame.setting === "shop" && (
        <path d="M200 40 h110 M200 70 h110" stroke="#94a3b8" strokeWidth={4} />
      )}
      {props.includes("wind") && <FrameProp prop="wind" />}
      {frame.cast.map((member) => (
        <Figure key={member.who} {...member} />
      ))}
      {setting.counter && (
        <>
          <rect x={0} y={130} width={320} height={50} fill={setting.counter} />
          <rect x={0} y={126} width={320} height={6} fill={setting.top} />
        </>
      )}
      {props
        .filter((prop) => prop !== "wind")
        .map((prop) => (
          <FrameProp key={prop} prop={prop} />
        ))}
      {frame.sign && <WallSign lines={frame.sign} />}
      {frame.bubble && <Bubble {...frame.bubble} />}
      {frame.super && (
        <g>
          <rect x={0} y={152} width={320} height={28} fill="#0b1f4b" />
          <text x={160} y={171} fontSize={13} textAnchor="middle" fill="#ffffff" fontWeight={700}>
            {frame.super}
          </text>
        </g>
      )}
    </svg>
  );
}

function Bubble({ text, x }: { text: string; x: number }) {
  const lines = bubbleLines(text);
  const width = Math.max(...lines.map((line) => line.length)) * 6 + 16;
  const height = lines.length * 12 + 10;
  const left = Math.min(Math.max(x - width / 2, 4), 316 - width);
  return (
    <g>
      <rect x={left} y={4} width={width} height={height} rx={8} fill="#ffffff" stroke="#0f172a" />
      <path
        d={`M${x - 5} ${height + 3} L${x} ${height + 14} L${x + 5} ${height + 3}`}
        fill="#ffffff"
        stroke="#0f172a"
      />
      <rect x={x - 5.5} y={height + 1} width={11} height={3} fill="#ffffff" />
      {lines.map((line, index) => (
        <text
          key={line}
          x={left + width / 2}
          y={18 + index * 12}
          fontSize={10.5}
          textAnchor="middle"
          fill="#0f172a"
          fontWeight={600}
        >
          {line}
        </text>
      ))}
    </g>
  );
}
