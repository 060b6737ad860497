# language: tr
@rok @dokunulan-taş
Özellik: Rokun tahtada yapılışı — dokunma, bırakma, saat (Madde 4.4, 4.7.2, 7.5)
  Rok bir şah hamlesidir: önce şah, sonra kale, tek elle. Hamle, kale şahın geçtiği kareye
  bırakıldığında yapılmış olur (4.7.2). Şah bırakıldığında hamle henüz yapılmamıştır ama oyuncu
  o yana rok yapmaya bağlanmıştır. Aşağıdaki konumlar bizimdir; açıklamalarda yorumdan gelen
  olgular yazılıdır.

  Kural: Yalnızca şahla yapılan "rok" (Aktar, 000)

    @vaka-000-A1 @madde-3.8.1 @madde-3.8.2 @madde-3.10 @madde-4.7.2 @madde-7.5.1 @madde-7.5.5
    Senaryo taslağı: Şah iki kare gider, kale yerinde kalır, saate basılır — oyuncu o yana rok yapmalıdır
      Metinden: oyuncu rok yapmak isteyerek yalnızca şahını kaleye doğru iki kare götürür, kaleyi
      yerinde bırakır ve saatine basar; o yana rok geçerlidir. Hamle 3.8.2'deki tanıma uymadığından
      geçersizdir; hakem saate basılınca geçersiz hamle uygulamasını yapar. Yerine gelecek hamle
      herhangi bir şah hamlesi değil, o yana roktur: şah bırakıldığında oyuncunun elinde yalnızca
      bu hamle kalmıştı.
      Diyelim ki tahtadaki konum "<konum>"
      Ve beyazın saatinde 40 dakika, siyahın saatinde 35 dakika vardır
      Eğer ki <oyuncu> <şah> şaha dokunur
      Ve <oyuncu> <şah> şahı <varış> bırakır
      Ve <oyuncu> saatine basar
      O zaman <oyuncu> geçersiz bir hamle tamamlamıştır
      Ve kuraldışılıktan hemen önceki konuma dönülür
      Ve konum "<konum>" olur
      Ve <rakibin> süresine 2 dakika eklenir
      Ve <oyuncunun> tamamlanmış geçersiz hamle sayısı: 1
      Ve <oyuncu> <yön> rok yapmak zorundadır
      Ve hakem kararını 7.5.1 maddesine dayandırır
      Ve hakem kararını 7.5.5 maddesine dayandırır
      Ve hakem kararını 4.7.2 maddesine dayandırır
      Ve oyun sürer

      Örnekler:
        | oyuncu | oyuncunun | rakibin | şah      | varış | yön  | konum                                                                    |
        | beyaz  | beyazın   | siyahın | e1'deki  | g1'e  | kısa | r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 10 |
        | siyah  | siyahın   | beyazın | e8'deki  | c8'e  | uzun | r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 10 |

    @vaka-000-A2 @madde-3.8.2 @madde-4.7.2 @madde-7.5.1 @madde-7.5.5
    Senaryo: Kale daha önce oynayıp geri dönmüşse rok istenemez; oyuncu şahıyla başka bir hamle yapar
      Metinden: şah ya da kale daha önce oynamış ve başlangıç karesine dönmüş olabilir; o zaman
      rok yapılamaz ve oyuncuya rok yaptırılmaz, şahıyla geçerli başka bir hamle yapar. Hamle dizisi
      bizimdir: h1'deki kale g1'e gidip geri dönmüştür; şahın f1 ve e2 kareleri boştur.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fc4 Fc5 4. Kg1 Af6 5. Kh1 d6"
      Ve beyazın saatinde 50 dakika, siyahın saatinde 50 dakika vardır
      Eğer ki beyaz e1'deki şaha dokunur
      Ve beyaz e1'deki şahı g1'e bırakır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve konum "r1bqk2r/ppp2ppp/2np1n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w Qkq - 0 6" olur
      Ve e1'de beyaz şah vardır
      Ve h1'de beyaz kale vardır
      Ve siyahın süresine 2 dakika eklenir
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
      Ve beyaz şahıyla oynamak zorundadır
      Ve hakem kararını 4.7.2 maddesine dayandırır
      Ve oyun sürer

    @vaka-000-A2 @madde-3.8.2 @madde-4.7.2 @madde-7.5.1 @madde-7.5.5
    Senaryo: Rok hakkı yitmiş ve şahın geçerli hamlesi yoksa oyuncu herhangi bir geçerli hamle yapar
      Metinden: şahın geçerli bir hamlesi yoksa oyun herhangi bir geçerli hamleyle sürer. Konum
      bizimdir: beyaz şah daha önce oynayıp e1'e dönmüştür (FEN'de beyazın rok hakkı yoktur); d1'i
      a4'teki, f1'i h3'teki siyah fil görür; d2, e2, f2 beyaz piyonlarla doludur.
      Diyelim ki tahtadaki konum "r3k2r/ppp2ppp/2n5/8/b7/2N4b/PP1PPP1P/R3K2R w kq - 0 15"
      Ve beyazın saatinde 20 dakika, siyahın saatinde 25 dakika vardır
      Eğer ki beyaz e1'deki şaha dokunur
      Ve beyaz e1'deki şahı g1'e bırakır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve konum "r3k2r/ppp2ppp/2n5/8/b7/2N4b/PP1PPP1P/R3K2R w kq - 0 15" olur
      Ve siyahın süresine 2 dakika eklenir
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
      Ve beyaz herhangi bir geçerli hamle yapabilir
      Ve oyun sürer

  Kural: 4.4 — şaha ve kaleye dokunma (Çelik, 001)

    @vaka-001-T1 @madde-4.4.1
    Senaryo: Şaha ve kaleye dokunan oyuncu o yana rok yapmalıdır
      Metinden: hamle sırası kendisindeki oyuncu şahına ve bir kalesine dokunur; o yana rok geçerliyse
      rok yapmalıdır. Konum bizimdir.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 10"
      Eğer ki beyaz e1'deki şaha dokunur
      Ve beyaz h1'deki kaleye dokunur
      O zaman beyaz kısa rok yapmak zorundadır
      Ve hakem kararını 4.4.1 maddesine dayandırır
      Ve hamle sırası beyazdadır
      Ve tamamlanmış bir geçersiz hamle yoktur

    @vaka-001-T2 @madde-4.4.2 @madde-4.3.1
    Senaryo: Önce kaleye sonra şaha bilerek dokunan oyuncu o yana rok yapamaz, kaleyi oynar
      Metinden: oyuncu bilerek önce bir kalesine, sonra şahına dokunur; bu hamlede o yana rok yapamaz,
      ilk dokunduğu kaleyi oynamalıdır. Konum bizimdir; h1'deki kale f1'e ve g1'e gidebilir.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 10"
      Eğer ki beyaz h1'deki kaleye dokunur
      Ve beyaz e1'deki şaha dokunur
      O zaman beyaz h1'deki kaleyi oynamak zorundadır
      Ve hakem kararını 4.4.2 maddesine dayandırır
      Ve hamle sırası beyazdadır

    @vaka-001-T3 @madde-4.4.3
    Senaryo taslağı: Geçersiz rok için şaha ve kaleye dokunan oyuncu şahıyla oynar; şah oynayamıyorsa serbesttir
      Metinden: oyuncu rok yapmak amacıyla şahına ve bir kalesine dokunur ama bu kaleyle rok
      geçersizdir; şahıyla geçerli bir hamle yapmalıdır (öteki kaleyle rok da buna dahildir); şahın
      geçerli hamlesi yoksa geçerli herhangi bir hamle yapabilir. Konumlar bizimdir: ilkinde g1'de
      beyaz at durur; ikincisinde rok hakkı yitmiş, şah kıstırılmıştır.
      Diyelim ki tahtadaki konum "<konum>"
      Eğer ki beyaz e1'deki şaha dokunur
      Ve beyaz h1'deki kaleye dokunur
      O zaman <yükümlülük>
      Ve hakem kararını 4.4.3 maddesine dayandırır
      Ve hamle sırası beyazdadır

      Örnekler:
        | konum                                                                  | yükümlülük                                   |
        | r2bk2r/ppp2ppp/2n2n2/3ppbq1/2P5/BPN2Q2/P2PPPPP/R3K1NR w KQkq - 0 12   | beyaz şahıyla oynamak zorundadır             |
        | r3k2r/ppp2ppp/2n5/8/b7/2N4b/PP1PPP1P/R3K2R w kq - 0 15                | beyaz herhangi bir geçerli hamle yapabilir |

  Kural: 4.7.2 — rok ne zaman yapılmış sayılır (Çelik, 001)

    @vaka-001-C1 @madde-4.7.2
    Senaryo: Şah bırakıldığında hamle yapılmamıştır; kale bırakılınca rok yapılmış olur
      Metinden: oyuncu şahı rok karesine bırakmış, kaleyi henüz oynatmamıştır: hamle yapılmamıştır
      ama o yana rok geçerliyse başka hamle hakkı kalmamıştır. Hamle, kale şahın geçtiği kareye
      bırakılınca yapılmış olur. Konum bizimdir.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 10"
      Eğer ki beyaz e1'deki şaha dokunur
      Ve beyaz e1'deki şahı g1'e bırakır
      O zaman hamle henüz yapılmamıştır
      Ve hamle sırası beyazdadır
      Ve beyaz kısa rok yapmak zorundadır
      Ve hakem kararını 4.7.2 maddesine dayandırır
      Eğer ki beyaz h1'deki kaleye dokunur
      Ve beyaz h1'deki kaleyi f1'e bırakır
      O zaman beyazın hamlesi yapılmıştır
      Ve hamle sırası siyahtadır
      Ve g1'de beyaz şah vardır
      Ve f1'de beyaz kale vardır
      Ve tamamlanmış bir geçersiz hamle yoktur

    @vaka-001-C1 @madde-4.7.2
    Senaryo taslağı: Şah rok karesine bırakıldı ama o yana rok geçersiz — şahla başka hamle, o da yoksa serbest hamle
      Metinden: o kaleyle rok geçersizse oyuncu şahıyla geçerli başka bir hamle yapmalıdır (öteki
      yana rok dahil); şahın geçerli hamlesi yoksa herhangi bir geçerli hamle yapabilir. Konumlar
      bizimdir: ilkinde c5'teki siyah vezir g1'i görür; ikincisinde rok hakkı yitmiş, şah kıstırılmıştır.
      Diyelim ki tahtadaki konum "<konum>"
      Eğer ki beyaz e1'deki şaha dokunur
      Ve beyaz e1'deki şahı g1'e bırakır
      O zaman hamle henüz yapılmamıştır
      Ve <yükümlülük>
      Ve hakem kararını 4.7.2 maddesine dayandırır
      Ve tamamlanmış bir geçersiz hamle yoktur

      Örnekler:
        | konum                                                                  | yükümlülük                                   |
        | r3k2r/pp1p1ppp/2n2n2/Q1q1p3/4PP2/2N2N2/PPPP2PP/R3K2R w KQkq - 0 12    | beyaz şahıyla oynamak zorundadır             |
        | r3k2r/ppp2ppp/2n5/8/b7/2N4b/PP1PPP1P/R3K2R w kq - 0 15                | beyaz herhangi bir geçerli hamle yapabilir |

  Kural: Tek el — 4.1, 7.5.4

    @vaka-000-R4 @madde-4.1 @madde-4.4.1
    Senaryo: Rok tek elle, şah ile kale birlikte tutularak yapılır
      Metinden: rok, iki taş aynı anda tutularak yapılabilir. Tek elle iki taşı birlikte tutmak şaha
      ve kaleye birlikte dokunmaktır (4.4.1); şah kaleden önce bırakılır. Konum bizimdir.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 10"
      Eğer ki beyaz e1'deki şaha dokunur
      Ve beyaz h1'deki kaleye dokunur
      Ve beyaz e1'deki şahı g1'e bırakır
      Ve beyaz h1'deki kaleyi f1'e bırakır
      Ve beyaz saatine basar
      O zaman beyazın hamlesi yapılmıştır
      Ve g1'de beyaz şah vardır
      Ve f1'de beyaz kale vardır
      Ve hamle sırası siyahtadır
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve kimsenin süresine ekleme yapılmaz

    @vaka-000-R4 @madde-4.1 @madde-4.4.1
    Senaryo: Rok tek elle, önce şah sonra kale oynatılarak yapılır
      Metinden: önce şah iki kare kaleye doğru götürülür, sonra kale şahın üzerinden atlatılır.
      Konum bizimdir.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 10"
      Eğer ki siyah e8'deki şaha dokunur
      Ve siyah e8'deki şahı g8'e bırakır
      Ve siyah h8'deki kaleye dokunur
      Ve siyah h8'deki kaleyi f8'e bırakır
      Ve siyah saatine basar
      O zaman siyahın hamlesi yapılmıştır
      Ve g8'de siyah şah vardır
      Ve f8'de siyah kale vardır
      Ve hamle sırası beyazdadır
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve kimsenin süresine ekleme yapılmaz

    @vaka-000-R4 @vaka-001-H1 @madde-4.1 @madde-7.5.4 @madde-7.5.5
    Senaryo: İki elle rok yapıp saate basan oyuncu geçersiz hamle cezası alır; rok geçerli kalır
      Metinden: oyuncu roku (ya da taş almayı, terfiyi) iki eliyle yapar ve saatine basar; bu,
      geçersiz hamle gibi cezalandırılır. Rokun kendisi Madde 3'e uygun olduğundan konum geri
      alınmaz (bizim yorumumuz: düzeltilecek bir taş yerleşimi yoktur). Konum bizimdir.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 10"
      Ve beyazın saatinde 30 dakika, siyahın saatinde 30 dakika vardır
      Eğer ki beyaz e1'deki şaha dokunur
      Ve beyaz h1'deki kaleye dokunur
      Ve beyaz e1'deki şahı g1'e bırakır
      Ve beyaz h1'deki kaleyi f1'e bırakır
      Ve beyaz hamleyi iki eliyle yapıp saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve siyahın süresine 2 dakika eklenir
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
      Ve g1'de beyaz şah vardır
      Ve f1'de beyaz kale vardır
      Ve hamle sırası siyahtadır
      Ve hakem kararını 7.5.4 maddesine dayandırır
      Ve oyun sürer

  Kural: Maddelerin kendisinden — 4.7.2

    @madde-4.7.2
    Senaryo: Siyah şahını g8'e bırakır — hamle yapılmamıştır, kısa rok yapmalıdır
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 10"
      Eğer ki siyah e8'deki şaha dokunur
      Ve siyah e8'deki şahı g8'e bırakır
      O zaman hamle henüz yapılmamıştır
      Ve hamle sırası siyahtadır
      Ve siyah kısa rok yapmak zorundadır
      Ve hakem kararını 4.7.2 maddesine dayandırır

  Kural: İki elle yapılan alma ve terfi (Çelik, 001)

    @vaka-001-H1 @madde-4.1 @madde-7.5.4 @madde-7.5.5
    Senaryo: İki elle terfi edip saate basan oyuncu geçersiz hamle cezası alır; terfi geçerli kalır
      Metinden: iki elle yapılan terfi ve saate basma geçersiz hamle olarak cezalandırılır. Konum
      bizimdir: beyaz bir eliyle piyonu e8'e sürer, öbür eliyle veziri koyar.
      Diyelim ki tahtadaki konum "8/4P3/8/8/2k5/8/8/4K3 w - - 0 60"
      Ve beyazın saatinde 5 dakika, siyahın saatinde 6 dakika vardır
      Eğer ki beyaz e7'deki piyona dokunur
      Ve beyaz e7'deki piyonu e8'e bırakır
      Ve beyaz terfi karesine vezir koyar
      Ve beyaz hamleyi iki eliyle yapıp saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve e8'de beyaz vezir vardır
      Ve hamle sırası siyahtadır
      Ve siyahın süresine 2 dakika eklenir
      Ve siyahın saatinde 8 dakika vardır
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
      Ve hakem kararını 7.5.4 maddesine dayandırır
      Ve oyun sürer

    @vaka-001-H1 @madde-4.1 @madde-7.5.4 @madde-7.5.5
    Senaryo: İki elle taş alıp saate basan oyuncu geçersiz hamle cezası alır; alma geçerli kalır
      Metinden: iki elle yapılan alma ve saate basma geçersiz hamle olarak cezalandırılır. Hamleler
      bizimdir.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 d5"
      Ve beyazın saatinde 60 dakika, siyahın saatinde 60 dakika vardır
      Eğer ki beyaz e4'teki piyona dokunur
      Ve beyaz e4'teki piyonla d5'teki taşı alır
      Ve beyaz hamleyi iki eliyle yapıp saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve d5'te beyaz piyon vardır
      Ve hamle sırası siyahtadır
      Ve siyahın süresine 2 dakika eklenir
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
      Ve hakem kararını 7.5.4 maddesine dayandırır
      Ve oyun sürer
