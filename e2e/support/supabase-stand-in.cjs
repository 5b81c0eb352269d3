#!/usr/bin/env node
// A local stand-in for Supabase's REST API (PostgREST), for tests: `POST /rest/v1/rpc/<fn>` runs
// `public.<fn>(named args)` on a real PostgreSQL (a throwaway cluster, postgres.cjs) with
// Supabase's roles and grants and every migration in supabase/migrations applied. As PostgREST
// does, it connects as `authenticator` and runs each request in a transaction under the role the
// API key grants (`set local role anon` or `service_role`). Answers and errors have PostgREST's
// shape, so supabase-js reads them as it reads the real thing. Usable in-process
// (`startSupabaseStandIn`) or as a process:
//   node e2e/support/supabase-stand-in.cjs <port>   (keys from STAND_IN_ANON_KEY / _SERVICE_KEY)
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Playwright
   compiles specs to CommonJS and cannot load an ES module from them. */
const { createServer } = require("node:http");
const { startPostgres } = require("./postgres.cjs");

const defaultKeys = {
  anon: "stand-in-anon-key-0123456789",
  service: "stand-in-service-role-key-0123456789",
};

/**
 * A fresh cluster with every migration, and two pools on it: `api` logs in as `authenticator`
 * (requests switch role from there), `owner` as the migrations' owner, for tests to look in.
 */
async function openStandInDatabase() {
  const postgres = await startPostgres();
  const api = postgres.pool("authenticator", 20);
  const owner = postgres.pool("postgres", 4);
  return {
    api,
    owner,
    postgres,
    async close() {
      await Promise.all([api.end(), owner.end()]);
      await postgres.stop();
    },
  };
}

// A function's inputs and result shape, from the catalog (PostgREST's "schema cache").
const lookupSql = `
select p.proname, p.proretset as set, t.typtype as kind, p.prorettype = 'void'::regtype as void,
       p.pronargdefaults as defaults,
       coalesce(p.proargnames[1:p.pronargs], array[]::text[]) as names,
       array(select pg_catalog.format_type(a, null) from unnest(p.proargtypes) a) as types
  from pg_catalog.pg_proc p
  join pg_catalog.pg_type t on t.oid = p.prorettype
 where p.pronamespace = 'public'::regnamespace and p.proname = $1`;

// PostgREST takes arrays as JSON arrays; anything else arrives as text and Postgres casts it.
const castFrom = (param, type) =>
  type.endsWith("[]")
    ? `array(select pg_catalog.jsonb_array_elements_text(${param}::text::jsonb))::${type}`
    : `${param}::text::${type}`;

/** Builds `select … public.fn(name => $n::text::type, …)`, or null when no overload fits. */
function callFor(candidates, fn, args) {
  const given = Object.keys(args);
  const fits = candidates.find(
    (c) =>
      given.every((name) => c.names.includes(name)) &&
      c.names.slice(0, c.names.length - c.defaults).every((name) => given.includes(name)),
  );
  if (!fits) return null;
  // Every value travels as text and is cast by Postgres, so JSON stays JSON and types are exact.
  const call = `public."${fn}"(${given
    .map((name, i) => `${name} => ${castFrom(`$${i + 1}`, fits.types[fits.names.indexOf(name)])}`)
    .join(", ")})`;
  const values = given.map((name) => {
    const value = args[name];
    if (value === null || value === undefined) return null;
    return typeof value === "object" ? JSON.stringify(value) : String(value);
  });
  if (fits.void) return { sql: `select ${call}`, values, void: true };
  if (fits.set)
    return { sql: `select coalesce(json_agg(r), '[]')::text as body from ${call} r`, values };
  if (fits.kind === "c" || fits.kind === "p")
    return { sql: `select row_to_json(r)::text as body from ${call} r`, values };
  return { sql: `select to_json(${call})::text as body`, values };
}

// PostgREST's status for a Postgres error class (https://postgrest.org/en/stable/references/errors.html).
function statusFor(code, role) {
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23505" || code === "23503") return 409;
  if (code === "42883" || code === "42P01") return 404;
  if (code === "57014") return 500;
  return 400;
}

