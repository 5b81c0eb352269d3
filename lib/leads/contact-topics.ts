/** What a visitor can write to us about; the value is stored, the label is shown. */
export const contactTopics = [
  { value: "quote", label: "A pricing quote" },
  { value: "switching", label: "Switching from my current processor" },
  { value: "equipment", label: "Terminals, point of sale or kiosks" },
  { value: "online", label: "Online payments, ACH or invoicing" },
  { value: "support", label: "Help with my existing account" },
  { value: "other", label: "Something else" },
] as const;
