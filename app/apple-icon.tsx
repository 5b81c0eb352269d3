import { ImageResponse } from "next/og";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon, drawn from the same mark as icon.svg. */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#1e3a8a",
        color: "white",
        fontSize: 84,
        fontWeight: 700,
      }}
    >
      LC
    </div>,
    size,
  );
}
