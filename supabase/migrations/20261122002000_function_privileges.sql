-- Function privileges. Supabase exposes every function in public as an RPC and grants EXECUTE
-- to anon and authenticated by default. Helpers that answer questions about OTHER accounts
-- are only for triggers and policies: user_id_by_email would otherwise let anyone probe which
-- e-mails have accounts. Trigger functions are not callable as RPCs anyway (they return
-- trigger) but are revoked too, for a clean API surface.
revoke execute on function public.user_id_by_email(text) from public, anon, authenticated;
revoke execute on function public.handle_new_auth_user() from public, anon, authenticated;
revoke execute on function public.handle_auth_email_change() from public, anon, authenticated;
revoke execute on function public.notify_result_completed() from public, anon, authenticated;
revoke execute on function public.exercise_progress_resolve_user() from public, anon, authenticated;
revoke execute on function public.exercise_attempts_set_student() from public, anon, authenticated;
