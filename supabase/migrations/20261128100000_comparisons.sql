-- The comparison a team member sends a merchant after a statement review. Recording it and
-- queueing the merchant's email are one transaction (lead_comparison_record), so a comparison
-- that is on record is always delivered, with the outbox's retries; a lead has one comparison.
-- The row goes with its lead (on delete cascade), on the lead's retention schedule.
-- Nothing here is granted to anon or authenticated: service_role (Supabase) or the owner (the
-- embedded store) only. Safe to run more than once.

create table if not exists public.lead_comparisons (
  lead_id bigint primary key references public.leads (id) on delete cascade,
  member_id text not null constraint lead_comparisons_member_id_check
    check (char_length(member_id) between 1 and 100),
  member_email text not null constraint lead_comparisons_member_email_check
    check (char_length(member_email) between 3 and 254),
  member_name text not null constraint lead_comparisons_member_name_check
    check (char_length(member_name) between 1 and 120),
  program text not null constraint lead_comparisons_program_check
    check (program in ('interchange-plus', 'flat-rate', 'cash-discount')),
  -- What the member entered and what the merchant was sent, as computed at the time.
  inputs jsonb not null,
  figures jsonb not null,
  sent_at timestamptz not null default now()
);

alter table public.lead_comparisons enable row level security;
revoke all on table public.lead_comparisons from public, anon, authenticated;

-- The merchant's comparison email travels through the lead outbox as its own channel. It never
-- enters lead_channels, so submit_lead does not queue it for new leads.
alter table public.lead_deliveries drop constraint if exists lead_deliveries_channel_check;
alter table public.lead_deliveries add constraint lead_deliveries_channel_check
  check (channel in ('email', 'webhook', 'log', 'comparison'));

-- Records a statement lead's comparison and queues its email: 'recorded', or 'already_sent'
-- (with the first one's time), 'not_found', 'not_statement'.
create or replace function public.lead_comparison_record(
  p_lead_id bigint,
  p_member_id text,
  p_member_email text,
  p_member_name text,
  p_program text,
  p_inputs jsonb,
  p_figures jsonb
) returns table (outcome text, recorded_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_kind text;
  sent timestamptz;
begin
  -- The lead's row lock makes two sends for one lead take turns.
  select l.kind into lead_kind from public.leads l where l.id = p_lead_id for update;
  if not found then
    outcome := 'not_found';
    return next;
    return;
  end if;
  if lead_kind <> 'statement' then
    outcome := 'not_statement';
    return next;
    return;
  end if;
  insert into public.lead_comparisons
    (lead_id, member_id, member_email, member_name, program, inputs, figures)
  values
    (p_lead_id, p_member_id, p_member_email, p_member_name, p_program, p_inputs, p_figures)
  on conflict (lead_id) do nothing
  returning lead_comparisons.sent_at into sent;
  if sent is null then
    select c.sent_at into sent from public.lead_comparisons c where c.lead_id = p_lead_id;
    outcome := 'already_sent';
    recorded_at := sent;
    return next;
    return;
  end if;
  insert into public.lead_deliveries (lead_id, channel) values (p_lead_id, 'comparison');
  outcome := 'recorded';
  recorded_at := sent;
  return next;
end;
$$;

-- A lead's comparison as sent, with where its email stands (pending, sent or failed).
create or replace function public.lead_comparison_get(p_lead_id bigint)
returns table (
  lead_id bigint,
  member_id text,
  member_email text,
  member_name text,
  program text,
  inputs jsonb,
  figures jsonb,
  sent_at timestamptz,
  delivery_status text,
  delivered_at timestamptz
)
language sql
security definer
set search_path = ''
as $$
  select c.lead_id, c.member_id, c.member_email, c.member_name, c.program, c.inputs, c.figures,
         c.sent_at, d.status, d.sent_at
    from public.lead_comparisons c
    left join public.lead_deliveries d on d.lead_id = c.lead_id and d.channel = 'comparison'
   where c.lead_id = p_lead_id;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.lead_comparison_record(bigint, text, text, text, text, jsonb, jsonb)',
    'public.lead_comparison_get(bigint)'
  ] loop
    execute pg_catalog.format('revoke all on function %s from public, anon, authenticated', fn);
    execute pg_catalog.format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
