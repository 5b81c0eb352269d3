/** What a visitor can write to us about; the value is stored, the label is shown. */
export const contactTopics = [
  { value: "quote", label: "A pricing quote" },
  { value: "walkthrough", label: "A walkthrough or demo call" },
  { value: "switching", label: "Switching from my current processor" },
  { value: "equipment", label: "Terminals, point of sale or kiosks" },
  { value: "online", label: "Online payments, ACH or invoicing" },
  { value: "support", label: "Help with my existing account" },
  { value: "other", label: "Something else" },
] as const;

export type ContactTopic = (typeof contactTopics)[number]["value"];

/** The topic a link chooses with `?topic=` (the walkthrough links do), if it is one of ours. */
export function topicFromQuery(search: string): ContactTopic | null {
  const value = new URLSearchParams(search).get("topic");
  return contactTopics.find((topic) => topic.value === value)?.value ?? null;
}
