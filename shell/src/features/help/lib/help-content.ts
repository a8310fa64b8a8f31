// /help content and contact-form rules (spec 1 §2 Help and Support, §5, §8, §9).
import { TEXT_LIMITS, charLength, tooLongMessage, type SupportSubject } from '@akademi/shared';

export const SUBJECT_LABELS: Record<SupportSubject, string> = {
  'teknik-sorun': 'Teknik Sorun',
  'test-sorunu': 'Test Sorunu',
  'rapor-sorunu': 'Rapor Sorunu',
  'hesap-sorunu': 'Hesap Sorunu',
  'ogrenci-yonetimi': 'Öğrenci Yönetimi',
  'fatura-odeme': 'Fatura ve Ödeme',
  diger: 'Diğer',
};

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(f: ContactForm): Partial<Record<keyof ContactForm, string>> {
  const out: Partial<Record<keyof ContactForm, string>> = {};
  if (f.name.trim().length < 2) out.name = 'Ad Soyad en az 2 karakter olmalıdır';
  else if (charLength(f.name.trim()) > TEXT_LIMITS.name) out.name = tooLongMessage('Ad Soyad', TEXT_LIMITS.name);
  if (!EMAIL_RE.test(f.email.trim())) out.email = 'Geçerli bir e-posta adresi giriniz';
  else if (charLength(f.email.trim()) > TEXT_LIMITS.email) out.email = tooLongMessage('E-posta', TEXT_LIMITS.email);
  if (!f.subject) out.subject = 'Konu seçiniz';
  if (f.message.trim().length < 10) out.message = 'Mesaj en az 10 karakter olmalıdır';
  else if (charLength(f.message.trim()) > TEXT_LIMITS.freeText) out.message = tooLongMessage('Mesaj', TEXT_LIMITS.freeText);
  return out;
}

export const USAGE_GUIDE: readonly { title: string; text: string }[] = [
  { title: 'Giriş Yapma', text: 'E-posta adresiniz ve şifrenizle giriş yapın. Şifrenizi unuttuysanız giriş ekranındaki "Şifrenizi mi unuttunuz?" bağlantısını kullanın.' },
  { title: 'Test Yönetimi', text: 'Menüdeki test sayfalarından öğrenci seçerek testleri başlatabilir, Test Tanımla ekranından öğrencilere test atayabilirsiniz.' },
  { title: 'Rapor İnceleme', text: 'Raporlar sayfasında öğrenci seçip test türüne göre sonuçları inceleyebilir, yazdırabilir veya Excel/CSV olarak indirebilirsiniz.' },
  { title: 'Öğrenci Yönetimi', text: 'Öğrenciler sayfasında öğrenci ekleyebilir, bilgilerini görüntüleyip düzenleyebilir ve arama yapabilirsiniz.' },
  { title: 'Profil Ayarları', text: 'Ayarlar sayfasında kişisel bilgilerinizi, şifrenizi ve bildirim tercihlerinizi güncelleyebilirsiniz.' },
];

/** 17 questions (spec 1 §2); answers use the canned facts of spec 1 §9. */
export const FAQ: readonly { q: string; a: string }[] = [
  { q: 'Bilişsel beceri testi ne kadar sürer?', a: 'Beş testten oluşan bilişsel değerlendirme yaklaşık 20-25 dakika sürer.' },
  { q: 'Okuma testleri ne kadar sürer?', a: 'Okuma testleri 5-15 dakika sürer.' },
  { q: 'Burdon testi ne kadar sürer?', a: 'Burdon dikkat testi 15-20 dakika sürer.' },
  { q: 'd2 testi ne kadar sürer?', a: 'd2 dikkat testi 10-15 dakika sürer.' },
  { q: 'Veli anketi kaç sorudan oluşur?', a: 'Veli anketi 40 sorudan oluşur ve 10-15 dakika sürer.' },
  { q: 'Test yarıda kesilirse ne olur?', a: 'Yarıda kesilen testin cevapları kaydedilmez; testin baştan yapılması gerekir.' },
  { q: 'Test sonuçlarını nerede görürüm?', a: 'Raporlar sayfasında öğrenciyi ve test türünü seçerek sonuçları görebilirsiniz.' },
  { q: 'Raporu nasıl yazdırırım veya indiririm?', a: 'Rapor penceresindeki yazdır, Excel veya CSV düğmelerini kullanın.' },
  { q: 'Yeni öğrenci nasıl eklerim?', a: 'Beyin antrenörleri Öğrenciler sayfasındaki "Yeni Öğrenci" düğmesiyle öğrenci ekler.' },
  { q: 'Öğrenciye nasıl test tanımlarım?', a: 'Test Tanımla ekranında bir test ve öğrencileri seçip gönderin.' },
  { q: 'Birden fazla rolüm var, nasıl geçiş yaparım?', a: 'Üst menüdeki rol seçiciden geçiş yapabilirsiniz; ardından ana sayfaya yönlendirilirsiniz.' },
  { q: 'Şifremi unuttum, ne yapmalıyım?', a: 'Giriş ekranındaki "Şifrenizi mi unuttunuz?" bağlantısıyla sıfırlama e-postası isteyin.' },
  { q: 'Şifremi nasıl değiştiririm?', a: 'Ayarlar > Güvenlik sekmesinden yeni şifrenizi belirleyebilirsiniz.' },
  { q: 'Bildirim tercihlerimi nasıl değiştiririm?', a: 'Ayarlar > Bildirimler sekmesindeki anahtarları değiştirip kaydedin.' },
  { q: 'Aktiviteler sayfası ne gösterir?', a: 'Öğrencilerinizin tamamladığı testleri tarih ve puanlarıyla listeler.' },
  { q: 'Destek ekibine nasıl ulaşırım?', a: 'Bu sayfadaki iletişim formunu kullanabilir veya hafta içi 09:00-18:00 arasında telefonla arayabilirsiniz.' },
  { q: 'E-postama ne zaman dönüş yapılır?', a: 'E-posta ile gönderilen mesajlara 24 saat içinde dönüş yapılır.' },
];
