import { ImageResponse } from "next/og";
import type { SocialImage } from "@/content/collateral/social/types";
import { BannerArt } from "./banner";
import { interFonts } from "./fonts";
import { LandscapeArt, SquareArt } from "./layouts";

/** Renders a social image at its exact size as a PNG response. */
export async function renderSocialImage(image: SocialImage): Promise<ImageResponse> {
  const { width, height } = image.size;
  const ratio = width / height;
  const art =
    image.scene.kind === "banner" ? (
      <BannerArt image={image} />
    ) : ratio > 1.2 ? (
      <LandscapeArt image={image} />
    ) : (
      <SquareArt image={image} />
    );
  return new ImageResponse(art, { width, height, fonts: await interFonts() });
}
