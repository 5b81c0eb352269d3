-- What the team's inbox reads and writes: leads with their review status, a lead's files, the
-- download log and its retention. For service_role and the owner only. Safe to run more than once.

create or replace function public.team_leads(p_kind text, p_status text, p_limit integer)
returns table (id bigint, kind text, name text, email text, phone text, business_name text,
               payload jsonb, created_at timestamptz, status text, status_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select l.id, l.kind, l.name, l.email, l.phone, l.business_name, l.payload, l.created_at,
         coalesce(r.status, 'new'), r.updated_at
    from public.leads l left join public.lead_reviews r on r.lead_id = l.id
   where (p_kind is null or l.kind = p_kind)
     and (p_status is null or coalesce(r.status, 'new') = p_status)
   order by l.created_at desc, l.id desc
   limit greatest(least(p_limit, 500), 1);
$$;

create or replace function public.team_lead_get(p_id bigint)
returns table (id bigint, kind text, name text, email text, phone text, business_name text,
               payload jsonb, created_at timestamptz, status text, status_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select l.id, l.kind, l.name, l.email, l.phone, l.business_name, l.payload, l.created_at,
         coalesce(r.status, 'new'), r.updated_at
    from public.leads l left join public.lead_reviews r on r.lead_id = l.id
   where l.id = p_id;
$$;

create or replace function public.team_lead_set_status(p_id bigint, p_status text, p_by text)
returns table (updated integer)
language sql security definer set search_path = '' as $$
  with target as (select l.id from public.leads l where l.id = p_id),
  upserted as (
    insert into public.lead_reviews (lead_id, status, updated_by)
    select target.id, p_status, p_by from target
    on conflict (lead_id) do update set status = excluded.status, updated_at = pg_catalog.now(),
                                       updated_by = excluded.updated_by
    returning 1
  )
  select count(*)::integer from upserted;
$$;

-- Logs one download of a lead's file by a member.
create or replace function public.team_download_log(p_file_id uuid, p_lead_id bigint, p_member_email text)
returns table (id bigint)
language sql security definer set search_path = '' as $$
  insert into public.team_downloads (file_id, lead_id, member_email) values (p_file_id, p_lead_id, p_member_email)
  returning id;
$$;

create or replace function public.team_downloads_of_lead(p_lead_id bigint)
returns table (file_id uuid, member_email text, downloaded_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select d.file_id, d.member_email, d.downloaded_at from public.team_downloads d
   where d.lead_id = p_lead_id order by d.downloaded_at desc limit 100;
$$;

-- Download-log rows before p_before (and sessions, challenges and invites that have ended).
create or replace function public.data_retention_team(p_before timestamptz, p_dry_run boolean)
returns table (deleted integer)
language plpgsql security definer set search_path = '' as $$
declare
  n integer;
begin
  if p_dry_run then
    select count(*)::integer into n from public.team_downloads d where d.downloaded_at < p_before;
    return query select n;
    return;
  end if;
  delete from public.team_sessions s where s.expires_at < pg_catalog.now();
  delete from public.team_challenges c where c.expires_at < pg_catalog.now();
  delete from public.team_invites i where i.expires_at < pg_catalog.now() - interval '1 day';
  with gone as (delete from public.team_downloads d where d.downloaded_at < p_before returning 1)
  select count(*)::integer into n from gone;
  return query select n;
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.team_invite(text, text, text, timestamptz)',
    'public.team_members_list()',
    'public.team_remove(text)',
    'public.team_invite_open(text)',
    'public.team_challenge_put(text, text, uuid, timestamptz)',
    'public.team_challenge_take(text, text)',
    'public.team_enrol(text, text, text, bigint, text[])',
    'public.team_credential_get(text)',
    'public.team_credential_used(text, bigint)',
    'public.team_session_start(text, uuid, timestamptz, text)',
    'public.team_session_touch(text, integer)',
    'public.team_session_end(text)',
    'public.team_sign_in_ready()',
    'public.team_leads(text, text, integer)',
    'public.team_lead_get(bigint)',
    'public.team_lead_set_status(bigint, text, text)',
    'public.team_download_log(uuid, bigint, text)',
    'public.team_downloads_of_lead(bigint)',
    'public.data_retention_team(timestamptz, boolean)'
  ] loop
    execute pg_catalog.format('revoke all on function %s from public, anon, authenticated', fn);
    execute pg_catalog.format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
