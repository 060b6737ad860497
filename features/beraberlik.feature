# language: tr
@beraberlik
Özellik: Oyunun berabere bitmesi — teklif, talep, tekrar, 50 ve 75 hamle (Madde 9)
  Yarışma yönergesi, belli bir hamle sayısından önce ya da oyunun tamamında hakemin izni olmadan
  beraberlik teklifini ve anlaşmasını yasaklayabilir (9.1.1). 9.2 ya da 9.3'e göre ileri sürülen
  talep bir beraberlik teklifi sayılır (9.1.2.3). Taşa dokunan oyuncu o hamlede talep hakkını yitirir
  (9.4). Haklı talep oyunu hemen berabere bitirir, haksız talepte rakibin süresine iki dakika eklenir (9.5).
  Beş kez tekrarda ve 75 hamle kuralında hakem, kimse istemese de oyunu berabere bitirir (9.6).

  Kural: 9.1.1 — yönergenin hamle sınırı (Aktar, 004)

    @vaka-004-1 @madde-9.1.1
    Senaryo: 30 hamle sınırı varken beyaz 30. hamlesiyle teklif eder, siyah hemen kabul eder — geçersiz
      Metinden: yönergeye göre iki oyuncu da 30 hamleyi tamamlamadan hakemin izni olmadan anlaşmalı
      beraberlik olmaz; beyaz 30. hamlesini yaparken beraberlik teklif eder, siyah hemen kabul eder.
      Siyah 30. hamlesini tamamlamadığı için anlaşma geçersizdir, oyun sürer. Konum bizimdir.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 30"
      Ve yarışma yönergesine göre iki oyuncu da 30 hamleyi tamamlamadan hakemin izni olmadan beraberlik yapılamaz
      Eğer ki beyaz 30. h3 oynar
      Ve beyaz beraberlik teklif eder
      Ve siyah beraberliği kabul eder
      O zaman beraberlik anlaşması geçersizdir
      Ve oyun sürer
      Ve hamle sırası siyahtadır
      Ve hakem kararını 9.1.1 maddesine dayandırır

    @vaka-004-2 @madde-9.1.1 @madde-9.1.2.1
    Senaryo: İki oyuncu da 30 hamleyi tamamlamışken beyaz 31. hamlesinden önce teklif eder — geçerli
      Metinden: 30. hamle iki oyuncu için de tamamlanmıştır; beyaz 31. hamlesini yapmadan beraberlik
      teklif eder, siyah kabul eder. Beyazdan önce 31. hamlesini yapıp yazmasını istemek anlamsız bir
      koşuldur; beraberlik geçerlidir. Konum bizimdir.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 31"
      Ve yarışma yönergesine göre iki oyuncu da 30 hamleyi tamamlamadan hakemin izni olmadan beraberlik yapılamaz
      Eğer ki beyaz beraberlik teklif eder
      Ve siyah beraberliği kabul eder
      O zaman oyun berabere biter
      Ve bitiş nedeni: anlaşma
      Ve hakem kararını 5.2.3 maddesine dayandırır

  Kural: 9.1.2.3 — talep teklif sayılır; hamle sınırı varken hakem talebi inceler (Aktar, 004)

    @vaka-004-3 @madde-9.1.2.3 @madde-9.3 @madde-9.1.1
    Senaryo: Hamle sınırı yokken 50 hamle talebini kabul eden rakip oyunu hemen berabere bitirir
      Metinden: sınır yokken rakip talebi bir beraberlik teklifi sayıp kabul edebilir; oyun incelemeye
      gerek kalmadan hemen beraberlikle biter. Konum bizimdir.
      Diyelim ki tahtadaki konum "8/5k2/8/3K4/8/8/1R6/6r1 w - - 100 80"
      Eğer ki beyaz 50 hamle kuralı nedeniyle beraberlik talep eder
      Ve siyah beraberliği kabul eder
      O zaman oyun berabere biter
      Ve bitiş nedeni: anlaşma
      Ve hakem kararını 9.1.2.3 maddesine dayandırır

    @vaka-004-3 @madde-9.1.1 @madde-9.1.2.3 @madde-9.2 @madde-9.5
    Senaryo: Hamle sınırı içinde haklı tekrar talebi — rakibin kabulü sayılmaz, hakem inceler ve beraberlik verir
      Metinden: sınır aşılmadan 9.2'ye göre beraberlik talep edilir, rakip kabul ettiğini söyler; hakem bu
      kabulü geçerli saymaz, talebi inceler: talep haklıysa oyun berabere biter. Hamle dizisi bizimdir:
      başlangıç konumu üçüncü kez oluşmuştur.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve yarışma yönergesine göre iki oyuncu da 30 hamleyi tamamlamadan hakemin izni olmadan beraberlik yapılamaz
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Af3 Af6 4. Ag1 Ag8"
      Eğer ki beyaz üç kez konum tekrarı nedeniyle beraberlik talep eder
      Ve siyah beraberliği kabul eder
      O zaman beraberlik anlaşması geçersizdir
      Ve hakem talebi haklı bulur
      Ve oyun berabere biter
      Ve bitiş nedeni: üç kez konum tekrarı

    @vaka-004-3 @madde-9.1.1 @madde-9.1.2.3 @madde-9.2 @madde-9.5
    Senaryo: Hamle sınırı içinde haksız tekrar talebi — kabul geçersiz, rakibe iki dakika, oyun sürer
      Metinden: talep haksızsa haksız talebin sonucu uygulanır ve oyun sürer. Hamle dizisi bizimdir:
      başlangıç konumu yalnızca iki kez oluşmuştur.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve yarışma yönergesine göre iki oyuncu da 30 hamleyi tamamlamadan hakemin izni olmadan beraberlik yapılamaz
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8"
      Ve beyazın saatinde 80 dakika, siyahın saatinde 82 dakika vardır
      Eğer ki beyaz üç kez konum tekrarı nedeniyle beraberlik talep eder
      Ve siyah beraberliği kabul eder
      O zaman hakem talebi haksız bulur
      Ve beraberlik anlaşması geçersizdir
      Ve siyahın süresine 2 dakika eklenir
      Ve oyun sürer
      Ve hamle sırası beyazdadır

  Kural: 9.1.1 — teklif yalnızca hakemin izniyle (Aktar, 004)

    @vaka-004-4 @madde-9.1.1
    Senaryo: Hakem teklife izin verir, rakip kabul eder — beraberlik
      Metinden: hakem beraberliğe değil, teklif yapılmasına izin verir; rakip kabul eder ya da etmez.
      Konum bizimdir.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 20"
      Ve yarışma yönergesine göre beraberlik teklifi yalnızca hakemin izniyle yapılabilir
      Eğer ki hakem beraberlik teklif edilmesine izin verir
      Ve beyaz beraberlik teklif eder
      Ve siyah beraberliği kabul eder
      O zaman oyun berabere biter
      Ve bitiş nedeni: anlaşma

    @vaka-004-4 @madde-9.1.1
    Senaryo: Hakem izin verir ama rakip teklifi reddeder — oyun sürer
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 20"
      Ve yarışma yönergesine göre beraberlik teklifi yalnızca hakemin izniyle yapılabilir
      Eğer ki hakem beraberlik teklif edilmesine izin verir
      Ve beyaz beraberlik teklif eder
      Ve siyah beraberliği reddeder
      O zaman oyun sürer

    @vaka-004-4 @madde-9.1.1
    Senaryo: Hakemin izni olmadan yapılan teklif ve kabulü geçersizdir — oyun sürer
      Metinden: izin verilmezse oyun o aşamadan sürer.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 20"
      Ve yarışma yönergesine göre beraberlik teklifi yalnızca hakemin izniyle yapılabilir
      Eğer ki beyaz beraberlik teklif eder
      Ve siyah beraberliği kabul eder
      O zaman beraberlik teklifi yarışma yönergesine aykırıdır
      Ve oyun sürer
      Ve hakem kararını 9.1.1 maddesine dayandırır

  Kural: 9.4 — taşa dokunan oyuncu o hamlede talep hakkını yitirir (Aktar, 004)

    @vaka-004-5 @madde-9.4 @madde-4.3
    Senaryo: Haklı tekrar talebi olan oyuncu önce taşına dokunur, sonra beraberlik talep eder — hakkını yitirmiştir
      Metinden: talep için her koşul yerinde olsa bile oyuncu önce bir taşa dokunmuşsa o hamlede talep
      ileri süremez. Hamle dizisi bizimdir: başlangıç konumu üçüncü kez oluşmuştur.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Af3 Af6 4. Ag1 Ag8"
      Eğer ki beyaz g1'deki ata dokunur
      Ve beyaz üç kez konum tekrarı nedeniyle beraberlik talep eder
      O zaman beyaz bu hamlede talep hakkını yitirmiştir
      Ve beyaz g1'deki atı oynamak zorundadır
      Ve oyun sürer
      Ve hakem kararını 9.4 maddesine dayandırır

    @madde-9.4
    Senaryo: 50 hamle talebinden önce kaleye dokunan oyuncu o hamlede talep hakkını yitirir
      Diyelim ki tahtadaki konum "8/5k2/8/3K4/8/8/1R6/6r1 w - - 100 80"
      Eğer ki beyaz b2'deki kaleye dokunur
      Ve beyaz 50 hamle kuralı nedeniyle beraberlik talep eder
      O zaman beyaz bu hamlede talep hakkını yitirmiştir
      Ve beyaz b2'deki kaleyi oynamak zorundadır
      Ve oyun sürer

  Kural: 9.6 — kendiliğinden beraberlik (Aktar, 004)

    @vaka-004-6 @madde-9.6.1 @madde-9.2.3
    Senaryo: Aynı konum arka arkaya olmasa da beşinci kez oluşunca hakem oyunu berabere bitirir
      Metinden: aynı konum (9.2.3 anlamında; yorum 2018 numarasıyla 9.2.2 der) en az beş kez oluşmuş,
      kimse beraberlik talep etmemiştir; tekrarlar arka arkaya olmak zorunda değildir. Hamle dizisi bizimdir:
      başlangıç konumu, arada başka konumlar oluşarak beşinci kez gelir.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Ac3 Ac6 4. Ab1 Ab8 5. Af3 Af6 6. Ag1 Ag8 7. Ac3 Ac6 8. Ab1"
      Eğer ki siyah 8... Ab8 oynar
      O zaman hakem oyunu berabere ilan eder
      Ve bitiş nedeni: beş kez konum tekrarı
      Ve hakem kararını 9.6.1 maddesine dayandırır

    @vaka-004-7 @madde-9.6.2
    Senaryo: Taş alınmadan ve piyon sürülmeden 75'er hamle oynanınca hakem oyunu berabere bitirir
      Metinden: iki oyuncu da art arda 75 hamle boyunca taş almamış, piyon sürmemiştir; kimse beraberlik
      talep etmez. Konum bizimdir: yarım hamle sayacı 149'dadır, beyazın hamlesi 150'ye getirir.
      Diyelim ki tahtadaki konum "7k/8/6K1/8/8/8/8/R7 w - - 149 120"
      Eğer ki beyaz 120. Ka2 oynar
      O zaman hakem oyunu berabere ilan eder
      Ve bitiş nedeni: 75 hamle kuralı
      Ve hakem kararını 9.6.2 maddesine dayandırır

    @vaka-004-7 @madde-9.6.2
    Senaryo: 75. hamle mat ederse mat geçerlidir
      Metinden: son hamlede mat yapılmışsa mat geçerlidir. Konum bizimdir: Türkçe notasyonda K kaledir,
      Ka8# kalenin a8'e gidip mat etmesidir.
      Diyelim ki tahtadaki konum "7k/8/6K1/8/8/8/8/R7 w - - 149 120"
      Eğer ki beyaz 120. Ka8# oynar
      O zaman beyaz oyunu kazanır
      Ve bitiş nedeni: mat
      Ve a8'de beyaz kale vardır

    @vaka-004-8 @madde-5 @madde-9.6 @ayrışma
    Senaryo: Fark edilmemiş beşinci tekrar oyunu bitirmişti; sonradan gelen mat sonucu değiştirmez (yorumdan ayrışma)
      Yorumun görüşü: Madde 5'e göre (mat, terk…) biten bir oyunda geriye dönüp 9.6 aranmaz; Madde 5
      oyunun "hemen" bittiğini söyler, 9.6 bu sözü kullanmaz; bu yüzden mat geçerlidir ve sonuç 1-0'dır.
      Kurallara göre: 9.6.1'e göre aynı konum beşinci kez oluştuğunda oyun berabere biter ve 6.2.1.1,
      oyunu bitiren hamleler arasında 9.6.1 ile 9.6.2'yi de sayar; oyun o hamleyle bitmiştir, sonra
      oynanan mat sayılmaz. Tek istisna 9.6.2'nin kendisindedir: 75. hamle mat ederse mat geçerlidir.
      Hamle dizisi bizimdir: başlangıç konumu 8... Ab8 ile beşinci kez oluşmuş, kimse fark etmemiş,
      oyun sürmüştür.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Ac3 Ac6 4. Ab1 Ab8 5. Af3 Af6 6. Ag1 Ag8 7. Ac3 Ac6 8. Ab1 Ab8 9. e4 e5 10. Fc4 Ac6 11. Vh5 Af6"
      Eğer ki beyaz 12. Vxf7# oynar
      O zaman hakem oyunu berabere ilan eder
      Ve bitiş nedeni: beş kez konum tekrarı
      Ve hakem kararını 9.6.1 maddesine dayandırır
      Ve hakem kararını 6.2.1.1 maddesine dayandırır
      Ve yorumun verdiği 1-0 sonucu Kurallara uymaz; doğru sonuç ½-½

    @vaka-004-8 @madde-5 @madde-9.6 @ayrışma
    Senaryo: Fark edilmemiş beşinci tekrar oyunu bitirmişti; sonradan gelen terk sonucu değiştirmez (yorumdan ayrışma)
      Yorumun görüşü: Madde 5'e göre biten oyunun sonucu geçerlidir; terk eden kaybeder.
      Kurallara göre: oyun 8... Ab8 ile, aynı konumun beşinci kez oluşmasıyla berabere bitmişti (9.6.1,
      6.2.1.1); bitmiş bir oyunda terk sonucu değiştirmez. Hamle dizisi bizimdir.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Ac3 Ac6 4. Ab1 Ab8 5. Af3 Af6 6. Ag1 Ag8 7. Ac3 Ac6 8. Ab1 Ab8 9. e4 e5"
      Eğer ki siyah terk eder
      O zaman hakem oyunu berabere ilan eder
      Ve bitiş nedeni: beş kez konum tekrarı
      Ve yorumun verdiği 0-1 sonucu Kurallara uymaz; doğru sonuç ½-½

    @madde-9.6.1 @madde-6.2.1.1 @madde-6.9
    Senaryo: Fark edilmemiş beşinci tekrardan sonra düşen bayrak sonucu değiştirmez
      Oyun 8... Ab8 ile, aynı konumun beşinci kez oluşmasıyla berabere bitmişti; sonra beyazın bayrağı
      düşer. Bitmiş bir oyunda bayrak düşmesi sonucu değiştirmez.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Ac3 Ac6 4. Ab1 Ab8 5. Af3 Af6 6. Ag1 Ag8 7. Ac3 Ac6 8. Ab1 Ab8 9. e4 e5"
      Ve beyazın saatinde 0 saniye, siyahın saatinde 5 dakika vardır
      Eğer ki beyazın bayrağı düşer
      O zaman hakem oyunu berabere ilan eder
      Ve bitiş nedeni: beş kez konum tekrarı
      Ve masadaki hakemin verdiği 0-1 sonucu Kurallara uymaz; doğru sonuç ½-½

    @madde-9.6.2 @madde-6.2.1.1
    Senaryo: 75 hamle kuralı fark edilmeden dolmuşsa, sonra taş alınsa da oyun o hamlede berabere bitmişti
      Konum bizimdir: yarım hamle sayacı 149'dadır; 120. Ka2 ile 75'er hamle dolar, kimse fark etmez;
      siyah kaleyle a2'deki kaleyi alır ve sayaç sıfırlanır, ama oyun 120. Ka2 ile bitmişti.
      Diyelim ki tahtadaki konum "7k/8/6K1/8/8/8/1r6/R7 w - - 149 120"
      Ve daha önce oynanan hamleler "120. Ka2 Kxa2"
      O zaman hakem oyunu berabere ilan eder
      Ve bitiş nedeni: 75 hamle kuralı
      Ve hakem kararını 9.6.2 maddesine dayandırır
      Ve hakem kararını 6.2.1.1 maddesine dayandırır

  Kural: Maddelerin kendisinden — 9.1.1, 9.1.2.3, 9.6

    @madde-9.1.1
    Senaryo: 40 hamle sınırı varken 35. hamlede yapılan anlaşma geçersizdir
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 35"
      Ve yarışma yönergesine göre iki oyuncu da 40 hamleyi tamamlamadan hakemin izni olmadan beraberlik yapılamaz
      Eğer ki siyah beraberlik teklif eder
      Ve beyaz beraberliği kabul eder
      O zaman beraberlik anlaşması geçersizdir
      Ve oyun sürer
      Ve hakem kararını 9.1.1 maddesine dayandırır

    @madde-9.1.2.3
    Senaryo: Talep bir teklif sayılır: rakip kabul ederse talep haksız olsa da oyun anlaşmayla berabere biter
      Başlangıç konumu yalnızca iki kez oluşmuştur; beyazın talebi haksızdır ama aynı zamanda bir
      beraberlik teklifidir ve siyah kabul eder.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8"
      Eğer ki beyaz üç kez konum tekrarı nedeniyle beraberlik talep eder
      Ve siyah beraberliği kabul eder
      O zaman oyun berabere biter
      Ve bitiş nedeni: anlaşma
      Ve hakem kararını 9.1.2.3 maddesine dayandırır

    @madde-9.6 @madde-9.6.1
    Senaryo: FEN'deki başlangıç konumu da sayılır: şahlar gidip gelince konum beşinci kez oluşur
      Diyelim ki tahtadaki konum "8/8/3k4/8/3K4/8/8/R7 w - - 0 60"
      Ve daha önce oynanan hamleler "60. Şe4 Şe6 61. Şd4 Şd6 62. Şe4 Şe6 63. Şd4 Şd6 64. Şe4 Şe6 65. Şd4 Şd6 66. Şe4 Şe6 67. Şd4"
      Eğer ki siyah 67... Şd6 oynar
      O zaman hakem oyunu berabere ilan eder
      Ve bitiş nedeni: beş kez konum tekrarı
      Ve hakem kararını 9.6.1 maddesine dayandırır

    @madde-9.6 @madde-9.6.2
    Senaryo: Siyahın hamlesiyle 75'er hamle dolar, oyun berabere biter
      Diyelim ki tahtadaki konum "8/5k2/8/3K4/8/8/1R6/6r1 b - - 149 90"
      Eğer ki siyah 90... Kg2 oynar
      O zaman hakem oyunu berabere ilan eder
      Ve bitiş nedeni: 75 hamle kuralı
      Ve hakem kararını 9.6.2 maddesine dayandırır

  Kural: 9.1.2.3 ve 9.5.3 — talebin kendisi

    @madde-9.1.2.3 @madde-9.1.2.1 @madde-5.2.3
    Senaryo: Tekrarlayan hamleyi yapıp saatine basmadan talep eden oyuncu beraberlik teklif etmiş olur
      Beyaz, konumu üçüncü kez oluşturan 6. Ag1'i oynar ve saatine basmadan beraberlik talep eder.
      Hamle yapıldığı için hamle sırası artık siyahtadır: beyazın talebi geçerli bir talep değildir
      (9.2), ama her talep bir beraberlik teklifi sayılır (9.1.2.3) ve bu teklif tam da 9.1.2.1'in
      istediği anda, hamle yapılıp saate basılmadan önce yapılmıştır. Siyah kabul eder: oyun
      anlaşmayla berabere biter.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Af3 Af6 4. Ag1 Ag8 5. Af3 Af6"
      Eğer ki beyaz f3'teki ata dokunur
      Ve beyaz f3'teki atı g1'e bırakır
      Ve beyaz üç kez konum tekrarı nedeniyle beraberlik talep eder
      Ve siyah beraberliği kabul eder
      O zaman oyun berabere biter
      Ve bitiş nedeni: anlaşma
      Ve hakem kararını 9.1.2.3 maddesine dayandırır
      Ve hakem kararını 5.2.3 maddesine dayandırır

    @madde-9.5.3 @madde-9.2.1
    Senaryo: Geçersiz bir hamleyi yazıp beraberlik talep eden oyuncunun talebi haksızdır; geçersiz hamle tamamlanmamıştır
      Şah g1'deyken beyaz Şg3'ü (şah iki kare gidemez) notasyon formuna yazıp üç kez konum tekrarı
      nedeniyle beraberlik talep eder. Talep haksızdır: siyahın süresine 2 dakika eklenir, oyun sürer.
      Hamle yalnızca yazılmış, yapılmamış ve saate basılmamıştır: geçersiz hamle tamamlanmamıştır.
      Diyelim ki tahtadaki konum "6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 30"
      Ve daha önce oynanan hamleler "30. Şh1 Şh8 31. Şg1 Şg8 32. Şh1 Şh8"
      Ve beyazın saatinde 10 dakika, siyahın saatinde 10 dakika vardır
      Eğer ki beyaz 33. Şg3 hamlesini notasyon formuna yazıp üç kez konum tekrarı nedeniyle beraberlik talep eder
      O zaman hakem talebi haksız bulur
      Ve siyahın süresine 2 dakika eklenir
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 0
      Ve oyun sürer
      Ve hamle sırası beyazdadır
      Ve hakem kararını 9.5.3 maddesine dayandırır
      Ve hakem kararını 3.8.1 maddesine dayandırır

  Kural: 9.1.2.1 — teklifin zamanı ve yanıtı

    @madde-9.1.2.1
    Senaryo: Teklif, rakip bir taşına dokununca reddedilmiş sayılır
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5"
      Eğer ki beyaz 2. Af3 oynar
      Ve beyaz beraberlik teklif eder
      Ve siyah b8'deki ata dokunur
      Ve siyah beraberliği kabul eder
      O zaman oyun sürer
      Ve siyah b8'deki atı oynamak zorundadır

    @madde-9.1.2 @madde-9.1.2.1
    Senaryo: Hamle yapmadan önce yapılan teklif de geçerlidir
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6"
      Eğer ki beyaz beraberlik teklif eder
      Ve siyah beraberliği kabul eder
      O zaman oyun berabere biter
      Ve bitiş nedeni: anlaşma

  Kural: 9.2 — üç kez konum tekrarı

    @madde-9.2 @madde-9.2.1 @madde-9.5.2
    Senaryo: Üçüncü tekrarı yaratacak hamleyi yazıp beraberlik talep eden oyuncu haklıdır
      Siyah, başlangıç konumunu üçüncü kez oluşturacak 4... Ag8 hamlesini notasyon formuna yazar ve
      hakeme bildirir.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Af3 Af6 4. Ag1"
      Eğer ki siyah 4... Ag8 hamlesini notasyon formuna yazıp üç kez konum tekrarı nedeniyle beraberlik talep eder
      O zaman hakem talebi haklı bulur
      Ve oyun berabere biter
      Ve bitiş nedeni: üç kez konum tekrarı
      Ve hakem kararını 9.2.1 maddesine dayandırır

    @madde-9.2 @madde-9.2.2 @madde-9.5.1 @madde-9.5.2
    Senaryo: Üçüncü tekrar henüz oluşmuşken hamle sırası kendisinde olan oyuncu haklı olarak beraberlik talep eder
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Ag1 Ag8 3. Af3 Af6 4. Ag1 Ag8"
      Eğer ki beyaz saatleri duraklatır
      Ve beyaz üç kez konum tekrarı nedeniyle beraberlik talep eder
      O zaman hakem talebi haklı bulur
      Ve oyun berabere biter
      Ve bitiş nedeni: üç kez konum tekrarı
      Ve hakem kararını 9.2.2 maddesine dayandırır

    @madde-9.2.3 @madde-9.2.3.2 @madde-9.5.3
    Senaryo: Rok hakkı yitirilmişse taşlar aynı yerde olsa da konum aynı değildir
      Kaleler g1/g8'e gidip döndükten sonra taşların yerleşimi başlangıçtakiyle aynıdır ama kısa rok
      hakları yitmiştir; bu yüzden başlangıç konumu sayılmaz ve konum ancak iki kez oluşmuştur.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. Af3 Af6 2. Kg1 Kg8 3. Kh1 Kh8 4. Ag1 Ag8 5. Af3 Af6 6. Ag1 Ag8"
      Ve beyazın saatinde 70 dakika, siyahın saatinde 75 dakika vardır
      Eğer ki beyaz üç kez konum tekrarı nedeniyle beraberlik talep eder
      O zaman hakem talebi haksız bulur
      Ve siyahın süresine 2 dakika eklenir
      Ve oyun sürer
      Ve hamle sırası beyazdadır

    @madde-9.2.3 @madde-9.2.3.1
    Senaryo: Başta geçerken alma olanağı varsa taşlar aynı yerde olsa da konum aynı değildir
      2... d5'ten sonra beyaz exd6 geçerken alma yapabilirdi; aynı yerleşim sonradan iki kez daha
      oluşur ama geçerken alma olanağı yoktur, bu yüzden konum yalnızca iki kez aynıdır.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 Af6 2. e5 d5 3. Af3 Ag8 4. Ag1 Af6 5. Af3 Ag8 6. Ag1 Af6"
      Eğer ki beyaz üç kez konum tekrarı nedeniyle beraberlik talep eder
      O zaman hakem talebi haksız bulur
      Ve oyun sürer

  Kural: 9.3 — 50 hamle kuralı

    @madde-9.3 @madde-9.3.2 @madde-9.5.2
    Senaryo: Son 50'şer hamlede taş alınmamış ve piyon sürülmemişse talep haklıdır
      Diyelim ki tahtadaki konum "8/5k2/8/3K4/8/8/1R6/6r1 w - - 100 80"
      Eğer ki beyaz 50 hamle kuralı nedeniyle beraberlik talep eder
      O zaman hakem talebi haklı bulur
      Ve oyun berabere biter
      Ve bitiş nedeni: 50 hamle kuralı
      Ve hakem kararını 9.3.2 maddesine dayandırır

    @madde-9.3 @madde-9.3.1
    Senaryo: 50. hamleyi tamamlayacak hamleyi yazıp beraberlik talep eden oyuncu haklıdır
      Diyelim ki tahtadaki konum "8/5k2/8/3K4/8/8/1R6/6r1 w - - 99 80"
      Eğer ki beyaz 80. Kb3 hamlesini notasyon formuna yazıp 50 hamle kuralı nedeniyle beraberlik talep eder
      O zaman hakem talebi haklı bulur
      Ve oyun berabere biter
      Ve bitiş nedeni: 50 hamle kuralı
      Ve hakem kararını 9.3.1 maddesine dayandırır

    @madde-C.3 @madde-9.3.1 @madde-9.5.2
    Senaryo: Türkçe notasyonda K kaledir — yazılan Kf1, h1'deki kalenin hamlesidir ve 50 hamle talebi haklıdır
      Oyunun notasyonu Türkçedir: K harfi kaledir, şah Ş ile yazılır. Beyaz 80. Kf1'i yazar; bu h1'deki kalenin
      f1'e gitmesidir (İngilizce okunsaydı şahın f8'deki kalenin saldırdığı kareye gitmesi olurdu).
      Diyelim ki tahtadaki konum "4kr2/8/8/8/8/8/8/4K2R w - - 99 80"
      Eğer ki beyaz 80. Kf1 hamlesini notasyon formuna yazıp 50 hamle kuralı nedeniyle beraberlik talep eder
      O zaman hakem talebi haklı bulur
      Ve oyun berabere biter
      Ve bitiş nedeni: 50 hamle kuralı
      Ve hakem kararını 9.3.1 maddesine dayandırır

    @madde-C.3 @madde-9.5.3 @madde-3.9.2
    Senaryo: Türkçe notasyonda şahı f1'e götüren Şf1 geçersizdir — yazılan hamleyle yapılan 50 hamle talebi haksızdır
      Aynı konumda beyaz 80. Şf1'i yazar: şah, f8'deki kalenin saldırdığı kareye gidemez. Yazılan hamle
      geçersiz olduğundan talep haksızdır; siyahın süresine 2 dakika eklenir, oyun sürer. Hamle yalnızca
      yazılmıştır: geçersiz hamle tamamlanmamıştır.
      Diyelim ki tahtadaki konum "4kr2/8/8/8/8/8/8/4K2R w - - 99 80"
      Ve beyazın saatinde 10 dakika, siyahın saatinde 10 dakika vardır
      Eğer ki beyaz 80. Şf1 hamlesini notasyon formuna yazıp 50 hamle kuralı nedeniyle beraberlik talep eder
      O zaman hakem talebi haksız bulur
      Ve siyahın süresine 2 dakika eklenir
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve oyun sürer
      Ve hamle sırası beyazdadır
      Ve hakem kararını 9.5.3 maddesine dayandırır
      Ve hakem kararını 3.9.2 maddesine dayandırır

  Kural: 9.5.3 — haksız talep

    @madde-9.5.3
    Senaryo: Haksız 50 hamle talebinde rakibin süresine iki dakika eklenir, yazılan hamle oynanmalıdır
      Son 45'er hamlede taş alınmamış, piyon sürülmemiştir; beyaz Kb3'ü yazıp beraberlik talep eder.
      Talep haksızdır; siyahın süresine iki dakika eklenir ve beyaz yazdığı hamleyi, kalesiyle, oynamalıdır.
      Diyelim ki tahtadaki konum "8/5k2/8/3K4/8/8/1R6/6r1 w - - 90 80"
      Ve beyazın saatinde 10 dakika, siyahın saatinde 10 dakika vardır
      Eğer ki beyaz 80. Kb3 hamlesini notasyon formuna yazıp 50 hamle kuralı nedeniyle beraberlik talep eder
      O zaman hakem talebi haksız bulur
      Ve siyahın süresine 2 dakika eklenir
      Ve siyahın saatinde 12 dakika vardır
      Ve oyun sürer
      Ve beyaz yazdığı 80. Kb3 hamlesini oynamak zorundadır
      Ve hakem kararını 9.5.3 maddesine dayandırır
