import type { ComponentProps } from "react";
import { qrPath } from "@/lib/collateral/qr";
import { cn } from "@/lib/utils";

type QrCodeProps = Omit<ComponentProps<"svg">, "children"> & {
  /** The absolute URL the code opens. */
  url: string;
  /** What the code does, for people who cannot scan it: the accessible name. */
  label: string;
};

/** A QR code drawn at build time as inline SVG, with the quiet zone scanners need. */
export function QrCode({ url, label, className, ...props }: QrCodeProps) {
  const { size, d } = qrPath(url);
  const quiet = 4;
  const box = size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      className={cn("bg-white", className)}
      {...props}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
      <path d={d} fill="#0b1f4b" />
    </svg>
  );
}