/** Runs one call as PostgREST does: one transaction, switched to the request's role. */
async function asRole(api, role, call) {
  const client = await api.connect();
  try {
    await client.query("begin");
    await client.query(`set local role ${role}`);
    await client.query("select pg_catalog.set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ role }),
    ]);
    const result = await client.query(call.sql, call.values);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The request handler; answers false for paths that are not the REST API, so callers can chain. */
function restHandler(database, keys = defaultKeys, calls = []) {
  const roles = new Map([
    [keys.anon, "anon"],
    [keys.service, "service_role"],
  ]);
  const schemaCache = new Map(); // PostgREST reads function signatures once, too
  const lookup = async (owner, fn) => {
    if (!schemaCache.has(fn)) schemaCache.set(fn, (await owner.query(lookupSql, [fn])).rows);
    return schemaCache.get(fn);
  };
  return (req, res, body) => {
    const match = /^\/rest\/v1\/rpc\/([A-Za-z_][A-Za-z0-9_]*)\/?(\?.*)?$/.exec(req.url ?? "");
    if (!req.url?.startsWith("/rest/v1/")) return false;
    const send = (status, payload) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
    };
    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
    const role = roles.get(bearer ?? String(req.headers.apikey ?? ""));
    if (!role || !roles.has(String(req.headers.apikey ?? "")))
      return (
        send(401, {
          message: "Invalid API key",
          hint: "Double check your Supabase `anon` or `service_role` API key.",
        }),
        true
      );
    if (!match || req.method !== "POST")
      return (
        send(404, { code: "PGRST125", message: "Only POST /rest/v1/rpc/<function> is stood in" }),
        true
      );
    const fn = match[1];
    let args;
    try {
      args = body ? JSON.parse(body) : {};
      if (!args || typeof args !== "object" || Array.isArray(args))
        throw new Error("not an object");
    } catch {
      return (send(400, { code: "PGRST102", message: "Empty or invalid json" }), true);
    }
    calls.push({ fn, role, args, at: Date.now() });
    (async () => {
      const { api, owner } = await database;
      const call = callFor(await lookup(owner, fn), fn, args);
      if (!call)
        return send(404, {
          code: "PGRST202",
          message: `Could not find the function public.${fn}(${Object.keys(args).sort().join(", ")}) in the schema cache`,
          details: null,
          hint: null,
        });
      try {
        const result = await asRole(api, role, call);
        if (call.void) return res.writeHead(204).end();
        send(200, result.rows[0]?.body ?? "null");
      } catch (error) {
        const code = error?.code ?? "XX000";
        send(statusFor(code, role), {
          code,
          message: error?.message ?? String(error),
          details: error?.detail ?? null,
          hint: error?.hint ?? null,
        });
      }
    })().catch((error) => send(500, { code: "XX000", message: String(error?.message ?? error) }));
    return true;
  };
}

/** `GET /__table/<name>`: every row of public.<name>, read as the owner, for tests to inspect. */
function tableHandler(database) {
  return (req, res) => {
    const name = /^\/__table\/([a-z_][a-z0-9_]*)$/.exec(req.url ?? "")?.[1];
    if (req.method !== "GET" || !name) return false;
    (async () => {
      const { owner } = await database;
      const { rows } = await owner.query(
        `select coalesce(json_agg(t), '[]')::text as body from public."${name}" t`,
      );
      res.writeHead(200, { "Content-Type": "application/json" }).end(rows[0].body);
    })().catch((error) =>
      res.writeHead(404).end(JSON.stringify({ message: String(error?.message) })),
    );
    return true;
  };
}

/** Reads a request's whole body as text. */
function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

/**
 * Starts the stand-in; `db` is a pool on its database as the owner, for a test to look at what
 * arrived, `postgres` the cluster (its `url(role)` and `pool(role)`).
 */
async function startSupabaseStandIn({ port = 0, keys = defaultKeys } = {}) {
  const database = await openStandInDatabase();
  const calls = [];
  const handlers = [restHandler(database, keys, calls), tableHandler(database)];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (!handlers.some((handle) => handle(req, res, body))) res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    db: database.owner,
    postgres: database.postgres,
    calls,
    keys,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}

module.exports = {
  asRole,
  defaultKeys,
  openStandInDatabase,
  restHandler,
  tableHandler,
  readBody,
  startSupabaseStandIn,
};

// As a process.
if (require.main === module) {
  const keys = {
    anon: process.env.STAND_IN_ANON_KEY ?? defaultKeys.anon,
    service: process.env.STAND_IN_SERVICE_KEY ?? defaultKeys.service,
  };
  startSupabaseStandIn({ port: Number(process.argv[2] ?? 0), keys }).then((standIn) => {
    console.log(`supabase stand-in on ${standIn.url}, PostgreSQL at ${standIn.postgres.url()}`);
    for (const signal of ["SIGINT", "SIGTERM"])
      process.once(signal, () => standIn.close().then(() => process.exit(0)));
  });
}
