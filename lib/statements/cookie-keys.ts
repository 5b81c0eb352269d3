import { derivedKey } from "./derived-keys";
import { statementMasterKey } from "./server";

const keys = new Map<"retry-cookie" | "sent-cookie", Promise<Buffer>>();

/** A statement cookie's key, derived once per process rather than read and derived per request. */
export function cookieKey(purpose: "retry-cookie" | "sent-cookie"): Promise<Buffer> {
  let key = keys.get(purpose);
  if (!key) {
    key = statementMasterKey().then((master) => derivedKey(master, purpose));
    key.catch(() => keys.delete(purpose)); // a key not yet readable is asked again
    keys.set(purpose, key);
  }
  return key;
}
