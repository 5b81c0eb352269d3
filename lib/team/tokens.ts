import { createHash, randomBytes } from "node:crypto";

/** A new secret for a link or a cookie: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** What the database keeps of a secret: its SHA-256, in hex, so a copy of it opens nothing. */
export const tokenHash = (token: string): string =>
  createHash("sha256").update(token, "utf8").digest("hex");
