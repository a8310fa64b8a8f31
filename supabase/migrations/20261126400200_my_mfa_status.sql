-- What the UI needs to lead a user to the second step (issue 28 §1): does a role I hold require
-- MFA under the settings, which level my session is at, how many verified factors I have.

create or replace function public.my_mfa_status() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'required', public.mfa_required_for(auth.uid()),
    'aal', coalesce(auth.jwt() ->> 'aal', 'aal1'),
    'verified_factors', (select count(*)::int from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified'))
$$;
comment on function public.my_mfa_status() is
  'Caller''s MFA status: {required: a held role needs a second factor, aal: the JWT''s level, verified_factors: count}.';
revoke execute on function public.my_mfa_status() from public, anon;
grant execute on function public.my_mfa_status() to authenticated;
