import { EditorPreview } from "@/components/editor/editor-preview";

type Props = { params: Promise<{ params?: string[] }> };

/** The preview beside the editor (the editor itself is the layout, so it keeps its state). */
export default async function EditorPage({ params }: Props) {
  return <EditorPreview params={(await params).params ?? []} />;
}
