import type { FrameSpec } from "@/content/collateral/types";

type Prop = NonNullable<FrameSpec["props"]>[number];

/** The objects a storyboard frame can show, each drawn at a fixed place in the 320x180 frame. */
export function FrameProp({ prop }: { prop: Prop }) {
  switch (prop) {
    case "terminal":
      return (
        <g transform="translate(160 104)">
          <rect x={0} y={0} width={30} height={26} rx={4} fill="#111827" />
          <rect x={4} y={4} width={22} height={10} rx={1} fill="#38bdf8" />
          <path
            d="M6 18 h4 M13 18 h4 M20 18 h4 M6 22 h4 M13 22 h4 M20 22 h4"
            stroke="#94a3b8"
            strokeWidth={2}
          />
          <text x={15} y={-4} fontSize={7} textAnchor="middle" fill="#0f172a" fontWeight={700}>
            DEJAVOO
          </text>
        </g>
      );
    case "contract":
      return (
        <path
          d="M70 132 q20 -6 40 4 q30 14 60 2 q30 -12 60 6 q30 16 70 4 v14 q-40 12 -70 -4 q-30 -16 -60 -4 q-30 12 -60 -2 q-20 -10 -40 -4 Z"
          fill="#ffffff"
          stroke="#94a3b8"
        />
      );
    case "page":
      return (
        <g transform="translate(150 112) rotate(-8)">
          <rect width={34} height={44} fill="#ffffff" stroke="#94a3b8" />
          <path d="M6 10 h22 M6 17 h22 M6 24 h22 M6 31 h14" stroke="#94a3b8" strokeWidth={2} />
        </g>
      );
    case "sparkles":
      return (
        <path
          d="M40 40 l3 8 l8 3 l-8 3 l-3 8 l-3 -8 l-8 -3 l8 -3 Z M280 90 l2 6 l6 2 l-6 2 l-2 6 l-2 -6 l-6 -2 l6 -2 Z M250 30 l2 5 l5 2 l-5 2 l-2 5 l-2 -5 l-5 -2 l5 -2 Z"
          fill="#fbbf24"
        />
      );
    case "wind":
      return (
        <path
          d="M6 60 q30 -10 60 0 M2 80 q36 -10 72 0 M10 100 q24 -8 50 0"
          stroke="#cbd5e1"
          strokeWidth={2}
          fill="none"
          strokeLinecap="round"
        />
      );
    case "buzzer":
      return (
        <g transform="translate(270 40)">
          <circle r={26} fill="#b91c1c" />
          <text y={5} fontSize={15} textAnchor="middle" fill="#ffffff" fontWeight={800}>
            NOPE
          </text>
        </g>
      );
  }
}

/** A printed sign on the wall: a bold first two lines, a plain third. */
export function WallSign({ lines }: { lines: readonly string[] }) {
  return (
    <g transform="translate(244 30)">
      <rect width={66} height={40} rx={3} fill="#ffffff" stroke="#047857" strokeWidth={2} />
      {lines.slice(0, 3).map((line, index) => (
        <text
          key={line}
          x={33}
          y={15 + index * 10}
          fontSize={7.5}
          textAnchor="middle"
          fill="#065f46"
          fontWeight={index < 2 ? 700 : 400}
        >
          {line}
        </text>
      ))}
    </g>
  );
}
