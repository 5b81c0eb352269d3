/**
 * The statement review's paths. proxy.ts cannot import them (its matcher must be a literal), so
 * lib/statements/paths.test.ts checks that its matcher leaves exactly the upload and download
 * routes to their own handlers.
 */
export const statementPaths = {
  page: "/statement-review",
  /** The form's multipart post; read as a stream by its route handler, never by the proxy. */
  upload: "/statement-review/upload",
  /** The team's signed, expiring download links. */
  download: "/statement-review/download",
  /** The form again with the visitor's answers, after a post without JavaScript was refused. */
  retry: "/statement-review/retry",
  sent: "/statement-review/sent",
  linkExpired: "/statement-review/link-expired",
} as const;
