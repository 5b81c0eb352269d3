/**
 * Outreach sequences. Bodies use {tokens}: {firstName}, {business}, {city} and {sender} come from
 * the form; {pain}, {remedy}, {detail} and {peers} from the audience; {company}, {phone} and
 * {checklist} (the address of the statement review's checklist) from the business facts. A unit
 * test rejects any other token.
 */
export type SequenceStep = {
  id: string;
  /** When to send it, relative to the first step or to an event. */
  when: string;
  channel: "email" | "linkedin" | "sms" | "call";
  subject?: string;
  body: string;
};

export type Sequence = { id: string; label: string; description: string; steps: SequenceStep[] };

export const sequences: Sequence[] = [
  {
    id: "new-conversation",
    label: "New conversation (cold)",
    description:
      "For an owner you have not spoken to yet: over 14 days, two emails, two LinkedIn touches and a polite last note.",
    steps: [
      {
        id: "intro-email",
        when: "Day 1",
        channel: "email",
        subject: "A question about card fees at {business}",
        body: "Hi {firstName},\n\nI'm {sender} with {company}, a card-processing team in Pewaukee that works with {peers} across Wisconsin.\n\nMany businesses like {business} pay more than they need to because of {pain}. The fix is rarely a lower headline rate; it is the right pricing model, which for you would likely be {remedy}.\n\nIf you send me one recent processing statement, I will return your effective rate and a written side-by-side comparison within one business day. No obligation, and if your current deal is a good one, I will tell you so.\n\nBest,\n{sender}\n{company} · {phone}",
      },
      {
        id: "connect-note",
        when: "Day 3",
        channel: "linkedin",
        body: "Hi {firstName}, I work with {peers} around {city} on card-processing costs. I'd be glad to connect and share what I see on statements.",
      },
      {
        id: "follow-up-email",
        when: "Day 6",
        channel: "email",
        subject: "Re: A question about card fees at {business}",
        body: "Hi {firstName},\n\nOne quick way to check your own costs: divide last month's total processing fees by your total card sales. That is your effective rate, and it is the number every offer should beat.\n\nFor {peers}, the thing we set up most often is {detail}. I would be happy to show you how it would look at {business}.\n\n{sender}\n{company} · {phone}",
      },
      {
        id: "linkedin-message",
        when: "Day 10",
        channel: "linkedin",
        body: "Thanks for connecting, {firstName}. If it's useful, I'm happy to review a statement for {business} and show where each fee comes from. You don't need to switch anything to get the answer.",
      },
      {
        id: "last-email",
        when: "Day 14",
        channel: "email",
        subject: "Should I close your file?",
        body: "Hi {firstName},\n\nI don't want to crowd your inbox, so this is my last note. If card fees become a priority at {business}, reply to this email or call me at {phone} and I will pick up where we left off.\n\nThanks for your time,\n{sender}\n{company}",
      },
    ],
  },
  {
    id: "warm-introduction",
    label: "Warm introduction",
    description:
      "For someone you met at an event or who was referred to you, and who gave you their number and agreed to texts. Runs over 12 days.",
    steps: [
      {
        id: "thank-you-text",
        when: "Same day",
        channel: "sms",
        body: "Hi {firstName}, it's {sender} from {company}. Great to meet you! Here is the statement checklist I mentioned: {checklist} Reply STOP to opt out.",
      },
      {
        id: "recap-email",
        when: "Day 1",
        channel: "email",
        subject: "Good to meet you, {firstName}",
        body: "Hi {firstName},\n\nThank you for the conversation about {business}. As promised, here is what happens next:\n\n1. Send me one recent monthly processing statement (a photo or PDF is fine). The checklist of what to include is here: {checklist}\n2. Within one business day I will send your effective rate, every fee by name and a written comparison.\n3. If it makes sense, we look at {remedy} together. If it doesn't, you keep the analysis.\n\nPlease don't email bank account numbers or Social Security numbers; if you ever apply, those go through our secure e-sign application.\n\n{sender}\n{company} · {phone}",
      },
      {
        id: "connect-warm",
        when: "Day 3",
        channel: "linkedin",
        body: "Good to meet you, {firstName}. Connecting here so you have my details; I work with {peers} across {city} and the rest of Wisconsin.",
      },
      {
        id: "check-in-text",
        when: "Day 7",
        channel: "sms",
        body: "Hi {firstName}, {sender} here. Did you get a chance to look at the statement checklist? {checklist} Happy to walk through it by phone. Reply STOP to opt out.",
      },
      {
        id: "options-email",
        when: "Day 12",
        channel: "email",
        subject: "Two options for {business}",
        body: "Hi {firstName},\n\nI have been thinking about {business}. For {peers}, the biggest costs usually come from {pain}, and the two changes that help most are {remedy}, and {detail}.\n\nWould fifteen minutes next week work to look at your statement together? Reply with a time, or call me at {phone}.\n\n{sender}\n{company}",
      },
    ],
  },
  {
    id: "renewal-watch",
    label: "Renewal watch (under contract)",
    description:
      "For an owner who is happy to talk but is under contract: check in before the notice window closes, not before.",
    steps: [
      {
        id: "renewal-note",
        when: "Right away",
        channel: "email",
        subject: "Your processing renewal date",
        body: "Hi {firstName},\n\nThanks for being open about your current agreement. Most processing agreements renew automatically unless you give notice within a window before the renewal date, so it is worth writing that date down.\n\nIf you send me the agreement, I will note the renewal date, the notice window and any termination fee, and check in before the window opens. No obligation either way.\n\n{sender}\n{company} · {phone}",
      },
      {
        id: "ninety-days",
        when: "90 days before renewal",
        channel: "email",
        subject: "{business}: your renewal is about three months away",
        body: "Hi {firstName},\n\nA quick reminder that your processing agreement renews in about three months. This is a good moment to check your effective rate (total fees divided by total card sales) and to ask for a written comparison.\n\nIf you would like one, send a recent statement and I will return it within one business day.\n\n{sender}",
      },
      {
        id: "sixty-days",
        when: "60 days before renewal",
        channel: "linkedin",
        body: "Hi {firstName}, just a heads-up that the notice window on your processing agreement may open soon. Happy to help you compare before it does.",
      },
      {
        id: "phone-call",
        when: "45 days before renewal",
        channel: "call",
        body: "Hi {firstName}, it's {sender} from {company}. I promised to call before your processing renewal. Do you have two minutes?\n\nAsk: has anything changed in your fees this year? Would a written comparison help you decide?\n\nIf yes: agree on the statement to send and a date to review it.\nIf not now: thank them and confirm you will not call again unless they ask.",
      },
      {
        id: "thirty-days",
        when: "30 days before renewal",
        channel: "email",
        subject: "Last call before your renewal window",
        body: "Hi {firstName},\n\nYour agreement's notice window may close soon. If you are staying, great: I hope the comparison was useful. If you want to move, I can have a written proposal and an application ready, and we would keep your current account open until the first deposit on the new one arrives.\n\n{sender}\n{company} · {phone}",
      },
    ],
  },
];
