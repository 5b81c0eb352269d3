import { ImageResponse } from "next/og";
import type { ReactNode } from "react";
import { superhero } from "@/content/collateral/superhero-download";
import { fullAddress, site } from "@/content/site";
import { qrPath } from "./qr";
import { crusaderSvg, feeFiendSvg } from "./superhero-art";

const navy = "#0b1f4b";
const gold = "#fbbf24";

/** The Cash Discount Crusader one-pager as a US Letter PNG at 150 dpi; `qrUrl` is what the code opens. */
export function superheroImage(qrUrl: string): ImageResponse {
  const { size } = superhero;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        background: "#fffbeb",
        padding: 48,
        color: navy,
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          background: navy,
          borderRadius: 28,
          padding: "36px 44px",
          border: `8px solid ${gold}`,
        }}
      >
        <div style={{ fontSize: 30, color: gold, letterSpacing: 4 }}>A LAKE COUNTRY ADVENTURE</div>
        <div
          style={{
            fontSize: 76,
            fontWeight: 700,
            color: "#ffffff",
            lineHeight: 1.05,
            marginTop: 8,
          }}
        >
          {superhero.title}
        </div>
        <div style={{ fontSize: 34, color: "#dbe9fe", marginTop: 12 }}>{superhero.tagline}</div>
      </div>

      <div style={{ display: "flex", marginTop: 32, gap: 28 }}>
        <div style={{ display: "flex", width: 360, justifyContent: "center" }}>
          {crusaderSvg(280)}
        </div>
        <div style={{ display: "flex", flexDirection: "column", flex: 1, gap: 24 }}>
          <div
            style={{
              display: "flex",
              alignSelf: "flex-start",
              background: "#ffffff",
              border: `5px solid ${navy}`,
              borderRadius: 40,
              padding: "18px 30px",
              fontSize: 40,
              fontWeight: 700,
            }}
          >
            {superhero.catchphrase}
          </div>
          <Panel title={superhero.villain.title} body={superhero.villain.body} accent="#7c3aed">
            <div style={{ display: "flex", marginLeft: 12 }}>{feeFiendSvg(150)}</div>
          </Panel>
        </div>
      </div>

      <div style={{ display: "flex", gap: 24, marginTop: 28 }}>
        {superhero.powers.map((power) => (
          <Panel key={power.title} title={power.title} body={power.body} accent="#1d4ed8" />
        ))}
      </div>

      <div style={{ display: "flex", marginTop: 24 }}>
        <Panel
          title={superhero.kryptonite.title}
          body={superhero.kryptonite.body}
          accent="#b91c1c"
        />
      </div>

      <div
        style={{
          display: "flex",
          alignItems: "center",
          marginTop: "auto",
          background: "#065f46",
          borderRadius: 24,
          padding: "24px 32px",
          color: "#ffffff",
          gap: 28,
        }}
      >
        <div style={{ display: "flex", flexDirection: "column", flex: 1 }}>
          <div style={{ fontSize: 40, fontWeight: 700, color: gold }}>
            {superhero.sidekick.title}
          </div>
          <div style={{ fontSize: 26, marginTop: 6 }}>{superhero.sidekick.body}</div>
          <div style={{ fontSize: 46, fontWeight: 700, marginTop: 10 }}>{site.phone.display}</div>
          <div style={{ fontSize: 22, marginTop: 4 }}>{fullAddress}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", alignItems: "center" }}>
          {qrSvg(qrUrl, 170)}
          <div style={{ fontSize: 20, marginTop: 8 }}>{superhero.qrCaption}</div>
        </div>
      </div>
    </div>,
    size,
  );
}

function Panel({
  title,
  body,
  accent,
  children,
}: {
  title: string;
  body: string;
  accent: string;
  children?: ReactNode;
}) {
  return (
    <div
      style={{
        display: "flex",
        flex: 1,
        alignItems: "center",
        background: "#ffffff",
        border: `5px solid ${accent}`,
        borderRadius: 24,
        padding: "20px 24px",
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", flex: 1 }}>
        <div style={{ fontSize: 32, fontWeight: 700, color: accent }}>{title}</div>
        <div style={{ fontSize: 25, lineHeight: 1.35, marginTop: 8, color: "#0f172a" }}>{body}</div>
      </div>
      {children}
    </div>
  );
}

function qrSvg(url: string, width: number) {
  const { size, d } = qrPath(url);
  const box = size + 8;
  return (
    <svg
      width={width}
      height={width}
      viewBox={`-4 -4 ${box} ${box}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x={-4} y={-4} width={box} height={box} fill="#ffffff" />
      <path d={d} fill={navy} />
    </svg>
  );
}
