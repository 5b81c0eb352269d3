import type { ArtScene } from "@/content/collateral/social/types";

/** What every scene drawing receives: its data and the box it fills, in pixels. */
export type SceneProps<K extends ArtScene["kind"]> = {
  scene: Extract<ArtScene, { kind: K }>;
  width: number;
  height: number;
};
