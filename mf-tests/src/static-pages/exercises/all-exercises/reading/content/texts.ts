// Turkish reading passages of the reading exercises (akan-yazilar, okuma-ve-anlama,
// gruplayarak-okuma, metinde-kelime-arama). Written for this project (no copyrighted text): four
// categories, two passages per category and school level, four multiple-choice questions each.
// Kept free of imports so the e2e spec can read the answers from here.

export type ReadingCategory = 'hikaye' | 'bilim' | 'tarih' | 'doga';
export type SchoolLevel = 'ilkogretim' | 'ortaogretim';

/** Setting values are lower-case ASCII (what the portal stores); the labels are what the child sees. */
export const CATEGORY_OPTIONS: readonly { value: ReadingCategory; label: string }[] = [
  { value: 'hikaye', label: 'Hikâye' },
  { value: 'bilim', label: 'Bilim' },
  { value: 'tarih', label: 'Tarih' },
  { value: 'doga', label: 'Doğa' },
];

/** Labels as spec 3 §9 / shared's exerciseSettingValueLabel show them. */
export const SCHOOL_LEVEL_OPTIONS: readonly { value: SchoolLevel; label: string }[] = [
  { value: 'ilkogretim', label: 'İlköğretim' },
  { value: 'ortaogretim', label: 'Ortaöğretim' },
];

export interface Question {
  text: string;
  /** four options; `answer` is the index of the right one (the exercises shuffle them for display) */
  options: readonly string[];
  answer: number;
}

export interface Passage {
  id: string;
  title: string;
  category: ReadingCategory;
  level: SchoolLevel;
  text: string;
  questions: readonly Question[];
}

const q = (text: string, options: readonly string[], answer: number): Question => ({ text, options, answer });

