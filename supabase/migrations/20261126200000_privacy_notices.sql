-- Aydınlatma Metni (KVKK md. 10 privacy notice; issue 26 item 1). Versioned: a new text is a new
-- row with the next version number; a published row is never changed or removed, so every
-- guardian consent keeps pointing at the exact text the guardian saw. Admins publish through
-- publish_privacy_notice (the version is assigned by the database). Staff read the notices; anon
-- reaches the current one only through consent_view (20261126200300), never the table.
-- Lengths are bounded (title ≤ 200, body ≤ 20,000 characters); the text is plain text and is
-- shown escaped (React text nodes, escapeHtml in mails), never as HTML.

create table public.privacy_notices (
  id uuid primary key default gen_random_uuid(),
  version integer not null unique check (version >= 1),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  body text not null check (char_length(btrim(body)) between 1 and 20000),
  published_by uuid references public.users (id) on delete set null,
  published_at timestamptz not null default now()
);
comment on table public.privacy_notices is
  'Aydınlatma Metni versions (KVKK md. 10). Immutable once published; the highest version is the current one (issue 26).';

create index privacy_notices_published_by_idx on public.privacy_notices (published_by);

alter table public.privacy_notices enable row level security;

create policy privacy_notices_select on public.privacy_notices for select to authenticated
  using ((select public.is_staff()));

revoke all on public.privacy_notices from anon, authenticated;
grant select on public.privacy_notices to authenticated;

-- Published rows are immutable for every role (the service role and table owner included).
create or replace function public.privacy_notices_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'Yayımlanmış bir Aydınlatma Metni değiştirilemez; yeni bir sürüm yayımlayın.'
    using errcode = '42501', hint = 'privacy_notice_immutable';
end $$;
create trigger privacy_notices_immutable before update or delete on public.privacy_notices
  for each row execute function public.privacy_notices_immutable();
revoke execute on function public.privacy_notices_immutable() from public, anon, authenticated;

create or replace function public.current_privacy_notice_version() returns integer
language sql stable security definer set search_path = '' as $$
  select max(n.version) from public.privacy_notices n
$$;
comment on function public.current_privacy_notice_version() is 'Version number of the current Aydınlatma Metni (the highest).';

-- Admin: publish a new version. Returns the new version number.
create or replace function public.publish_privacy_notice(p_title text, p_body text) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  v integer;
begin
  if not public.is_admin() then
    raise exception 'Aydınlatma Metnini yalnızca yöneticiler yayımlayabilir.' using errcode = '42501';
  end if;
  if p_title is null or char_length(btrim(p_title)) = 0 or char_length(btrim(p_title)) > 200 then
    raise exception 'Başlık 1–200 karakter olmalıdır.' using errcode = '22023';
  end if;
  if p_body is null or char_length(btrim(p_body)) = 0 or char_length(btrim(p_body)) > 20000 then
    raise exception 'Metin 1–20.000 karakter olmalıdır.' using errcode = '22023';
  end if;
  -- serialise concurrent publishes (the unique version would refuse the loser anyway)
  lock table public.privacy_notices in share row exclusive mode;
  select coalesce(max(n.version), 0) + 1 into v from public.privacy_notices n;
  insert into public.privacy_notices (version, title, body, published_by)
    values (v, btrim(p_title), btrim(p_body), public.current_user_id());
  return v;
end $$;
comment on function public.publish_privacy_notice(text, text) is 'Admin: publishes a new Aydınlatma Metni version (title ≤ 200, body ≤ 20000 chars).';
revoke execute on function public.publish_privacy_notice(text, text) from public, anon;
grant execute on function public.publish_privacy_notice(text, text) to authenticated;

-- Version 1 ships with the product (an academy edits it by publishing version 2).
insert into public.privacy_notices (version, title, body) values (1, 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni',
$notice$Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) md. 10 uyarınca, velisi bulunduğunuz çocuğun kişisel verilerinin akademimiz tarafından nasıl işlendiğini açıklar.

Veri sorumlusu: Çocuğunuzun kayıtlı olduğu akademi.

İşlenen veriler: Çocuğunuzun adı, soyadı, doğum tarihi, cinsiyeti, okul ve sınıf bilgisi; veli adı, telefon ve e-posta adresi; bilişsel beceri testleri (dikkat, hafıza, Stroop, puzzle, akıl-mantık), Burdon ve d2 dikkat testleri, veli anketi sonuçları; egzersiz ilerlemesi ve eğitmen notları.

İşleme amaçları: Çocuğunuzun bilişsel gelişimini ölçmek, eğitim programını buna göre düzenlemek, size ve eğitmenine rapor sunmak.

Hukuki sebep: Çocuğunuzun test ve değerlendirme verileri, velisi olarak vereceğiniz açık rızaya (KVKK md. 5/1) dayanılarak işlenir. Dikkat ve bilişsel performans verileri özel nitelikli kişisel veri niteliği taşıyabileceğinden KVKK md. 6 kapsamındaki ek önlemlerle korunur. Açık rıza vermemeniz hâlinde çocuğunuz için hiçbir test başlatılmaz.

Aktarım: Veriler yurt içinde barındırılır; yalnızca çocuğunuzun eğitmeni, bağlı olduğu temsilci ve akademi yöneticileri erişebilir. Yasal zorunluluk dışında üçüncü kişilere aktarılmaz.

Saklama süresi: Veriler çocuğunuzun son etkinliğinden itibaren en fazla 24 ay saklanır, ardından KVKK md. 7 uyarınca silinir, yok edilir veya anonim hâle getirilir.

Haklarınız (KVKK md. 11): Verilerin işlenip işlenmediğini öğrenme, bilgi ve kopya talep etme, düzeltilmesini, silinmesini veya yok edilmesini isteme, işlemeye itiraz etme ve zarara uğramanız hâlinde tazminat talep etme haklarına sahipsiniz. Açık rızanızı bu sayfadan her zaman geri çekebilirsiniz; geri çektiğiniz anda yeni test başlatılamaz ve verilerin silinmesi için talep oluşturulur.

Başvuru: Taleplerinizi çocuğunuzun eğitmenine veya akademinin destek adresine iletebilirsiniz. Başvurular en geç 30 gün içinde yanıtlanır.$notice$);
