import { Readable } from "node:stream";
import { describe } from "@/lib/leads/intake";
import { derivedKey } from "./derived-keys";
import { verifyDownloadLink } from "./links";
import type { FileRecords } from "./records";

/** What the download route needs; tests pass their own. */
export type DownloadDeps = {
  masterKey: () => Promise<Buffer>;
  records: () => Promise<Pick<FileRecords, "get">>;
  /** The decrypted blob, or null when it is gone. */
  open: (storageKey: string) => Promise<Readable | null>;
  /** The pre-rendered page that explains a link that no longer works, with its CSP. */
  page: () => { html: string; csp: string } | null;
  now?: () => number;
  log?: Pick<Console, "info" | "error">;
};

/** Headers of a stored statement: never cached, never shown inline, never run as anything. */
function fileHeaders(name: string, mediaType: string, size: number): HeadersInit {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return {
    "Content-Type": mediaType,
    "Content-Length": String(size),
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    // no-transform: the compressing server passes it through and keeps no copy of it.
    "Cache-Control": "private, no-store, no-transform",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox; default-src 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/**
 * The team's download of one stored statement by its signed link. The signature is checked
 * before anything is looked up; a changed link gets 403, an expired one or one whose file was
 * deleted gets 410, each with a page that says so. Each download is logged with the file and
 * lead ids, never a name.
 */
export function createStatementDownload(deps: DownloadDeps) {
  const { now = Date.now, log = console } = deps;
  let key: Promise<Buffer> | undefined;

  const explain = (status: 403 | 410) => {
    const page = deps.page();
    return new Response(page?.html ?? "This download link no longer works.", {
      status,
      headers: {
        "Content-Type": page ? "text/html; charset=utf-8" : "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "no-referrer",
        "X-Robots-Tag": "noindex, nofollow",
        ...(page ? { "Content-Security-Policy": page.csp } : {}),
      },
    });
  };

  return async function download(url: URL): Promise<Response> {
    key ??= deps.masterKey().then((master) => derivedKey(master, "download-links"));
    const link = verifyDownloadLink(url.searchParams, await key, now());
    if (!link.ok) {
      log.info(JSON.stringify({ event: "statement_download_refused", reason: link.reason }));
      return explain(link.reason === "expired" ? 410 : 403);
    }
    try {
      const record = await (await deps.records()).get(link.fileId);
      const stream = record?.storageKey ? await deps.open(record.storageKey) : null;
      if (!record || !stream) {
        log.info(JSON.stringify({ event: "statement_download_gone", fileId: link.fileId }));
        return explain(410);
      }
      log.info(
        JSON.stringify({ event: "statement_downloaded", fileId: record.id, leadId: record.leadId }),
      );
      return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
        headers: fileHeaders(record.name, record.mediaType, record.size),
      });
    } catch (error) {
      log.error(
        JSON.stringify({
          event: "statement_download_failed",
          fileId: link.fileId,
          error: describe(error),
        }),
      );
      return new Response("The file could not be read just now. Please try again in a minute.", {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
  };
}
