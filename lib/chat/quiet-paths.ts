import { applyPath, contactPath } from "@/content/navigation";

/**
 * Pages where the chat never opens by itself: their visitors are already doing what the chat would
 * suggest (applying, or writing to the team), and a panel there would cover the form. Kept apart
 * from the chat's copy (content/chat.ts), which loads only with the dialog.
 */
export const chatQuietPaths: readonly string[] = [applyPath, contactPath];
