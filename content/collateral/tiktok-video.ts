import { z } from "zod";
import type { PageCopy } from "@/content/pages/types";
import { site } from "@/content/site";
import shotsJson from "./tiktok-shots.json";
import type { Shot, UsageTip } from "./types";

export const tiktokCopy: PageCopy = {
  eyebrow: "Video script",
  intro: [
    "Forty-five seconds, one phone, one presenter: this vertical video teaches a business owner the most useful number in card processing, the effective rate, and then the two rules that keep a cash discount and a surcharge honest. It is written for TikTok and works unchanged as an Instagram Reel or a YouTube Short.",
    "Below is everything a marketer needs to shoot it this week: the shot list with exact timings, the voice-over line for each shot, the caption to burn into the picture, the text and hashtags for the post, and a rough animatic made from the script so the presenter can rehearse to the beat. The voice-over is also available as a WebVTT caption file for editors that import subtitles. Every figure in the script is an illustration with round numbers, and every rule in it is stated exactly as the card brands set it.",
  ],
  cta: {
    heading: "Shot it? Send it to us first",
    body: "Partners who make their own version can send the cut to our marketing team; we check the numbers and rules before it goes live.",
    primary: { label: "Send us your cut", href: "/contact" },
    secondary: { label: "Read the ebook", href: "/ebook/credit-card-savings" },
  },
};

const shotSchema = z
  .object({
    start: z.number().min(0),
    end: z.number().positive(),
    visual: z.string().min(10),
    voiceover: z.string().min(5),
    caption: z.string().min(3).max(60, "keep burned-in captions short enough to read in a beat"),
  })
  .refine((shot) => shot.end > shot.start, "a shot must end after it starts");

/** The shot list; kept in JSON so the preview-rendering script reads the same words. */
export const tiktokShots: Shot[] = z.array(shotSchema).min(1).parse(shotsJson);

/** What goes in the post around the video. */
export const tiktokPost = {
  caption: `Your card fees in one number: total fees ÷ total card sales. Ours is a free statement review from ${site.address.city}, WI.`,
  hashtags: [
    "#smallbusiness",
    "#wisconsin",
    "#creditcardfees",
    "#cashdiscount",
    "#smallbusinesstips",
  ],
} as const;

/** Where the rendered animatic and its captions live. */
export const tiktokMedia = {
  video: "/media/tiktok-preview.mp4",
  poster: "/media/tiktok-preview.jpg",
  captions: "/tiktok-video/captions.vtt",
  width: 360,
  height: 640,
} as const;

export const tiktokTips: UsageTip[] = [
  {
    title: "Frame and safe zone",
    body: "Shoot 1080 by 1920 pixels, vertical. Keep faces and captions in the middle of the frame: the app's buttons cover the right edge and the caption area covers the bottom.",
  },
  {
    title: "Sound",
    body: "Record the voice-over on the phone, close to the presenter, in a quiet room. If you add music, business accounts should pick it from the platform's commercial music library.",
  },
  {
    title: "Numbers on screen",
    body: "The diner example is an illustration. Keep the on-screen maths exactly as written so the arithmetic is right, and never replace it with a real client's figures.",
  },
  {
    title: "Post it",
    body: "Paste the post caption and hashtags below, put the free statement review link in the bio, and pin a comment with the phone number.",
  },
];
