-- Leads from the contact, application and referral forms.
-- No public role can read or write the table; the only way in is submit_lead(), which anon may
-- execute. The file is safe to run more than once (the embedded store applies it at every start).
-- Expects the roles anon, authenticated and service_role (Supabase has them; the embedded
-- store creates them before applying migrations).

create table if not exists public.leads (
  id bigint generated always as identity primary key,
  kind text not null
    constraint leads_kind_check check (kind in ('contact', 'application', 'referral')),
  name text not null
    constraint leads_name_check check (char_length(name) between 1 and 120),
  email text not null
    constraint leads_email_check check (char_length(email) between 3 and 254 and email like '%_@_%'),
  phone text
    constraint leads_phone_check check (char_length(phone) <= 32),
  business_name text
    constraint leads_business_name_check check (char_length(business_name) <= 160),
  payload jsonb not null default '{}'::jsonb
    constraint leads_payload_check
    check (jsonb_typeof(payload) = 'object' and octet_length(payload::text) <= 16384),
  -- HMAC-SHA-256 of the client address; null when the address could not be trusted.
  address_hash text
    constraint leads_address_hash_check check (address_hash ~ '^[0-9a-f]{64}$'),
  idempotency_key uuid not null
    constraint leads_idempotency_key_key unique,
  created_at timestamptz not null default now()
);

create index if not exists leads_address_hash_created_at_idx
  on public.leads (address_hash, created_at)
  where address_hash is not null;
create index if not exists leads_created_at_idx on public.leads (created_at);

-- RLS with no policy denies every row to every role that does not own the table or bypass RLS.
alter table public.leads enable row level security;
revoke all on table public.leads from public, anon, authenticated;
-- The export script reads with the service key (service_role bypasses RLS on Supabase).
grant select on table public.leads to service_role;

create or replace function public.submit_lead(
  p_kind text,
  p_name text,
  p_email text,
  p_phone text,
  p_business_name text,
  p_payload jsonb,
  p_address_hash text,
  p_idempotency_key uuid
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_address_limit constant integer := 5;
  per_address_window constant interval := interval '10 minutes';
  global_limit constant integer := 30;
  global_window constant interval := interval '1 minute';
  recent integer;
begin
  if p_idempotency_key is null then
    raise exception 'submit_lead needs an idempotency key' using errcode = '22004';
  end if;

  -- One submission per address at a time, so two concurrent requests cannot both pass the count.
  if p_address_hash is not null then
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtextextended('submit_lead:address:' || p_address_hash, 0)
    );
  end if;

  if exists (select 1 from public.leads where idempotency_key = p_idempotency_key) then
    return 'duplicate';
  end if;

  if p_address_hash is not null then
    select count(*) into recent
      from public.leads
     where address_hash = p_address_hash
       and created_at > pg_catalog.now() - per_address_window;
    if recent >= per_address_limit then
      return 'rate_limited';
    end if;
  end if;

  -- Addresses can be spread; the global cap bounds what a flood can write in any minute.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('submit_lead:global', 0));
  select count(*) into recent
    from public.leads
   where created_at > pg_catalog.now() - global_window;
  if recent >= global_limit then
    return 'busy';
  end if;

  insert into public.leads
    (kind, name, email, phone, business_name, payload, address_hash, idempotency_key)
  values
    (p_kind, p_name, p_email, p_phone, p_business_name, coalesce(p_payload, '{}'::jsonb),
     p_address_hash, p_idempotency_key)
  on conflict (idempotency_key) do nothing;

  if not found then
    return 'duplicate';
  end if;
  return 'stored';
end;
$$;

comment on function public.submit_lead(text, text, text, text, text, jsonb, text, uuid) is
  'Stores one lead: stored, duplicate (same idempotency key), rate_limited (5 per address per 10 minutes) or busy (30 per minute overall).';

revoke all on function public.submit_lead(text, text, text, text, text, jsonb, text, uuid)
  from public, authenticated, service_role;
grant execute on function public.submit_lead(text, text, text, text, text, jsonb, text, uuid)
  to anon;
