// The commands a script may run on the embedded database: inside the server process when it
// runs (over DATA_DIR/control.sock, control-server.ts), or on the folder directly when it does
// not (control-client.mjs). Each takes the open database and the script's arguments and answers
// JSON, or bytes. To add one, add a line here, e.g.
//   "data:retention": (db, args) => applyRetention(db, args),
// Plain JavaScript so the scripts run the same code the server does.

/** A consistent image of the whole database (PGlite's own dump), gzip-compressed. */
async function snapshot(db) {
  await db.exec("checkpoint"); // less to replay when the copy opens
  return new Uint8Array(await (await db.dumpDataDir("gzip")).arrayBuffer());
}

export const embeddedCommands = {
  snapshot,
  "outbox.list": async (db, { limit = 1000 } = {}) =>
    (await db.query("select * from public.lead_outbox_list($1)", [limit])).rows,
  "outbox.requeue": async (db, { id = null } = {}) =>
    (await db.query("select public.lead_outbox_requeue($1) as n", [id])).rows[0]?.n ?? 0,
};
