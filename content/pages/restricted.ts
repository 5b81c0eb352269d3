/** The texts of the Access Restricted overlay, word for word from the specification. */
export const restrictedCopy = {
  title: "Access Restricted",
  message: "Access from your location is currently restricted.",
  help: "If you believe this is an error, please contact support.",
} as const;
