-- sync_result_aliases (20261122000700) stripped JSON nulls recursively, so a null inside
-- detailed_responses (e.g. an unanswered item's responseTime: null) vanished from the stored
-- JSON. Only the row's own top-level null columns must be ignored when choosing the alias value.
create or replace function public.sync_result_aliases() returns trigger
language plpgsql set search_path = '' as $$
declare
  full_row jsonb := to_jsonb(new);
  j jsonb := (select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
              from jsonb_each(to_jsonb(new)) as e where e.value <> 'null'::jsonb);
begin
  if not j ? 'accuracy_percentage' and j ? 'success_rate' then
    j := j || jsonb_build_object('accuracy_percentage', j -> 'success_rate');
  elsif not j ? 'success_rate' and j ? 'accuracy_percentage' and full_row ? 'success_rate' then
    j := j || jsonb_build_object('success_rate', j -> 'accuracy_percentage');
  end if;
  if not j ? 'avg_response_time_ms' and j ? 'average_response_time_ms' and full_row ? 'avg_response_time_ms' then
    j := j || jsonb_build_object('avg_response_time_ms', j -> 'average_response_time_ms');
  elsif not j ? 'average_response_time_ms' and j ? 'avg_response_time_ms' and full_row ? 'average_response_time_ms' then
    j := j || jsonb_build_object('average_response_time_ms', j -> 'avg_response_time_ms');
  end if;
  return jsonb_populate_record(new, j);
end $$;
comment on function public.sync_result_aliases() is 'BEFORE INSERT/UPDATE: keeps success_rate/accuracy_percentage and avg_/average_response_time_ms in step; JSON columns are stored as written (nested nulls kept).';
