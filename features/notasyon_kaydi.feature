# language: tr
@notasyon @notasyon-formu
Özellik: Notasyon formundaki kayıt yapılan hamleyi gösteriyor mu? (Ek C, 8.1.1)
  Oyuncu her hamleyi — kendisininkini ve rakibininkini — notasyon formuna cebirsel notasyonla, doğru
  olarak yazar (8.1.1, Ek C). Hakemin sorusu şudur: yazılan kayıt, yapılan hamleyi Ek C'ye göre
  gösteriyor mu? Kayıt, hamleden önceki konuma göre okunur: taş harfleri İngilizce (C.2) ya da
  Türkçe (C.3) olabilir, piyon harfsizdir (C.4), kareler beyazın tarafından adlandırılır (C.5–C.7),
  alma işareti x, şah +, mat # ve e.p. isteğe bağlıdır ama yazıldıysa doğru olmalıdır (C.9, C.13).
  Yanlış bir kayıt düzeltilmelidir; yaptırım, hamleleri yazmak zorunda olan oyuncu için hakemin
  takdirindedir (12.9). Oyunlar bizimdir.

  @madde-C.2 @madde-C.8 @madde-C.1
  Senaryo: Beyaz 2. Af3 oynar ve notasyon formuna İngilizce harfle "Nf3" yazar — kayıt doğrudur
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Eğer ki beyaz 2. Af3 oynar
    Ve beyaz notasyon formuna "Nf3" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve hakem kararını C.2 maddesine dayandırır
    Ve hakem kararını C.8 maddesine dayandırır
    Ve hakem kararını C.1 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve f3'te beyaz at vardır
    Ve hamle sırası siyahtadır
    Ve oyun sürer

  @madde-C.3 @madde-C.8
  Senaryo: Siyah, Beyaz'ın 2. Af3 hamlesini Türkçe harfle "Af3" yazar — ülkesinin harfleri de geçerlidir
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Eğer ki beyaz 2. Af3 oynar
    Ve siyah notasyon formuna "Af3" yazar
    O zaman siyahın kaydı yapılan hamleyi doğru gösterir
    Ve hakem kararını C.3 maddesine dayandırır
    Ve hakem kararını C.8 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve hamle sırası siyahtadır
    Ve oyun sürer

  @madde-C.4 @madde-C.8 @madde-C.1
  Senaryo: Piyon hamlesi harfsiz yazılır: "e4" doğrudur, "Pe4" yanlıştır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki beyaz 1. e4 oynar
    Ve beyaz notasyon formuna "e4" yazar
    Ve siyah notasyon formuna "Pe4" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve siyahın kaydı yapılan hamleyi göstermez
    Ve hakem kararını C.4 maddesine dayandırır
    Ve hakem kararını C.8 maddesine dayandırır
    Ve hakem kararını 8.1.1 maddesine dayandırır
    Ama siyah hamleleri yazmak zorundadır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve e4'te beyaz piyon vardır
    Ve oyun sürer

  @madde-C.8
  Senaryo: Çıkış karesini de veren uzun yazılış kabul edilir: "Ag1f3"
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Eğer ki beyaz 2. Af3 oynar
    Ve beyaz notasyon formuna "Ag1f3" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve hakem kararını C.8 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve oyun sürer

  @madde-C.5 @madde-C.6 @madde-C.7
  Senaryo: Siyah 1... d5 hamlesini kareleri kendi tarafından sayarak "e4" yazar — kareler beyazın tarafından adlandırılır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4"
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki siyah 1... d5 oynar
    Ve beyaz notasyon formuna "d5" yazar
    Ve siyah notasyon formuna "e4" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve siyahın kaydı yapılan hamleyi göstermez
    Ve hakem kararını C.5 maddesine dayandırır
    Ve hakem kararını C.6 maddesine dayandırır
    Ve hakem kararını C.7 maddesine dayandırır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve d5'te siyah piyon vardır
    Ve oyun sürer

  @madde-C.9 @madde-C.13.3 @madde-C.13
  Senaryo: Atla alma x ile de x'siz de yazılabilir: "Axe5" ve "Ae5"
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6"
    Eğer ki beyaz 3. Axe5 oynar
    Ve beyaz notasyon formuna "Axe5" yazar
    Ve siyah notasyon formuna "Ne5" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve siyahın kaydı yapılan hamleyi doğru gösterir
    Ve hakem kararını C.9 maddesine dayandırır
    Ve hakem kararını C.13.3 maddesine dayandırır
    Ve hakem kararını C.13 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve e5'te beyaz at vardır
    Ve oyun sürer

  @madde-C.13.3
  Senaryo: Taş almayan 2. Af3 için yazılan "Axf3" — x alma gösterir, kayıt yanlıştır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki beyaz 2. Af3 oynar
    Ve beyaz notasyon formuna "Axf3" yazar
    O zaman beyazın kaydı yapılan hamleyi göstermez
    Ve hakem kararını C.13.3 maddesine dayandırır
    Ve hakem kararını 8.1.1 maddesine dayandırır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve oyun sürer

  @madde-C.9.3
  Senaryo: Piyonla alma piyonun dikeyiyle yazılır: "exd5" doğrudur, "d5" yanlıştır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 d5"
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki beyaz 2. exd5 oynar
    Ve beyaz notasyon formuna "exd5" yazar
    Ve siyah notasyon formuna "d5" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ama siyahın kaydı yapılan hamleyi göstermez
    Ve hakem kararını C.9.3 maddesine dayandırır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve d5'te beyaz piyon vardır
    Ve oyun sürer

  @madde-C.9.3 @madde-C.13.6
  Senaryo: Geçerken alma "e.p." ile de onsuz da yazılabilir; "e.p." yalnızca geçerken almada doğrudur
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 a6 2. e5 d5"
    Eğer ki beyaz 3. exd6 oynar
    Ve beyaz notasyon formuna "exd6 e.p." yazar
    Ve siyah notasyon formuna "exd6" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve siyahın kaydı yapılan hamleyi doğru gösterir
    Ve hakem kararını C.13.6 maddesine dayandırır
    Ve hakem kararını C.9.3 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve d6'da beyaz piyon vardır
    Ve d5 boştur
    Ve oyun sürer

  @madde-C.10 @madde-C.10.3
  Senaryo: c3 ve g1'deki atlar e2'ye gidebilir: "Age2" hangisinin gittiğini söyler, "Ae2" söylemez
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Ac3 Ac6"
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki beyaz 3. Age2 oynar
    Ve beyaz notasyon formuna "Age2" yazar
    Ve siyah notasyon formuna "Ae2" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ama siyahın kaydı yapılan hamleyi göstermez
    Ve hakem kararını C.10 maddesine dayandırır
    Ve hakem kararını C.10.3 maddesine dayandırır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve e2'de beyaz at vardır
    Ve oyun sürer

  @madde-C.10.1 @madde-2.4
  Senaryo: Aynı yataydaki a1 ve f1 kaleleri: "Kad1" doğrudur, "K1d1" yanlıştır — yatay ayırmaz, dikey yazılır
    Diyelim ki tahtadaki konum "4k3/8/8/8/8/8/8/R4RK1 w - - 0 30"
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki beyaz 30. Kad1 oynar
    Ve beyaz notasyon formuna "Kad1" yazar
    Ve siyah notasyon formuna "K1d1" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ama siyahın kaydı yapılan hamleyi göstermez
    Ve hakem kararını C.10.1 maddesine dayandırır
    Ve hakem kararını 2.4 maddesine dayandırır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve d1'de beyaz kale vardır
    Ve oyun sürer

  @madde-C.10.2 @madde-2.4
  Senaryo: Aynı dikeydeki d1 ve d5 kaleleri: "K1d3" yatayla ayırır, kayıt doğrudur
    Diyelim ki tahtadaki konum "4k3/8/8/3R4/8/8/8/3R2K1 w - - 0 30"
    Eğer ki beyaz 30. K1d3 oynar
    Ve beyaz notasyon formuna "K1d3" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve hakem kararını C.10.2 maddesine dayandırır
    Ve hakem kararını 2.4 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve d3'te beyaz kale vardır
    Ve oyun sürer

  @madde-C.10.3.4
  Senaryo: d4 ve g1'deki atlar f3'te alabilir: "Agxf3" alma ile de aynı biçimde ayırır
    Diyelim ki tahtadaki konum "4k3/8/8/8/3N4/5p2/8/6NK w - - 0 30"
    Eğer ki beyaz 30. Agxf3 oynar
    Ve beyaz notasyon formuna "Ngxf3" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve hakem kararını C.10.3.4 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve f3'te beyaz at vardır
    Ve d4'te beyaz at vardır
    Ve oyun sürer

  @madde-C.11
  Senaryo: Terfi yeni taşın harfiyle yazılır: "e8V" doğrudur, "e8" yanlıştır
    Diyelim ki tahtadaki konum "8/4P2k/8/8/8/8/8/4K3 w - - 0 60"
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki beyaz 60. e8=V oynar
    Ve beyaz notasyon formuna "e8V" yazar
    Ve siyah notasyon formuna "e8" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ama siyahın kaydı yapılan hamleyi göstermez
    Ve hakem kararını C.11 maddesine dayandırır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve e8'de beyaz vezir vardır
    Ve oyun sürer

  @madde-C.12 @madde-9.1.2.2 @madde-8.1.5
  Senaryo: Beyaz 2. Af3 yapıp beraberlik teklif eder; iki oyuncu da hamleyi (=) ile yazar
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki beyaz g1'deki ata dokunur
    Ve beyaz g1'deki atı f3'e bırakır
    Ve beyaz beraberlik teklif eder
    Ve beyaz saatine basar
    Ve beyaz notasyon formuna "Af3 (=)" yazar
    Ve siyah notasyon formuna "Nf3 (=)" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve siyahın kaydı yapılan hamleyi doğru gösterir
    Ve hakem kararını C.12 maddesine dayandırır
    Ve hakem kararını 9.1.2.2 maddesine dayandırır
    Ve hakem kararını 8.1.5 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve hamle sırası siyahtadır
    Ve oyun sürer

  @madde-C.12 @madde-9.1.2.2
  Senaryo: Siyah teklifi (=) ile işaretlemez; Beyaz teklif yokken (=) yazar — ikisi de Kurallara uymaz
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki beyaz g1'deki ata dokunur
    Ve beyaz g1'deki atı f3'e bırakır
    Ve beyaz beraberlik teklif eder
    Ve beyaz saatine basar
    Ve siyah notasyon formuna "Af3" yazar
    Ve siyah 2... Ac6 oynar
    Ve beyaz notasyon formuna "Ac6 (=)" yazar
    O zaman siyahın kaydı yapılan hamleyi doğru gösterir
    Ama beyazın kaydı yapılan hamleyi göstermez
    Ve hakem kararını 9.1.2.2 maddesine dayandırır
    Ve hakem kararını C.12 maddesine dayandırır
    Ve siyah hamleleri yazmak zorundadır
    Ve beyaz hamleleri yazmak zorundadır
    Ve oyun sürer

  @madde-C.13.1 @madde-C.13.2 @rok
  Senaryo: Kısa rok 0-0, uzun rok 0-0-0 diye yazılır; şah hamlesi gibi yazılan "Şg1" rok kaydı değildir
    Diyelim ki tahtadaki konum "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 20"
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki beyaz 20. 0-0 oynar
    Ve beyaz notasyon formuna "0-0" yazar
    Ve siyah notasyon formuna "Şg1" yazar
    Ve siyah 20... 0-0-0 oynar
    Ve beyaz notasyon formuna "0-0-0" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ama siyahın kaydı yapılan hamleyi göstermez
    Ve hakem kararını C.13.1 maddesine dayandırır
    Ve hakem kararını C.13.2 maddesine dayandırır
    Ve siyah hamleleri yazmak zorundadır
    Ve g1'de beyaz şah vardır
    Ve f1'de beyaz kale vardır
    Ve c8'de siyah şah vardır
    Ve d8'de siyah kale vardır
    Ve oyun sürer

  @madde-C.13.4 @madde-C.13
  Senaryo: Şah çeken 3. Fxf7+ "+" ile de onsuz da yazılabilir
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 d6"
    Eğer ki beyaz 3. Fxf7+ oynar
    Ve beyaz notasyon formuna "Fxf7+" yazar
    Ve siyah notasyon formuna "Bxf7" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve siyahın kaydı yapılan hamleyi doğru gösterir
    Ve hakem kararını C.13.4 maddesine dayandırır
    Ve hakem kararını C.13 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve siyaha şah çekilmiştir
    Ve oyun sürer

  @madde-C.13.4
  Senaryo: Şah çekmeyen 2. Af3 için yazılan "Af3+" — + şah gösterir, kayıt yanlıştır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
    Eğer ki beyaz 2. Af3 oynar
    Ve siyah notasyon formuna "Af3+" yazar
    O zaman siyahın kaydı yapılan hamleyi göstermez
    Ve hakem kararını C.13.4 maddesine dayandırır
    Ve hakem kararını 8.1.1 maddesine dayandırır
    Ve siyah hamleleri yazmak zorundadır
    Ve oyun sürer

  @madde-C.13.5
  Senaryo: Mat eden 4. Vxf7 "#" ile yazılır; kayıt oyunun sonucunu değiştirmez
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6"
    Eğer ki beyaz 4. Vxf7# oynar
    Ve beyaz notasyon formuna "Vxf7#" yazar
    Ve siyah notasyon formuna "Qxf7++" yazar
    O zaman beyazın kaydı yapılan hamleyi doğru gösterir
    Ve siyahın kaydı yapılan hamleyi doğru gösterir
    Ve hakem kararını C.13.5 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve beyaz oyunu kazanır
    Ve bitiş nedeni: mat

  @madde-C
  Senaryo: Beyaz notasyon formunu cebirsel olmayan bir notasyonla tutar — hakem uyarır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Eğer ki beyaz notasyon formunu cebirsel olmayan bir notasyonla tutar
    O zaman beyaz uyarılır
    Ve hakem kararını C maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve hamle sırası beyazdadır
    Ve oyun sürer
