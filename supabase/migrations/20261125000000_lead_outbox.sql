-- A transactional outbox for lead notifications. submit_lead() now writes the lead and one
-- delivery row per enabled channel in the same transaction, so a stored lead can never miss its
-- notification; a worker in the server process claims due rows, sends, and marks them.
-- Nothing here is granted to anon or authenticated: the worker functions are for service_role
-- (Supabase) or the table owner (the embedded store). Safe to run more than once.

-- The two caps of submit_lead as data, so a load test can raise them in its own database.
create table if not exists public.lead_settings (
  id boolean primary key default true constraint lead_settings_single_row check (id),
  per_address_limit integer not null default 5 check (per_address_limit > 0),
  per_address_window interval not null default interval '10 minutes',
  global_limit integer not null default 30 check (global_limit > 0),
  global_window interval not null default interval '1 minute'
);
insert into public.lead_settings (id) values (true) on conflict (id) do nothing;

-- The channels the server is configured for; it replaces the list at every start.
create table if not exists public.lead_channels (
  channel text primary key
    constraint lead_channels_channel_check check (channel in ('email', 'webhook', 'log')),
  enabled_at timestamptz not null default now()
);

create table if not exists public.lead_deliveries (
  id bigint generated always as identity primary key,
  lead_id bigint not null references public.leads (id) on delete cascade,
  channel text not null
    constraint lead_deliveries_channel_check check (channel in ('email', 'webhook', 'log')),
  status text not null default 'pending'
    constraint lead_deliveries_status_check check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A claim holds the row until leased_until; a crashed worker's rows become due again after it.
  leased_until timestamptz,
  lease_token uuid,
  last_error text constraint lead_deliveries_last_error_check check (char_length(last_error) <= 500),
  -- The retry window runs from here; a re-queue restarts it.
  queued_at timestamptz not null default now(),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint lead_deliveries_lead_channel_key unique (lead_id, channel)
);
create index if not exists lead_deliveries_due_idx
  on public.lead_deliveries (next_attempt_at) where status = 'pending';
create index if not exists lead_deliveries_failed_idx
  on public.lead_deliveries (id) where status = 'failed';

alter table public.lead_settings enable row level security;
alter table public.lead_channels enable row level security;
alter table public.lead_deliveries enable row level security;
revoke all on table public.lead_settings, public.lead_channels, public.lead_deliveries
  from public, anon, authenticated;

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
  settings public.lead_settings%rowtype;
  recent integer;
  new_lead_id bigint;
begin
  if p_idempotency_key is null then
    raise exception 'submit_lead needs an idempotency key' using errcode = '22004';
  end if;
  select * into settings from public.lead_settings where id;
  if not found then
    settings := row(true, 5, interval '10 minutes', 30, interval '1 minute');
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
       and created_at > pg_catalog.now() - settings.per_address_window;
    if recent >= settings.per_address_limit then
      return 'rate_limited';
    end if;
  end if;

  -- Addresses can be spread; the global cap bounds what a flood can write in any minute.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('submit_lead:global', 0));
  select count(*) into recent
    from public.leads
   where created_at > pg_catalog.now() - settings.global_window;
  if recent >= settings.global_limit then
    return 'busy';
  end if;

  insert into public.leads
    (kind, name, email, phone, business_name, payload, address_hash, idempotency_key)
  values
    (p_kind, p_name, p_email, p_phone, p_business_name, coalesce(p_payload, '{}'::jsonb),
     p_address_hash, p_idempotency_key)
  on conflict (idempotency_key) do nothing
  returning id into new_lead_id;

  if new_lead_id is null then
    return 'duplicate';
  end if;
  -- The outbox rows commit with the lead or not at all.
  insert into public.lead_deliveries (lead_id, channel)
  select new_lead_id, c.channel from public.lead_channels c;
  return 'stored';
end;
$$;

comment on function public.submit_lead(text, text, text, text, text, jsonb, text, uuid) is
  'Stores one lead and its deliveries: stored, duplicate (same idempotency key), rate_limited or busy (caps in public.lead_settings).';
revoke all on function public.submit_lead(text, text, text, text, text, jsonb, text, uuid)
  from public, authenticated, service_role;
grant execute on function public.submit_lead(text, text, text, text, text, jsonb, text, uuid)
  to anon;

-- Replaces the enabled channels; only leads stored afterwards get rows for a new channel.
create or replace function public.lead_outbox_set_channels(p_channels text[])
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.lead_channels where channel <> all (p_channels);
  insert into public.lead_channels (channel)
  select distinct unnest(p_channels)
  on conflict (channel) do nothing;
