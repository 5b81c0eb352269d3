import { derivedKey } from "./derived-keys";
import type { FileLinker } from "./lead-files";
import { signDownloadLink } from "./links";

/**
 * The link signer the lead notifications use: each link is signed when the message is sent,
 * with the key derived from the statements key, and points at the public origin.
 */
export function createFileLinker(
  origin: string,
  masterKey: () => Promise<Buffer>,
  now: () => number = Date.now,
): FileLinker {
  let key: Promise<Buffer> | undefined;
  return async (fileId) => {
    key ??= masterKey().then((master) => derivedKey(master, "download-links"));
    return signDownloadLink(origin, fileId, await key, now());
  };
}
