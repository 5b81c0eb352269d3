import type { ArtScene } from "@/content/collateral/social/types";
import { DocumentScene } from "./scenes/document";
import { GivingScene } from "./scenes/giving";
import { MonsterScene } from "./scenes/monster";
import { NetworkScene } from "./scenes/network";
import { TerminalScene } from "./scenes/terminal";

/** Draws a scene in a box of the given size. */
export function Scene({
  scene,
  width,
  height,
}: {
  scene: ArtScene;
  width: number;
  height: number;
}) {
  switch (scene.kind) {
    case "terminal":
      return <TerminalScene scene={scene} width={width} height={height} />;
    case "monster":
      return <MonsterScene scene={scene} width={width} height={height} />;
    case "giving":
      return <GivingScene scene={scene} width={width} height={height} />;
    case "document":
      return <DocumentScene scene={scene} width={width} height={height} />;
    case "network":
      return <NetworkScene scene={scene} width={width} height={height} />;
    case "banner":
      throw new Error("Banner scenes have their own layout: render them with BannerArt.");
  }
}
