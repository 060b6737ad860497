# language: tr
@hızlı-bitiş
Özellik: Artırımsız oyunlar ve hızlı bitiş (Kılavuz III)
  Kılavuz III yalnızca önceden ilan edildiyse (III.2.1), artırımsız standart ve hızlı oyunlarda
  uygulanır, yıldırımda asla (III.2.2). Hızlı bitiş, kalan bütün hamlelerin sınırlı bir sürede
  yapılması gereken son dönemdir (III.1). Hamle sırası kendisinde olan ve iki dakikadan az süresi
  kalan oyuncu iki oyuncu için de hamle başına beş saniye artırım isteyebilir (III.4; istek beraberlik
  teklifi sayılır) ya da, bayrağı düşmeden, rakibin olağan yollarla kazanamayacağı ya da kazanmak için
  çaba göstermediği gerekçesiyle beraberlik talep edebilir (III.5). Gerekçeyi hakem tartar; motor onun
  kararını (kabul, erteleme, ret) olay olarak alır ve sonuçlarını uygular. Kılavuz'daki iki dakika,
  7. ve 9. maddelerin cezası olmadığından hızlı satrançta da (A.3'e karşın) iki dakikadır.
  Resmî metin: https://handbook.fide.com/chapter/E012023

  Geçmiş:
    Diyelim ki tahtadaki konum "8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 61"
    Ve zaman kontrolü: ilk 40 hamle için 90 dakika, sonra oyunun geri kalanı için 30 dakika

  @madde-III.5 @madde-III.5.1 @madde-III.2.1
  Senaryo: Son iki dakikasındaki oyuncunun beraberlik talebini hakem kabul eder
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz son iki dakikasında beraberlik talep eder
    Ve hakem talebi kabul eder
    O zaman hakem oyunu berabere ilan eder
    Ve bitiş nedeni: hızlı bitiş talebi
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını III.5.1 maddesine dayandırır

  @madde-III.5 @madde-6.11.2
  Senaryo: Son iki dakikasında beraberlik talep eden oyuncu hakemi çağırırken saatleri duraklatabilir
    Kılavuz III.5: talep eden oyuncu hakemi çağırır ve saatleri duraklatabilir. Talep Kılavuz III'e
    göre yapılabildiğinden duraklatmanın nedeni geçerlidir; hakem talebi reddetse de duraklatma
    cezalandırılmaz.
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz beraberlik talep etmek için saatleri duraklatıp hakemi çağırır
    Ve beyaz son iki dakikasında beraberlik talep eder
    Ve hakem talebi reddeder
    O zaman saatlerin duraklatılması için geçerli bir neden vardır
    Ve hakem talebi haksız bulur
    Ve siyahın süresine 2 dakika eklenir
    Ve hakem kararını III.5 maddesine dayandırır
    Ve oyun sürer

  @madde-III.5 @madde-6.11.4
  Senaryo: Kılavuz III'e göre yapılamayan talep için saatleri duraklatmanın geçerli bir nedeni yoktur
    Beyazın saatinde 3 dakika vardır: son iki dakikasında değildir, talebi kabul edilmez. Saatleri bu
    talep için duraklatmasının geçerli bir nedeni yoktur; yaptırımı hakem seçer (6.11.4, 12.9).
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 3 dakika, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz beraberlik talep etmek için saatleri duraklatıp hakemi çağırır
    Ve beyaz son iki dakikasında beraberlik talep eder
    O zaman hakem talebi haksız bulur
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 6.11.4 maddesine dayandırır
    Ve kimsenin süresine ekleme yapılmaz
    Ve oyun sürer

  @madde-III.5.1 @madde-III.5.3
  Senaryo: Reddedilen talepte rakibe iki dakika eklenir
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz son iki dakikasında beraberlik talep eder
    Ve hakem talebi reddeder
    O zaman hakem talebi haksız bulur
    Ve siyahın süresine 2 dakika eklenir
    Ve hakem kararını III.5.3 maddesine dayandırır
    Ve oyun sürer

  @madde-III.5.3 @madde-A.3
  Senaryo: Hızlı satrançta da reddedilen talebin bedeli iki dakikadır; A.3 yalnızca 7. ve 9. maddelerin cezalarını kısaltır
    Ve oyun hızlı satranç temposunda oynanmaktadır
    Ve zaman kontrolü: oyunun tamamı için 15 dakika
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz son iki dakikasında beraberlik talep eder
    Ve hakem talebi reddeder
    O zaman siyahın süresine 2 dakika eklenir
    Ve hakem kararını III.5.3 maddesine dayandırır
    Ve oyun sürer

  @madde-III.5.2
  Senaryo: Hakem kararını erteler; rakibe iki dakika vermek onun takdiridir
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz son iki dakikasında beraberlik talep eder
    Ve hakem kararını erteler
    O zaman karar hakemin takdirindedir
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını III.5.2 maddesine dayandırır
    Ve oyun sürer

  @madde-III.5.2 @madde-III.1
  Senaryo: Ertelenen talepte beyazın bayrağı düşer; hakem siyahın olağan yollarla kazanamayacağına kanaat getirir
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz son iki dakikasında beraberlik talep eder
    Ve hakem kararını erteler
    Ve oyun "61. Şe3 Şe6" hamleleriyle sürer
    Ve beyazın bayrağı düşer
    Ve hakem talebi kabul eder
    O zaman hakem oyunu berabere ilan eder
    Ve bitiş nedeni: hızlı bitiş talebi
    Ve beyazın saatinde 0 saniye vardır
    Ve konum "8/8/4k3/3r4/8/3RK3/8/8 w - - 14 62" olur
    Ve hakem kararını III.5.2 maddesine dayandırır

  @madde-III.5.2 @madde-6.9
  Senaryo: Ertelenen talepte beyazın bayrağı düşer ve hakem talebi reddeder: beyaz süreden kaybeder
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz son iki dakikasında beraberlik talep eder
    Ve hakem kararını erteler
    Ve oyun "61. Şe3 Şe6" hamleleriyle sürer
    Ve beyazın bayrağı düşer
    Ve hakem talebi reddeder
    O zaman hakem oyunu beyaz için kaybedilmiş ilan eder
    Ve bitiş nedeni: süre aşımı
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını 6.9 maddesine dayandırır

  @madde-III.5
  Senaryo: İki dakikadan çok süresi olan oyuncunun talebi kabul edilmez; süreye bir şey eklenmez
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 2 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz son iki dakikasında beraberlik talep eder
    O zaman hakem talebi haksız bulur
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını III.5 maddesine dayandırır
    Ve oyun sürer

  @madde-III.2.1
  Senaryo: Kılavuz III ilan edilmediyse hızlı bitiş talebi yoktur
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz son iki dakikasında beraberlik talep eder
    O zaman hakem talebi haksız bulur
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını III.2.1 maddesine dayandırır
    Ve oyun sürer

  @madde-III.2.2 @madde-B.3
  Senaryo: Yıldırımda Kılavuz III uygulanmaz
    Ve oyun yıldırım satranç temposunda oynanmaktadır
    Ve zaman kontrolü: oyunun tamamı için 5 dakika
    Ve yarışma yönergesine göre hakem denetimi sınırlıdır
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 2 dakika vardır
    Eğer ki beyaz son iki dakikasında beraberlik talep eder
    O zaman hakem talebi haksız bulur
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını III.2.2 maddesine dayandırır
    Ve oyun sürer

  @madde-III.4
  Senaryo: Artırım isteği beraberlik teklifidir; rakip reddeder, hakem kabul eder: artırım ve rakibe iki dakika
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz hamle başına 5 saniyelik artırım ister
    Ve siyah beraberliği reddeder
    Ve hakem talebi kabul eder
    Ve beyaz 61. Şe3 oynar
    O zaman siyahın süresine 2 dakika eklenir
    Ve beyazın saatinde 1 dakika 35 saniye vardır
    Ve hakem kararını III.4 maddesine dayandırır
    Ve oyun sürer

  @madde-III.4 @madde-9.1.2
  Senaryo: Artırım isteğini beraberlik teklifi olarak kabul eden rakiple oyun anlaşmayla berabere biter
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz hamle başına 5 saniyelik artırım ister
    Ve siyah beraberliği kabul eder
    O zaman oyun berabere biter
    Ve bitiş nedeni: anlaşma
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını III.4 maddesine dayandırır

  @madde-III.4
  Senaryo: Hamle sırası kendisinde olmayan oyuncu artırım isteyemez
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 1 dakika vardır
    Eğer ki siyah hamle başına 5 saniyelik artırım ister
    O zaman hakem talebi haksız bulur
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını III.4 maddesine dayandırır
    Ve oyun sürer

  @madde-III.3.1 @madde-III.3.1.2 @madde-III.1
  Senaryo: Son dönemde iki bayrak da düşmüş, hangisinin önce düştüğü bilinmiyor: oyun berabere
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 0 saniye, siyahın saatinde 0 saniye vardır
    Eğer ki hakem tahtaya bakar
    O zaman hakem oyunu berabere ilan eder
    Ve bitiş nedeni: süre aşımı
    Ve hakem kararını III.3.1.2 maddesine dayandırır
    Ve hakem kararını III.1 maddesine dayandırır

  @madde-III.6 @madde-III.6.1 @madde-III.6.2
  Senaryo: Oyunu izleyen hakem yokken talep oyunu bitirir ve görevli hakeme gider
    Ve oyunu izleyen bir hakem yoktur
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve beyazın saatinde 1 dakika 30 saniye, siyahın saatinde 6 dakika vardır
    Eğer ki beyaz son iki dakikasında beraberlik talep eder
    O zaman karar hakemin takdirindedir
    Ve bitiş nedeni: hızlı bitiş talebi
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını III.6.2 maddesine dayandırır

  @madde-III.3.1 @madde-III.3.1.1
  Senaryo: Son dönemden önce iki bayrak da düşmüş, sıra bilinmiyor: oyun sürer
    Bu senaryonun konumu kendine aittir: 35. hamlede, ilk dönemin içinde.
    Ve yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir
    Ve tahtadaki konum "r1b2rk1/2q1bppp/p2p1n2/npp1p3/3PP3/2P2N1P/PPB2PP1/RNBQR1K1 w - - 1 35"
    Ve beyazın saatinde 0 saniye, siyahın saatinde 0 saniye vardır
    Eğer ki hakem tahtaya bakar
    O zaman oyun kaldığı yerden sürer
    Ve hakem kararını III.3.1.1 maddesine dayandırır
