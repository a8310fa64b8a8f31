-- Turkish search folding and sort keys (issue 25 §4). One folding for the browser and the
-- database: shared/src/format/turkish.ts (foldTr, TR_FOLD_FROM / TR_FOLD_TO) holds the same table;
-- supabase/tests/schema/tr-fold.test.ts checks both agree, on PGlite and PostgreSQL.
--
-- Why translate() before lower(): lower() follows the database's LC_CTYPE. Under 'C' it leaves
-- every non-ASCII letter alone (lower('Ş') = 'Ş'), and no locale lower-cases 'I' to Turkish 'ı'.
-- The Turkish letters are therefore mapped explicitly first; lower() then only meets letters whose
-- case mapping is the same everywhere (ASCII, and others under a UTF-8 ctype).
--
-- Sorting: an ICU 'tr' collation exists on PostgreSQL 15 (tr-x-icu) but not on PGlite (only
-- 'unicode' and 'und-x-icu'), so server-side order uses tr_sort_key(text) collate "C" — a key that
-- orders the 29 letters of the Turkish alphabet (plus q w x) as Intl.Collator('tr') does, case
-- ignored (docs/decisions.md "Turkish sort and search on the server").

-- 'Işıl' / 'IŞIL' / 'ışıl' / 'isil' → 'isil'; 'Şahinoğlu' / 'SAHINOGLU' → 'sahinoglu'.
create or replace function public.tr_fold(p_value text) returns text
language sql immutable parallel safe strict set search_path = '' as $$
  select pg_catalog.lower(pg_catalog.translate(normalize(p_value, NFC), 'İIıŞşĞğÇçÖöÜüÂâÎîÛû', 'iiissggccoouuaaiiuu'))
$$;
comment on function public.tr_fold(text) is
  'Search form of a text: case and Turkish diacritics ignored (ı/i/İ/I → i, ş → s, ğ → g, ç → c, ö → o, ü → u, â î û). Same table as foldTr in shared/src/format/turkish.ts.';

-- Turkish alphabetical order as a byte-ordered key: lower-case the Turkish way (I → ı, İ → i),
-- drop circumflexes, then map a b c ç d e f g ğ h ı i j k l m n o ö p q r s ş t u ü v w x y z to
-- consecutive code points 'A'..'`' (0x41–0x60). Spaces, hyphens and digits stay below every letter,
-- as in ICU. Compare with collate "C": order by public.tr_sort_key(last_name) collate "C".
create or replace function public.tr_sort_key(p_value text) returns text
language sql immutable parallel safe strict set search_path = '' as $$
  select pg_catalog.translate(
    pg_catalog.lower(pg_catalog.translate(normalize(p_value, NFC), 'IİŞĞÇÖÜÂÎÛâîû', 'ıişğçöüaiuaiu')),
    'abcçdefgğhıijklmnoöpqrsştuüvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`')
$$;
comment on function public.tr_sort_key(text) is
  'Sort key in Turkish alphabetical order (c < ç, g < ğ, ı < i, o < ö, s < ş, u < ü; case ignored). Compare with collate "C". Used where no ICU tr collation exists (PGlite).';

grant execute on function public.tr_fold(text) to anon, authenticated, service_role;
grant execute on function public.tr_sort_key(text) to anon, authenticated, service_role;
