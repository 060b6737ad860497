# language: tr
@madde-1
Özellik: Satrancın niteliği — kim oynar, hamle sırası kimdedir (Madde 1)
  Satranç iki rakip arasında oynanır; ilk hamleyi beyaz yapar, sonra oyuncular sırayla oynar.
  Rakibin hamlesi yapıldığı anda hamle sırası oyuncuya geçer.

  @madde-1.2
  Senaryo: İlk hamleyi beyaz yapar, sonra oyuncular sırayla oynar
    Başlangıç konumunda hamle sırası beyazdadır; siyahın piyonu oynatması geçersizdir. Beyazın
    hamlesinden sonra sıra siyaha, siyahınkinden sonra yeniden beyaza geçer.
    Diyelim ki oyun başlangıç konumundan başlar
    O zaman hamle sırası beyazdadır
    Ve e7'deki piyonun e5'e gitmesi geçersizdir; gerekçe 1.3
    Eğer ki beyaz 1. e4 oynar
    O zaman hamle sırası siyahtadır
    Eğer ki siyah 1... e5 oynar
    O zaman hamle sırası beyazdadır
    Ve e5'te siyah piyon vardır

  @madde-1.1 @madde-1.3
  Senaryo: Her oyuncu yalnızca kendi taşlarını oynatır
    Hamle sırası beyazdayken siyahın bir piyonunu oynatmak geçersizdir.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    O zaman d7'deki piyonun d6'ya gitmesi geçersizdir; gerekçe 1.3
    Ve d2'deki piyonun d4'e gitmesi geçerlidir

  @madde-1.3
  Senaryo: Rakibin hamlesi bırakıldığı anda hamle sırası oyuncuya geçer, saate basılmasa da
    Siyah d7'deki atı b6'ya bırakır; saatine henüz basmamıştır. Hamle yapılmıştır ve hamle sırası
    beyazdadır.
    Diyelim ki tahtadaki konum "5rk1/1p1n1ppp/p7/3B4/4P3/8/PP3PPP/2R3K1 b - - 3 47"
    Eğer ki siyah d7'deki ata dokunur
    Ve siyah d7'deki atı b6'ya bırakır
    O zaman siyahın hamlesi yapılmıştır
    Ve hamle sırası beyazdadır
    Ve b6'da siyah at vardır
    Ve oyun sürer

  @madde-1.4.1 @madde-1.4.2 @madde-5.1.1
  Senaryo: Mat edilen oyuncu oyunu kaybeder
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. f3 e5 2. g4"
    Eğer ki siyah 2... Vh4# oynar
    O zaman siyah oyunu kazanır
    Ve bitiş nedeni: mat
    Ve hamle sırası beyazdadır

  @madde-1.5 @madde-5.2.2
  Senaryo: Hiçbir taraf mat edemiyorsa oyun berabere biter
    Beyaz piyonunu alan siyah şah, beyaz şaha karşı yalnız kalır.
    Diyelim ki tahtadaki konum "8/8/8/3k4/3P4/8/5K2/8 b - - 0 70"
    Eğer ki siyah 70... Şxd4 oynar
    O zaman oyun berabere biter
    Ve bitiş nedeni: ölü konum
