# language: tr
@hızlı-ve-yıldırım
Özellik: Hızlı satranç ve yıldırım (Ek A, Ek B) — kim neyi gördü
  Oyunun temposu zaman kontrolünden çıkar (A.1, B.1). Hızlı satrançta 7. ve 9. maddelerin iki
  dakikalık cezaları bir dakikadır (A.3), denetim tam olsun olmasın. Yarışma yönergesi, Yarışma
  Kuralları'nın tümüyle mi (A.4, B.2) yoksa sınırlı denetim kurallarıyla mı (A.5, B.3) uygulanacağını
  bütün yarışma için söyler (A.6, B.4). Sınırlı denetimde geçersiz bir hamle, rakip bir sonraki
  hamlesini yapmadan önce hakem karışmaz ya da rakip itiraz etmezse olduğu gibi kalır (A.5.2); bayrak
  ancak rakip ileri sürünce ya da hakem görünce sayılır (A.5.3, A.5.5); hakem kurallara aykırı bir
  konum görürse bir sonraki hamlenin tamamlanmasını bekler (A.5.4).

  Bu projenin okuması (tek yerde: dev.hakem.arbiter.Regime): tam denetimli yıldırımda (B.2) Yarışma
  Kuralları olduğu gibi uygulanır ve iki dakikalık cezalar iki dakika kalır; B.2, Ek A'dan hiçbir
  kuralı getirmez, A.3'ü yıldırıma yalnızca B.3 taşır, 2018'deki "yıldırımda bütün cezalar bir dakika"
  kuralı da kaldırılmıştır. Resmî metin: https://handbook.fide.com/chapter/E012023

  @madde-A.1 @madde-B.1
  Senaryo taslağı: Oyunun temposu zaman kontrolünden çıkar: bütün süre ile 60 hamlenin artırımı
    Diyelim ki zaman kontrolü: oyunun tamamı için <süre>
    Ve her hamle için <artırım> artırım vardır
    O zaman oyun <tempo> temposunda sayılır

    Örnekler:
      | süre       | artırım    | tempo            |
      | 3 dakika   | 2 saniye   | yıldırım satranç |
      | 5 dakika   | 0 saniye   | yıldırım satranç |
      | 10 dakika  | 5 saniye   | hızlı satranç    |
      | 15 dakika  | 10 saniye  | hızlı satranç    |
      | 30 dakika  | 30 saniye  | standart         |
      | 90 dakika  | 30 saniye  | standart         |

  @madde-A.5 @madde-A.5.2 @madde-A.4 @madde-A.4.1 @madde-A.4.2 @madde-A.6 @madde-7.5.1 @madde-A.3
  Senaryo taslağı: A.5.2 — çekilen şahı savuşturmayan geçersiz hamleyi kimin, ne zaman fark ettiği
    Hızlı satranç, 15 dakika + 10 saniye. 31... Kb1+ şahına beyaz 32. h3 oynayıp saatine basar; şahına
    çekilen şah sürmektedir (3.9). Sınırlı denetimde (A.5) hakem ya da rakip ancak siyah bir sonraki
    hamlesini yapmadan önce karışabilir; sonra geçersiz hamle olduğu gibi kalır. Tam denetimde (A.4:
    hakem en çok üç oyunu izler, her oyunun kaydını tutar) 7.5.1'in bir süre sınırı yoktur. Ceza her
    iki durumda da A.3'e göre bir dakikadır.
    Diyelim ki tahtadaki konum "6k1/3R1pp1/7p/8/8/8/1r3PPP/6K1 b - - 0 31"
    Ve daha önce oynanan hamleler "<hamleler>"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi <denetim>
    Ve her hamle için 10 saniye artırım vardır
    Ve beyazın saatinde 4 dakika, siyahın saatinde 3 dakika 30 saniye vardır
    Eğer ki <fark eden>
    O zaman <hüküm>
    Ve konum "<konum>" olur
    Ve beyazın saatinde 4 dakika vardır
    Ve siyahın saatinde <siyahın saati> vardır
    Ve beyazın tamamlanmış geçersiz hamle sayısı: <sayı>
    Ve oyun sürer

    Örnekler:
      | denetim    | hamleler                     | fark eden                                                    | hüküm                                  | konum                                          | siyahın saati       | sayı |
      | sınırlıdır | 31... Kb1+ 32. h2-h3         | hakem tahtaya bakar                                          | beyaz geçersiz bir hamle tamamlamıştır | 6k1/3R1pp1/7p/8/8/8/5PPP/1r4K1 w - - 1 32      | 4 dakika 30 saniye  | 1    |
      | sınırlıdır | 31... Kb1+ 32. h2-h3         | siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer | beyaz geçersiz bir hamle tamamlamıştır | 6k1/3R1pp1/7p/8/8/8/5PPP/1r4K1 w - - 1 32      | 4 dakika 30 saniye  | 1    |
      | sınırlıdır | 31... Kb1+ 32. h2-h3 Şh7     | hakem tahtaya bakar                                          | beyazın geçersiz hamlesi geçerli kalır | 8/3R1ppk/7p/8/8/7P/5PP1/1r4K1 w - - 1 33       | 3 dakika 30 saniye  | 0    |
      | sınırlıdır | 31... Kb1+ 32. h2-h3 Şh7     | siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer | hakem talebi haksız bulur                | 8/3R1ppk/7p/8/8/7P/5PP1/1r4K1 w - - 1 33       | 3 dakika 30 saniye  | 0    |
      | tamdır     | 31... Kb1+ 32. h2-h3         | hakem tahtaya bakar                                          | beyaz geçersiz bir hamle tamamlamıştır | 6k1/3R1pp1/7p/8/8/8/5PPP/1r4K1 w - - 1 32      | 4 dakika 30 saniye  | 1    |
      | tamdır     | 31... Kb1+ 32. h2-h3         | siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer | beyaz geçersiz bir hamle tamamlamıştır | 6k1/3R1pp1/7p/8/8/8/5PPP/1r4K1 w - - 1 32      | 4 dakika 30 saniye  | 1    |
      | tamdır     | 31... Kb1+ 32. h2-h3 Şh7     | hakem tahtaya bakar                                          | beyaz geçersiz bir hamle tamamlamıştır | 6k1/3R1pp1/7p/8/8/8/5PPP/1r4K1 w - - 1 32      | 4 dakika 30 saniye  | 1    |
      | tamdır     | 31... Kb1+ 32. h2-h3 Şh7     | siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer | beyaz geçersiz bir hamle tamamlamıştır | 6k1/3R1pp1/7p/8/8/8/5PPP/1r4K1 w - - 1 32      | 4 dakika 30 saniye  | 1    |

  @madde-A.5.2 @madde-4.7
  Senaryo: Rakip karşılığını tahtaya bırakmış ama saatine basmamışsa itiraz için de geç kalmıştır
    A.5.2 rakibin bir sonraki hamlesini "yapmasından" söz eder (4.7): bırakılan hamle yapılmıştır.
    Diyelim ki tahtadaki konum "6k1/3R1pp1/7p/8/8/8/1r3PPP/6K1 b - - 0 31"
    Ve daha önce oynanan hamleler "31... Kb1+ 32. h2-h3"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 4 dakika, siyahın saatinde 3 dakika 30 saniye vardır
    Eğer ki siyah g8'deki şaha dokunur
    Ve siyah g8'deki şahı h7'ye bırakır
    Ve siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer
    O zaman hakem talebi haksız bulur
    Ve kimsenin süresine ekleme yapılmaz
    Ve beyazın tamamlanmış geçersiz hamle sayısı: 0
    Ve konum "8/3R1ppk/7p/8/8/7P/5PP1/1r4K1 w - - 1 33" olur
    Ve hakem kararını A.5.2 maddesine dayandırır
    Ve oyun sürer

  @madde-A.5.2 @madde-7.5.5 @madde-A.3
  Senaryo: Sınırlı denetimde zamanında ileri sürülen ikinci geçersiz hamle oyunu kaybettirir
    Diyelim ki tahtadaki konum "6k1/3R1pp1/7p/8/8/8/1r3PPP/6K1 b - - 0 31"
    Ve daha önce oynanan hamleler "31... Kb1+ 32. h2-h3"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 4 dakika, siyahın saatinde 3 dakika 30 saniye vardır
    Ve beyazın bu oyunda daha önce tamamlanmış 1 geçersiz hamlesi vardır
    Eğer ki siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer
    O zaman hakem oyunu beyaz için kaybedilmiş ilan eder
    Ve bitiş nedeni: geçersiz hamleler
    Ve beyazın tamamlanmış geçersiz hamle sayısı: 2
    Ve kimsenin süresine ekleme yapılmaz
    Ve konum "6k1/3R1pp1/7p/8/8/8/5PPP/1r4K1 w - - 1 32" olur
    Ve hakem kararını 7.5.5 maddesine dayandırır

  @madde-B.3 @madde-A.5.2 @madde-7.5.5
  Senaryo: Yıldırımda ikinci geçersiz hamle; rakibin yalnızca şahı kaldığından oyun berabere biter
    Diyelim ki tahtadaki konum "8/8/8/4k3/8/4K3/8/R7 w - - 0 50"
    Ve daha önce oynanan hamleler "50. Şe4"
    Ve oyun yıldırım satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 40 saniye, siyahın saatinde 25 saniye vardır
    Ve beyazın bu oyunda daha önce tamamlanmış 1 geçersiz hamlesi vardır
    Eğer ki siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer
    O zaman hakem oyunu berabere ilan eder
    Ve bitiş nedeni: geçersiz hamleler
    Ve beyazın tamamlanmış geçersiz hamle sayısı: 2
    Ve konum "8/8/8/4k3/8/4K3/8/R7 w - - 0 50" olur
    Ve hakem kararını 7.5.5 maddesine dayandırır

  @madde-B.3 @madde-A.5.2 @madde-7.5.5
  Senaryo: Kimsenin ele almadığı, olduğu gibi kalan geçersiz hamle 7.5.5'te sayılmaz
    32. h3 çekilen şahı savuşturmadı, kimse ele almadı, siyah karşılık verdi: hamle kaldı. İki hamle
    sonra beyaz kalesini çapraz oynatır ve siyah hemen itiraz eder. Okuma: 7.5.5 düzeltilen geçersiz
    hamleleri sayar; ele alınmayan hamle sayılmaz, bu beyazın ilk cezasıdır.
    Diyelim ki tahtadaki konum "6k1/3R1pp1/7p/8/8/8/1r3PPP/6K1 b - - 0 31"
    Ve daha önce oynanan hamleler "31... Kb1+ 32. h2-h3 Şh7 33. Şh2 Kb2 34. d7-e6"
    Ve oyun yıldırım satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 1 dakika 10 saniye, siyahın saatinde 58 saniye vardır
    Eğer ki siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer
    O zaman beyaz geçersiz bir hamle tamamlamıştır
    Ve siyahın süresine 1 dakika eklenir
    Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
    Ve beyaz d7'deki kaleyi oynamak zorundadır
    Ve konum "8/3R1ppk/7p/8/8/7P/1r3PPK/8 w - - 3 34" olur
    Ve hakem kararını B.3 maddesine dayandırır
    Ve oyun sürer

  @madde-A.5.2 @madde-7.5.2 @madde-A.3
  Senaryo: Son yataya sürülüp yerine taş konmayan piyon zamanında ileri sürülürse vezir olur
    Diyelim ki tahtadaki konum "6k1/4P3/8/8/8/8/r4PPP/6K1 w - - 0 40"
    Ve daha önce oynanan hamleler "40. e7-e8"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 2 dakika, siyahın saatinde 1 dakika 30 saniye vardır
    Eğer ki siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer
    O zaman piyonun yerine aynı renkten bir vezir konur
    Ve beyaz geçersiz bir hamle tamamlamıştır
    Ve siyahın süresine 1 dakika eklenir
    Ve konum "4Q1k1/8/8/8/8/8/r4PPP/6K1 b - - 0 40" olur
    Ve hamle sırası siyahtadır
    Ve oyun sürer

  @madde-A.5.2 @madde-7.5.3 @madde-B.3
  Senaryo: Yıldırımda hamle yapmadan saate basmak zamanında ileri sürülürse cezası bir dakikadır
    Diyelim ki tahtadaki konum "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5"
    Ve oyun yıldırım satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 2 dakika 10 saniye, siyahın saatinde 1 dakika 50 saniye vardır
    Eğer ki beyaz saatine basar
    Ve siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer
    O zaman beyaz geçersiz bir hamle tamamlamıştır
    Ve siyahın süresine 1 dakika eklenir
    Ve hamle sırası beyazdadır
    Ve konum "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5" olur
    Ve hakem kararını 7.5.3 maddesine dayandırır
    Ve oyun sürer

  @madde-A.5.2 @madde-7.5.4 @madde-B.3
  Senaryo: İki elle rok yapıp saate basan oyuncunun hamlesi kalır, itiraz zamanındaysa rakibe bir dakika eklenir
    Diyelim ki tahtadaki konum "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5"
    Ve oyun yıldırım satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve her hamle için 2 saniye artırım vardır
    Ve beyazın saatinde 2 dakika, siyahın saatinde 2 dakika 10 saniye vardır
    Eğer ki beyaz e1'deki şaha dokunur
    Ve beyaz h1'deki kaleye dokunur
    Ve beyaz e1'deki şahı g1'e bırakır
    Ve beyaz h1'deki kaleyi f1'e bırakır
    Ve beyaz hamleyi iki eliyle yapıp saatine basar
    Ve siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer
    O zaman beyaz geçersiz bir hamle tamamlamıştır
    Ve siyahın süresine 1 dakika eklenir
    Ve beyazın saatinde 2 dakika 2 saniye vardır
    Ve konum "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 b kq - 2 5" olur
    Ve hakem kararını 7.5.4 maddesine dayandırır
    Ve oyun sürer

  @madde-A.5.4 @madde-A.5.2
  Senaryo: İki şaha birden şah çekilmiş: hakem bekler, sonraki hamleden sonra da öyleyse oyun berabere biter
    Diyelim ki tahtadaki konum "6k1/3R1pp1/7p/8/8/8/1r3PPP/6K1 b - - 0 31"
    Ve daha önce oynanan hamleler "31... Kb1+ 32. d7-d8"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve her hamle için 10 saniye artırım vardır
    Ve beyazın saatinde 4 dakika, siyahın saatinde 3 dakika 30 saniye vardır
    Eğer ki hakem tahtaya bakar
    Ve siyah h6'daki piyona dokunur
    Ve siyah h6'daki piyonu h5'e bırakır
    Ve siyah saatine basar
    O zaman hakem bir sonraki hamlenin tamamlanmasını bekler
    Ve hakem oyunu berabere ilan eder
    Ve bitiş nedeni: kuraldışı konum
    Ve kimsenin süresine ekleme yapılmaz
    Ve siyahın saatinde 3 dakika 40 saniye vardır
    Ve konum "3R2k1/5pp1/8/7p/8/8/5PPP/1r4K1 w - - 0 33" olur
    Ve hakem kararını A.5.4 maddesine dayandırır

  @madde-A.5.4 @madde-A.5.2
  Senaryo: İki şaha birden şah çekilmiş: sonraki hamle konumu düzeltirse oyun sürer, geçersiz hamle kalır
    Diyelim ki tahtadaki konum "6k1/3R1pp1/7p/8/8/8/1r3PPP/6K1 b - - 0 31"
    Ve daha önce oynanan hamleler "31... Kb1+ 32. d7-d8"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve her hamle için 10 saniye artırım vardır
    Ve beyazın saatinde 4 dakika, siyahın saatinde 3 dakika 30 saniye vardır
    Eğer ki hakem tahtaya bakar
    Ve siyah 32... Şh7 oynar
    O zaman hakem bir sonraki hamlenin tamamlanmasını bekler
    Ve siyahın hamlesi yapılmıştır
    Ve beyazın geçersiz hamlesi geçerli kalır
    Ve kimsenin süresine ekleme yapılmaz
    Ve beyazın tamamlanmış geçersiz hamle sayısı: 0
    Ve konum "3R4/5ppk/7p/8/8/8/5PPP/1r4K1 w - - 3 33" olur
    Ve oyun sürer

  @madde-A.5.4
  Senaryo: Son yatayda kalan piyon sonraki hamleden sonra da oradaysa oyun berabere biter
    Diyelim ki tahtadaki konum "6k1/4P3/8/8/8/8/r4PPP/6K1 w - - 0 40"
    Ve daha önce oynanan hamleler "40. e7-e8"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve her hamle için 10 saniye artırım vardır
    Ve beyazın saatinde 2 dakika, siyahın saatinde 1 dakika 30 saniye vardır
    Eğer ki hakem tahtaya bakar
    Ve siyah 40... Şf7 oynar
    O zaman hakem bir sonraki hamlenin tamamlanmasını bekler
    Ve hakem oyunu berabere ilan eder
    Ve bitiş nedeni: kuraldışı konum
    Ve konum "4P3/5k2/8/8/8/8/r4PPP/6K1 w - - 1 41" olur
    Ve siyahın saatinde 1 dakika 40 saniye vardır

  @madde-A.4 @madde-7.5.2 @madde-A.3
  Senaryo: Tam denetimde son yatayda kalan piyonu hakem hemen vezir yapar; beklemez
    Diyelim ki tahtadaki konum "6k1/4P3/8/8/8/8/r4PPP/6K1 w - - 0 40"
    Ve daha önce oynanan hamleler "40. e7-e8"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi tamdır
    Ve beyazın saatinde 2 dakika, siyahın saatinde 1 dakika 30 saniye vardır
    Eğer ki hakem tahtaya bakar
    O zaman piyonun yerine aynı renkten bir vezir konur
    Ve siyahın süresine 1 dakika eklenir
    Ve konum "4Q1k1/8/8/8/8/8/r4PPP/6K1 b - - 0 40" olur
    Ve hakem kararını A.3 maddesine dayandırır
    Ve oyun sürer

  @madde-B.2 @madde-B.2.1 @madde-B.2.2 @madde-7.5.1 @madde-7.5.5
  Senaryo: Tam denetimli yıldırımda (B.2) cezalar iki dakikadır — bu projenin okuması
    Bir hakem bir oyunu izler ve her oyunun kaydı tutulur: Yarışma Kuralları olduğu gibi uygulanır.
    B.2, A.3'ü getirmez; A.3 yıldırıma yalnızca B.3 ile geçer. Hakem geçersiz hamleyi siyahın
    karşılığından sonra görür; 7.5.1'in süre sınırı yoktur.
    Diyelim ki tahtadaki konum "6k1/5ppp/8/8/1b6/8/5PPP/2R2K2 w - - 0 28"
    Ve daha önce oynanan hamleler "28. Şe1 h6"
    Ve oyun yıldırım satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi tamdır
    Ve her hamle için 2 saniye artırım vardır
    Ve beyazın saatinde 41 saniye, siyahın saatinde 1 dakika 5 saniye vardır
    Eğer ki hakem tahtaya bakar
    O zaman beyaz geçersiz bir hamle tamamlamıştır
    Ve siyahın süresine 2 dakika eklenir
    Ve beyaz f1'deki şahı oynamak zorundadır
    Ve konum "6k1/5ppp/8/8/1b6/8/5PPP/2R2K2 w - - 0 28" olur
    Ve hakem kararını B.2 maddesine dayandırır
    Ve oyun sürer

  @madde-B.2 @madde-9.5.3
  Senaryo: Tam denetimli yıldırımda haksız tekrar talebi de iki dakika kaybettirir
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Af3 Af6 4. Ag1"
    Ve oyun yıldırım satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi tamdır
    Ve her hamle için 2 saniye artırım vardır
    Ve beyazın saatinde 1 dakika, siyahın saatinde 1 dakika 10 saniye vardır
    Eğer ki siyah üç kez konum tekrarı nedeniyle beraberlik talep eder
    O zaman hakem talebi haksız bulur
    Ve beyazın süresine 2 dakika eklenir
    Ve hakem kararını B.2 maddesine dayandırır
    Ve oyun sürer

  @madde-A.3 @madde-9.5.3 @madde-A.2
  Senaryo: Hızlı satrançta haksız tekrar talebi bir dakika kaybettirir; talep için notasyon formu gerekmez
    Hızlı satrançta oyuncular hamleleri yazmak zorunda değildir ama notasyon formuna dayanan taleplerini
    korurlar (A.2). Siyah hamleleri yazmadan talep eder; konum yalnızca iki kez oluşmuştur.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Af3 Af6 4. Ag1"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi tamdır
    Ve her hamle için 5 saniye artırım vardır
    Ve beyazın saatinde 8 dakika, siyahın saatinde 9 dakika vardır
    Eğer ki siyah üç kez konum tekrarı nedeniyle beraberlik talep eder
    O zaman hakem talebi haksız bulur
    Ve beyazın süresine 1 dakika eklenir
    Ve hakem kararını A.3 maddesine dayandırır
    Ve oyun sürer

  @madde-A.4.3 @madde-A.4 @madde-11.5
  Senaryo: Tam denetimli hızlı satrançta oyuncu hakemin tuttuğu notasyon formunu beş kez görebilir
    Diyelim ki tahtadaki konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P4PP/2R3K1 w - - 0 30"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi tamdır
    Eğer ki beyaz 5 kez hakemin tuttuğu notasyon formunu görmek ister
    Ve beyaz hakemin tuttuğu notasyon formunu görmek ister
    O zaman hakem notasyon formunu 5 kez gösterir
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını A.4.3 maddesine dayandırır
    Ve oyun sürer

  @madde-B.2.3 @madde-B.2
  Senaryo: Tam denetimli yıldırımda notasyon formu ancak hamle sırası oyuncudayken gösterilir
    Diyelim ki tahtadaki konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P4PP/2R3K1 w - - 0 30"
    Ve oyun yıldırım satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi tamdır
    Eğer ki siyah hakemin tuttuğu notasyon formunu görmek ister
    Ve beyaz hakemin tuttuğu notasyon formunu görmek ister
    O zaman hakem talebi haksız bulur
    Ve hakem notasyon formunu 1 kez gösterir
    Ve hakem kararını B.2.3 maddesine dayandırır
    Ve oyun sürer

  @madde-A.5.3 @madde-6.8 @madde-6.9
  Senaryo: Sınırlı denetimde düşen bayrak ancak rakip ileri sürünce sayılır
    Diyelim ki tahtadaki konum "6k1/5ppp/8/8/8/8/r4PPP/6K1 b - - 0 35"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 1 dakika 12 saniye, siyahın saatinde 3 saniye vardır
    Eğer ki siyahın bayrağı düşer
    Ve beyaz rakibinin bayrağının düştüğünü ileri sürer
    O zaman hakem oyunu siyah için kaybedilmiş ilan eder
    Ve bitiş nedeni: süre aşımı
    Ve siyahın saatinde 0 saniye vardır
    Ve hakem kararını A.5.3 maddesine dayandırır

  @madde-A.5.3 @madde-6.8 @madde-5.1.1
  Senaryo: Sınırlı denetimde kimsenin görmediği bayrak düşmesi sayılmaz; ardından gelen mat kazandırır
    Diyelim ki tahtadaki konum "6k1/5ppp/8/8/8/8/r4PPP/6K1 b - - 0 35"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 1 dakika 12 saniye, siyahın saatinde 3 saniye vardır
    Eğer ki siyahın bayrağı düşer
    Ve siyah 35... Ka1# oynar
    O zaman siyah oyunu kazanır
    Ve bitiş nedeni: mat
    Ve siyahın saatinde 0 saniye vardır

  @madde-A.5.3
  Senaryo: Bayrağı düşmemiş rakip için süre aşımı ileri sürmek sonuçsuz kalır; cezası yoktur
    Diyelim ki tahtadaki konum "6k1/5ppp/8/8/8/8/r4PPP/6K1 b - - 0 35"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 1 dakika 12 saniye, siyahın saatinde 3 saniye vardır
    Eğer ki beyaz rakibinin bayrağının düştüğünü ileri sürer
    O zaman hakem talebi haksız bulur
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını A.5.3 maddesine dayandırır
    Ve oyun sürer

  @madde-A.5.3
  Senaryo: Yalnız şahı kalan oyuncu süre aşımını ileri sürerse oyun berabere biter
    Diyelim ki tahtadaki konum "8/8/4k3/8/3p4/8/8/4K3 b - - 0 60"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 20 saniye, siyahın saatinde 2 saniye vardır
    Eğer ki siyahın bayrağı düşer
    Ve beyaz rakibinin bayrağının düştüğünü ileri sürer
    O zaman hakem oyunu berabere ilan eder
    Ve bitiş nedeni: süre aşımı
    Ve hakem kararını A.5.3 maddesine dayandırır

  @madde-A.5.5 @madde-B.3 @madde-6.8
  Senaryo: Sınırlı denetimli yıldırımda hakem gördüğü bayrak düşmesini bildirir
    Diyelim ki tahtadaki konum "6k1/5ppp/8/8/8/8/r4PPP/6K1 b - - 0 35"
    Ve oyun yıldırım satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 40 saniye, siyahın saatinde 2 saniye vardır
    Eğer ki siyahın bayrağı düşer
    Ve hakem tahtaya bakar
    O zaman hakem oyunu siyah için kaybedilmiş ilan eder
    Ve bitiş nedeni: süre aşımı
    Ve hakem kararını A.5.5 maddesine dayandırır

  @madde-A.5.1 @madde-A.5.1.1
  Senaryo: Sınırlı denetimde iki oyuncu da on hamlesini tamamladıktan sonra saat ayarına itiraz edilemez
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 12 dakika, siyahın saatinde 11 dakika 30 saniye vardır
    Eğer ki siyah saatin yanlış kurulduğunu ileri sürer
    O zaman hakem talebi haksız bulur
    Ve beyazın saatinde 12 dakika vardır
    Ve siyahın saatinde 11 dakika 30 saniye vardır
    Ve hakem kararını A.5.1.1 maddesine dayandırır
    Ve oyun sürer

  @madde-A.5.1.1 @madde-6.10.2
  Senaryo: On hamleden sonra yanlış ayarı hakemin kendisi görürse programın aksayıp aksamayacağını o tartar
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 12 dakika, siyahın saatinde 11 dakika 30 saniye vardır
    Eğer ki hakem saatin yanlış kurulduğunu görür ve beyaza 13 dakika, siyaha 12 dakika 40 saniye, hamle başına 10 saniye artırımla kurar
    O zaman karar hakemin takdirindedir
    Ve beyazın saatinde 12 dakika vardır
    Ve siyahın saatinde 11 dakika 30 saniye vardır
    Ve hakem kararını A.5.1.1 maddesine dayandırır
    Ve oyun sürer

  @madde-A.5.1 @madde-6.10.2
  Senaryo: Siyah onuncu hamlesini tamamlamadan bulunan yanlış ayar düzeltilir
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 12 dakika, siyahın saatinde 12 dakika 50 saniye vardır
    Eğer ki hakem saatin yanlış kurulduğunu görür ve beyaza 12 dakika, siyaha 13 dakika, hamle başına 10 saniye artırımla kurar
    Ve siyah 10... Abd7 oynar
    O zaman hakem saati yeniden kurar
    Ve siyahın saatinde 13 dakika 10 saniye vardır
    Ve hakem kararını 6.10.2 maddesine dayandırır
    Ve oyun sürer

  @madde-A.5.1.2 @madde-A.5.1
  Senaryo: Sınırlı denetimde on hamleden sonra taşların yanlış dizildiği ileri sürülemez
    Beyaz şah d1'de, vezir e1'de başlamıştı; on hamleden sonra siyah itiraz eder. Şah yanlış yerde
    olduğundan beyaz rok yapamaz (konumdaki rok hakları da bunu söyler).
    Diyelim ki tahtadaki konum "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w kq - 0 1"
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fc4 Fc5 4. c3 Af6 5. d3 d6 6. h3 h6 7. Abd2 0-0 8. Af1 Fe6 9. Ag3 a6 10. Fb3 Fa7"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Eğer ki siyah başlangıç konumunun yanlış dizildiğini ileri sürer
    O zaman hakem talebi haksız bulur
    Ve hakem kararını A.5.1.2 maddesine dayandırır
    Ve konum "r2q1rk1/bpp2pp1/p1npbn1p/4p3/4P3/1BPP1NNP/PP3PP1/R1BKQ2R w - - 2 11" olur
    Ve oyun sürer
