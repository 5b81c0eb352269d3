-- Leads from the ebook's optional email gate: a visitor who downloads the guide and chooses to
-- leave an email. The row's payload names the asset; submit_lead is unchanged.
-- Dropping and re-adding the check keeps this file safe to run more than once.

alter table public.leads drop constraint if exists leads_kind_check;
alter table public.leads
  add constraint leads_kind_check
  check (kind in ('contact', 'application', 'referral', 'download'));
