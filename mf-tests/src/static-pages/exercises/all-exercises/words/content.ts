// Turkish word lists of the word exercises (hafiza-kartlari, takistoskop, sozcuk-avi,
// benzer-kelimeler). Written for this project for ilköğretim (primary) and ortaöğretim (secondary)
// readers; everyday vocabulary, no borrowed texts. All lower case, Turkish spelling.

/** A list of single words written as text: the words in order, split at white space. */
const wordList = (text: string): readonly string[] => text.trim().split(/\s+/u);

/** Everyday words a primary-school child reads (3–9 letters). */
export const WORDS_ILKOGRETIM: readonly string[] = wordList(`
  kitap kalem defter silgi okul sınıf öğretmen çanta masa sıra
  kapı pencere bahçe çiçek ağaç yaprak güneş bulut yağmur deniz
  dalga kum balık gemi kedi köpek kuzu inek tavuk horoz
  ördek tavşan aslan kaplan fil zürafa maymun elma armut kiraz
  çilek muz üzüm karpuz kavun limon ekmek peynir zeytin yumurta
  süt çorba bardak tabak kaşık çatal anne baba kardeş dede
  nine arkadaş oyun top uçurtma bisiklet araba tren uçak otobüs
  yol köprü şehir köy oda yatak yastık halı saat sabah
  akşam gece yaz kış bahar kar buz ateş ışık renk
  kırmızı mavi sarı yeşil mor beyaz siyah pembe resim müzik
  şarkı masal harf hece cümle sayı dağ göl orman tarla
  çiftçi doktor pilot aşçı terzi ayakkabı gömlek şapka eldiven bere
`);

/** Longer and subject words for secondary-school readers (5–12 letters). */
export const WORDS_ORTAOGRETIM: readonly string[] = wordList(`
  bilgisayar kütüphane laboratuvar deney gözlem hipotez sonuç yöntem araştırma özgürlük
  sorumluluk dayanışma demokrasi anayasa cumhuriyet ekonomi coğrafya tarih edebiyat şiir
  roman deneme makale paragraf anlatım noktalama yazım kavram düşünce eleştiri
  yorum kanıt sebep etki enerji hareket kuvvet sürtünme yerçekimi elektrik
  molekül atom hücre organizma ekosistem fotosentez iklim kıta okyanus yanardağ
  deprem nüfus göç sanayi tarım ticaret teknoloji iletişim gazete haber
  bilim sanat mimari heykel tiyatro sinema belgesel olasılık denklem geometri
  üçgen dikdörtgen çember fonksiyon oran orantı yüzde istatistik grafik tablo
  kuram değişken çevre kirlilik verimlilik alışkanlık dikkat hafıza öğrenme başarı
  azim sabır hoşgörü saygı adalet eşitlik vatandaş seçim meclis toplum
  kültür gelenek miras medeniyet gezegen yıldız uydu teleskop mikroskop sıcaklık
`);

/** Two-word groups for the tachistoscope (ilköğretim). */
export const WORD_GROUPS_TWO: readonly string[] = [
  'mavi deniz', 'sarı kedi', 'büyük ağaç', 'sıcak çorba', 'yeni kitap', 'kırmızı elma', 'uzun yol', 'küçük kuş',
  'temiz oda', 'soğuk su', 'güzel bahçe', 'hızlı tren', 'yeşil yaprak', 'eski köprü', 'tatlı kiraz', 'beyaz bulut',
  'yüksek dağ', 'sessiz gece', 'parlak güneş', 'renkli kalem', 'derin göl', 'kısa masal', 'neşeli çocuk', 'kalın defter',
  'ince ip', 'geniş cadde', 'dolu bardak', 'boş sıra', 'açık kapı', 'taze ekmek',
];

/** Three-word groups (short sentences) for the tachistoscope's top levels. */
export const WORD_GROUPS_THREE: readonly string[] = [
  'okula erken gittim', 'kedi süt içti', 'kuşlar ağaçta öter', 'yağmur yavaşça yağdı', 'annem çorba pişirdi',
  'top bahçeye düştü', 'deniz bugün sakin', 'kitabı masaya koydu', 'tren istasyona geldi', 'çiçekler baharda açar',
  'güneş erken doğdu', 'çocuklar parkta oynadı', 'öğretmen soruyu sordu', 'kardeşim resim çizdi', 'balıklar suda yüzer',
  'saat ona geliyor', 'karlar yavaşça eridi', 'dedem bahçeyi suladı', 'uçak bulutların üstünde', 'defterimi evde unuttum',
];

/** Hand-picked look-alike pairs, mostly real words (for benzer-kelimeler's lower levels). */
export const LOOKALIKE_PAIRS: readonly (readonly [string, string])[] = [
  ['kalem', 'kelam'], ['masa', 'maşa'], ['kaş', 'taş'], ['bal', 'dal'], ['kar', 'kır'],
  ['kuş', 'kış'], ['göl', 'gül'], ['kül', 'gül'], ['çay', 'çiy'], ['kedi', 'kadı'],
  ['sıra', 'sıla'], ['yaprak', 'toprak'], ['kira', 'kara'], ['para', 'yara'], ['bina', 'bine'],
  ['saç', 'sac'], ['kasa', 'kaşa'], ['oda', 'ada'], ['sel', 'sol'], ['ölü', 'ulu'],
  ['dere', 'tere'], ['kalp', 'kalıp'], ['kabak', 'kapak'], ['bardak', 'bardaş'], ['kırk', 'kırık'],
];

/** Letters of the Turkish alphabet (the fill of the word-hunt grid, the letters card type). */
export const TURKISH_ALPHABET: readonly string[] = [
  'a', 'b', 'c', 'ç', 'd', 'e', 'f', 'g', 'ğ', 'h', 'ı', 'i', 'j', 'k', 'l',
  'm', 'n', 'o', 'ö', 'p', 'r', 's', 'ş', 't', 'u', 'ü', 'v', 'y', 'z',
];

/** Turkish upper case (i → İ, ı → I). */
export const upperTr = (s: string): string => s.toLocaleUpperCase('tr-TR');

/** Only plain Turkish letters (no spaces, no circumflex): words that can go into a letter grid. */
export const isGridWord = (w: string): boolean => /^[abcçdefgğhıijklmnoöprsştuüvyz]+$/.test(w);
