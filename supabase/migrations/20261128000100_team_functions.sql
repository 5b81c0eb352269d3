-- The team workspace's functions (tables in 20261128000000_team.sql). The server calls them the
-- same way in both stores: PostgREST RPC with the service role, or SQL as the embedded owner.
-- Each returns a table, so both callers get a list of rows. Safe to run more than once.

-- Adds a member (or finds one by email) with a new invite; earlier unused invites stop working.
create or replace function public.team_invite(p_email text, p_name text, p_token_hash text, p_expires_at timestamptz)
returns table (member_id uuid, email text, name text)
language plpgsql security definer set search_path = '' as $$
declare
  m public.team_members%rowtype;
begin
  insert into public.team_members (email, name) values (pg_catalog.lower(p_email), p_name)
  on conflict on constraint team_members_email_key
    do update set name = coalesce(excluded.name, public.team_members.name)
  returning * into m;
  delete from public.team_invites i where i.member_id = m.id and i.used_at is null;
  insert into public.team_invites (token_hash, member_id, expires_at) values (p_token_hash, m.id, p_expires_at);
  return query select m.id, m.email, m.name;
end;
$$;

create or replace function public.team_members_list()
returns table (id uuid, email text, name text, created_at timestamptz, passkeys integer, last_sign_in timestamptz)
language sql stable security definer set search_path = '' as $$
  select m.id, m.email, m.name, m.created_at, count(c.id)::integer, max(c.last_used_at)
    from public.team_members m left join public.team_credentials c on c.member_id = m.id
   group by m.id order by m.email;
$$;

-- Removes a member with their passkeys, invites and sessions (on delete cascade).
create or replace function public.team_remove(p_email text)
returns table (removed integer)
language sql security definer set search_path = '' as $$
  with gone as (delete from public.team_members m where m.email = pg_catalog.lower(p_email) returning 1)
  select count(*)::integer from gone;
$$;

-- The member an unused, unexpired invite is for (nothing is consumed yet).
create or replace function public.team_invite_open(p_token_hash text)
returns table (member_id uuid, email text, name text)
language sql stable security definer set search_path = '' as $$
  select m.id, m.email, m.name
    from public.team_invites i join public.team_members m on m.id = i.member_id
   where i.token_hash = p_token_hash and i.used_at is null and i.expires_at > pg_catalog.now();
$$;

create or replace function public.team_challenge_put(p_hash text, p_purpose text, p_member_id uuid, p_expires_at timestamptz)
returns table (stored boolean)
language sql security definer set search_path = '' as $$
  delete from public.team_challenges c where c.expires_at < pg_catalog.now();
  insert into public.team_challenges (challenge_hash, purpose, member_id, expires_at)
  values (p_hash, p_purpose, p_member_id, p_expires_at);
  select true;
$$;

-- Takes a challenge once: a second answer to the same challenge finds nothing.
create or replace function public.team_challenge_take(p_hash text, p_purpose text)
returns table (member_id uuid)
language sql security definer set search_path = '' as $$
  delete from public.team_challenges c
   where c.challenge_hash = p_hash and c.purpose = p_purpose and c.expires_at > pg_catalog.now()
  returning c.member_id;
$$;

-- Uses the invite up and stores the member's passkey, in one transaction.
create or replace function public.team_enrol(p_token_hash text, p_credential_id text, p_public_key text, p_counter bigint, p_transports text[])
returns table (member_id uuid)
language plpgsql security definer set search_path = '' as $$
declare
  m uuid;
begin
  update public.team_invites i set used_at = pg_catalog.now()
   where i.token_hash = p_token_hash and i.used_at is null and i.expires_at > pg_catalog.now()
  returning i.member_id into m;
  if m is null then
    return;
  end if;
  insert into public.team_credentials (id, member_id, public_key, counter, transports)
  values (p_credential_id, m, p_public_key, p_counter, coalesce(p_transports, '{}'));
  return query select m;
end;
$$;

create or replace function public.team_credential_get(p_id text)
returns table (id text, member_id uuid, public_key text, counter bigint, transports text[])
language sql stable security definer set search_path = '' as $$
  select c.id, c.member_id, c.public_key, c.counter, c.transports
    from public.team_credentials c where c.id = p_id;
$$;

create or replace function public.team_credential_used(p_id text, p_counter bigint)
returns table (updated boolean)
language sql security definer set search_path = '' as $$
  update public.team_credentials c set counter = p_counter, last_used_at = pg_catalog.now() where c.id = p_id;
  select true;
$$;

-- A new session; the one it replaces (rotation at sign-in) ends with it.
create or replace function public.team_session_start(p_token_hash text, p_member_id uuid, p_expires_at timestamptz, p_replaces text)
returns table (started boolean)
language sql security definer set search_path = '' as $$
  delete from public.team_sessions s where s.token_hash = p_replaces or s.expires_at < pg_catalog.now();
  insert into public.team_sessions (token_hash, member_id, expires_at) values (p_token_hash, p_member_id, p_expires_at);
  select true;
$$;

-- The member of a live session (within its idle limit and its end), marked as seen now.
create or replace function public.team_session_touch(p_token_hash text, p_idle_seconds integer)
returns table (member_id uuid, email text, name text)
language sql security definer set search_path = '' as $$
  with live as (
    update public.team_sessions s set last_seen_at = pg_catalog.now()
     where s.token_hash = p_token_hash and s.expires_at > pg_catalog.now()
       and s.last_seen_at > pg_catalog.now() - pg_catalog.make_interval(secs => p_idle_seconds)
    returning s.member_id
  )
  select m.id, m.email, m.name from live join public.team_members m on m.id = live.member_id;
$$;

create or replace function public.team_session_end(p_token_hash text)
returns table (ended integer)
language sql security definer set search_path = '' as $$
  with gone as (delete from public.team_sessions s where s.token_hash = p_token_hash returning 1)
  select count(*)::integer from gone;
$$;

-- Whether anyone can sign in: then lead notifications link to the workspace, not to files.
create or replace function public.team_sign_in_ready()
returns table (ready boolean)
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.team_credentials);
$$;
