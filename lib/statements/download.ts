import { Readable } from "node:stream";
import { describe } from "@/lib/leads/intake";
import { crossSiteRefusal, isSameOriginRequest } from "@/lib/security/same-origin";
import { agentFamily } from "./agent-family";
import { derivedKey } from "./derived-keys";
import { downloadPageHtml, downloadPagePolicy } from "./download-page";
import { statementFileHeaders } from "./file-headers";
import { verifyDownloadLink } from "./links";
import type { FileRecord, FileRecords } from "./records";

/** What the download route needs; tests pass their own. */
export type DownloadDeps = {
  /** The statements key first, then any previous keys links may still be signed under. */
  masterKeys: () => Promise<Buffer[]>;
  records: () => Promise<Pick<FileRecords, "get">>;
  /** The decrypted blob, or null when it is gone. */
  open: (storageKey: string) => Promise<Readable | null>;
  /** The pre-rendered page that explains a link that no longer works, with its CSP. */
  page: () => { html: string; csp: string } | null;
  /** The requester's address, hashed as leads hash it; null when it cannot be told. */
  addressHash: (headers: Headers) => Promise<string | null>;
  /** Whether a post came from this site's own pages (lib/security/same-origin.ts). */
  sameOrigin?: (headers: Headers) => boolean;
  now?: () => number;
  log?: Pick<Console, "info" | "error">;
};

const pageHeaders = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * The team's download of one stored statement by its signed link. A GET answers a page with one
 * button; only that button's same-origin POST sends the file, so mail scanners and link previews
 * that follow links never fetch a statement. Either way the signature is checked before anything
 * is looked up: a changed link gets 403, an expired one, or one whose row is deleted or has no
 * blob, 410, each with a page that says so. Each download is logged with the file and lead ids,
 * a hashed address and the browser's family, never a name.
 */
export function createStatementDownload(deps: DownloadDeps) {
  const { now = Date.now, log = console, sameOrigin = isSameOriginRequest } = deps;
  let keys: Promise<Buffer[]> | undefined;

  const explain = (status: 403 | 410) => {
    const page = deps.page();
    return new Response(page?.html ?? "This download link no longer works.", {
      status,
      headers: {
        ...pageHeaders,
        "Content-Type": page ? "text/html; charset=utf-8" : "text/plain; charset=utf-8",
        ...(page ? { "Content-Security-Policy": page.csp } : {}),
      },
    });
  };

  // The link's live row, or the answer for a link that opens nothing.
  const find = async (url: URL): Promise<FileRecord | Response> => {
    keys ??= deps.masterKeys().then((all) => all.map((key) => derivedKey(key, "download-links")));
    const link = verifyDownloadLink(url.searchParams, await keys, now());
    if (!link.ok) {
      log.info(JSON.stringify({ event: "statement_download_refused", reason: link.reason }));
      return explain(link.reason === "expired" ? 410 : 403);
    }
    const record = await (await deps.records()).get(link.fileId);
    if (!record || record.deleted || !record.storageKey) {
      log.info(JSON.stringify({ event: "statement_download_gone", fileId: link.fileId }));
      return explain(410);
    }
    return record;
  };

  const failed = (url: URL, error: unknown) => {
    const fileId = url.searchParams.get("f");
    log.error(
      JSON.stringify({ event: "statement_download_failed", fileId, error: describe(error) }),
    );
    return new Response("The file could not be read just now. Please try again in a minute.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  };

  /** A GET of a link: the page with the button, never the file. */
  async function show(url: URL): Promise<Response> {
    try {
      const record = await find(url);
      if (record instanceof Response) return record;
      const action = `${url.pathname}${url.search}`;
      return new Response(downloadPageHtml({ name: record.name, size: record.size, action }), {
        headers: {
          ...pageHeaders,
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": downloadPagePolicy,
        },
      });
    } catch (error) {
      return failed(url, error);
    }
  }

  /** The button's POST: the file itself, for this site's own page only. */
  async function send(url: URL, headers: Headers): Promise<Response> {
    if (!sameOrigin(headers)) {
      log.info(JSON.stringify({ event: "statement_download_refused", reason: "cross-site" }));
      return crossSiteRefusal();
    }
    try {
      const record = await find(url);
      if (record instanceof Response) return record;
      const stream = await deps.open(record.storageKey!);
      if (!stream) {
        log.info(JSON.stringify({ event: "statement_download_gone", fileId: record.id }));
        return explain(410);
      }
      const entry = {
        event: "statement_downloaded",
        fileId: record.id,
        leadId: record.leadId,
        addressHash: await deps.addressHash(headers).catch(() => null),
        agent: agentFamily(headers.get("user-agent")),
      };
      log.info(JSON.stringify(entry));
      return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
        headers: statementFileHeaders(record.name, record.mediaType, record.size),
      });
    } catch (error) {
      return failed(url, error);
    }
  }

  return { show, send };
}