$$;

-- Claims up to p_limit due rows for p_lease_ms; SKIP LOCKED lets several workers share the queue.
create or replace function public.lead_outbox_claim(p_limit integer, p_lease_ms integer)
returns table (
  delivery_id bigint,
  channel text,
  attempts integer,
  queued_at timestamptz,
  lease_token uuid,
  lead_id bigint,
  kind text,
  name text,
  email text,
  phone text,
  business_name text,
  payload jsonb,
  submitted_at timestamptz
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select d.id
      from public.lead_deliveries d
     where d.status = 'pending'
       and d.next_attempt_at <= pg_catalog.now()
       and (d.leased_until is null or d.leased_until <= pg_catalog.now())
     order by d.next_attempt_at, d.id
     limit greatest(p_limit, 0)
       for update skip locked
  ), claimed as (
    update public.lead_deliveries d
       set attempts = d.attempts + 1,
           leased_until = pg_catalog.now()
             + pg_catalog.make_interval(secs => greatest(p_lease_ms, 100) / 1000.0),
           lease_token = pg_catalog.gen_random_uuid()
      from due
     where d.id = due.id
    returning d.id, d.channel, d.attempts, d.queued_at, d.lease_token, d.lead_id
  )
  select c.id, c.channel, c.attempts, c.queued_at, c.lease_token, l.id, l.kind, l.name, l.email,
         l.phone, l.business_name, l.payload, l.created_at
    from claimed c
    join public.leads l on l.id = c.lead_id
   order by c.id;
$$;

-- Marks a claimed row sent; false when the lease was lost (another worker owns it now).
create or replace function public.lead_outbox_complete(p_id bigint, p_lease_token uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with done as (
    update public.lead_deliveries
       set status = 'sent', sent_at = pg_catalog.now(), leased_until = null, lease_token = null,
           last_error = null
     where id = p_id and lease_token = p_lease_token and status = 'pending'
    returning 1
  )
  select exists (select 1 from done);
$$;

-- Schedules another attempt after p_delay_ms, or (p_give_up) marks the row failed.
create or replace function public.lead_outbox_retry(
  p_id bigint,
  p_lease_token uuid,
  p_error text,
  p_delay_ms integer,
  p_give_up boolean
) returns boolean
language sql
security definer
set search_path = ''
as $$
  with done as (
    update public.lead_deliveries
       set status = case when p_give_up then 'failed' else 'pending' end,
           next_attempt_at = pg_catalog.now()
             + pg_catalog.make_interval(secs => greatest(p_delay_ms, 0) / 1000.0),
           leased_until = null, lease_token = null,
           last_error = pg_catalog.left(coalesce(p_error, 'unknown error'), 500)
     where id = p_id and lease_token = p_lease_token and status = 'pending'
    returning 1
  )
  select exists (select 1 from done);
$$;

-- Pending and failed rows for the operator: no personal data, only kind, ids and the error.
create or replace function public.lead_outbox_list(p_limit integer default 200)
returns table (
  delivery_id bigint,
  lead_id bigint,
  kind text,
  channel text,
  status text,
  attempts integer,
  next_attempt_at timestamptz,
  last_error text,
  created_at timestamptz
)
language sql
security definer
set search_path = ''
as $$
  select d.id, d.lead_id, l.kind, d.channel, d.status, d.attempts, d.next_attempt_at,
         d.last_error, d.created_at
    from public.lead_deliveries d
    join public.leads l on l.id = d.lead_id
   where d.status in ('pending', 'failed')
   order by d.status, d.id
   limit greatest(p_limit, 1);
$$;

-- Puts failed rows (one id, or all when p_id is null) back in the queue with a fresh window.
create or replace function public.lead_outbox_requeue(p_id bigint default null)
returns integer
language sql
security definer
set search_path = ''
as $$
  with done as (
    update public.lead_deliveries
       set status = 'pending', next_attempt_at = pg_catalog.now(), queued_at = pg_catalog.now(),
           leased_until = null, lease_token = null
     where status = 'failed' and (p_id is null or id = p_id)
    returning 1
  )
  select count(*)::integer from done;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.lead_outbox_set_channels(text[])',
    'public.lead_outbox_claim(integer, integer)',
    'public.lead_outbox_complete(bigint, uuid)',
    'public.lead_outbox_retry(bigint, uuid, text, integer, boolean)',
    'public.lead_outbox_list(integer)',
    'public.lead_outbox_requeue(bigint)'
  ] loop
    execute pg_catalog.format('revoke all on function %s from public, anon, authenticated', fn);
    execute pg_catalog.format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
