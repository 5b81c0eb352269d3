-- What the inspection worker read from each statement file (issue 45): the period, card sales,
-- payments, fees and their lines, the file's own sums and the flags, as JSON on the file's row
-- (lib/statements/figures/types.ts, StatementRead). They are the merchant's business data: kept
-- with the file, under the same protection (no table grant; functions for service_role only,
-- but for the anon submit function that writes them), and deleted with the file, when its
-- retention period ends: a deleted file's row can hold no figures. Safe to run more than once.

alter table public.lead_files add column if not exists figures jsonb;
alter table public.lead_files drop constraint if exists lead_files_figures_check;
alter table public.lead_files add constraint lead_files_figures_check check (
  figures is null
  or (pg_catalog.jsonb_typeof(figures) = 'object' and pg_catalog.octet_length(figures::text) <= 65536
      and deleted_at is null)
);

-- As before, and each file's read (its "read" member, or nothing) goes into its row.
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
    (id, lead_id, position, display_name, media_type, size_bytes, sha256, storage_key, figures)
  select (f.value ->> 'id')::uuid, new_lead_id, f.ordinality, f.value ->> 'name',
         f.value ->> 'type', (f.value ->> 'size')::integer, f.value ->> 'sha256',
         f.value ->> 'key',
         case when pg_catalog.jsonb_typeof(f.value -> 'read') = 'object' then f.value -> 'read' end
    from pg_catalog.jsonb_array_elements(p_files) with ordinality as f (value, ordinality);
  return 'stored';
end;
$$;

-- As before, and the figures go in the same update that marks the file deleted.
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
     set deleted_at = coalesce(f.deleted_at, pg_catalog.now()), figures = null
    from due
   where f.id = due.id
  returning f.id, f.storage_key;
$$;

-- The merchant's own page after sending: the files of the lead sent with this idempotency key
-- (which the server seals into the sender's cookie), only while the lead is newer than p_since.
create or replace function public.lead_figures_sent(p_idempotency_key uuid, p_since timestamptz)
returns table (file_position smallint, display_name text, media_type text, figures jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select f.position, f.display_name, f.media_type, f.figures
    from public.leads l
    join public.lead_files f on f.lead_id = l.id
   where l.idempotency_key = p_idempotency_key
     and l.kind = 'statement'
     and l.created_at >= p_since
     and f.deleted_at is null
   order by f.position;
$$;

-- The figures of these leads' kept files, for the team's inbox and lead pages and the lead's
-- email and webhook; files without figures (sent before they were read, or deleted) are left out.
create or replace function public.lead_figures(p_lead_ids bigint[])
returns table (
  lead_id bigint,
  file_id uuid,
  file_position smallint,
  display_name text,
  media_type text,
  figures jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  select f.lead_id, f.id, f.position, f.display_name, f.media_type, f.figures
    from public.lead_files f
   where f.lead_id = any (p_lead_ids[1:500])
     and f.figures is not null
   order by f.lead_id desc, f.position;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.lead_figures_sent(uuid, timestamptz)',
    'public.lead_figures(bigint[])'
  ] loop
    execute pg_catalog.format('revoke all on function %s from public, anon, authenticated', fn);
    execute pg_catalog.format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
