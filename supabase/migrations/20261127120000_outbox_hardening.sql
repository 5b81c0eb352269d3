-- The outbox worker, hardened: it claims only the channels it can send, the database's clock
-- decides when a delivery has been retried long enough, and readiness can report the backlog.
-- And the API roles lose the sequences Supabase's default grants gave them.
-- The functions of 20261125000000_lead_outbox.sql stay, for instances of the previous release
-- during a rolling deploy. Like them, these are for service_role (Supabase) or the owner (the
-- embedded store) only. Safe to run more than once.

-- Claims up to p_limit due rows of the given channels for p_lease_ms; SKIP LOCKED lets several
-- workers share the queue, and a worker never holds a row it has no channel for.
create or replace function public.lead_outbox_claim(
  p_limit integer,
  p_lease_ms integer,
  p_channels text[]
)
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
       and d.channel = any (p_channels)
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

-- After a failed send: another attempt in p_delay_ms, or 'failed' when that attempt would fall
-- more than p_retry_for_ms after the row was queued, by this database's clock (the instances'
-- clocks may disagree with it and with each other). 'lost' when the lease was lost.
create or replace function public.lead_outbox_reschedule(
  p_id bigint,
  p_lease_token uuid,
  p_error text,
  p_delay_ms integer,
  p_retry_for_ms bigint
) returns text
language sql
security definer
set search_path = ''
as $$
  with done as (
    update public.lead_deliveries d
       set status = case
             when pg_catalog.now()
                  + pg_catalog.make_interval(secs => greatest(p_delay_ms, 0) / 1000.0)
                  > d.queued_at + pg_catalog.make_interval(secs => p_retry_for_ms / 1000.0)
             then 'failed' else 'pending' end,
           next_attempt_at = pg_catalog.now()
             + pg_catalog.make_interval(secs => greatest(p_delay_ms, 0) / 1000.0),
           leased_until = null, lease_token = null,
           last_error = pg_catalog.left(coalesce(p_error, 'unknown error'), 500)
     where d.id = p_id and d.lease_token = p_lease_token and d.status = 'pending'
    returning d.status
  )
  select coalesce((select status from done), 'lost');
$$;

-- The backlog for readiness: counts and the age of the oldest pending row, no personal data.
create or replace function public.lead_outbox_stats()
returns table (pending integer, failed integer, oldest_pending_seconds double precision)
language sql
security definer
set search_path = ''
as $$
  select (count(*) filter (where status = 'pending'))::integer,
         (count(*) filter (where status = 'failed'))::integer,
         extract(epoch from pg_catalog.now()
           - min(queued_at) filter (where status = 'pending'))::double precision
    from public.lead_deliveries
   where status in ('pending', 'failed');
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.lead_outbox_claim(integer, integer, text[])',
    'public.lead_outbox_reschedule(bigint, uuid, text, integer, bigint)',
    'public.lead_outbox_stats()'
  ] loop
    execute pg_catalog.format('revoke all on function %s from public, anon, authenticated', fn);
    execute pg_catalog.format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;

-- Supabase's default grants give anon and authenticated every sequence in public (the earlier
-- migrations revoked the tables but not their identity sequences, so anon could setval() them).
-- Rows are only ever inserted by the SECURITY DEFINER functions, which run as the owner.
revoke all on all sequences in schema public from public, anon, authenticated;
