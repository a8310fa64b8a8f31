-- LOCAL ONLY. Runs after supabase/migrations on every start: (re)installs the change-capture
-- triggers of 030_local_realtime.sql on every table now in publication supabase_realtime.
select local_realtime.install_triggers();