export const PASSAGES: readonly Passage[] = [
  {
    id: 'hikaye-ucurtma',
    title: 'Kırmızı Uçurtma',
    category: 'hikaye',
    level: 'ilkogretim',
    text:
      "Elif, rüzgârlı bir cumartesi sabahı kırmızı uçurtmasını alıp parka koştu. Dedesi ona ipi sıkı tutmasını söylemişti. Uçurtma göğe yükseldikçe Elif sevinçle güldü. Birden sert bir rüzgâr esti ve ip elinden kaydı. Uçurtma uçarak büyük çınar ağacının dallarına takıldı. Elif ağlamaya başladı. O sırada parkta top oynayan Mert yanına geldi. İkisi birlikte bahçıvan Hasan Amca'yı buldular. Hasan Amca uzun merdivenini getirip uçurtmayı kurtardı. Elif o gün hem uçurtmasını geri aldı hem de yeni bir arkadaş edindi.",
    questions: [
      q("Elif'in uçurtması ne renkti?", ['Mavi', 'Kırmızı', 'Sarı', 'Yeşil'], 1),
      q('Uçurtma nereye takıldı?', ['Bir evin çatısına', 'Elektrik teline', 'Çınar ağacının dallarına', 'Okulun bahçe duvarına'], 2),
      q('Uçurtmayı kim kurtardı?', ['Elif’in dedesi', 'Mert', 'Bahçıvan Hasan Amca', 'Elif’in annesi'], 2),
      q('Elif o gün ne kazandı?', ['Yeni bir uçurtma', 'Yeni bir arkadaş', 'Bir top', 'Bir ödül'], 1),
    ],
  },
  {
    id: 'hikaye-fidan',
    title: 'Ayşe’nin Fidanı',
    category: 'hikaye',
    level: 'ilkogretim',
    text:
      "Ayşe, okulun bahçesine küçük bir elma fidanı dikti. Her sabah derslerden önce fidanını suladı. Arkadaşları ona gülüyor, bu ağacın ne zaman elma vereceğini soruyorlardı. Ayşe ise sabırla bekledi. Kışın fidanın çevresine saman serdi, böylece onu soğuktan korudu. Yıllar geçti, fidan büyüdü ve güzel bir ağaca dönüştü. Bir sonbahar günü dallar kıpkırmızı elmalarla doldu. Ayşe elmaları bütün sınıfla paylaştı. O gün herkes sabrın ne kadar değerli olduğunu anladı.",
    questions: [
      q('Ayşe bahçeye ne dikti?', ['Bir elma fidanı', 'Bir gül', 'Bir çam ağacı', 'Domates tohumu'], 0),
      q('Ayşe kışın fidanı nasıl korudu?', ['Üstünü naylonla örttü', 'Çevresine saman serdi', 'Onu sınıfa taşıdı', 'Her gün ılık su döktü'], 1),
      q('Elmalar hangi mevsimde olgunlaştı?', ['İlkbahar', 'Yaz', 'Sonbahar', 'Kış'], 2),
      q('Hikâyenin ana fikri nedir?', ['Sabırlı olmak değerlidir', 'Ağaç dikmek çok zordur', 'Elma sağlıklı bir meyvedir', 'Arkadaşlar hep haklıdır'], 0),
    ],
  },
  {
    id: 'hikaye-saat',
    title: 'Dedemin Saati',
    category: 'hikaye',
    level: 'ortaogretim',
    text:
      "Kerem, dedesinden kalan eski cep saatini bir gün çekmecede buldu. Saat yıllardır çalışmıyordu ve camı çizilmişti. Çarşıdaki saat ustası Nuri Bey, saati inceledikten sonra tamirin zor olacağını ama imkânsız olmadığını söyledi. Kerem her hafta dükkâna uğrayıp ustanın çalışmasını izledi. Nuri Bey ona dişlilerin birbirini nasıl döndürdüğünü, küçücük bir yayın bütün mekanizmaya nasıl güç verdiğini anlattı. Üç hafta sonra saat yeniden tıkırdamaya başladığında Kerem'in gözleri doldu. Yine de asıl kazancının saat değil, öğrendikleri olduğunu fark etti. O yaz ustanın yanında çırak olarak çalışmaya karar verdi. Yıllar sonra kendi atölyesini açtığında, vitrinin en görünür yerine dedesinin saatini koydu ve altına şu notu yazdı: Sabır, en ince dişliyi bile döndürür.",
    questions: [
      q('Kerem saati nerede buldu?', ['Çekmecede', 'Tavan arasında', 'Çarşıda', 'Dedesinin cebinde'], 0),
      q('Saatin tamiri ne kadar sürdü?', ['Bir gün', 'Bir hafta', 'Üç hafta', 'Bir yıl'], 2),
      q('Kerem’e göre asıl kazancı neydi?', ['Çalışan saat', 'Öğrendikleri', 'Ustanın verdiği para', 'Yeni bir saat'], 1),
      q('Kerem saati atölyesinde nereye koydu?', ['Tezgâhın altına', 'Vitrinin en görünür yerine', 'Kilitli bir kasaya', 'Arka odadaki rafa'], 1),
    ],
  },
  {
    id: 'hikaye-kopru',
    title: 'Köprüdeki Konser',
    category: 'hikaye',
    level: 'ortaogretim',
    text:
      "Şehrin eski taş köprüsü, belediyenin kararıyla yıkılmak üzereydi. Müzik öğretmeni Selin Hanım, köprünün şehrin belleği olduğunu düşünüyordu. Öğrencileriyle birlikte bir plan yaptı: Köprünün üzerinde ücretsiz bir konser verecek, insanları bu yapının değerini hatırlamaya çağıracaklardı. Haftalarca prova ettiler; kimi keman çaldı, kimi koroda söyledi, kimi de köprünün tarihini anlatan afişler hazırladı. Konser akşamı köprüye beklenenden çok daha fazla insan geldi. Yaşlılar, gençliklerinde köprüde yaşadıkları anıları anlattı. Ertesi hafta belediye meclisi kararı yeniden görüştü ve köprünün yıkılmak yerine onarılmasına karar verdi. Selin Hanım'ın öğrencileri o gün, birlikte hareket eden insanların sesinin ne kadar güçlü olabileceğini öğrendiler.",
    questions: [
      q('Köprüyle ilgili ilk karar neydi?', ['Onarılması', 'Yıkılması', 'Genişletilmesi', 'Boyanması'], 1),
      q('Selin Hanım’ın mesleği nedir?', ['Resim öğretmeni', 'Mimar', 'Müzik öğretmeni', 'Belediye başkanı'], 2),
      q('Konser akşamı yaşlılar ne yaptı?', ['Köprüdeki anılarını anlattı', 'Koroda şarkı söyledi', 'Konseri erkenden terk etti', 'Yeni afişler astı'], 0),
      q('Metnin ana fikri hangisidir?', ['Müzik dersleri eğlencelidir', 'Birlikte hareket edenlerin sesi güçlüdür', 'Eski yapılar yıkılmalıdır', 'Konserler ücretli olmalıdır'], 1),
    ],
  },
  {
    id: 'bilim-gokkusagi',
    title: 'Gökkuşağı Nasıl Oluşur?',
    category: 'bilim',
    level: 'ilkogretim',
    text:
      'Yağmurdan sonra güneş açtığında gökyüzünde renkli bir yay görürüz. Buna gökkuşağı denir. Güneş ışığı beyaz görünür ama aslında içinde birçok renk saklıdır. Işık havadaki küçük su damlalarından geçerken kırılır ve renklerine ayrılır. Böylece kırmızı, turuncu, sarı, yeşil, mavi ve mor renkleri görürüz. Gökkuşağını görmek için güneşi arkamıza almamız gerekir. Evde de küçük bir gökkuşağı yapabiliriz. Güneşli bir günde bahçe hortumuyla suyu ince ince püskürtmek yeterlidir.',
    questions: [
      q('Gökkuşağı genellikle ne zaman görülür?', ['Yağmurdan sonra güneş açınca', 'Gece yarısı', 'Kar yağarken', 'Sisli bir sabah'], 0),
      q('Güneş ışığı neyden geçerken renklerine ayrılır?', ['Bulutların arasından', 'Su damlalarından', 'Ağaç yapraklarından', 'Rüzgârdan'], 1),
      q('Gökkuşağını görmek için güneş nerede olmalıdır?', ['Tam karşımızda', 'Arkamızda', 'Başımızın üstünde', 'Bulutların arkasında'], 1),
      q('Evde gökkuşağı yapmak için ne kullanılabilir?', ['Bir el feneri', 'Bahçe hortumu', 'Bir mum', 'Bir balon'], 1),
    ],
  },
  {
    id: 'bilim-arilar',
    title: 'Çalışkan Bal Arıları',
    category: 'bilim',
    level: 'ilkogretim',
    text:
      'Bal arıları birlikte yaşayan, çok çalışkan böceklerdir. Bir kovanda binlerce arı bulunur ve her arının bir görevi vardır. Kraliçe arı yumurta bırakır. İşçi arılar çiçeklerden nektar toplar, kovanı temizler ve yavrulara bakar. Arılar nektarı kovana getirip bala dönüştürür. Bir arı güzel bir çiçek tarlası bulduğunda kovana döner ve özel bir dans yapar. Bu dansla arkadaşlarına çiçeklerin yönünü anlatır. Arılar çiçekten çiçeğe konarken polen taşır. Böylece bitkilerin meyve vermesine de yardım ederler.',
    questions: [
      q('Kovanda yumurtayı kim bırakır?', ['İşçi arılar', 'Kraliçe arı', 'Yavru arılar', 'Bütün arılar'], 1),
      q('Arılar bal yapmak için çiçeklerden ne toplar?', ['Yaprak', 'Nektar', 'Su', 'Toprak'], 1),
      q('Arı, çiçeklerin yerini arkadaşlarına nasıl anlatır?', ['Vızıldayarak', 'Özel bir dansla', 'Koku bırakarak', 'Renk değiştirerek'], 1),
      q('Arıların polen taşıması bitkilere nasıl yardım eder?', ['Meyve vermelerini sağlar', 'Yapraklarını büyütür', 'Köklerini sular', 'Onları soğuktan korur'], 0),
    ],
  },
  {
    id: 'bilim-su',
    title: 'Suyun Yolculuğu',
    category: 'bilim',
    level: 'ortaogretim',
    text:
      'Dünyadaki su sürekli bir döngü içindedir. Güneşin ısıttığı denizlerden, göllerden ve nehirlerden su buharlaşarak atmosfere yükselir. Bitkiler de yapraklarından su buharı salarak bu sürece katkıda bulunur; buna terleme denir. Yükselen buhar, soğuk hava katmanlarında yoğunlaşıp küçük damlacıklara dönüşür ve bulutları oluşturur. Damlacıklar birleşip ağırlaştığında yağmur, kar ya da dolu olarak yeryüzüne düşer. Yağışın bir bölümü toprağa sızarak yer altı sularını besler, bir bölümü ise akarsular yoluyla yeniden denizlere ulaşır. Bu döngü sayesinde içtiğimiz su, milyonlarca yıldır aynı sudur; yalnızca biçim ve yer değiştirir. Bu yüzden suyu kirletmek, aslında gelecekte kendi içeceğimiz suyu kirletmek anlamına gelir.',
    questions: [
      q('Bitkilerin yapraklarından su buharı salmasına ne denir?', ['Yoğunlaşma', 'Terleme', 'Sızma', 'Erime'], 1),
      q('Bulutlar nasıl oluşur?', ['Su buharının soğuk havada yoğunlaşmasıyla', 'Rüzgârın tozu taşımasıyla', 'Denizlerin dalgalanmasıyla', 'Toprağın ısınmasıyla'], 0),
      q('Yağışın toprağa sızan bölümü neyi besler?', ['Bulutları', 'Yer altı sularını', 'Atmosferi', 'Buzulları'], 1),
      q('Yazara göre suyu kirletmek ne anlama gelir?', ['Yalnızca denizlere zarar vermek', 'Gelecekte içeceğimiz suyu kirletmek', 'Yağışları artırmak', 'Bulutları yok etmek'], 1),
    ],
  },
  {
    id: 'bilim-pusula',
    title: 'Pusulanın Sırrı',
    category: 'bilim',
    level: 'ortaogretim',
    text:
      'Pusula, yön bulmak için kullanılan en eski araçlardan biridir. İçinde serbestçe dönebilen, mıknatıslanmış ince bir iğne bulunur. Dünya dev bir mıknatıs gibi davrandığı için bu iğne her zaman kuzey ve güney doğrultusunda durur. Ancak pusulanın gösterdiği kuzey, haritalardaki coğrafi kuzey kutbuyla tam olarak aynı yer değildir; manyetik kuzey kutbu zamanla yavaşça yer değiştirir. Denizciler bu farkı hesaba katarak rotalarını düzeltir. Pusulanın yakınında demir bir nesne ya da güçlü bir mıknatıs bulunursa iğne saparak yanlış yön gösterebilir. Günümüzde uydu tabanlı konum sistemleri yaygınlaşmış olsa da pil gerektirmeyen pusula, dağcıların ve denizcilerin çantasında hâlâ güvenilir bir yardımcıdır.',
    questions: [
      q('Pusulanın iğnesi neden kuzey-güney doğrultusunda durur?', ['Rüzgâr onu iter', 'Dünya dev bir mıknatıs gibi davranır', 'Güneş onu çeker', 'İğne çok hafiftir'], 1),
      q('Manyetik kuzey kutbu için hangisi doğrudur?', ['Coğrafi kuzeyle tam aynı yerdedir', 'Zamanla yavaşça yer değiştirir', 'Hiç değişmez', 'Güney yarımküresindedir'], 1),
      q('Pusulanın yanlış yön göstermesine ne yol açabilir?', ['Yakındaki demir bir nesne', 'Yağmur', 'Karanlık', 'Yüksek ses'], 0),
      q('Metne göre pusulanın bir üstünlüğü nedir?', ['Uydu kullanması', 'Pil gerektirmemesi', 'Harita çizmesi', 'Hızı ölçmesi'], 1),
    ],
  },
  {
    id: 'tarih-yazi',
    title: 'Yazının İcadı',
    category: 'tarih',
    level: 'ilkogretim',
    text:
      'Çok eski zamanlarda insanlar yazı bilmiyordu. Bildiklerini birbirlerine konuşarak anlatıyorlardı. Yaklaşık beş bin yıl önce Mezopotamya’da yaşayan Sümerler yazıyı buldu. Islak kil tabletlerin üzerine sivri bir kamışla işaretler çizdiler. İşaretleri çiviye benzediği için bu yazıya çivi yazısı denir. Tabletler güneşte kurutulunca sertleşirdi. Sümerler bu tabletlere ticaret kayıtlarını, kanunları ve hikâyeleri yazdılar. Yazının bulunmasıyla tarih çağları başladı. Bugün okuduğumuz kitaplar, bu uzun yolculuğun bir parçasıdır.',
    questions: [
      q('Yazıyı ilk bulan toplum hangisidir?', ['Mısırlılar', 'Sümerler', 'Romalılar', 'Çinliler'], 1),
      q('Sümerler yazılarını neyin üzerine yazdı?', ['Kâğıda', 'Kil tabletlere', 'Deriye', 'Tahtaya'], 1),
      q('Bu yazıya neden çivi yazısı denir?', ['Çiviyle yazıldığı için', 'İşaretleri çiviye benzediği için', 'Demirden yapıldığı için', 'Duvarlara çakıldığı için'], 1),
      q('Yazının bulunmasıyla ne başladı?', ['Tarih çağları', 'Buzul çağı', 'Taş devri', 'Sanayi devrimi'], 0),
    ],
  },
  {
    id: 'tarih-ipekyolu',
    title: 'İpek Yolu',
    category: 'tarih',
    level: 'ilkogretim',
    text:
      'İpek Yolu, eski çağlarda Çin’den Anadolu’ya ve Avrupa’ya uzanan uzun bir ticaret yoluydu. Yolun adı, Çin’de üretilen değerli ipek kumaştan gelir. Tüccarlar develerle kervanlar oluşturur, aylarca yol alırlardı. Yol üzerinde kervanların dinlenmesi için kervansaraylar yapılmıştı. Kervansaraylarda yolcular hem kendileri hem de hayvanları için güvenli bir yer bulurdu. İpek Yolu’nda yalnızca ipek değil, baharat, kâğıt ve porselen de taşındı. Daha önemlisi, farklı ülkelerden insanlar burada tanıştı ve bildiklerini paylaştı.',
    questions: [
      q('İpek Yolu adını nereden alır?', ['Çin’de üretilen ipek kumaştan', 'Bir padişahın adından', 'İpek böceklerinin yolundan', 'Bir şehrin adından'], 0),
      q('Tüccarlar yolculukta hangi hayvanları kullanırdı?', ['Filleri', 'Develeri', 'Köpekleri', 'Koyunları'], 1),
      q('Kervansaraylar ne işe yarardı?', ['Kervanların güvenle dinlenmesine', 'İpek üretimine', 'Savaşlara hazırlanmaya', 'Okul olarak kullanılmaya'], 0),
      q('Metne göre İpek Yolu’nun daha önemli yararı nedir?', ['İnsanların tanışıp bilgi paylaşması', 'Yolların genişlemesi', 'Develerin çoğalması', 'İpeğin ucuzlaması'], 0),
    ],
  },
  {
    id: 'tarih-matbaa',
    title: 'Matbaanın Yayılışı',
    category: 'tarih',
    level: 'ortaogretim',
    text:
      'On beşinci yüzyılın ortalarında Johannes Gutenberg’in geliştirdiği hareketli harfli baskı makinesi, bilginin yayılma biçimini kökten değiştirdi. Daha önce kitaplar elle yazılarak çoğaltılıyor, tek bir kitabın kopyalanması aylar sürebiliyordu. Bu nedenle kitaplar pahalıydı ve yalnızca az sayıda insan onlara ulaşabiliyordu. Matbaa sayesinde aynı metnin yüzlerce kopyası kısa sürede basılabildi. Kitapların ucuzlaması okuryazarlığın artmasına, bilimsel buluşların daha hızlı paylaşılmasına yol açtı. Osmanlı Devleti’nde Türkçe kitap basan ilk matbaa ise İbrahim Müteferrika tarafından 1727 yılında kuruldu. Müteferrika’nın bastığı kitaplar arasında sözlükler, tarih ve coğrafya eserleri vardı. Matbaanın yaygınlaşması, bugün internetle yaşadığımıza benzer bir bilgi devriminin başlangıcı sayılır.',
    questions: [
      q('Matbaadan önce kitaplar nasıl çoğaltılıyordu?', ['Elle yazılarak', 'Fotokopiyle', 'Taşa kazınarak', 'Daktiloyla'], 0),
      q('Matbaa okuryazarlığı neden artırdı?', ['Kitaplar ucuzladı', 'Okullar kapandı', 'Kitaplar kısaldı', 'Harfler büyüdü'], 0),
      q('Osmanlı’da Türkçe kitap basan ilk matbaayı kim kurdu?', ['Johannes Gutenberg', 'İbrahim Müteferrika', 'Evliya Çelebi', 'Piri Reis'], 1),
      q('Bu matbaa hangi yıl kuruldu?', ['1453', '1727', '1839', '1923'], 1),
    ],
  },
  {
    id: 'tarih-gobeklitepe',
    title: 'Göbeklitepe',
    category: 'tarih',
    level: 'ortaogretim',
    text:
      'Şanlıurfa yakınlarındaki Göbeklitepe, insanlık tarihi hakkında bildiklerimizi yeniden düşünmemize yol açan bir arkeolojik alandır. Burada bulunan, üzerinde hayvan kabartmaları olan dev T biçimli dikili taşların yaklaşık on bir bin yıl önce dikildiği tahmin edilmektedir. Bu tarih, yerleşik tarımın yaygınlaşmasından bile öncesine denk gelir. Uzun süre, insanların önce tarıma geçip köyler kurduğu, anıtsal yapıları ise çok daha sonra inşa ettiği düşünülüyordu. Göbeklitepe, avcı ve toplayıcı toplulukların da bir araya gelerek büyük ortak yapılar kurabildiğini gösterdi. Bazı araştırmacılara göre bu tür toplanma yerleri, insanların birlikte yaşama ve üretme alışkanlıklarının gelişmesine katkıda bulunmuş olabilir. Alan, 2018 yılında UNESCO Dünya Mirası Listesi’ne alınmıştır.',
    questions: [
      q('Göbeklitepe hangi ilimizin yakınındadır?', ['Şanlıurfa', 'Konya', 'Trabzon', 'İzmir'], 0),
      q('Dikili taşların yaklaşık ne zaman dikildiği tahmin ediliyor?', ['Bin yıl önce', 'Beş bin yıl önce', 'On bir bin yıl önce', 'Yüz bin yıl önce'], 2),
      q('Göbeklitepe hangi düşünceyi sorgulatmıştır?', ['Anıtsal yapıların ancak tarımdan sonra yapıldığını', 'Taşların işlenemeyeceğini', 'Hayvanların evcilleştirilemeyeceğini', 'Yazının Sümerlerce bulunduğunu'], 0),
      q('Alan hangi yıl UNESCO Dünya Mirası Listesi’ne alındı?', ['2008', '2012', '2018', '2023'], 2),
    ],
  },
  {
    id: 'doga-yapraklar',
    title: 'Sonbaharda Yapraklar',
    category: 'doga',
    level: 'ilkogretim',
    text:
      'Sonbahar gelince ağaçların yaprakları sararır, kızarır ve yere düşer. Peki bu neden olur? Yaz boyunca yapraklar, güneş ışığını kullanarak ağaç için besin üretir. Yaprakları yeşil gösteren madde de bu işe yardım eder. Sonbaharda günler kısalır ve hava soğur. Ağaç, kışa hazırlanmak için yapraklarına su göndermeyi azaltır. Yeşil renk yavaş yavaş kaybolur, saklı kalan sarı ve turuncu renkler ortaya çıkar. Düşen yapraklar toprakta çürüyerek toprağı besler. Böylece ilkbaharda yeni yapraklar için güç toplanmış olur.',
    questions: [
      q('Yaz boyunca yapraklar ne yapar?', ['Besin üretir', 'Uyur', 'Yere düşer', 'Kızarır'], 0),
      q('Sonbaharda günler nasıl değişir?', ['Uzar', 'Kısalır', 'Aynı kalır', 'Isınır'], 1),
      q('Yeşil renk kaybolunca hangi renkler ortaya çıkar?', ['Mavi ve mor', 'Sarı ve turuncu', 'Siyah ve beyaz', 'Pembe ve gri'], 1),
      q('Düşen yapraklar toprağa ne yapar?', ['Toprağı besler', 'Toprağı kurutur', 'Toprağı dondurur', 'Hiçbir şey yapmaz'], 0),
    ],
  },
  {
    id: 'doga-kaplumbaga',
    title: 'Kumsaldaki Yavrular',
    category: 'doga',
    level: 'ilkogretim',
    text:
      'Caretta caretta, ülkemizin kumsallarına yumurta bırakan bir deniz kaplumbağasıdır. Dişi kaplumbağa yaz gecelerinde kumsala çıkar, kuma bir çukur kazar ve yumurtalarını içine bırakır. Yaklaşık iki ay sonra yavrular yumurtadan çıkar. Yavrular geceleyin ayın denizdeki parıltısına doğru yürüyerek suya ulaşır. Kumsaldaki ışıklar onların yönünü şaşırtabilir. Bu yüzden yumurtlama kumsallarında geceleri ışık yakmak yasaktır. Kumsala şemsiye saplamak da yuvalara zarar verebilir. Doğayı korumak için hepimiz bu kurallara uymalıyız.',
    questions: [
      q('Dişi kaplumbağa yumurtalarını nereye bırakır?', ['Kumda kazdığı çukura', 'Denizin dibine', 'Kayaların üstüne', 'Bir ağacın dibine'], 0),
      q('Yavrular yaklaşık ne kadar sonra yumurtadan çıkar?', ['Bir hafta', 'İki ay', 'Bir yıl', 'Bir gün'], 1),
      q('Yavrular denizi nasıl bulur?', ['Ayın denizdeki parıltısına yürüyerek', 'Annelerinin sesini izleyerek', 'Rüzgârın yönüne bakarak', 'Kokuyu izleyerek'], 0),
      q('Yumurtlama kumsallarında geceleri ne yasaktır?', ['Yüzmek', 'Işık yakmak', 'Kitap okumak', 'Yürüyüş yapmak'], 1),
    ],
  },
  {
    id: 'doga-orman',
    title: 'Ormanın Gizli Ağı',
    category: 'doga',
    level: 'ortaogretim',
    text:
      'Bir ormanda ağaçlar birbirinden bağımsız gibi görünse de toprağın altında şaşırtıcı bir iletişim ağı bulunur. Bu ağı, ağaç kökleriyle ortak yaşam kuran mantar iplikleri oluşturur. Mantarlar köklere topraktan aldıkları su ve mineralleri iletir; karşılığında ağaçların fotosentezle ürettiği şekerden pay alır. Araştırmalar, bu ağ aracılığıyla bazı ağaçların gölgede kalan fidanlara besin aktarabildiğini göstermektedir. Bir ağaç zararlı böceklerin saldırısına uğradığında, yakındaki ağaçların savunma maddeleri üretmeye başladığı da gözlemlenmiştir. Bilim insanları bu yapıyı, yaygın bir benzetmeyle ormanın internetine benzetir. Bu bulgular, yaşlı ağaçların kesilmesinin yalnızca o ağacı değil, çevresindeki bütün topluluğu etkileyebileceğini düşündürmektedir.',
    questions: [
      q('Toprak altındaki ağı ne oluşturur?', ['Solucanlar', 'Mantar iplikleri', 'Kökler arasındaki taşlar', 'Yer altı suları'], 1),
      q('Mantarlar ağaçlardan karşılık olarak ne alır?', ['Şeker', 'Su', 'Işık', 'Tohum'], 0),
      q('Bir ağaca böcekler saldırınca yakındaki ağaçlar ne yapar?', ['Yapraklarını döker', 'Savunma maddeleri üretmeye başlar', 'Köklerini küçültür', 'Hiçbir tepki vermez'], 1),
      q('Metne göre yaşlı ağaçların kesilmesi neden önemlidir?', ['Yalnızca o ağacı etkiler', 'Çevresindeki bütün topluluğu etkileyebilir', 'Ormanı daha sağlıklı yapar', 'Mantarları çoğaltır'], 1),
    ],
  },
  {
    id: 'doga-gocmen',
    title: 'Göç Eden Kuşlar',
    category: 'doga',
    level: 'ortaogretim',
    text:
      'Her sonbahar milyonlarca kuş, kışı geçirmek için binlerce kilometre uzaktaki sıcak bölgelere göç eder. Türkiye, Avrupa ile Afrika arasındaki önemli göç yollarının üzerindedir. Özellikle leylekler ve yırtıcı kuşlar, İstanbul Boğazı ve Hatay’daki Belen Geçidi üzerinden büyük sürüler hâlinde geçer. Bu kuşlar uzun yolculuklarında enerji harcamamak için kanat çırpmak yerine, güneşin ısıttığı yerden yükselen sıcak hava akımlarını kullanır. Sıcak hava akımları deniz üzerinde zayıf olduğundan, kuşlar geniş denizleri geçmek yerine kara yollarını ve dar boğazları seçer. Kuşların yön bulmak için güneşin konumundan, yıldızlardan ve yeryüzünün manyetik alanından yararlandığı düşünülmektedir. Göç yollarındaki sulak alanların kurutulması, yorgun kuşların dinlenip beslendiği yerleri ortadan kaldırdığı için büyük bir tehdittir.',
    questions: [
      q('Kuşlar sonbaharda neden göç eder?', ['Kışı sıcak bölgelerde geçirmek için', 'Yeni yuva yapmak için', 'Tüylerini değiştirmek için', 'Avcılardan kaçmak için'], 0),
      q('Metinde hangi geçidin adı geçer?', ['Belen Geçidi', 'Zigana Geçidi', 'Gülek Boğazı', 'Çanakkale Boğazı'], 0),
      q('Kuşlar neden geniş denizler yerine dar boğazları seçer?', ['Deniz üzerinde sıcak hava akımları zayıftır', 'Denizde balık yoktur', 'Boğazlar daha soğuktur', 'Deniz üzerinde hiç rüzgâr esmez'], 0),
      q('Sulak alanların kurutulması kuşlar için neden tehdittir?', ['Dinlenip beslendikleri yerler ortadan kalkar', 'Yön bulmaları kolaylaşır', 'Daha hızlı uçarlar', 'Göç yolları kısalır'], 0),
    ],
  },
];

/** The passages of one category and school level, in the order written. */
export function passagesFor(category: string, level: string): Passage[] {
  return PASSAGES.filter((p) => p.category === category && p.level === level);
}

export function passageById(id: string): Passage | undefined {
  return PASSAGES.find((p) => p.id === id);
}
