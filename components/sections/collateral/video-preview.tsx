import { tiktokMedia } from "@/content/collateral/tiktok-video";

/** The animatic rendered from the script: a small vertical video with the captions as a track. */
export function VideoPreview() {
  return (
    <figure className="mx-auto w-full max-w-[15rem]">
      <video
        controls
        preload="none"
        playsInline
        poster={tiktokMedia.poster}
        width={tiktokMedia.width}
        height={tiktokMedia.height}
        className="h-auto w-full rounded-2xl bg-brand-900 shadow-lg"
        aria-describedby="video-preview-caption"
      >
        <source src={tiktokMedia.video} type="video/mp4" />
        <track kind="captions" src={tiktokMedia.captions} srcLang="en" label="English" />
      </video>
      <figcaption id="video-preview-caption" className="mt-2 text-center text-sm text-muted">
        Animatic made from the script: timings, captions and a synthetic voice-over to rehearse to.{" "}
        <a href={tiktokMedia.captions} download className="font-semibold text-brand-700 underline">
          Download the voice-over captions (WebVTT)
        </a>
      </figcaption>
    </figure>
  );
}
