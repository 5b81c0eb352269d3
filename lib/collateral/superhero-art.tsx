/**
 * The Crusader and the Fee Fiend as plain SVG elements (no text: the image renderer has no
 * fonts inside SVG). Shared by the downloadable PNG and the page.
 */
export function crusaderSvg(width: number) {
  return (
    <svg
      width={width}
      height={width * 1.4}
      viewBox="0 0 300 420"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path d="M95 120 Q150 100 205 120 L265 400 Q150 372 35 400 Z" fill="#b91c1c" />
      <path d="M112 250 L104 370 L132 370 L148 262 Z" fill="#1d4ed8" />
      <path d="M188 250 L196 370 L168 370 L152 262 Z" fill="#1d4ed8" />
      <path d="M100 360 h36 v28 h-44 Z M200 360 h-36 v28 h44 Z" fill="#b91c1c" />
      <path d="M104 130 Q150 112 196 130 L190 256 L110 256 Z" fill="#1d4ed8" />
      <rect x={108} y={238} width={84} height={16} fill="#fbbf24" />
      <path d="M150 148 L178 160 L174 196 Q150 214 126 196 L122 160 Z" fill="#fbbf24" />
      <rect x={134} y={166} width={32} height={22} rx={3} fill="#0b1f4b" />
      <rect x={134} y={171} width={32} height={5} fill="#fbbf24" />
      <path d="M104 134 Q70 170 92 236 L108 230 Q96 184 118 150 Z" fill="#1d4ed8" />
      <path d="M196 134 Q230 170 208 236 L192 230 Q204 184 182 150 Z" fill="#1d4ed8" />
      <circle cx={96} cy={238} r={13} fill="#e0ac69" />
      <circle cx={204} cy={238} r={13} fill="#e0ac69" />
      <rect x={138} y={98} width={24} height={22} fill="#e0ac69" />
      <circle cx={150} cy={76} r={34} fill="#e0ac69" />
      <path
        d="M116 70 Q118 34 152 36 Q186 36 186 70 Q172 52 150 56 Q128 52 116 70 Z"
        fill="#3f2a14"
      />
      <path d="M118 70 h64 v16 h-64 Z" fill="#0b1f4b" />
      <ellipse cx={137} cy={78} rx={8} ry={5} fill="#ffffff" />
      <ellipse cx={163} cy={78} rx={8} ry={5} fill="#ffffff" />
      <path d="M138 96 Q150 106 162 96" stroke="#7c2d12" strokeWidth={3} fill="none" />
    </svg>
  );
}

/** The villain: a purple gremlin made of fees. */
export function feeFiendSvg(width: number) {
  return (
    <svg width={width} height={width} viewBox="0 0 200 200" xmlns="http://www.w3.org/2000/svg">
      <path d="M60 60 L48 18 L84 48 Z M140 60 L152 18 L116 48 Z" fill="#581c87" />
      <ellipse cx={100} cy={118} rx={70} ry={66} fill="#7c3aed" />
      <path
        d="M62 92 L92 104 M138 92 L108 104"
        stroke="#1e1b4b"
        strokeWidth={6}
        strokeLinecap="round"
      />
      <circle cx={80} cy={112} r={9} fill="#fef08a" />
      <circle cx={120} cy={112} r={9} fill="#fef08a" />
      <path
        d="M70 146 Q100 128 130 146 L122 152 L114 144 L106 152 L98 144 L90 152 L82 144 L74 152 Z"
        fill="#1e1b4b"
      />
      <circle cx={44} cy={40} r={6} fill="#fbbf24" />
      <circle cx={166} cy={176} r={8} fill="#fbbf24" />
      <circle cx={30} cy={160} r={5} fill="#fbbf24" />
    </svg>
  );
}
