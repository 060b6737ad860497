# language: tr
@geçersiz-hamle
Özellik: Geçersiz hamleler ve cezaları (Madde 7.5)
  Geçersiz bir hamle, oyuncu saatine bastığında tamamlanmış olur (7.5.1). Tamamlanmış geçersiz
  hamle fark edilince kuraldışılıktan hemen önceki konuma dönülür; yerine gelecek hamleye
  dokunulan taş (4.3) ve bırakılan taş (4.7) kuralları uygulanır. İlk tamamlanmış geçersiz
  hamlede rakibin süresine 2 dakika (hızlı oyunda 1 dakika) eklenir; aynı oyuncunun ikincisinde
  oyun o oyuncu için kaybedilmiş sayılır — rakip hiçbir geçerli hamle dizisiyle mat edemiyorsa
  oyun berabere biter (7.5.5).

  Kural: Aynı taşla iki kez ya da iki taşla oynama (Aktar, 002)

    @vaka-002-1 @madde-1.1 @madde-1.2 @madde-1.3 @madde-3.6 @madde-3.10.1 @madde-4.7 @madde-7.1 @madde-7.5.1 @madde-7.5.5 @madde-4.3.1
    Senaryo: 47... Ab6'dan sonra aynı at d5'teki taşı alıp saate basılır — at b6'ya döner, d7'ye değil
      Metinden: 90 dakika + hamle başına 30 saniye; siyah d7'deki atla 47... Ab6 oynar, saatine
      basmadan aynı atla bir de Axd5 yapar ve saatine basar. Ab6 geçerli ve yapılmış bir hamledir,
      hamle sırası beyaza geçmiştir; ikinci at hamlesi saate basılınca tamamlanmış geçersiz hamledir.
      Konum kuraldışılığın öncesine döner: at b6'da durur, alınan beyaz taş d5'e döner; beyaza
      2 dakika eklenir. Konumun geri kalanı (d5'teki beyaz fil, kaleler, piyonlar) ve saatler bizimdir.
      Diyelim ki tahtadaki konum "5rk1/1p1n1ppp/p7/3B4/4P3/8/PP3PPP/2R3K1 b - - 3 47"
      Ve beyazın saatinde 25 dakika, siyahın saatinde 18 dakika vardır
      Eğer ki siyah d7'deki ata dokunur
      Ve siyah d7'deki atı b6'ya bırakır
      Ve siyah b6'daki ata dokunur
      Ve siyah b6'daki atla d5'teki taşı alır
      Ve siyah saatine basar
      O zaman siyah geçersiz bir hamle tamamlamıştır
      Ve kuraldışılıktan hemen önceki konuma dönülür
      Ve konum "5rk1/1p3ppp/pn6/3B4/4P3/8/PP3PPP/2R3K1 w - - 4 48" olur
      Ve b6'da siyah at vardır
      Ve d5'te beyaz fil vardır
      Ve d7 boştur
      Ve hamle sırası beyazdadır
      Ve beyaz için dokunulan taş yükümlülüğü yoktur
      Ve beyazın süresine 2 dakika eklenir
      Ve siyahın tamamlanmış geçersiz hamle sayısı: 1
      Ve hakem kararını 7.5.1 maddesine dayandırır
      Ve hakem kararını 7.5.5 maddesine dayandırır
      Ve oyun sürer

    @vaka-002-2 @madde-4.3.1 @madde-4.7 @madde-7.5.1 @madde-7.5.5 @madde-12.9 @ayrışma
    Senaryo: 53... Ad3'ten sonra kale e1'e gider, saate basılmaz — masadaki hakemin kayıp kararı yanlıştır
      Metinden: takım turnuvası, 90 dakika + 30 saniye; siyah f4'teki atla 53... Ad3 oynar, ardından
      e2'deki kaleyi e1'e götürüp mat ettiğini söyler, saatine basmaz; beyaz saatleri duraklatıp
      hakemi çağırır. Siyah bu oyunda daha önce iki elle rok yaparak bir geçersiz hamle tamamlamıştır.
      Masadaki hakem iki taşla oynandığı için ikinci geçersiz hamle deyip oyunu siyah için kaybedilmiş
      saymış (1-0). Yorum: saate basılmadığı için geçersiz hamle tamamlanmamıştır, ceza ve kayıp
      yoktur; kale e2'ye döner, Ad3 geçerli hamle olarak kalır, oyun sürer; uyarı ya da 12.9'a göre
      orantılı bir yaptırım hakemin takdirindedir. Konumun geri kalanı bizimdir (Ke1 gerçekten mat
      olacak biçimde kurulmuştur).
      Diyelim ki tahtadaki konum "6k1/R4ppp/8/8/Q4n2/8/4r1PP/6K1 b - - 0 53"
      Ve siyahın bu oyunda daha önce tamamlanmış 1 geçersiz hamlesi vardır
      Eğer ki siyah f4'teki ata dokunur
      Ve siyah f4'teki atı d3'e bırakır
      Ve siyah e2'deki kaleye dokunur
      Ve siyah e2'deki kaleyi e1'e bırakır
      Ve beyaz saatleri duraklatır
      O zaman tamamlanmış bir geçersiz hamle yoktur
      Ve e1'deki kale e2'ye geri konur
      Ve konum "6k1/R4ppp/8/8/Q7/3n4/4r1PP/6K1 w - - 1 54" olur
      Ve d3'te siyah at vardır
      Ve e1 boştur
      Ve hamle sırası beyazdadır
      Ve siyahın tamamlanmış geçersiz hamle sayısı: 1
      Ve kimsenin süresine ekleme yapılmaz
      Ve oyun sürer
      Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
      Ve masadaki hakemin verdiği 1-0 sonucu Kurallara uymaz; oyun sürer

    @vaka-002-3 @madde-7.5.1 @madde-4.3 @madde-4.7 @madde-6.2.1
    Senaryo: İlk at hamlesi de geçersizse ve saate basılmışsa at ilk karesine (d7) döner
      Metinden: 002-1 gibi, ama ilk at hamlesi kendisi geçersizdir; o zaman o hamleden önceki konuma
      dönülür (at ilk karesine gider) ve yerine gelecek hamleye dokunulan taş kuralları uygulanır.
      Konum bizimdir: d7'deki at, b5'teki beyaz filin açmazındadır; dokunulan at oynayamayacağı için
      siyah herhangi bir geçerli hamle yapabilir (4.5).
      Diyelim ki tahtadaki konum "4k2r/pp1n1ppp/8/1B1N4/4P3/8/PP3PPP/2R3K1 b - - 3 47"
      Ve beyazın saatinde 25 dakika, siyahın saatinde 18 dakika vardır
      Eğer ki siyah d7'deki ata dokunur
      Ve siyah d7'deki atı b6'ya bırakır
      Ve siyah b6'daki ata dokunur
      Ve siyah b6'daki atla d5'teki taşı alır
      Ve siyah saatine basar
      O zaman siyah geçersiz bir hamle tamamlamıştır
      Ve kuraldışılıktan hemen önceki konuma dönülür
      Ve konum "4k2r/pp1n1ppp/8/1B1N4/4P3/8/PP3PPP/2R3K1 b - - 3 47" olur
      Ve d7'de siyah at vardır
      Ve d5'te beyaz at vardır
      Ve hamle sırası siyahtadır
      Ve beyazın süresine 2 dakika eklenir
      Ve siyahın tamamlanmış geçersiz hamle sayısı: 1
      Ve siyah herhangi bir geçerli hamle yapabilir
      Ve hakem kararını 7.5.1 maddesine dayandırır
      Ve hakem kararını 6.2.1 maddesine dayandırır
      Ve oyun sürer

    @vaka-002-3 @madde-7.5.1 @madde-4.3 @madde-4.7
    Senaryo: İlk at hamlesi geçersiz, ikinci taşla oynanmış ama saate basılmamış — iki taş da döner, at oynanır
      Metinden: 002-2 gibi, ama ilk at hamlesi kendisi geçersizdir; at ilk karesine döner, dokunulan
      taş kuralları uygulanır. Saate basılmadığı için tamamlanmış geçersiz hamle ve ceza yoktur. Konum
      bizimdir: f4'teki at d4'e (at hamlesi olmayan bir kareye) konmuştur; at f4'ten geçerli
      hamleler yapabilir, bu yüzden onu oynamalıdır (4.3.1).
      Diyelim ki tahtadaki konum "6k1/R4ppp/8/8/Q4n2/8/4r1PP/6K1 b - - 0 53"
      Eğer ki siyah f4'teki ata dokunur
      Ve siyah f4'teki atı d4'e bırakır
      Ve siyah e2'deki kaleye dokunur
      Ve siyah e2'deki kaleyi e1'e bırakır
      Ve beyaz saatleri duraklatır
      O zaman tamamlanmış bir geçersiz hamle yoktur
      Ve d4'teki at f4'e geri konur
      Ve e1'deki kale e2'ye geri konur
      Ve konum "6k1/R4ppp/8/8/Q4n2/8/4r1PP/6K1 b - - 0 53" olur
      Ve hamle sırası siyahtadır
      Ve siyah f4'teki atı oynamak zorundadır
      Ve kimsenin süresine ekleme yapılmaz
      Ve oyun sürer

  Kural: 7.5.5 — cezalar (Çelik, 001)

    @vaka-001-I1 @madde-7.5.5
    Senaryo: İlk tamamlanmış geçersiz hamlede rakibe iki dakika eklenir
      Metinden: oyuncunun tamamlanan ilk geçersiz hamlesi için rakibine iki dakika verilir. Konum
      bizimdir: beyaz şah d4'ten, siyah şahın yanındaki d5'e gider ve saate basılır.
      Diyelim ki tahtadaki konum "r7/8/3k4/8/3K4/8/6P1/7Q w - - 0 50"
      Ve beyazın saatinde 10 dakika, siyahın saatinde 8 dakika vardır
      Eğer ki beyaz d4'teki şaha dokunur
      Ve beyaz d4'teki şahı d5'e bırakır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve konum "r7/8/3k4/8/3K4/8/6P1/7Q w - - 0 50" olur
      Ve siyahın süresine 2 dakika eklenir
      Ve siyahın saatinde 10 dakika vardır
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
      Ve beyaz d4'teki şahı oynamak zorundadır
      Ve hakem kararını 7.5.5 maddesine dayandırır
      Ve oyun sürer

    @vaka-001-I1 @madde-7.5.5
    Senaryo: Aynı oyuncunun ikinci tamamlanmış geçersiz hamlesi oyunu kaybettirir
      Metinden: aynı oyuncu ikinci kez geçersiz bir hamle tamamlarsa hakem oyunu o oyuncu için
      kaybedilmiş ilan eder. Konum bizimdir; siyahın kalesi vardır, mat edebilir.
      Diyelim ki tahtadaki konum "r7/8/3k4/8/3K4/8/6P1/7Q w - - 0 50"
      Ve beyazın bu oyunda daha önce tamamlanmış 1 geçersiz hamlesi vardır
      Eğer ki beyaz d4'teki şaha dokunur
      Ve beyaz d4'teki şahı d5'e bırakır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve hakem oyunu beyaz için kaybedilmiş ilan eder
      Ve bitiş nedeni: geçersiz hamleler
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 2
      Ve hakem kararını 7.5.5 maddesine dayandırır

    @vaka-001-I1 @madde-7.5.5
    Senaryo: İkinci geçersiz hamle, rakip hiçbir biçimde mat edemiyorsa beraberlik getirir
      Metinden: rakibin, geçerli hamlelerin hiçbir dizisiyle mat edemeyeceği bir konum varsa oyun
      berabere biter. Konum bizimdir: siyahın yalnız şahı kalmıştır.
      Diyelim ki tahtadaki konum "8/8/3k4/8/3K4/8/6P1/7Q w - - 0 50"
      Ve beyazın bu oyunda daha önce tamamlanmış 1 geçersiz hamlesi vardır
      Eğer ki beyaz d4'teki şaha dokunur
      Ve beyaz d4'teki şahı d5'e bırakır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve hakem oyunu berabere ilan eder
      Ve bitiş nedeni: geçersiz hamleler
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 2
      Ve hakem kararını 7.5.5 maddesine dayandırır

  Kural: 7.5.1 — geçersiz hamle saate basılınca tamamlanır

    @madde-7.5.1 @madde-3.10.2
    Senaryo: Saate basılmadan düzeltilen geçersiz hamle tamamlanmamıştır; dokunulan fil oynanır
      Beyaz, c1'deki fili at gibi d3'e koyar ama saatine basmaz. Geçersiz hamle tamamlanmadığı için
      ceza yoktur; fil c1'de kalır ve beyaz ona dokunduğu için fili geçerli bir hamleyle oynamalıdır.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. d4 d5"
      Eğer ki beyaz c1'deki file dokunur
      Ve beyaz c1'deki fili d3'e bırakır
      O zaman tamamlanmış bir geçersiz hamle yoktur
      Ve c1'de beyaz fil vardır
      Ve d3 boştur
      Ve beyaz c1'deki fili oynamak zorundadır
      Ve kimsenin süresine ekleme yapılmaz
      Ve oyun sürer

    @madde-7.5.1 @madde-3.10.2
    Senaryo: Saate basılınca geçersiz hamle tamamlanır; konum geri gelir, taş kuralları sürer
      Aynı hamle bu kez saate basılarak tamamlanır: konum hamleden önceki duruma döner, siyaha iki
      dakika eklenir ve beyaz dokunduğu fili oynamak zorundadır.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. d4 d5"
      Ve beyazın saatinde 88 dakika, siyahın saatinde 89 dakika vardır
      Eğer ki beyaz c1'deki file dokunur
      Ve beyaz c1'deki fili d3'e bırakır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve konum "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2" olur
      Ve siyahın süresine 2 dakika eklenir
      Ve beyaz c1'deki fili oynamak zorundadır
      Ve hakem kararını 7.5.1 maddesine dayandırır
      Ve hakem kararını 3.10.2 maddesine dayandırır
      Ve oyun sürer

  Kural: 7.5.2 – 7.5.4 — geçersiz hamle gibi cezalandırılan eylemler

    @madde-7.5.2
    Senaryo: Son yataya sürülen piyonun yerine taş konmadan saate basılırsa piyon vezir olur
      Beyaz e7'deki piyonu e8'e sürer, yeni taş koymadan saatine basar. Bu geçersiz bir hamledir;
      piyonun yerine beyaz vezir konur ve siyaha iki dakika eklenir.
      Diyelim ki tahtadaki konum "8/4P3/8/8/2k5/8/8/4K3 w - - 0 60"
      Ve beyazın saatinde 5 dakika, siyahın saatinde 5 dakika vardır
      Eğer ki beyaz e7'deki piyona dokunur
      Ve beyaz e7'deki piyonu e8'e bırakır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve piyonun yerine aynı renkten bir vezir konur
      Ve e8'de beyaz vezir vardır
      Ve e7 boştur
      Ve hamle sırası siyahtadır
      Ve siyahın süresine 2 dakika eklenir
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
      Ve hakem kararını 7.5.2 maddesine dayandırır
      Ve oyun sürer

    @madde-7.5.2
    Senaryo: Son yataya sürülüp tahtadan kaldırılan piyonun yerine taş konmadan saate basılırsa da piyon vezir olur
      Beyaz e7'deki piyonu e8'e sürer, sonra tahtadan kaldırır; yeni taş koymadan saatine basar. Piyon
      son yataya varmıştır: kuraldışılık 7.5.2'dir, e8'e beyaz vezir konur; piyon e7'ye geri dönmez.
      Diyelim ki tahtadaki konum "8/4P3/8/8/2k5/8/P7/4K3 w - - 0 60"
      Ve beyazın saatinde 5 dakika, siyahın saatinde 5 dakika vardır
      Eğer ki beyaz e7'deki piyona dokunur
      Ve beyaz e7'deki piyonu e8'e bırakır
      Ve beyaz e8'deki taşı tahtadan kaldırır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve piyonun yerine aynı renkten bir vezir konur
      Ve e8'de beyaz vezir vardır
      Ve e7 boştur
      Ve hamle sırası siyahtadır
      Ve siyahın süresine 2 dakika eklenir
      Ve hakem kararını 7.5.2 maddesine dayandırır
      Ve oyun sürer

    @madde-7.5.3
    Senaryo: Hamle yapmadan saate basmak geçersiz hamle gibi cezalandırılır
      Beyaz hiçbir taşı oynatmadan saatine basar. Konum değişmez, hamle sırası beyazda kalır; siyaha
      iki dakika eklenir.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5"
      Ve beyazın saatinde 60 dakika, siyahın saatinde 60 dakika vardır
      Eğer ki beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve konum "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" olur
      Ve hamle sırası beyazdadır
      Ve siyahın süresine 2 dakika eklenir
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
      Ve hakem kararını 7.5.3 maddesine dayandırır
      Ve oyun sürer

    @madde-7.5.4 @madde-4.1
    Senaryo: İki elle taş alıp saate basmak geçersiz hamle gibi cezalandırılır; alma geçerli kalır
      Beyaz e4'teki piyonla d5'teki piyonu iki eliyle alır (bir eliyle alınan piyonu kaldırıp
      öbürüyle kendi piyonunu koyar) ve saatine basar. Alma Madde 3'e uygundur; ceza iki dakikadır.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 d5"
      Ve beyazın saatinde 60 dakika, siyahın saatinde 60 dakika vardır
      Eğer ki beyaz e4'teki piyona dokunur
      Ve beyaz e4'teki piyonla d5'teki taşı alır
      Ve beyaz hamleyi iki eliyle yapıp saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve d5'te beyaz piyon vardır
      Ve e4 boştur
      Ve hamle sırası siyahtadır
      Ve siyahın süresine 2 dakika eklenir
      Ve hakem kararını 7.5.4 maddesine dayandırır
      Ve oyun sürer

  Kural: 7.5.5 — hızlı oyunda ceza bir dakikadır (Ek A.3)

    @madde-7.5.5 @madde-A.3
    Senaryo: Hızlı oyunda ilk geçersiz hamle rakibe bir dakika kazandırır
      Hızlı satrançta 7.5.5'teki iki dakikalık ceza bir dakikadır (Ek A.3).
      Diyelim ki tahtadaki konum "r7/8/3k4/8/3K4/8/6P1/7Q w - - 0 50"
      Ve oyun hızlı satranç temposunda oynanmaktadır
      Ve beyazın saatinde 3 dakika, siyahın saatinde 4 dakika vardır
      Eğer ki beyaz d4'teki şaha dokunur
      Ve beyaz d4'teki şahı d5'e bırakır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve siyahın süresine 1 dakika eklenir
      Ve siyahın saatinde 5 dakika vardır
      Ve hakem kararını 7.5.5 maddesine dayandırır
      Ve oyun sürer
