# language: tr
@madde-1
Özellik: Satrancın niteliği — kim oynar, hamle sırası kimdedir (Madde 1)
  Satranç iki rakip arasında oynanır; ilk hamleyi beyaz yapar, sonra oyuncular sırayla oynar.
  Rakibin hamlesi yapıldığı anda hamle sırası oyuncuya geçer.

  @madde-1.2 @madde-1.1
  Senaryo: Oyuna siyah başlarsa bu geçersiz bir hamledir
    Başlangıç konumunda siyah e7'deki piyonu e5'e sürer ve saatine basar. İlk hamle beyazındır.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve beyazın saatinde 90 dakika, siyahın saatinde 90 dakika vardır
    Eğer ki siyah e7'deki piyona dokunur
    Ve siyah e7'deki piyonu e5'e bırakır
    Ve siyah saatine basar
    O zaman siyah geçersiz bir hamle tamamlamıştır
    Ve konum "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" olur
    Ve hamle sırası beyazdadır
    Ve beyazın süresine 2 dakika eklenir
    Ve hakem kararını 7.5.1 maddesine dayandırır

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
