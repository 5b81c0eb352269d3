-- The team's workspace (/team): members who sign in with passkeys, their one-time enrolment
-- invites, WebAuthn challenges, server-side sessions, each lead's review status and the log of
-- who downloaded which statement file. Secrets (invite and session tokens, challenges) are stored
-- as SHA-256 hashes only. Every table and function is for service_role (Supabase) and the owner
-- (the embedded store); anon and authenticated get nothing. Safe to run more than once.

create table if not exists public.team_members (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint team_members_email_key unique
    constraint team_members_email_check check (char_length(email) between 3 and 254),
  name text constraint team_members_name_check check (char_length(name) <= 120),
  created_at timestamptz not null default now()
);

create table if not exists public.team_invites (
  token_hash text primary key constraint team_invites_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  member_id uuid not null references public.team_members (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table if not exists public.team_credentials (
  id text primary key constraint team_credentials_id_check check (id ~ '^[A-Za-z0-9_-]+$' and char_length(id) between 16 and 1400),
  member_id uuid not null references public.team_members (id) on delete cascade,
  public_key text not null,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index if not exists team_credentials_member_id_idx on public.team_credentials (member_id);

create table if not exists public.team_challenges (
  challenge_hash text primary key,
  purpose text not null constraint team_challenges_purpose_check check (purpose in ('enrol', 'sign-in')),
  member_id uuid references public.team_members (id) on delete cascade,
  expires_at timestamptz not null
);

create table if not exists public.team_sessions (
  token_hash text primary key constraint team_sessions_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  member_id uuid not null references public.team_members (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists team_sessions_member_id_idx on public.team_sessions (member_id);

-- A lead without a row is new; the row goes with its lead.
create table if not exists public.lead_reviews (
  lead_id bigint primary key references public.leads (id) on delete cascade,
  status text not null
    constraint lead_reviews_status_check check (status in ('new', 'in_review', 'comparison_sent')),
  updated_at timestamptz not null default now(),
  updated_by text
);

-- Who opened which statement file, kept 90 days (lib/retention/periods.ts), after the member or
-- the lead is gone too: so no foreign keys, and the member's email as it was.
create table if not exists public.team_downloads (
  id bigint generated always as identity primary key,
  file_id uuid not null,
  lead_id bigint not null,
  member_email text not null,
  downloaded_at timestamptz not null default now()
);
create index if not exists team_downloads_lead_id_idx on public.team_downloads (lead_id);
create index if not exists team_downloads_downloaded_at_idx on public.team_downloads (downloaded_at);

do $$
declare
  t text;
begin
  foreach t in array array['team_members', 'team_invites', 'team_credentials', 'team_challenges',
                           'team_sessions', 'lead_reviews', 'team_downloads'] loop
    execute pg_catalog.format('alter table public.%I enable row level security', t);
    execute pg_catalog.format('revoke all on table public.%I from public, anon, authenticated', t);
  end loop;
end
$$;
revoke all on sequence public.team_downloads_id_seq from public, anon, authenticated;
