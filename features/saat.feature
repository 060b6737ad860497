# language: tr
@saat
Özellik: Satranç saati (Madde 6)
  Saate basmak hamleyi tamamlar; hamle başına artırım basınca eklenir, bir dönemin hamleleri
  tamamlanınca yeni dönemin süresi eklenir ve artan süre yeni döneme geçer. Bayrak, hakem gördüğünde
  ya da oyunculardan biri geçerli bir biçimde ileri sürdüğünde düşmüş sayılır. Oyuncu tahtaya hükmen
  yenilme süresinden sonra gelirse kaybeder; hakem yanlış kurulan ya da bozulan saati yeniden kurar;
  oyuncu saatleri yalnızca hakemin yardımını istemek için duraklatabilir; saatin yanlış kullanılmasının
  yaptırımını hakem seçer. Kurallarda belirli bir yaptırım yazmayan her durumda motor seçenekleri sayar,
  kendisi ceza uydurmaz. Resmî metin: https://handbook.fide.com/chapter/E012023

  @madde-6.2.1 @madde-6.3.1 @madde-6.3.2
  Senaryo: Kırkıncı hamlesini tamamlayan oyuncunun saatine ikinci dönemin süresi eklenir
    Kırk hamlede 90 dakika, sonra oyunun geri kalanı için 30 dakika, her hamle için 30 saniye.
    Beyazın 40. hamlesi için 10 saniyesi kalmıştır; hamlesini yapıp saatine basar: 10 saniye + 30
    saniye artırım + ikinci dönemin 30 dakikası (artan süre yeni döneme geçer).
    Diyelim ki tahtadaki konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P4PP/2R3K1 w - - 0 40"
    Ve zaman kontrolü: ilk 40 hamle için 90 dakika, sonra oyunun geri kalanı için 30 dakika
    Ve her hamle için 30 saniye artırım vardır
    Ve beyazın saatinde 10 saniye, siyahın saatinde 5 dakika vardır
    Eğer ki beyaz 40. Şf2 oynar
    O zaman beyazın hamlesi yapılmıştır
    Ve beyazın saatinde 30 dakika 40 saniye vardır
    Ve siyahın saatinde 5 dakika vardır
    Ve konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P3KPP/2R5 b - - 1 40" olur
    Ve oyun sürer
    Ve hakem kararını 6.3.1 maddesine dayandırır

  @madde-6.3.2
  Senaryo: Gecikme modunda sabit ek süre bitmeden saatine basan oyuncunun ana süresi değişmez
    Her hamle için 5 saniyelik sabit ek süre (gecikme modu). Beyaz 4 saniye düşünüp oynar: saatine
    ek süre bitmeden bastığından 3 dakikalık ana süresi olduğu gibi kalır.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Ve saatler gecikme modunda: her hamle için 5 saniye sabit ek süre vardır
    Ve beyazın saatinde 3 dakika, siyahın saatinde 2 dakika vardır
    Eğer ki beyaz 4 saniye düşünür
    Ve beyaz 2. Af3 oynar
    O zaman beyazın ana süresi değişmez
    Ve beyazın saatinde 3 dakika vardır
    Ve siyahın saatinde 2 dakika vardır
    Ve oyun sürer
    Ve hakem kararını 6.3.2 maddesine dayandırır

  @madde-6.3.2
  Senaryo: Gecikme modunda ana süre ancak hamlenin sabit ek süresi bittikten sonra işler
    Beyaz 12 saniye düşünür: önce 5 saniyelik ek süre işler, sonra ana süresinden 12 − 5 = 7 saniye
    düşer; 3 dakikadan 2 dakika 53 saniye kalır.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Ve saatler gecikme modunda: her hamle için 5 saniye sabit ek süre vardır
    Ve beyazın saatinde 3 dakika, siyahın saatinde 2 dakika vardır
    Eğer ki beyaz 12 saniye düşünür
    Ve beyaz 2. Af3 oynar
    O zaman beyazın ana süresinden 7 saniye düşer
    Ve beyazın saatinde 2 dakika 53 saniye vardır
    Ve siyahın saatinde 2 dakika vardır
    Ve oyun sürer
    Ve hakem kararını 6.3.2 maddesine dayandırır

  @madde-6.3.2
  Senaryo: Gecikme modunda sabit ek süre her hamlede yeniden başlar; bir hamlenin düşünme süreleri toplanır
    Beyaz önce 3, sonra 4 saniye düşünür: ilk 3 saniye ek süreden gider, kalan 2 saniyelik ek süreden
    sonra ana süreden 2 saniye düşer (2:58). Siyah tam 5 saniye düşünür: ana süresi değişmez. Beyazın
    bir sonraki hamlesinde ek süre yine 5 saniyedir: 6 saniye düşünür, ana süreden 1 saniye düşer (2:57).
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Ve saatler gecikme modunda: her hamle için 5 saniye sabit ek süre vardır
    Ve beyazın saatinde 3 dakika, siyahın saatinde 2 dakika vardır
    Eğer ki beyaz 3 saniye düşünür
    Ve beyaz 4 saniye düşünür
    Ve beyaz 2. Af3 oynar
    Ve siyah 5 saniye düşünür
    Ve siyah 2... Ac6 oynar
    Ve beyaz 6 saniye düşünür
    Ve beyaz 3. Fb5 oynar
    O zaman beyazın ana süresinden 2 saniye düşer
    Ve beyazın ana süresinden 1 saniye düşer
    Ve siyahın ana süresi değişmez
    Ve beyazın saatinde 2 dakika 57 saniye vardır
    Ve siyahın saatinde 2 dakika vardır
    Ve hamle sırası siyahtadır
    Ve oyun sürer
    Ve hakem kararını 6.3.2 maddesine dayandırır

  @madde-6.3.2 @madde-6.9
  Senaryo: Gecikme modunda ek süreden sonra ana süresi de biten oyuncunun bayrağı düşer
    Beyazın 10 saniyesi vardır. 14 saniye düşünür: 5 saniye ek süre, ana süreden 9 saniye; 1 saniye
    kalır. Bir sonraki hamlesinde 16 saniye düşünür: ek süre bittikten sonra kalan 1 saniye de biter,
    bayrak düşer; hakem görür, siyah mat edebileceğinden beyaz kaybeder.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Ve saatler gecikme modunda: her hamle için 5 saniye sabit ek süre vardır
    Ve beyazın saatinde 10 saniye, siyahın saatinde 2 dakika vardır
    Eğer ki beyaz 14 saniye düşünür
    Ve beyaz 2. Af3 oynar
    Ve siyah 2... Ac6 oynar
    Ve beyaz 16 saniye düşünür
    O zaman beyazın ana süresinden 9 saniye düşer
    Ve beyazın ana süresinden 1 saniye düşer
    Ve beyazın saatinde 0 saniye vardır
    Ve siyah oyunu kazanır
    Ve bitiş nedeni: süre aşımı
    Ve hakem kararını 6.3.2 maddesine dayandırır
    Ve hakem kararını 6.9 maddesine dayandırır

  Senaryo: Gecikme modu yoksa düşünülen süre ana süreden hemen düşer
    Aynı 12 saniyelik düşünme, sabit ek süre olmadan: 3 dakikadan 2 dakika 48 saniye kalır.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Ve beyazın saatinde 3 dakika, siyahın saatinde 2 dakika vardır
    Eğer ki beyaz 12 saniye düşünür
    Ve beyaz 2. Af3 oynar
    O zaman beyazın saatinde 2 dakika 48 saniye vardır
    Ve siyahın saatinde 2 dakika vardır
    Ve oyun sürer

  @madde-6.3.2 @madde-A.1
  Senaryo: Gecikme, oyunun temposunu belirlerken artırım gibi sayılır
    10 dakika + 60 × 5 saniye gecikme = 15 dakika: hızlı satranç (AM yorumunun okuması: gecikme
    artırım gibi sayılır; A.1'in metni yalnız artırımı anar).
    Diyelim ki zaman kontrolü: oyunun tamamı için 10 dakika
    Ve saatler gecikme modunda: her hamle için 5 saniye sabit ek süre vardır
    O zaman oyun hızlı satranç temposunda sayılır

  @madde-6.4 @madde-6.9 @madde-6.2.1
  Senaryo: Kırkıncı hamle yapılmış ama saate basılmadan bayrak düşerse dönemin hamleleri tamamlanmamıştır
    Beyaz şahını f2'ye bırakır (hamle yapılmıştır) ama saatine basamadan bayrağı düşer. Hamleyi saate
    basmak tamamlar; 40 hamle zamanında tamamlanmadığından beyaz kaybeder, siyah hâlâ mat edebilir.
    Diyelim ki tahtadaki konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P4PP/2R3K1 w - - 0 40"
    Ve zaman kontrolü: ilk 40 hamle için 90 dakika, sonra oyunun geri kalanı için 30 dakika
    Ve her hamle için 30 saniye artırım vardır
    Ve beyazın saatinde 10 saniye, siyahın saatinde 5 dakika vardır
    Eğer ki beyaz g1'deki şaha dokunur
    Ve beyaz g1'deki şahı f2'ye bırakır
    Ve beyazın bayrağı düşer
    O zaman hakem oyunu beyaz için kaybedilmiş ilan eder
    Ve bitiş nedeni: süre aşımı
    Ve beyazın saatinde 0 saniye vardır
    Ve siyahın saatinde 5 dakika vardır
    Ve konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P3KPP/2R5 b - - 1 40" olur
    Ve hakem kararını 6.4 maddesine dayandırır
    Ve hakem kararını 6.9 maddesine dayandırır

  @madde-6.2.1.1 @madde-6.9
  Senaryo: Mat eden hamle saate basılmadan da tamamlanmıştır; sonra düşen bayrak sonucu değiştirmez
    Siyah mat eder ve saatine basmaz; işleyen saatinde bayrağı düşer. Oyunu bitiren hamle basılmadan
    da tamamlanmış sayıldığından (6.2.1.1) bayrak oyun bittikten sonra düşmüştür (6.9).
    Diyelim ki tahtadaki konum "6k1/5ppp/8/8/8/8/r4PPP/6K1 b - - 0 35"
    Ve beyazın saatinde 1 dakika, siyahın saatinde 5 saniye vardır
    Eğer ki siyah 35... Ka1# oynar
    Ve siyahın bayrağı düşer
    O zaman siyah oyunu kazanır
    Ve bitiş nedeni: mat
    Ve olay oyunun sonucunu değiştirmez
    Ve konum "6k1/5ppp/8/8/8/8/5PPP/r5K1 w - - 1 36" olur
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını 6.9 maddesine dayandırır

  @madde-6.2.2 @madde-6.2.1
  Senaryo: Hamlesini yapan oyuncu, rakibi karşılık verdikten sonra da saatine basabilir
    Beyaz e4'ü oynar ama saatine basmaz; siyah karşılık verir ve saatine basar; beyaz sonra saatine
    basar. Her basış, tamamladığı hamle için artırımı ekler.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve her hamle için 5 saniye artırım vardır
    Ve beyazın saatinde 10 dakika, siyahın saatinde 10 dakika vardır
    Eğer ki beyaz e2'deki piyona dokunur
    Ve beyaz e2'deki piyonu e4'e bırakır
    Ve siyah 1... e5 oynar
    Ve beyaz saatine basar
    O zaman beyazın saatinde 10 dakika 5 saniye vardır
    Ve siyahın saatinde 10 dakika 5 saniye vardır
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve konum "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" olur
    Ve oyun sürer

  @madde-6.2.3 @madde-12.9
  Senaryo: Saate hamleyi yapan elle basılmalıdır; öteki elle basmak geçersiz hamle değildir
    Diyelim ki tahtadaki konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P4PP/2R3K1 w - - 0 30"
    Ve her hamle için 30 saniye artırım vardır
    Ve beyazın saatinde 10 dakika, siyahın saatinde 5 dakika vardır
    Eğer ki beyaz g1'deki şaha dokunur
    Ve beyaz g1'deki şahı f2'ye bırakır
    Ve beyaz saatine hamleyi yapmadığı eliyle basar
    O zaman beyazın hamlesi yapılmıştır
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve kimsenin süresine ekleme yapılmaz
    Ve beyazın saatinde 10 dakika 30 saniye vardır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 6.2.3 maddesine dayandırır
    Ve oyun sürer

  @madde-6.2.3 @madde-12.9
  Senaryo: Saatine bastıktan sonra parmağını saatin üzerinde tutmak da hakemin takdirindedir
    Diyelim ki oyun başlangıç konumundan başlar
    Ve beyazın saatinde 10 dakika, siyahın saatinde 10 dakika vardır
    Eğer ki beyaz e2'deki piyona dokunur
    Ve beyaz e2'deki piyonu e4'e bırakır
    Ve beyaz saatine bastıktan sonra parmağını saatin üzerinde tutar
    O zaman beyazın hamlesi yapılmıştır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 6.2.3 maddesine dayandırır
    Ve kimsenin süresine ekleme yapılmaz
    Ve oyun sürer

  @madde-6.2.4 @madde-12.9 @madde-B.2
  Senaryo: Saate sertçe vuran oyuncunun yaptırımını hakem seçer
    Diyelim ki tahtadaki konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P4PP/2R3K1 w - - 0 30"
    Ve oyun yıldırım satranç temposunda oynanmaktadır
    Ve yarışma yönergesine göre hakem denetimi tamdır
    Ve her hamle için 2 saniye artırım vardır
    Ve beyazın saatinde 50 saniye, siyahın saatinde 1 dakika vardır
    Eğer ki beyaz g1'deki şaha dokunur
    Ve beyaz g1'deki şahı f2'ye bırakır
    Ve beyaz saatine sertçe vurarak basar
    O zaman beyazın hamlesi yapılmıştır
    Ve beyazın saatinde 52 saniye vardır
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 6.2.4 maddesine dayandırır
    Ve oyun sürer

  @madde-6.2.5 @madde-4.2.1 @madde-12.9
  Senaryo: Rakibinin süresinde taş düzelten oyuncunun yaptırımını hakem seçer
    Diyelim ki tahtadaki konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P4PP/2R3K1 w - - 0 30"
    Ve beyazın saatinde 10 dakika, siyahın saatinde 5 dakika vardır
    Eğer ki siyah "düzeltiyorum" diyerek d5'teki atı düzeltir
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 6.2.5 maddesine dayandırır
    Ve beyaz için dokunulan taş yükümlülüğü yoktur
    Ve kimsenin süresine ekleme yapılmaz
    Ve hamle sırası beyazdadır
    Ve oyun sürer

  @madde-6.6 @madde-6.7.1
  Senaryo: Hükmen yenilme süresi içinde gelen beyaz, gelene dek geçen süreyi kaybeder
    Beyazın saati oyunun başlama saatinde çalıştırılır (6.6); 30 dakikalık hükmen yenilme süresi içinde
    gelen beyaz oynar, ama saatinden 12 dakika gitmiştir.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve yarışma yönergesine göre hükmen yenilme süresi 30 dakika
    Ve beyazın saatinde 90 dakika, siyahın saatinde 90 dakika vardır
    Eğer ki beyaz oyunun başlamasından 12 dakika sonra tahtaya gelir
    O zaman oyun kaldığı yerden sürer
    Ve beyazın saatinde 78 dakika vardır
    Ve siyahın saatinde 90 dakika vardır
    Ve hakem kararını 6.6 maddesine dayandırır
    Ve hakem kararını 6.7.1 maddesine dayandırır

  @madde-6.7.1
  Senaryo: Yönerge hükmen yenilme süresi belirtmemişse süre sıfırdır; bir dakika geç gelen kaybeder
    Diyelim ki oyun başlangıç konumundan başlar
    Eğer ki beyaz oyunun başlamasından 1 dakika sonra tahtaya gelir
    O zaman siyah oyunu kazanır
    Ve bitiş nedeni: hükmen yenilgi
    Ve hakem oyunu beyaz için kaybedilmiş ilan eder
    Ve konum "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" olur
    Ve hakem kararını 6.7.1 maddesine dayandırır

  @madde-6.7.1
  Senaryo: Hükmen yenilme süresi dolarken gelen oyuncu geç kalmış sayılmaz
    Diyelim ki oyun başlangıç konumundan başlar
    Ve yarışma yönergesine göre hükmen yenilme süresi 30 dakika
    Ve beyazın saatinde 90 dakika, siyahın saatinde 90 dakika vardır
    Eğer ki beyaz oyunun başlamasından 30 dakika sonra tahtaya gelir
    O zaman oyun kaldığı yerden sürer
    Ve beyazın saatinde 60 dakika vardır
    Ve siyahın saatinde 90 dakika vardır

  @madde-6.7.1
  Senaryo: İki oyuncu da sıfır hükmen yenilme süresinden sonra gelirse ikisi de kaybeder
    Diyelim ki oyun başlangıç konumundan başlar
    Eğer ki siyah oyunun başlamasından 2 dakika sonra tahtaya gelir
    Ve beyaz oyunun başlamasından 5 dakika sonra tahtaya gelir
    O zaman iki oyuncu da oyunu kaybeder
    Ve bitiş nedeni: hükmen yenilgi
    Ve hakem kararını 6.7.1 maddesine dayandırır

  @madde-6.7.2
  Senaryo: Başlangıçta iki oyuncu da yoksa beyaz, gelene dek geçen bütün süreyi kaybeder
    Siyah 5, beyaz 10 dakika sonra gelir; siyahın saati, beyaz hamlesini tamamlayana dek çalışmaz.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve yarışma yönergesine göre hükmen yenilme süresi 30 dakika
    Ve beyazın saatinde 90 dakika, siyahın saatinde 90 dakika vardır
    Eğer ki siyah oyunun başlamasından 5 dakika sonra tahtaya gelir
    Ve beyaz oyunun başlamasından 10 dakika sonra tahtaya gelir
    O zaman oyun kaldığı yerden sürer
    Ve beyazın saatinde 80 dakika vardır
    Ve siyahın saatinde 90 dakika vardır
    Ve hakem kararını 6.7.2 maddesine dayandırır

  @madde-6.6
  Senaryo: Siyah gelmeden beyaz hamle yapmadıysa geçen süre beyazın saatinden gider
    Beyaz başlangıçta tahtadadır; olaylarda siyah gelene dek beyazın hamlesi yoktur, beyazın saati çalışmıştır.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve yarışma yönergesine göre hükmen yenilme süresi 30 dakika
    Ve beyazın saatinde 90 dakika, siyahın saatinde 90 dakika vardır
    Eğer ki siyah oyunun başlamasından 20 dakika sonra tahtaya gelir
    O zaman oyun kaldığı yerden sürer
    Ve beyazın saatinde 70 dakika vardır
    Ve siyahın saatinde 90 dakika vardır
    Ve hakem kararını 6.6 maddesine dayandırır

  @madde-6.2.1 @madde-6.7.1
  Senaryo: Beyaz ilk hamlesini yapıp saatine bastıktan sonra gelen siyah, o andan beri geçen süreyi kaybeder
    Beyaz 10 dakika geç gelir ve hemen 1. e4 oynar; siyah 20 dakika sonra gelir: aradaki 10 dakika siyahın saatinden gider.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve yarışma yönergesine göre hükmen yenilme süresi 30 dakika
    Ve beyazın saatinde 90 dakika, siyahın saatinde 90 dakika vardır
    Eğer ki beyaz oyunun başlamasından 10 dakika sonra tahtaya gelir
    Ve beyaz 1. e4 oynar
    Ve siyah oyunun başlamasından 20 dakika sonra tahtaya gelir
    O zaman oyun kaldığı yerden sürer
    Ve beyazın saatinde 80 dakika vardır
    Ve siyahın saatinde 80 dakika vardır
    Ve hakem kararını 6.2.1 maddesine dayandırır
    Ve hakem kararını 6.6 maddesine dayandırır

  @madde-6.7.1
  Senaryo: Beyazın ilk hamlesinden sonra da hükmen yenilme süresinden sonra gelen oyuncu kaybeder
    Diyelim ki oyun başlangıç konumundan başlar
    Ve yarışma yönergesine göre hükmen yenilme süresi 30 dakika
    Ve beyazın saatinde 90 dakika, siyahın saatinde 90 dakika vardır
    Eğer ki beyaz 1. e4 oynar
    Ve siyah oyunun başlamasından 31 dakika sonra tahtaya gelir
    O zaman beyaz oyunu kazanır
    Ve bitiş nedeni: hükmen yenilgi
    Ve hakem oyunu siyah için kaybedilmiş ilan eder
    Ve hakem kararını 6.7.1 maddesine dayandırır

  @madde-6.8 @madde-6.9 @madde-6.1
  Senaryo: Hakemin gördüğü bayrak düşmesi sayılır; rakibi mat edebildiğinden oyuncu kaybeder
    Diyelim ki tahtadaki konum "8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 61"
    Ve beyazın saatinde 2 saniye, siyahın saatinde 1 saniye vardır
    Eğer ki beyazın bayrağı düşer
    Ve siyahın bayrağı düşer
    O zaman hakem oyunu beyaz için kaybedilmiş ilan eder
    Ve bitiş nedeni: süre aşımı
    Ve beyazın saatinde 0 saniye vardır
    Ve olay oyunun sonucunu değiştirmez
    Ve hakem kararını 6.8 maddesine dayandırır

  @madde-6.8 @madde-6.9
  Senaryo: Oyunun başında düşmüş görünen bayrak, hakem saate bakınca sayılır
    Diyelim ki tahtadaki konum "8/8/4k3/8/8/4K3/8/7r b - - 10 55"
    Ve beyazın saatinde 12 dakika, siyahın saatinde 0 saniye vardır
    Eğer ki hakem tahtaya bakar
    O zaman hakem oyunu berabere ilan eder
    Ve bitiş nedeni: süre aşımı
    Ve hakem kararını 6.8 maddesine dayandırır
    Ve hakem kararını 6.9 maddesine dayandırır

  @madde-6.10.1
  Senaryo: Açıkça bozuk saati hakem değiştirir ve yeni saati en iyi yargısıyla kurar
    Süreleri (41 ve 38,5 dakika) hakem belirler; motor bunları hakemin kararı olarak alır.
    Diyelim ki tahtadaki konum "2rq1rk1/pb2bppp/1pn1pn2/3p4/2PP4/1PN1PN2/PB2BPPP/2RQ1RK1 w - - 2 25"
    Ve her hamle için 30 saniye artırım vardır
    Ve beyazın saatinde 45 dakika, siyahın saatinde 40 dakika vardır
    Eğer ki hakem saatin bozuk olduğunu görür ve yerine koyduğu saati beyaza 41 dakika, siyaha 38 dakika 30 saniye vererek kurar
    Ve beyaz 25. Vd2 oynar
    O zaman hakem saati yeniden kurar
    Ve beyazın saatinde 41 dakika 30 saniye vardır
    Ve siyahın saatinde 38 dakika 30 saniye vardır
    Ve hakem kararını 6.10.1 maddesine dayandırır
    Ve konum "2rq1rk1/pb2bppp/1pn1pn2/3p4/2PP4/1PN1PN2/PB1QBPPP/2R2RK1 b - - 3 25" olur
    Ve oyun sürer

  @madde-6.10.2
  Senaryo: Artırımsız kurulmuş saati hakem doğru ayarla yeniden kurar
    90 dakika + 30 saniye yerine saat artırımsız kurulmuş; 25. hamlede anlaşılır. Hakem kaçırılan 24
    artırımı (12 dakika) iki oyuncuya da ekler — bu onun yargısıdır, olayda verilir.
    Diyelim ki tahtadaki konum "2rq1rk1/pb2bppp/1pn1pn2/3p4/2PP4/1PN1PN2/PB2BPPP/2RQ1RK1 w - - 2 25"
    Ve beyazın saatinde 41 dakika, siyahın saatinde 37 dakika vardır
    Eğer ki hakem saatin yanlış kurulduğunu görür ve beyaza 53 dakika, siyaha 49 dakika, hamle başına 30 saniye artırımla kurar
    Ve beyaz 25. Vd2 oynar
    O zaman hakem saati yeniden kurar
    Ve beyazın saatinde 53 dakika 30 saniye vardır
    Ve siyahın saatinde 49 dakika vardır
    Ve hakem kararını 6.10.2 maddesine dayandırır
    Ve oyun sürer

  @madde-6.11.2 @madde-4.7.3
  Senaryo: Terfi için taş bulunmadığından saatleri duraklatmak geçerli bir nedendir
    Diyelim ki tahtadaki konum "6k1/4P3/8/8/8/8/r4PPP/6K1 w - - 0 40"
    Ve her hamle için 30 saniye artırım vardır
    Ve beyazın saatinde 5 dakika, siyahın saatinde 7 dakika vardır
    Eğer ki beyaz e7'deki piyona dokunur
    Ve beyaz e7'deki piyonu e8'e bırakır
    Ve beyaz terfi için gereken taş elinin altında olmadığından saatleri duraklatıp hakemi çağırır
    Ve beyaz terfi karesine vezir koyar
    Ve beyaz saatine basar
    O zaman saatlerin duraklatılması için geçerli bir neden vardır
    Ve beyazın hamlesi yapılmıştır
    Ve karar hakemin takdirinde değildir
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve beyazın saatinde 5 dakika 30 saniye vardır
    Ve konum "4Q1k1/8/8/8/8/8/r4PPP/6K1 b - - 0 40" olur
    Ve hakem kararını 6.11.2 maddesine dayandırır
    Ve oyun sürer

  @madde-6.2.1.2
  Senaryo: Saate basmadan kalan hamle, oyuncunun bir sonraki hamlesiyle tamamlanmış olur
    Beyaz 1. e4'ten sonra saatine basmaz; Siyah 1... e5'i oynar (saatine de basmaz), Beyaz 2. Af3'ü yapıp basar.
    Diyelim ki tahtadaki konum "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Ve beyazın saatinde 10 dakika, siyahın saatinde 10 dakika vardır
    Eğer ki beyaz e2'deki piyona dokunur
    Ve beyaz e2'deki piyonu e4'e bırakır
    Ve siyah e7'deki piyona dokunur
    Ve siyah e7'deki piyonu e5'e bırakır
    Ve beyaz g1'deki ata dokunur
    Ve beyaz g1'deki atı f3'e bırakır
    Ve beyaz saatine basar
    O zaman beyazın hamlesi yapılmıştır
    Ve hakem kararını 6.2.1.2 maddesine dayandırır
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve karar hakemin takdirinde değildir
    Ve konum "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2" olur
    Ve beyazın saatinde 10 dakika vardır
    Ve oyun sürer

  @madde-6.11.1
  Senaryo: Oyunun kesilmesi gerektiğinde saatleri hakem duraklatır; oyuncuların bir kusuru yoktur
    Diyelim ki tahtadaki konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P4PP/2R3K1 w - - 0 40"
    Ve beyazın saatinde 10 dakika, siyahın saatinde 5 dakika vardır
    Eğer ki hakem saatleri duraklatır
    O zaman saatleri hakem duraklatmıştır; oyunun ne zaman süreceğine o karar verir
    Ve hakem kararını 6.11.1 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve kimsenin süresine ekleme yapılmaz
    Ve beyazın saatinde 10 dakika vardır
    Ve siyahın saatinde 5 dakika vardır
    Ve oyun sürer

  @madde-6.11.2 @madde-6.11.4 @madde-12.9
  Senaryo: Kendi nedeniyle saatleri duraklatan oyuncunun yaptırımını hakem seçer
    Diyelim ki tahtadaki konum "2r3k1/5pp1/p3p2p/1p1n4/3P4/P3BP2/1P4PP/2R3K1 w - - 0 40"
    Ve beyazın saatinde 10 dakika, siyahın saatinde 5 dakika vardır
    Eğer ki beyaz kendi nedeniyle saatleri duraklatır
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 6.11.4 maddesine dayandırır
    Ve kimsenin süresine ekleme yapılmaz
    Ve beyazın saatinde 10 dakika vardır
    Ve oyun sürer

  @madde-6.11.2 @madde-6.11.4
  Senaryo: Hakemi çağırmak için saatleri duraklatan oyuncunun nedenini hakem tartar
    Diyelim ki tahtadaki konum "6k1/3R1pp1/7p/8/8/8/5PPP/1r4K1 w - - 1 32"
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve beyazın saatinde 4 dakika, siyahın saatinde 3 dakika 30 saniye vardır
    Eğer ki siyah hakemi çağırmak için saatleri duraklatır
    O zaman karar hakemin takdirindedir
    Ve hakem kararını 6.11.4 maddesine dayandırır
    Ve kimsenin süresine ekleme yapılmaz
    Ve oyun sürer
