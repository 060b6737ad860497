# language: tr
@erteleme
Özellik: Ertelenen oyunlar (Yönergeler I)
  Oturum sona erdiğinde hamle sırası kendisinde olan oyuncu hamlesini açık biçimde yazar, zarfı kapatır
  ve ancak ondan sonra saatini duraklatır; saatini duraklatana dek yazdığını değiştirebilir; tahtada
  bir hamle yaparsa zarfa o hamleyi koymalıdır (I.1.1). Zarftaki hamle devam oturumunda, karşılık
  verecek oyuncunun önünde açılır (I.7): belirsiz, anlamı çıkarılamayan ya da geçersiz bir hamle oyunu
  kaybettirir — rakip hiçbir geçerli hamle dizisiyle mat edemiyorsa oyun berabere biter (I.8). Hükmen
  yenilme süresinden sonra gelen oyuncu kaybeder, meğer ki zarftaki hamle oyunu bitirmiş olsun (I.10).

  Geçmiş:
    Diyelim ki tahtadaki konum "3r2k1/5ppp/8/8/8/8/5PPP/R4RK1 w - - 0 30"
    Ve beyazın saatinde 25 dakika, siyahın saatinde 52 dakika vardır

  @madde-I.1.1 @madde-I.5 @madde-I.7 @madde-I.9.1
  Senaryo: Beyaz 30. Kad1'i zarfa koyar; devam oturumunda iki oyuncu da oradadır, zarf açılır ve hamle yapılır
    Zarfı kapattıktan sonra saati duraklatmak Yönergelerin istediğidir: geçerli bir neden sorusu doğmaz.
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve hakem devam oturumunda zarfı açar
    O zaman hamle zarftadır ve devam oturumuna dek gizli kalır
    Ve beyazın hamlesi yapılmıştır
    Ve konum "3r2k1/5ppp/8/8/8/8/5PPP/3R1RK1 b - - 1 30" olur
    Ve hamle sırası siyahtadır
    Ve beyazın saatinde 25 dakika vardır
    Ve siyahın saatinde 52 dakika vardır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve hakem kararını I.1.1 maddesine dayandırır
    Ve hakem kararını I.9.1 maddesine dayandırır
    Ve hakem kararını I.7 maddesine dayandırır
    Ve hakem kararını I.5 maddesine dayandırır
    Ve oyun sürer

  @madde-I.8.1
  Senaryo: Beyaz zarfa "Kd1" yazmıştır; a1'deki de f1'deki de kale d1'e gidebilir — belirsizdir, Beyaz kaybeder
    Siyah'ın kalesi vardır, mat edebilir: ayrık yoktur. Konum zarftaki hamleden önceki gibi kalır.
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kd1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve hakem devam oturumunda zarfı açar
    O zaman siyah oyunu kazanır
    Ve bitiş nedeni: zarftaki hamle
    Ve puanlar: beyaz 0, siyah 1
    Ve konum "3r2k1/5ppp/8/8/8/8/5PPP/R4RK1 w - - 0 30" olur
    Ve hakem kararını I.8.1 maddesine dayandırır

  @madde-I.8.3
  Senaryo: Beyaz zarfa "Kf3" yazmıştır; f2'deki kendi piyonu kaleyi keser — geçersizdir, Beyaz kaybeder
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kf3" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve hakem devam oturumunda zarfı açar
    O zaman siyah oyunu kazanır
    Ve bitiş nedeni: zarftaki hamle
    Ve hakem kararını I.8.3 maddesine dayandırır

  @madde-I.8.2
  Senaryo: Beyaz zarfa "kaleyi sola" yazmıştır — hamlenin gerçek anlamı çıkarılamaz, Beyaz kaybeder
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "kaleyi sola" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve hakem devam oturumunda zarfı açar
    O zaman siyah oyunu kazanır
    Ve bitiş nedeni: zarftaki hamle
    Ve hakem kararını I.8.2 maddesine dayandırır

  @madde-I.8 @madde-6.9
  Senaryo: Beyaz zarfa geçersiz "Şg2"yi yazmıştır ama Siyah'ın yalnızca şahı vardır — oyun berabere biter
    I.8, 5, 5.2.2, 6.9 ve 9.6'daki durumları ayırır: 6.9'a göre rakip mat edemiyorsa oyun berabere biter.
    Diyelim ki tahtadaki konum "6k1/8/8/8/8/8/5PPP/R5K1 w - - 0 50"
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Şg2" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve hakem devam oturumunda zarfı açar
    O zaman oyun berabere biter
    Ve bitiş nedeni: zarftaki hamle
    Ve puanlar: beyaz ½, siyah ½
    Ve hakem kararını I.8 maddesine dayandırır

  @madde-I.7 @madde-I.1.1
  Senaryo: Geçersiz bir hamle zarfa konup oyun ertelenir — devam oturumuna dek hiçbir şey hükme bağlanmaz
    Zarf ancak devam oturumunda açılır: ondan önce kimse, motor da, zarftaki hamleyi bilmez.
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kf3" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    O zaman hamle zarftadır ve devam oturumuna dek gizli kalır
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve oyun sürer
    Ve hamle sırası beyazdadır
    Ve konum "3r2k1/5ppp/8/8/8/8/5PPP/R4RK1 w - - 0 30" olur

  @madde-I.1.1
  Senaryo: Beyaz Kad1 yazar, fikrini değiştirip saatini duraklatmadan Kfe1 yazar — zarftaki hamle Kfe1'dir
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz "Kfe1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve hakem devam oturumunda zarfı açar
    O zaman konum "3r2k1/5ppp/8/8/8/8/5PPP/R3R1K1 b - - 1 30" olur
    Ve oyun sürer

  @madde-I.1.1
  Senaryo: Zarfa hamle koyması söylenen Beyaz Kad1'i tahtada oynar, sonra "Kfe1" yazar — zarftaki hamle tahtadaki Kad1'dir
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz a1'deki kaleye dokunur
    Ve beyaz a1'deki kaleyi d1'e bırakır
    Ve beyaz "Kfe1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve hakem devam oturumunda zarfı açar
    O zaman hamle zarftadır ve devam oturumuna dek gizli kalır
    Ve konum "3r2k1/5ppp/8/8/8/8/5PPP/3R1RK1 b - - 1 30" olur
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve hakem kararını I.1.1 maddesine dayandırır
    Ve oyun sürer

  @madde-I.1.2
  Senaryo: Beyaz oturumun bitmesine 10 dakika kala oyunu erteler — zarf oturum bitiminde kapanmış sayılır, o süre Beyaz'dan düşülür
    Eğer ki hakem oturumun bitmesine 10 dakika kala oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    O zaman hamle zarftadır ve devam oturumuna dek gizli kalır
    Ve beyazın saatinde 15 dakika vardır
    Ve siyahın saatinde 52 dakika vardır
    Ve hakem kararını I.1.2 maddesine dayandırır

  @madde-I.9.2 @madde-I.10
  Senaryo: Karşılık verecek Siyah devam oturumuna 20 dakika geç gelir, hükmen yenilme süresi 30 dakikadır — süresinden 20 dakika düşülür, hamle yapılır
    Diyelim ki yarışma yönergesine göre hükmen yenilme süresi 30 dakika
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve devam oturumu başlar; siyah tahtada değildir
    Ve siyah devam saatinden 20 dakika sonra gelir
    O zaman siyahın saati çalıştırılır
    Ve beyazın hamlesi yapılmıştır
    Ve siyahın saatinde 32 dakika vardır
    Ve beyazın saatinde 25 dakika vardır
    Ve hakem kararını I.9.2 maddesine dayandırır
    Ve oyun sürer

  @madde-I.10
  Senaryo: Siyah devam saatinden 35 dakika sonra gelir, hükmen yenilme süresi 30 dakikadır — Siyah kaybeder
    Diyelim ki yarışma yönergesine göre hükmen yenilme süresi 30 dakika
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve devam oturumu başlar; siyah tahtada değildir
    Ve siyah devam saatinden 35 dakika sonra gelir
    O zaman beyaz oyunu kazanır
    Ve bitiş nedeni: hükmen yenilgi
    Ve puanlar: beyaz 1, siyah 0
    Ve hakem kararını I.10 maddesine dayandırır

  @madde-I.10 @madde-5.2.1
  Senaryo: Siyah geç gelir ama Beyaz'ın zarftaki 60. h7 hamlesi onu pat etmiştir — oyun berabere biter
    Diyelim ki tahtadaki konum "7k/8/6KP/8/8/8/8/8 w - - 0 60"
    Ve yarışma yönergesine göre hükmen yenilme süresi 30 dakika
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "h7" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve devam oturumu başlar; siyah tahtada değildir
    Ve siyah devam saatinden 40 dakika sonra gelir
    O zaman oyun berabere biter
    Ve bitiş nedeni: pat
    Ve puanlar: beyaz ½, siyah ½
    Ve hakem kararını I.10 maddesine dayandırır

  @madde-I.11
  Senaryo: Hükmen yenilme süresi bir saattir ve devamda iki oyuncu da yoktur — Siyah gelene dek geçen süre Siyah'ındır
    Diyelim ki yarışma yönergesine göre hükmen yenilme süresi 60 dakika
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve devam oturumu başlar; iki oyuncu da tahtada değildir
    Ve siyah devam saatinden 12 dakika sonra gelir
    Ve beyaz devam saatinden 20 dakika sonra gelir
    O zaman siyahın saatinde 40 dakika vardır
    Ve beyazın hamlesi yapılmıştır
    Ve hakem kararını I.11 maddesine dayandırır
    Ve oyun sürer

  @madde-I.9.3
  Senaryo: Zarfa hamle koyan Beyaz devam oturumunda yoktur; Siyah karşılığını yazıp yeni zarfa koyar, Beyaz gelince zarf açılır
    Zarf karşılık verecek oyuncunun önünde açılır (I.7); Siyah karşılığını tahtada oynamak yerine yazıp
    zarfa koyabilir, saatini duraklatıp Beyaz'ınkini çalıştırır.
    Diyelim ki yarışma yönergesine göre hükmen yenilme süresi 30 dakika
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve devam oturumu başlar; beyaz tahtada değildir
    Ve siyah "Kxd1" hamlesini zarfa koyacağı kâğıda yazar
    Ve siyah zarfı kapatıp saatini duraklatır
    Ve beyaz devam saatinden 10 dakika sonra gelir
    O zaman beyazın saati çalıştırılır
    Ve konum "6k1/5ppp/8/8/8/8/5PPP/3r1RK1 w - - 0 31" olur
    Ve hamle sırası beyazdadır
    Ve hakem kararını I.9.3 maddesine dayandırır
    Ve oyun sürer

  @madde-I.4 @madde-9.1
  Senaryo: Beyaz zarfı kapattıktan sonra Siyah beraberlik teklif eder; devam oturumunda zarftaki hamle yapılır, Beyaz kabul eder
    Zarftaki hamlenin hakemce yapılması teklifi reddetmek değildir: teklif kabul ya da reddedilene dek geçerlidir.
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve siyah beraberlik teklif eder
    Ve hakem devam oturumunda zarfı açar
    Ve beyaz beraberliği kabul eder
    O zaman oyun berabere biter
    Ve bitiş nedeni: anlaşma
    Ve puanlar: beyaz ½, siyah ½
    Ve hakem kararını I.4 maddesine dayandırır

  @madde-I.6
  Senaryo: Siyah devam oturumundan önce hakeme terk ettiğini bildirir — oyun biter, zarf hiç açılmaz
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve siyah terk eder
    O zaman beyaz oyunu kazanır
    Ve bitiş nedeni: terk
    Ve konum "3r2k1/5ppp/8/8/8/8/5PPP/R4RK1 w - - 0 30" olur
    Ve hakem kararını I.6 maddesine dayandırır

  @madde-I.12.1
  Senaryo: Zarf bulunamaz; Beyaz zarfa koyduğunu söylediği Kad1'i tahtada oynar
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve hakem zarfın bulunamadığını fark eder
    Ve hakem devam oturumunda zarfı açar
    Ve beyaz 30. Kad1 oynar
    O zaman oyun sürer
    Ve konum "3r2k1/5ppp/8/8/8/8/5PPP/3R1RK1 b - - 1 30" olur
    Ve beyazın saatinde 25 dakika vardır
    Ve hakem kararını I.12.1 maddesine dayandırır

  @madde-I.12.2
  Senaryo: Ertelenen konum yeniden kurulamaz — oyun iptal edilir ve yeni bir oyun oynanır
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve beyaz "Kad1" hamlesini zarfa koyacağı kâğıda yazar
    Ve beyaz zarfı kapatıp saatini duraklatır
    Ve hakem ertelenen konumun yeniden kurulamadığını fark eder
    O zaman oyun iptal edilir ve yeni bir oyun oynanır
    Ve hakem kararını I.12.2 maddesine dayandırır
