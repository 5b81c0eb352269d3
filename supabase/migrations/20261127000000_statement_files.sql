-- The free statement review: a lead of kind 'statement' with one to three files. The files
-- themselves are encrypted blobs outside the database (DATA_DIR or a private bucket); these rows
-- name them. A file's row and its lead commit in one transaction, through
-- submit_statement_lead(), which stores the lead with submit_lead() (same limits, same
-- idempotency key, same delivery rows). After the retention period the blob is deleted and the
-- row keeps the file's name, size and hash. Safe to run more than once.

alter table public.leads drop constraint if exists leads_kind_check;
alter table public.leads
  add constraint leads_kind_check
  check (kind in ('contact', 'application', 'referral', 'download', 'statement'));

create table if not exists public.lead_files (
  id uuid primary key,
  lead_id bigint not null references public.leads (id) on delete cascade,
  position smallint not null constraint lead_files_position_check check (position between 1 and 3),
  -- Sanitised display text only; never used as a path.
  display_name text not null
    constraint lead_files_display_name_check check (char_length(display_name) between 1 and 120),
  media_type text not null
    constraint lead_files_media_type_check check (media_type in (
      'application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )),
  size_bytes integer not null
    constraint lead_files_size_bytes_check check (size_bytes between 1 and 10485760),
  sha256 text not null constraint lead_files_sha256_check check (sha256 ~ '^[0-9a-f]{64}$'),
  -- The blob's opaque key in the file store; null once the blob is gone.
  storage_key text constraint lead_files_storage_key_key unique
    constraint lead_files_storage_key_check check (storage_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  created_at timestamptz not null default now(),
  -- Set when the retention period has passed; the blob is removed right after.
  deleted_at timestamptz,
  constraint lead_files_lead_position_key unique (lead_id, position)
);
create index if not exists lead_files_lead_id_idx on public.lead_files (lead_id);
create index if not exists lead_files_live_created_at_idx
  on public.lead_files (created_at) where deleted_at is null;

alter table public.lead_files enable row level security;
revoke all on table public.lead_files from public, anon, authenticated;

-- Whether an address (or anyone, when it is null) may send a lead now, under the same caps as
-- submit_lead. Upload routes ask before reading a body; submit_lead still decides at commit.
create or replace function public.lead_rate_check(p_address_hash text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  settings public.lead_settings%rowtype;
  recent integer;
begin
  select * into settings from public.lead_settings where id;
  if not found then
    settings := row(true, 5, interval '10 minutes', 30, interval '1 minute');
  end if;
  if p_address_hash is not null then
    select count(*) into recent
      from public.leads
     where address_hash = p_address_hash
       and created_at > pg_catalog.now() - settings.per_address_window;
    if recent >= settings.per_address_limit then
      return 'rate_limited';
    end if;
  end if;
  select count(*) into recent
    from public.leads
   where created_at > pg_catalog.now() - settings.global_window;
  if recent >= settings.global_limit then
    return 'busy';
  end if;
  return 'ok';
end;
$$;

-- Stores a statement-review lead and its files in one transaction. p_files is a JSON array of
-- 1-3 objects {id, key, name, type, size, sha256}, in the order the visitor sent them. The
-- payload gets the files' public description under "_files" (no storage keys), so the lead's
-- notifications can list them.
create or replace function public.submit_statement_lead(
  p_name text,
  p_email text,
  p_phone text,
  p_business_name text,
  p_payload jsonb,
  p_address_hash text,
  p_idempotency_key uuid,
  p_files jsonb
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  result text;
  new_lead_id bigint;
begin
  if p_files is null or pg_catalog.jsonb_typeof(p_files) <> 'array'
     or pg_catalog.jsonb_array_length(p_files) not between 1 and 3 then
    raise exception 'submit_statement_lead needs one to three files' using errcode = '22023';
  end if;

  result := public.submit_lead(
    'statement', p_name, p_email, p_phone, p_business_name,
    coalesce(p_payload, '{}'::jsonb) || pg_catalog.jsonb_build_object('_files', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', f.value ->> 'id', 'name', f.value ->> 'name', 'type', f.value ->> 'type',
               'size', (f.value ->> 'size')::integer, 'sha256', f.value ->> 'sha256')
             order by f.ordinality)
        from pg_catalog.jsonb_array_elements(p_files) with ordinality as f (value, ordinality)
    )),
    p_address_hash, p_idempotency_key
  );
  if result <> 'stored' then
    return result;
  end if;

  select id into new_lead_id from public.leads where idempotency_key = p_idempotency_key;
  insert into public.lead_files
    (id, lead_id, position, display_name, media_type, size_bytes, sha256, storage_key)
  select (f.value ->> 'id')::uuid, new_lead_id, f.ordinality, f.value ->> 'name',
         f.value ->> 'type', (f.value ->> 'size')::integer, f.value ->> 'sha256',
         f.value ->> 'key'
    from pg_catalog.jsonb_array_elements(p_files) with ordinality as f (value, ordinality);
  return 'stored';
end;
$$;

-- One file for a signed download link: where its blob is and whether it is still kept.
create or replace function public.lead_file_get(p_id uuid)
returns table (
  id uuid,
  lead_id bigint,
  display_name text,
  media_type text,
  size_bytes integer,
  sha256 text,
  storage_key text,
  deleted_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select f.id, f.lead_id, f.display_name, f.media_type, f.size_bytes, f.sha256, f.storage_key,
         f.deleted_at
    from public.lead_files f
   where f.id = p_id;
$$;

-- A lead's files that are still kept, for a new download link (`npm run statements:link`).
create or replace function public.lead_files_kept(p_lead_id bigint)
returns table (id uuid, display_name text, media_type text, size_bytes integer, sha256 text)
language sql
stable
security definer
set search_path = ''
as $$
  select f.id, f.display_name, f.media_type, f.size_bytes, f.sha256
    from public.lead_files f
   where f.lead_id = p_lead_id and f.storage_key is not null and f.deleted_at is null
   order by f.position;
$$;

-- Marks up to p_limit files sent before p_before as deleted and returns their blobs' keys; also
-- returns files marked before whose blob removal did not finish (a crash between the two).
create or replace function public.lead_files_expire(p_before timestamptz, p_limit integer)
returns table (id uuid, storage_key text)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select f.id
      from public.lead_files f
     where f.storage_key is not null
       and (f.deleted_at is not null or f.created_at < p_before)
     order by f.created_at
     limit greatest(p_limit, 1)
       for update skip locked
  )
  update public.lead_files f
     set deleted_at = coalesce(f.deleted_at, pg_catalog.now())
    from due
   where f.id = due.id
  returning f.id, f.storage_key;
$$;

-- How many files lead_files_expire would take now: for a dry run of the retention job.
create or replace function public.lead_files_due_count(p_before timestamptz)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from public.lead_files f
   where f.storage_key is not null
     and (f.deleted_at is not null or f.created_at < p_before);
$$;

-- Forgets a blob's key once the blob is gone; the row keeps name, type, size and hash.
create or replace function public.lead_file_forget(p_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.lead_files set storage_key = null where id = p_id and deleted_at is not null;
$$;

-- Which of these blob keys a kept file still names; the orphan sweep removes the others.
create or replace function public.lead_files_known_keys(p_keys text[])
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select f.storage_key from public.lead_files f where f.storage_key = any (p_keys);
$$;

revoke all on function public.lead_rate_check(text) from public, authenticated, service_role;
grant execute on function public.lead_rate_check(text) to anon;
revoke all on function public.submit_statement_lead(text, text, text, text, jsonb, text, uuid, jsonb)
  from public, authenticated, service_role;
grant execute on function public.submit_statement_lead(text, text, text, text, jsonb, text, uuid, jsonb)
  to anon;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.lead_file_get(uuid)',
    'public.lead_files_kept(bigint)',
    'public.lead_files_expire(timestamptz, integer)',
    'public.lead_files_due_count(timestamptz)',
    'public.lead_file_forget(uuid)',
    'public.lead_files_known_keys(text[])'
  ] loop
    execute pg_catalog.format('revoke all on function %s from public, anon, authenticated', fn);
    execute pg_catalog.format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
