-- Deleting what has passed its retention period (lib/retention/periods.ts states the periods;
-- the server passes each kind's cutoff, so the periods live in one place). Leads go with their
-- delivery rows and file rows (on delete cascade), but never while a delivery is still pending
-- (the team has not had the lead yet) or while a statement file's blob is still stored (the
-- statement files job removes those first). Finished delivery rows go on their own schedule too.
-- For service_role (Supabase) and the table owner (the embedded store) only. Safe to run again.

create or replace function public.data_retention_leads(p_cutoffs jsonb, p_dry_run boolean)
returns table (kind text, deleted integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  k text;
  cutoff timestamptz;
  n integer;
begin
  for k, cutoff in
    select c.key, (c.value #>> '{}')::timestamptz from pg_catalog.jsonb_each(p_cutoffs) c
  loop
    with due as (
      select l.id
        from public.leads l
       where l.kind = k
         and l.created_at < cutoff
         and not exists (
           select 1 from public.lead_deliveries d where d.lead_id = l.id and d.status = 'pending')
         and not exists (
           select 1 from public.lead_files f where f.lead_id = l.id and f.storage_key is not null)
       for update of l skip locked
    ), gone as (
      delete from public.leads l using due
       where l.id = due.id and not p_dry_run
      returning 1
    )
    select case when p_dry_run then (select count(*) from due) else (select count(*) from gone) end
      into n;
    kind := k;
    deleted := n;
    return next;
  end loop;
end;
$$;

-- Delivery rows that are done (sent, or failed and given up on) before p_before.
create or replace function public.data_retention_deliveries(p_before timestamptz, p_dry_run boolean)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  if p_dry_run then
    select count(*) into n
      from public.lead_deliveries d
     where d.status in ('sent', 'failed')
       and coalesce(d.sent_at, d.next_attempt_at) < p_before;
    return n;
  end if;
  with gone as (
    delete from public.lead_deliveries d
     where d.status in ('sent', 'failed')
       and coalesce(d.sent_at, d.next_attempt_at) < p_before
    returning 1
  )
  select count(*) into n from gone;
  return n;
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.data_retention_leads(jsonb, boolean)',
    'public.data_retention_deliveries(timestamptz, boolean)'
  ] loop
    execute pg_catalog.format('revoke all on function %s from public, anon, authenticated', fn);
    execute pg_catalog.format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
