import type { FrameSpec } from "@/content/collateral/types";

type CastMember = FrameSpec["cast"][number];

const looks = {
  cheesy: { skin: "#f1c27d", hair: "#111827", top: "#7c3aed", trim: "#fbbf24" },
  handsome: { skin: "#c68642", hair: "#3f2a14", top: "#111827", trim: "#f8fafc" },
  owner: { skin: "#e0ac69", hair: "#6b3e26", top: "#0f766e", trim: "#ffffff" },
  specialist: { skin: "#8d5524", hair: "#1f2937", top: "#1e3a8a", trim: "#dbeafe" },
} as const;

/** A storyboard character: a simple figure whose outfit, hair and face say who it is. */
export function Figure({ who, x, mood = "smile" }: CastMember) {
  const look = looks[who];
  return (
    <g transform={`translate(${x} 0)`}>
      <rect x={-14} y={140} width={11} height={34} fill="#334155" />
      <rect x={3} y={140} width={11} height={34} fill="#334155" />
      <path d="M-24 146 L-20 96 Q0 86 20 96 L24 146 Z" fill={look.top} />
      {who === "cheesy" && (
        <path
          d="M-20 104 L20 104 M-21 116 L21 116 M-22 128 L22 128"
          stroke={look.trim}
          strokeWidth={2}
        />
      )}
      {who === "owner" && <path d="M-12 100 h24 v44 h-24 Z" fill={look.trim} />}
      {who === "handsome" && <path d="M-7 92 L0 112 L7 92 Z" fill={look.skin} />}
      {who === "specialist" && <path d="M-5 92 L0 104 L5 92 Z" fill={look.trim} />}
      <path
        d="M-20 100 L-34 132 M20 100 L34 132"
        stroke={look.top}
        strokeWidth={7}
        strokeLinecap="round"
      />
      <circle cx={0} cy={72} r={17} fill={look.skin} />
      <Hair who={who} color={look.hair} />
      <Face mood={mood} />
      {who === "cheesy" && (
        <path d="M-9 92 Q0 102 9 92" stroke="#fbbf24" strokeWidth={2.5} fill="none" />
      )}
    </g>
  );
}

function Hair({ who, color }: { who: CastMember["who"]; color: string }) {
  switch (who) {
    case "cheesy":
      return <path d="M-17 68 Q-16 50 2 52 Q18 52 17 66 Q6 58 -17 68 Z" fill={color} />;
    case "handsome":
      return (
        <path d="M-18 70 Q-22 46 0 50 Q14 40 26 56 Q16 54 18 66 Q4 56 -18 70 Z" fill={color} />
      );
    case "owner":
      return (
        <>
          <circle cx={0} cy={50} r={8} fill={color} />
          <path d="M-17 70 Q-14 52 0 54 Q14 52 17 70 Q8 60 -17 70 Z" fill={color} />
        </>
      );
    case "specialist":
      return (
        <path
          d="M-19 84 Q-22 52 0 53 Q22 52 19 84 L14 84 Q15 64 0 62 Q-15 64 -14 84 Z"
          fill={color}
        />
      );
  }
}

function Face({ mood }: { mood: NonNullable<CastMember["mood"]> }) {
  const eyes =
    mood === "smolder" ? (
      <path d="M-9 70 h6 M3 70 h6 M-10 64 l7 2 M3 66 l7 -3" stroke="#111827" strokeWidth={1.6} />
    ) : (
      <>
        <circle cx={-6} cy={70} r={mood === "shock" ? 2.6 : 1.8} fill="#111827" />
        <circle cx={6} cy={70} r={mood === "shock" ? 2.6 : 1.8} fill="#111827" />
      </>
    );
  const mouths = {
    grin: <path d="M-9 78 Q0 88 9 78 Z" fill="#ffffff" stroke="#111827" strokeWidth={1.2} />,
    smile: <path d="M-6 79 Q0 84 6 79" stroke="#111827" strokeWidth={1.5} fill="none" />,
    shock: <ellipse cx={0} cy={81} rx={3.5} ry={4.5} fill="#111827" />,
    smolder: <path d="M-4 81 Q1 82 5 79" stroke="#111827" strokeWidth={1.5} fill="none" />,
  };
  return (
    <>
      {eyes}
      {mouths[mood]}
    </>
  );
}
