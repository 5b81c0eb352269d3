import type { PageCopy } from "@/content/pages/types";

export const dmsCopy: PageCopy = {
  eyebrow: "Outreach",
  intro: [
    "Direct messages work when they sound like a neighbour, not a robot. These scripts are the ones our team actually sends: short, specific to Wisconsin businesses, honest about what we offer, and free of the 'quick question' tricks owners have learned to ignore. Each one is written for its channel, because a LinkedIn note, a Facebook message, an Instagram reply and a text message are read in very different moods.",
    "They are grouped by situation: the first message to someone new, the follow-up when they have gone quiet, asking a happy customer for a referral, and the two objections we hear most, 'I'm under contract' and 'we already have a processor'. Replace the words in square brackets, read the script out loud once, and change anything that does not sound like you. Copy buttons put the exact text on your clipboard. Never promise a rate, a saving or a date that is not in a written proposal, and text only people who have given you their number and agreed to hear from you.",
  ],
  cta: {
    heading: "Need a whole sequence, not one message?",
    body: "The outreach manager builds a multi-step sequence by audience, with the names filled in for you.",
    primary: { label: "Open the outreach manager", href: "/outreach-manager" },
    secondary: { label: "Read the referral program", href: "/friends" },
  },
};

export const dmChannels = [
  {
    id: "linkedin",
    label: "LinkedIn",
    guidance:
      "Keep connection notes to two sentences and never pitch in the request itself. Mention something real: a shared group, their post, their town.",
  },
  {
    id: "facebook",
    label: "Facebook",
    guidance:
      "Best in local business groups, after you have been helpful in a thread. Friendly and neighbourly; one question per message.",
  },
  {
    id: "instagram",
    label: "Instagram",
    guidance:
      "Reply to a story or a post before you ever send a cold message. Short lines, no links in the first message.",
  },
  {
    id: "sms",
    label: "Text message",
    guidance:
      "Only to people who gave you their number and agreed to texts. Identify yourself, stay under 160 characters and include a way to opt out.",
  },
] as const;

export type DmChannel = (typeof dmChannels)[number]["id"];

type Situation = {
  id: string;
  label: string;
  goal: string;
  scripts: Record<DmChannel, string>;
};

/** Every script, by situation and channel. Square brackets mark what to fill in. */
export const dmSituations: Situation[] = [
  {
    id: "first-touch",
    label: "First touch",
    goal: "Start a conversation, not a sale: earn a reply.",
    scripts: {
      linkedin:
        "Hi [First name], I help businesses around [City] read their card-processing statements and cut the fees they don't need. I enjoyed your post about [topic] and would be glad to connect.",
      facebook:
        "Hi [First name]! I saw [Business] in the [group name] group: congratulations on [recent news]. I'm [Your name] with Lake Country Merchant Services in Pewaukee. If card fees ever bug you, I'm happy to look over a statement for free. No pressure at all.",
      instagram:
        "Love what you're doing at [Business]! 🙌 Quick one from a local: I review card-processing statements for free. If you ever want a second pair of eyes on yours, just say the word.",
      sms: "Hi [First name], it's [Your name] from Lake Country Merchant Services. As promised, I can review your card statement for free this week. Reply STOP to opt out.",
    },
  },
  {
    id: "follow-up",
    label: "Follow-up",
    goal: "Be useful again a week later, then let it go gracefully.",
    scripts: {
      linkedin:
        "Hi [First name], following up on my last note. One thing worth checking on any statement: total fees divided by total card sales. If that number is above what you expected, I'm happy to walk through where it comes from.",
      facebook:
        "Hi [First name], just circling back in case my last message got buried. The offer stands: send a photo of one month's statement and I'll tell you your true rate and what each fee is for. If now's not a good time, no worries at all.",
      instagram:
        "Hey [First name], circling back once! Free statement review still on the table whenever you want it. Either way, keep up the great posts.",
      sms: "Hi [First name], [Your name] from Lake Country again. Still happy to review your statement; just reply with a good time. Reply STOP to opt out.",
    },
  },
  {
    id: "referral-ask",
    label: "Referral ask",
    goal: "Ask a happy merchant to introduce you, and make it easy.",
    scripts: {
      linkedin:
        "Hi [First name], thank you again for trusting us with [Business]. If you know another owner who is frustrated with card fees, I'd be grateful for an introduction. I'll treat them exactly the way we treat you, and I'll never push.",
      facebook:
        "Hi [First name]! Glad the new setup is working well at [Business]. If a fellow owner ever complains about their card fees, would you mind passing along my name? We have a referral program that thanks you for every business that signs up.",
      instagram:
        "So glad things are running smoothly at [Business]! If you know another owner who's tired of surprise fees, send them my way. Our referral program says thank you for every one that signs up.",
      sms: "Hi [First name], [Your name] here. Know an owner tired of card fees? I'd love an intro, and our referral program thanks you. Reply STOP to opt out.",
    },
  },
  {
    id: "under-contract",
    label: "Objection: “I'm under contract”",
    goal: "Respect the contract; offer facts they can use when it ends.",
    scripts: {
      linkedin:
        "Completely understand, [First name]. Most processing agreements have a renewal date and a notice window. If you'd like, I can read yours with you and note the dates, so you can decide on your own terms, even if you stay put.",
      facebook:
        "Totally fair! Contracts are there for a reason. If you send me the agreement, I'll point out the renewal date, the cancellation window and any termination fee, so you know exactly where you stand. No obligation either way.",
      instagram:
        "Totally get it! When's your renewal? I'm happy to set a reminder and check in before the window to cancel closes, so you're never locked in by surprise.",
      sms: "Understood, [First name]. I can note your renewal date and check in before the cancel window, no obligation. Reply STOP to opt out.",
    },
  },
  {
    id: "already-have-processor",
    label: "Objection: “We already have a processor”",
    goal: "Agree, then offer a comparison they can use with anyone.",
    scripts: {
      linkedin:
        "Of course, [First name], most businesses do. A free review often helps even if you stay: I show you your effective rate and every fee by name, and you can take that to your current processor. Would that be useful?",
      facebook:
        "Makes sense! Nearly every business already has one. I'm not asking you to switch, just to know your true rate. If your current deal is good, I'll tell you so.",
      instagram:
        "Totally! Not asking you to switch. A free review just shows what you really pay per card sale. If it's a good deal, I'll say so 👍",
      sms: "No problem, [First name]. A free review shows your real rate; if your current deal is good, I'll tell you. Reply STOP to opt out.",
    },
  },
];
