# language: tr
@kuruluş
Özellik: Yanlış kuruluş, ters konmuş tahta, ters renkler, devrilen ve yerinden oynayan taşlar (Madde 7.1–7.4, 7.6)
  Oyun sırasında anlaşılan kuruluş hataları: yanlış başlangıç konumu oyunu iptal ettirir (7.2.1), ters
  konmuş tahta yalnızca konumu doğru konmuş bir tahtaya taşıtır (7.2.2), ters alınan renkler iki oyuncu
  da on hamle yapana dek oyunu yeniden oynatır (7.3). Taş deviren oyuncu taşları kendi süresinden yerine
  koyar (7.4); yerinden oynamış bir taş bulunursa kuraldışılıktan hemen önceki konuma dönülür (7.6). Oyun
  bittikten sonra anlaşılan bir hata sonucu değiştirmez. Konumlar ve hamleler bizim kurgumuzdur.

  @madde-7.2.1
  Senaryo: Başlangıç konumunun yanlış dizildiği 4. hamlede anlaşılır — oyun iptal edilir
    Beyaz'ın şah kanadında at f1'e, fil g1'e konmuştur. Oyun sırasında anlaşıldığı için oyun iptal edilir,
    yeni bir oyun oynanır; sonuç ve puan yoktur, hiçbir konum aktarılmaz.
    Diyelim ki tahtadaki konum "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1"
    Ve daha önce oynanan hamleler "1. e4 e5 2. Ac3 Ac6 3. Ag3 Af6 4. d3 d5"
    Eğer ki hakem başlangıç konumunun yanlış dizildiğini fark eder
    O zaman oyun iptal edilir ve yeni bir oyun oynanır
    Ve hakem kararını 7.2.1 maddesine dayandırır
    Ve konum "r1bqkb1r/ppp2ppp/2n2n2/3pp3/4P3/2NP2N1/PPP2PPP/R1BQK1BR w KQkq - 0 5" olur
    Ve kimsenin süresine ekleme yapılmaz

  @madde-7.2.1
  Senaryo: Yanlış kuruluşu Siyah 12. hamleden sonra ileri sürer — on hamle sınırı yoktur, oyun yine iptal edilir
    On hamle sınırı 7.3'ün (renkler) ve Ek A.5.1.2'nin (denetimi sınırlı hızlı oyun) kuralıdır; standart
    oyunda 7.2.1, hata ne zaman anlaşılırsa anlaşılsın oyunu iptal ettirir.
    Diyelim ki tahtadaki konum "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1"
    Ve daha önce oynanan hamleler "1. e4 e5 2. Ac3 Ac6 3. Ag3 Af6 4. d3 d5 5. exd5 Axd5 6. Axd5 Vxd5 7. Fe3 Fe6 8. Vf3 Vxf3 9. gxf3 Ab4 10. Şd2 0-0-0 11. a3 Ad5 12. Ae4 f5"
    Eğer ki siyah başlangıç konumunun yanlış dizildiğini ileri sürer
    O zaman oyun iptal edilir ve yeni bir oyun oynanır
    Ve hakem kararını 7.2.1 maddesine dayandırır

  @madde-7.2.1 @madde-2.2
  Senaryo: Siyah'ın h7 piyonu hiç konmamıştır; 3. hamlede anlaşılır — oyun iptal edilir
    Başlangıçta iki tarafın da 16 taşı vardır (2.2); eksik bir piyon da yanlış bir başlangıç konumudur.
    Diyelim ki tahtadaki konum "rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fc4 Af6"
    Eğer ki hakem başlangıç konumunun yanlış dizildiğini fark eder
    O zaman oyun iptal edilir ve yeni bir oyun oynanır
    Ve hakem kararını 7.2.1 maddesine dayandırır
    Ve kimsenin süresine ekleme yapılmaz

  @madde-7.2.1 @madde-2.3
  Senaryo: Taşlar doğru dizilmişken yanlış kuruluş ileri sürülür — talep haksızdır, oyun sürer
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Eğer ki siyah başlangıç konumunun yanlış dizildiğini ileri sürer
    O zaman hakem talebi haksız bulur
    Ve oyun sürer
    Ve hakem kararını 2.3 maddesine dayandırır
    Ve hamle sırası beyazdadır

  @madde-7.2.1 @madde-5.1.2
  Senaryo: Yanlış kuruluş ancak Beyaz terk ettikten sonra anlaşılır — sonuç geçerli kalır
    7.2.1 oyun sırasında anlaşılan hata içindir; bitmiş oyunun sonucu değişmez.
    Diyelim ki tahtadaki konum "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1"
    Ve daha önce oynanan hamleler "1. e4 e5 2. Ac3 Ac6 3. Ag3 Af6 4. d3 d5"
    Eğer ki beyaz terk eder
    Ve hakem başlangıç konumunun yanlış dizildiğini fark eder
    O zaman siyah oyunu kazanır
    Ve bitiş nedeni: terk
    Ve puanlar: beyaz 0, siyah 1

  @madde-7.2.2 @madde-2.1
  Senaryo: Tahtanın ters konduğu 12. hamleden sonra anlaşılır — konum doğru konmuş bir tahtaya aktarılır, oyun sürer
    Taşlar oyunculara göre doğru dizilmiş ama tahta 90 derece döndürülmüş: oyuncuların sağ köşesindeki kare
    koyu. 7.2.2'ye göre oyun sürer; oluşan konum doğru konmuş bir tahtaya aktarılır. Aynı taşlar aynı
    karelerde, hamle sırası aynı oyuncuda; iptal yok, ceza yok, saatlere dokunulmaz.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7 11. Abd2 Fb7 12. Fc2 Ke8"
    Ve beyazın saatinde 41 dakika, siyahın saatinde 37 dakika vardır
    Eğer ki hakem 12. hamleden sonra tahtanın yanlış konduğunu fark eder
    O zaman konum doğru konmuş bir tahtaya aktarılır
    Ve oyun sürer
    Ve konum "r2qr1k1/1bpnbppp/p2p1n2/1p2p3/3PP3/2P2N1P/PPBN1PP1/R1BQR1K1 w - - 5 13" olur
    Ve hamle sırası beyazdadır
    Ve beyazın saatinde 41 dakika vardır
    Ve siyahın saatinde 37 dakika vardır
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve hakem kararını 7.2.2 maddesine dayandırır

  @madde-7.2.2 @madde-2.1
  Senaryo: Ters konmuş tahta 5. hamlede anlaşılır — yine yalnızca aktarılır, oyun yeniden oynanmaz
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7"
    Eğer ki hakem 5. hamleden sonra tahtanın yanlış konduğunu fark eder
    O zaman konum doğru konmuş bir tahtaya aktarılır
    Ve oyun sürer
    Ve konum "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6" olur

  @madde-7.3
  Senaryo: Renklerin ters alındığı Beyaz'ın 10. hamlesinden sonra anlaşılır — Siyah 9 hamle yapmıştır, oyun doğru renklerle yeniden oynanır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. d4 Af6 2. c4 e6 3. Ac3 Fb4 4. e3 0-0 5. Fd3 d5 6. Af3 c5 7. 0-0 Ac6 8. a3 Fxc3 9. bxc3 dxc4 10. Fxc4"
    Eğer ki hakem oyuncuların renkleri ters aldığını fark eder
    O zaman oyun iptal edilir ve yeni bir oyun oynanır
    Ve hakem kararını 7.3 maddesine dayandırır

  @madde-7.3
  Senaryo: Renklerin ters alındığını Siyah 10. hamlesinden sonra ileri sürer — ikisi de on hamle yapmıştır, oyun olduğu gibi sürer
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. d4 Af6 2. c4 e6 3. Ac3 Fb4 4. e3 0-0 5. Fd3 d5 6. Af3 c5 7. 0-0 Ac6 8. a3 Fxc3 9. bxc3 dxc4 10. Fxc4 Vc7"
    Eğer ki siyah oyuncuların renkleri ters aldığını ileri sürer
    O zaman oyun olduğu gibi sürer
    Ve hakem kararını 7.3 maddesine dayandırır
    Ve hamle sırası beyazdadır

  @madde-7.3 @madde-5.1.1
  Senaryo: Oyun 4. hamlede matla bittikten sonra renklerin ters alındığı anlaşılır — mat geçerlidir
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6 4. Vxf7#"
    Eğer ki hakem oyuncuların renkleri ters aldığını fark eder
    O zaman beyaz oyunu kazanır
    Ve bitiş nedeni: mat
    Ve puanlar: beyaz 1, siyah 0

  @madde-7.4.1 @madde-7.4.3 @madde-12.9
  Senaryo: Beyaz hamle yaparken iki piyonu devirir, kendi süresinden yerine koyar ve hamlesini tamamlar
    Beyaz d2'deki atı kaldırırken kolu e4 ve e5'teki piyonları devirir. Saati zaten işlemektedir; taşları
    kendisi yerine koyar, 13. Af1'i oynar ve saatine basar. Geçersiz hamle yoktur, belirli bir ceza da
    yoktur: 7.4.3'e göre hakem 12.9'daki seçeneklerden birini seçebilir.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7 11. Abd2 Fb7 12. Fc2 Ke8"
    Ve beyazın saatinde 41 dakika, siyahın saatinde 37 dakika vardır
    Eğer ki beyaz d2'deki ata dokunur
    Ve beyaz e4'teki ve e5'teki taşları devirir
    Ve beyaz e4'teki ve e5'teki taşları yerine koyar
    Ve beyaz d2'deki atı f1'e bırakır
    Ve beyaz saatine basar
    O zaman beyaz devirdiği taşları kendi süresinden yerine koymalıdır
    Ve taşlar yeniden yerindedir
    Ve beyazın hamlesi yapılmıştır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve takdire bırakılan seçenekler arasında 12.9.9 vardır
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve kimsenin süresine ekleme yapılmaz
    Ve oyun sürer
    Ve konum "r2qr1k1/1bpnbppp/p2p1n2/1p2p3/3PP3/2P2N1P/PPB2PP1/R1BQRNK1 b - - 6 13" olur
    Ve hakem kararını 7.4.1 maddesine dayandırır
    Ve hakem kararını 7.4.3 maddesine dayandırır

  @madde-7.4.1
  Senaryo: Beyaz saatine basarken taşları devirir; Siyah saate basıp Beyaz'ın saatini çalıştırır, Beyaz taşları koyup saate basar
    Devrilen taşlar deviren oyuncunun süresinden yerine konur: rakip saate basarak onun saatini
    çalıştırabilir. Bu basışların hiçbiri hamle değildir, hamle yapmadan saate basmak da sayılmaz.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7 11. Abd2 Fb7 12. Fc2 Ke8"
    Ve beyazın saatinde 41 dakika, siyahın saatinde 37 dakika vardır
    Eğer ki beyaz 13. Af1 oynar
    Ve beyaz e4'teki ve e5'teki taşları devirir
    Ve siyah saatine basar
    Ve beyaz e4'teki ve e5'teki taşları yerine koyar
    Ve beyaz saatine basar
    O zaman beyazın saati çalıştırılır
    Ve siyahın saati çalıştırılır
    Ve taşlar yeniden yerindedir
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve kimsenin süresine ekleme yapılmaz
    Ve hamle sırası siyahtadır
    Ve oyun sürer

  @madde-7.4.1 @madde-6.9
  Senaryo: Dört saniyesi kalan Beyaz taşları devirir; Siyah onun saatini çalıştırır ve Beyaz'ın bayrağı taşları koyarken düşer
    Taşları yerine koymak gerçekten kendi süresindendir: bayrak düşerse kaybeder (Siyah mat edebilir).
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7 11. Abd2 Fb7 12. Fc2 Ke8"
    Ve beyazın saatinde 4 saniye, siyahın saatinde 2 dakika vardır
    Eğer ki beyaz 13. Af1 oynar
    Ve beyaz e4'teki ve e5'teki taşları devirir
    Ve siyah saatine basar
    Ve beyazın bayrağı düşer
    O zaman beyazın saati çalıştırılır
    Ve siyah oyunu kazanır
    Ve bitiş nedeni: süre aşımı
    Ve puanlar: beyaz 0, siyah 1

  @madde-7.4.2 @madde-7.4.3
  Senaryo: Hamle sırası kendisinde olmayan Siyah piyonları devirir; Beyaz hakemi çağırmak için saatleri duraklatır, taşları hakem koyar
    Her iki oyuncu da saatleri duraklatıp hakemden yardım isteyebilir: Beyaz'ın duraklatması haklıdır.
    Ceza takdiri taşları deviren Siyah içindir.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7 11. Abd2 Fb7 12. Fc2 Ke8"
    Ve beyazın saatinde 41 dakika, siyahın saatinde 37 dakika vardır
    Eğer ki siyah d4'teki ve e5'teki taşları devirir
    Ve beyaz hakemi çağırmak için saatleri duraklatır
    Ve hakem d4'teki ve e5'teki taşları yerine koyar
    O zaman siyah devirdiği taşları kendi süresinden yerine koymalıdır
    Ve taşlar yeniden yerindedir
    Ve hakem kararını 7.4.2 maddesine dayandırır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hamle sırası beyazdadır
    Ve beyazın saatinde 41 dakika vardır
    Ve siyahın saatinde 37 dakika vardır
    Ve oyun sürer

  @madde-7.4.3 @madde-12.9.2
  Senaryo: Taşları deviren Beyaz'a hakem ceza olarak rakibin süresine iki dakika ekler
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7 11. Abd2 Fb7 12. Fc2 Ke8"
    Ve beyazın saatinde 41 dakika, siyahın saatinde 37 dakika vardır
    Eğer ki beyaz d2'deki ata dokunur
    Ve beyaz e4'teki ve e5'teki taşları devirir
    Ve beyaz e4'teki ve e5'teki taşları yerine koyar
    Ve beyaz d2'deki atı f1'e bırakır
    Ve beyaz saatine basar
    Ve hakem ceza olarak beyazın rakibinin süresine 2 dakika ekler
    O zaman siyahın süresine 2 dakika eklenir
    Ve beyazın saatinde 41 dakika vardır
    Ve hakem kararını 12.9.2 maddesine dayandırır
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve oyun sürer

  @madde-7.6 @madde-7.1
  Senaryo: a4'teki piyonun a3'te durduğu 20... Fe7'den sonra anlaşılır — 17... h6'dan sonraki konum yeniden kurulur
    Oyuncular piyonun 17... h6'dan hemen sonra yerinden oynadığında anlaşır (11.11). Kuraldışılıktan hemen
    önceki konuma dönülür ve oyun oradan sürer: 18. Fe3'ten 20... Fe7'ye dek oynananlar geçersizdir, hamle
    sırası Beyaz'dadır. Bu bir geçersiz hamle değildir: süre eklenmez, sayılmaz; saatler olduğu gibi kalır.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7 11. Abd2 Fb7 12. Fc2 Ke8 13. Af1 Ff8 14. Ag3 g6 15. a4 c5 16. d5 c4 17. Fg5 h6 18. Fe3 Ac5 19. Vd2 h5 20. Fg5 Fe7"
    Ve beyazın saatinde 38 dakika, siyahın saatinde 29 dakika vardır
    Eğer ki hakem a4'teki piyonun a3'te bulunduğunu fark eder; doğru olan son konum 17... h6 hamlesinden sonrakidir
    O zaman konum "r2qrbk1/1b1n1p2/p2p1npp/1p1Pp1B1/P1p1P3/2P2NNP/1PB2PP1/R2QR1K1 w - - 0 18" olur
    Ve hamle sırası beyazdadır
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve kimsenin süresine ekleme yapılmaz
    Ve beyazın saatinde 38 dakika vardır
    Ve siyahın saatinde 29 dakika vardır
    Ve hakem kararını 7.6 maddesine dayandırır
    Ve oyun sürer

  @madde-7.6 @madde-5.1.1
  Senaryo: Yerinden oynamış bir piyon oyun matla bittikten sonra bulunur — sonuç geçerlidir
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6 4. Vxf7#"
    Eğer ki hakem a2'deki piyonun a3'te bulunduğunu fark eder; doğru olan son konum 2. Fc4 hamlesinden sonrakidir
    O zaman beyaz oyunu kazanır
    Ve bitiş nedeni: mat
    Ve puanlar: beyaz 1, siyah 0
