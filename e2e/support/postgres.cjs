// A throwaway PostgreSQL cluster for tests: Debian's server binaries, a temporary data directory,
// a free port on loopback, Supabase's API roles and default grants, then every migration in
// supabase/migrations in file-name order (as `supabase db push` applies them). Used by the unit
// tests of the SQL, the PostgREST stand-in and the several-instances spec. initdb refuses to run
// as root, so under root (CI) the cluster runs as the unprivileged `postgres` (or `nobody`) user.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Playwright
   compiles specs to CommonJS, and the stand-in (CommonJS) requires this file. */
const { spawn } = require("node:child_process");
const {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} = require("node:fs");
const { createServer } = require("node:net");
const os = require("node:os");
const path = require("node:path");
const { Client, Pool } = require("pg");

// What a Supabase project has before any migration runs: the API roles (service_role bypasses
// RLS), the role PostgREST logs in as and switches from, and the default grants to the API roles
// on everything the migrations create in public, which a migration must revoke where it means to.
const supabaseBaseline = `
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
create schema supabase_migrations;
create table supabase_migrations.schema_migrations (version text primary key, name text);
`;

/** The newest installed server's bin directory, or a loud error that says how to install one. */
function serverBinaries() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, "bin", "postgres")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/postgres): these tests run the " +
        "Supabase SQL on a real server. Install it with `apt-get install -y postgresql` (.ci/run does).",
    );
  }
  return path.join(root, versions[0], "bin");
}

/** uid and gid of the first of `names` in /etc/passwd. */
function systemUser(names) {
  const entries = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .map((line) => line.split(":"));
  for (const name of names) {
    const entry = entries.find((fields) => fields[0] === name);
    if (entry) return { name, uid: Number(entry[2]), gid: Number(entry[3]) };
  }
  throw new Error(`none of the users ${names.join(", ")} exists to run PostgreSQL as`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} failed (${code}):\n${output}`)),
    );
  });
}

/** Applies every migration not yet recorded, each in its own transaction, as the owner. */
async function applyMigrations(client, root = process.cwd()) {
  const dir = path.join(root, "supabase", "migrations");
  const { rows } = await client.query("select version from supabase_migrations.schema_migrations");
  const applied = new Set(rows.map((row) => row.version));
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    const [version, ...name] = file.replace(/\.sql$/, "").split("_");
    if (applied.has(version)) continue;
    await client.query("begin");
    try {
      await client.query(readFileSync(path.join(dir, file), "utf8"));
      await client.query(
        "insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)",
        [version, name.join("_")],
      );
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      throw new Error(`migration ${file} failed: ${error.message}`);
    }
  }
}

// A cluster must not outlive the process that started it, even when a test runner exits early.
const running = new Set();
process.once("exit", () => running.forEach((child) => child.kill("SIGKILL")));

/**
 * Starts a cluster with the Supabase baseline and every migration. `url(role)` connects as
 * `postgres` (the owner, as migrations run on Supabase) or `authenticator` (as PostgREST does);
 * `pool()` opens a pg Pool; `stop()` shuts the server down and removes its files.
 */
async function startPostgres({ migrate = true } = {}) {
  const bin = serverBinaries();
  const dir = mkdtempSync(path.join(os.tmpdir(), "lcms-pg-"));
  const data = path.join(dir, "data");
  // initdb and postgres refuse root; the unprivileged user owns the whole temporary directory.
  const user = process.getuid?.() === 0 ? systemUser(["postgres", "nobody"]) : null;
  if (user) chownSync(dir, user.uid, user.gid);
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const env = { PATH: process.env.PATH, LANG: "C", LC_ALL: "C" };
  await run(
    path.join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--locale=C"],
    { ...as, env },
  );
  const port = await freePort();
  const server = spawn(
    path.join(bin, "postgres"),
    [
      ["-D", data, "-p", String(port), "-k", dir],
      ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=120"],
      // A throwaway cluster: durability is not what these tests measure.
      ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
    ].flat(),
    { ...as, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  running.add(server);
  let log = "";
  server.stdout.on("data", (chunk) => (log += chunk));
  server.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const url = (role = "postgres") => `postgres://${role}@127.0.0.1:${port}/postgres`;

  const deadline = Date.now() + 30_000;
  let owner;
  for (;;) {
    owner = new Client({ connectionString: url() });
    try {
      await owner.connect();
      break;
    } catch (error) {
      await owner.end().catch(() => {});
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`PostgreSQL did not start: ${error.message}\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await owner.query(supabaseBaseline);
    if (migrate) await applyMigrations(owner);
  } finally {
    await owner.end();
  }

  return {
    port,
    url,
    pool(role = "postgres", max = 10) {
      const pool = new Pool({ connectionString: url(role), max });
      // An idle connection ended by the server's shutdown is expected; anything else is not.
      pool.on("error", (error) => {
        if (error.code !== "57P01") console.error("PostgreSQL pool:", error);
      });
      return pool;
    },
    log: () => log,
    async stop() {
      if (server.exitCode === null) {
        // Smart shutdown waits for the sessions to close; any left after 2 s are ended (fast).
        server.kill("SIGTERM");
        const fast = setTimeout(() => server.kill("SIGINT"), 2_000);
        await exited;
        clearTimeout(fast);
      }
      running.delete(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { startPostgres, applyMigrations, supabaseBaseline };
