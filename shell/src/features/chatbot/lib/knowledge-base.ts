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

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  {
    category: 'bilissel',
    keywords: ['bilişsel test', 'bilişsel beceri', 'bilişsel değerlendirme', 'dikkat testi', 'hafıza testi', 'stroop', 'puzzle', 'akıl-mantık'],
    answer:
      'Bilişsel Beceri Değerlendirme beş testten oluşur: Dikkat, Hafıza, Stroop, Puzzle ve Akıl-Mantık. Tamamı yaklaşık 20-25 dakika sürer. Testi menüdeki "Bilişsel Beceri Değerlendirme" sayfasından öğrenci seçerek başlatabilirsiniz.',
    related: ['Test yarıda kesilirse ne olur?', 'Raporları nasıl görüntülerim?'],
  },
  {
    category: 'okuma',
    keywords: ['okuma', 'etkin okuma', 'anlayarak okuma', 'okuma testi'],
    answer: 'Etkin ve Anlayarak Okuma testleri 5-15 dakika sürer. Menüdeki "Etkin ve Anlayarak Okuma" sayfasından başlatabilirsiniz.',
    related: ['Bilişsel test ne kadar sürer?'],
  },
  {
    category: 'burdon',
    keywords: ['burdon'],
    answer: 'Burdon dikkat testi 15-20 dakika sürer. Sonuçları Raporlar sayfasındaki Burdon bölümünde görebilirsiniz.',
    related: ['d2 testi ne kadar sürer?', 'Raporları nasıl görüntülerim?'],
  },
  {
    category: 'd2',
    keywords: ['d2', 'd2 testi'],
    answer: 'd2 dikkat testi 10-15 dakika sürer. Sonuçlar Raporlar sayfasındaki d2 bölümünde yer alır.',
    related: ['Burdon testi ne kadar sürer?'],
  },
  {
    category: 'veli',
    keywords: ['veli anketi', 'anket', 'veli', 'formlar'],
    answer: 'Veli anketi 40 sorudan oluşur ve 10-15 dakika sürer. Menüdeki "Formlar" sayfasından ulaşabilirsiniz.',
    related: ['Raporları nasıl görüntülerim?'],
  },
  {
    category: 'yarida',
    keywords: ['yarıda', 'kesildi', 'kesilirse', 'internet gitti', 'kapandı'],
    answer: 'Yarıda kesilen bir test kaydedilmez; cevaplar saklanmaz ve testin baştan yapılması gerekir.',
    related: ['Bilişsel test ne kadar sürer?'],
  },
  {
    category: 'rapor',
    keywords: ['rapor', 'raporlar', 'sonuç', 'sonuçlar', 'excel', 'pdf'],
    answer: 'Raporlar sayfasında öğrenci seçip test türüne göre sonuçları görebilir, raporu yazdırabilir veya Excel/CSV olarak indirebilirsiniz.',
    related: ['Aktiviteleri nerede görürüm?'],
  },
  {
    category: 'aktivite',
    keywords: ['aktivite', 'aktiviteler', 'son aktiviteler'],
    answer: 'Aktiviteler sayfası öğrencilerinizin tamamladığı testleri tarih ve puanlarıyla listeler.',
    related: ['Raporları nasıl görüntülerim?'],
  },
  {
    category: 'ogrenci',
    keywords: ['öğrenci ekle', 'öğrenci', 'öğrenciler', 'yeni öğrenci'],
    answer: 'Beyin antrenörleri Öğrenciler sayfasındaki "Yeni Öğrenci" düğmesiyle öğrenci ekler. Öğrenci bilgilerini aynı sayfadan görüntüleyip düzenleyebilirsiniz.',
    related: ['Test nasıl tanımlanır?'],
  },
  {
    category: 'kullanici',
    keywords: ['kullanıcı ekle', 'antrenör ekle', 'kullanıcılar', 'beyin antrenörü'],
    answer: 'Admin tüm rollerde, temsilci ise beyin antrenörü rolünde kullanıcı ekleyebilir. "Kullanıcılar" / "Beyin Antrenörleri" sayfasındaki ekle düğmesini kullanın.',
    related: ['Rol nasıl değiştirilir?'],
  },
  {
    category: 'rol',
    keywords: ['rol', 'rol değiştir', 'roller'],
    answer: 'Birden fazla rolünüz varsa üst menüdeki rol seçiciden geçiş yapabilirsiniz; ardından ana sayfaya yönlendirilirsiniz.',
    related: ['Şifremi nasıl değiştiririm?'],
  },
  {
    category: 'sifre',
    keywords: ['şifre', 'şifremi unuttum', 'parola', 'şifre değiştir'],
    answer: 'Giriş ekranındaki "Şifrenizi mi unuttunuz?" bağlantısıyla sıfırlama e-postası alabilirsiniz. Giriş yaptıysanız Ayarlar > Güvenlik sekmesinden şifrenizi değiştirebilirsiniz.',
    related: ['Profil bilgilerimi nasıl güncellerim?'],
  },
  {
    category: 'ayarlar',
    keywords: ['ayarlar', 'profil', 'bildirim tercihleri'],
    answer: 'Ayarlar sayfasında kişisel bilgilerinizi, şifrenizi ve bildirim tercihlerinizi güncelleyebilirsiniz.',
    related: ['Şifremi nasıl değiştiririm?'],
  },
  {
    category: 'destek',
    keywords: ['destek', 'iletişim', 'telefon', 'e-posta', 'yardım'],
    answer: `Destek hattımız hafta içi 09:00-18:00 arasında ${SUPPORT_PHONE} numarasından hizmet verir (hafta sonu kapalı). ${SUPPORT_EMAIL} adresine yazdığınız e-postalara 24 saat içinde dönüş yapılır.`,
    related: ['Şifremi unuttum'],
  },
];
