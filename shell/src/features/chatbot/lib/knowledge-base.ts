// Local support knowledge base of the chatbot (spec 1 §4 Chat, §9 canned support content).
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../support';

export interface KnowledgeEntry {
  category: string;
  keywords: readonly string[];
  answer: string;
  related: readonly string[];
}

export const DEFAULT_CATEGORY = 'default';

/** No match (spec 1 §8): the default answer with five suggestions. */
export const DEFAULT_ANSWER = 'Sorunuzu tam olarak anlayamadım.';
export const DEFAULT_SUGGESTIONS: readonly string[] = [
  'Bilişsel test ne kadar sürer?',
  'Raporları nasıl görüntülerim?',
  'Öğrenci nasıl eklenir?',
  'Şifremi unuttum',
  'Destek ile nasıl iletişime geçerim?',
];
export const CONNECTION_NOTICE = 'Geçici bir bağlantı sorunu oluştu. İşte bulabildiğim bilgi:';
export const RELATED_PROMPT = 'İlgili sorular:';

// One entry a line pair: the category, the keywords that find it and the related questions it
// offers; then its answer.
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  { category: 'bilissel', keywords: ['bilişsel test', 'bilişsel beceri', 'bilişsel değerlendirme', 'dikkat testi', 'hafıza testi', 'stroop', 'puzzle', 'akıl-mantık'], related: ['Test yarıda kesilirse ne olur?', 'Raporları nasıl görüntülerim?'],
    answer: 'Bilişsel Beceri Değerlendirme beş testten oluşur: Dikkat, Hafıza, Stroop, Puzzle ve Akıl-Mantık. Tamamı yaklaşık 20-25 dakika sürer. Testi menüdeki "Bilişsel Beceri Değerlendirme" sayfasından öğrenci seçerek başlatabilirsiniz.' },
  { category: 'okuma', keywords: ['okuma', 'etkin okuma', 'anlayarak okuma', 'okuma testi'], related: ['Bilişsel test ne kadar sürer?'],
    answer: 'Etkin ve Anlayarak Okuma testleri 5-15 dakika sürer. Menüdeki "Etkin ve Anlayarak Okuma" sayfasından başlatabilirsiniz.' },
  { category: 'burdon', keywords: ['burdon'], related: ['d2 testi ne kadar sürer?', 'Raporları nasıl görüntülerim?'],
    answer: 'Burdon dikkat testi 15-20 dakika sürer. Sonuçları Raporlar sayfasındaki Burdon bölümünde görebilirsiniz.' },
  { category: 'd2', keywords: ['d2', 'd2 testi'], related: ['Burdon testi ne kadar sürer?'],
    answer: 'd2 dikkat testi 10-15 dakika sürer. Sonuçlar Raporlar sayfasındaki d2 bölümünde yer alır.' },
  { category: 'veli', keywords: ['veli anketi', 'anket', 'veli', 'formlar'], related: ['Raporları nasıl görüntülerim?'],
    answer: 'Veli anketi 40 sorudan oluşur ve 10-15 dakika sürer. Menüdeki "Formlar" sayfasından ulaşabilirsiniz.' },
  { category: 'yarida', keywords: ['yarıda', 'kesildi', 'kesilirse', 'internet gitti', 'kapandı'], related: ['Bilişsel test ne kadar sürer?'],
    answer: 'Yarıda kesilen bir test kaydedilmez; cevaplar saklanmaz ve testin baştan yapılması gerekir.' },
  { category: 'rapor', keywords: ['rapor', 'raporlar', 'sonuç', 'sonuçlar', 'excel', 'pdf'], related: ['Aktiviteleri nerede görürüm?'],
    answer: 'Raporlar sayfasında öğrenci seçip test türüne göre sonuçları görebilir, raporu yazdırabilir veya Excel/CSV olarak indirebilirsiniz.' },
  { category: 'aktivite', keywords: ['aktivite', 'aktiviteler', 'son aktiviteler'], related: ['Raporları nasıl görüntülerim?'],
    answer: 'Aktiviteler sayfası öğrencilerinizin tamamladığı testleri tarih ve puanlarıyla listeler.' },
  { category: 'ogrenci', keywords: ['öğrenci ekle', 'öğrenci', 'öğrenciler', 'yeni öğrenci'], related: ['Test nasıl tanımlanır?'],
    answer: 'Beyin antrenörleri Öğrenciler sayfasındaki "Yeni Öğrenci" düğmesiyle öğrenci ekler. Öğrenci bilgilerini aynı sayfadan görüntüleyip düzenleyebilirsiniz.' },
  { category: 'kullanici', keywords: ['kullanıcı ekle', 'antrenör ekle', 'kullanıcılar', 'beyin antrenörü'], related: ['Rol nasıl değiştirilir?'],
    answer: 'Admin tüm rollerde, temsilci ise beyin antrenörü rolünde kullanıcı ekleyebilir. "Kullanıcılar" / "Beyin Antrenörleri" sayfasındaki ekle düğmesini kullanın.' },
  { category: 'rol', keywords: ['rol', 'rol değiştir', 'roller'], related: ['Şifremi nasıl değiştiririm?'],
    answer: 'Birden fazla rolünüz varsa üst menüdeki rol seçiciden geçiş yapabilirsiniz; ardından ana sayfaya yönlendirilirsiniz.' },
  { category: 'sifre', keywords: ['şifre', 'şifremi unuttum', 'parola', 'şifre değiştir'], related: ['Profil bilgilerimi nasıl güncellerim?'],
    answer: 'Giriş ekranındaki "Şifrenizi mi unuttunuz?" bağlantısıyla sıfırlama e-postası alabilirsiniz. Giriş yaptıysanız Ayarlar > Güvenlik sekmesinden şifrenizi değiştirebilirsiniz.' },
  { category: 'ayarlar', keywords: ['ayarlar', 'profil', 'bildirim tercihleri'], related: ['Şifremi nasıl değiştiririm?'],
    answer: 'Ayarlar sayfasında kişisel bilgilerinizi, şifrenizi ve bildirim tercihlerinizi güncelleyebilirsiniz.' },
  { category: 'destek', keywords: ['destek', 'iletişim', 'telefon', 'e-posta', 'yardım'], related: ['Şifremi unuttum'],
    answer: `Destek hattımız hafta içi 09:00-18:00 arasında ${SUPPORT_PHONE} numarasından hizmet verir (hafta sonu kapalı). ${SUPPORT_EMAIL} adresine yazdığınız e-postalara 24 saat içinde dönüş yapılır.` },
];
