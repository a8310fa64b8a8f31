-- d2 norm tables (spec 3 §5): raw score → percentile, keyed by score kind (TN or TN-E), age
-- group and — below 19 years — gender. The real d2 norms are licensed (Hogrefe) and are NOT
-- shipped: the demo seed loads illustrative rows marked in `source`; load the licensed tables
-- into this table in production. The lookup treats missing norms as the 50th percentile.

create table public.d2_norms (
  id uuid primary key default gen_random_uuid(),
  score_kind text not null check (score_kind in ('TN', 'TN-E')),
  age_group text not null check (age_group in ('9-10', '11-12', '13-14', '15-16', '17-18', '19-39', '40-49', '50-59', '60+')),
  -- spec 3 §5: gender only for age groups below 19
  gender text check (gender in ('male', 'female')),
  raw_score integer not null,
  percentile numeric not null check (percentile >= 0 and percentile <= 100),
  source text not null,
  created_at timestamptz not null default now(),
  check (gender is null or age_group in ('9-10', '11-12', '13-14', '15-16', '17-18')),
  unique nulls not distinct (score_kind, age_group, gender, raw_score)
);
comment on table public.d2_norms is
  'd2 norms (spec 3 §5): raw score → percentile by TN/TN-E, age group and gender (<19). Licensed data is not shipped; demo rows are illustrative (see source).';

alter table public.d2_norms enable row level security;

create policy d2_norms_select on public.d2_norms for select to authenticated using (true);
create policy d2_norms_insert_admin on public.d2_norms for insert to authenticated with check ((select public.is_admin()));
create policy d2_norms_update_admin on public.d2_norms for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy d2_norms_delete_admin on public.d2_norms for delete to authenticated using ((select public.is_admin()));
