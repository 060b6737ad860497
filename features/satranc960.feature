# language: tr
@satranç960 @rok
Özellik: Satranç960 — başlangıç konumları ve rok (Yönergeler II)
  Satranç960'ta oyun, önceden kurayla seçilen 960 başlangıç konumundan biriyle başlar: piyonlar
  olağan yerlerindedir; öteki taşlar birinci yatayda şah iki kalenin arasında, filler zıt renkli
  karelerde olacak biçimde dizilir; siyahın taşları beyazınkilerin tam karşısındadır (II.2). Sonra
  oyun olağan satranç gibi oynanır (II.1). Rokta şah ve kale, olağan satrançta roktan sonra
  duracakları karelere gider: kısa rokta (g kanadı) şah g'ye, kale f'ye; uzun rokta (c kanadı) şah
  c'ye, kale d'ye (II.3.2.6). Şahın ve kalenin geçeceği ve varacağı her kare, kendileri dışında
  boş olmalıdır; şah tehdit altında olmamalı, geçeceği ya da varacağı kare saldırı altında
  olmamalıdır (II.3.1, II.3.2.7). Konumlar bizimdir; başlangıç konumlarının numaraları bilinen
  (Scharnagl) numaralamadandır, 518 olağan satrancın dizilişidir.
  Resmî metin: https://handbook.fide.com/chapter/E012023

  Kural: II.2 — başlangıç konumu ve numarası

    @madde-II.2 @madde-II.2.1 @madde-II.2.2
    Senaryo taslağı: Birinci yataktaki diziliş ile başlangıç konumunun numarası birbirini belirler
      Birinci yatay a1'den h1'e İngilizce harflerle yazılır (K şah, Q vezir, R kale, B fil, N at).
      O zaman "<diziliş>" dizilişi <numara> numaralı Satranç960 başlangıç konumudur

      Örnekler:
        | diziliş  | numara |
        | RNBQKBNR | 518    |
        | BBQNNRKR | 0      |
        | BQNNRKRB | 3      |
        | RKRNNQBB | 959    |

    @madde-II.2.1 @madde-II.2.2
    Senaryo taslağı: Kurala uymayan diziliş bir başlangıç konumu olamaz; bozulan koşul söylenir
      O zaman "<diziliş>" dizilişi Satranç960 başlangıç konumu olamaz; gerekçe <madde>

      Örnekler:
        | diziliş  | madde  |
        | RBNQKBNR | II.2.2 |
        | RRKBBQNN | II.2.1 |
        | KRNBBQNR | II.2.1 |
        | RNBQKBNN | II.2   |

    @madde-II.2.3 @madde-II.2
    Senaryo taslağı: Siyahın taşları beyazınkilerin karşısında, piyonlar olağan yerlerinde durmalıdır
      O zaman konum "<konum>" Satranç960 başlangıç konumu olamaz; gerekçe <madde>

      Örnekler:
        | konum                                                    | madde  |
        | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1    | II.2.3 |
        | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 1  | II.2   |

  Kural: II.1 — başlangıçtan sonra olağan satranç

    @madde-II.1
    Senaryo: 0 numaralı konumdan başlayan oyun olağan hamlelerle sürer
      Diyelim ki oyun 0 numaralı Satranç960 başlangıç konumundan başlar
      Eğer ki oyun "1. d4 d5 2. Ac3 Ac6" hamleleriyle sürer
      O zaman konum "bbq1nrkr/ppp1pppp/2n5/3p4/3P4/2N5/PPP1PPPP/BBQ1NRKR w KQkq - 2 3" olur
      Ve hamle sırası beyazdadır
      Ve beyazın 25 geçerli hamlesi vardır
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve oyun sürer

    @madde-II.1 @madde-9.2.3 @madde-9.5.3
    Senaryo: Rok hakları yitmişse konum aynı sayılmaz; üç kez tekrar talebi haksızdır
      Şahlar gidip gelir; ilk gidişte iki taraf da rok haklarını yitirir. Beyazın niyet ettiği
      11. Şd1'den sonraki konum, 7. Şd1'den sonrakinden (siyahın rok hakları vardı) farklıdır; aynı
      konum yalnızca iki kez olur.
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "1rk2r2/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/1RK2R2 w FBfb - 6 7"
      Ve beyazın saatinde 20 dakika, siyahın saatinde 20 dakika vardır
      Eğer ki oyun "7. Şd1 Şd8 8. Şc1 Şc8 9. Şd1 Şd8 10. Şc1 Şc8" hamleleriyle sürer
      Ve beyaz 11. Şd1 hamlesini notasyon formuna yazıp üç kez konum tekrarı nedeniyle beraberlik talep eder
      O zaman hakem talebi haksız bulur
      Ve siyahın süresine 2 dakika eklenir
      Ve beyaz yazdığı 11. Şd1 hamlesini oynamak zorundadır
      Ve hamle sırası beyazdadır
      Ve oyun sürer

    @madde-7.2.1 @madde-II.2
    Senaryo: 0 numaralı konumdan başlayan oyunda yanlış kuruluş ileri sürülür — talep haksızdır, oyun sürer
      Filler a1 ve b1'de, şah g1'de: olağan satrançta yanlış olan bu diziliş 960 başlangıç konumundan
      biridir; Satranç960'ta 7.2.1'in "doğru başlangıç konumu" II.2'nin konumlarıdır.
      Diyelim ki oyun 0 numaralı Satranç960 başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. d4 d5 2. Ac3 Ac6"
      Eğer ki siyah başlangıç konumunun yanlış dizildiğini ileri sürer
      O zaman hakem talebi haksız bulur
      Ve oyun sürer
      Ve hakem kararını 7.2.1 maddesine dayandırır
      Ve hakem kararını II.2 maddesine dayandırır
      Ve hamle sırası beyazdadır

    @madde-7.2.1 @madde-II.2.2
    Senaryo: Filler aynı renk karelere dizilmiş Satranç960 oyunu, hata oyun sırasında anlaşılınca iptal edilir
      Beyazın filleri a1 ve c1'de, ikisi de koyu karede: bu diziliş II.2.2'ye uymaz, 960 konumdan biri
      değildir. Hata oyun sırasında anlaşıldığı için oyun iptal edilir, yeni bir oyun oynanır.
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "bnbqrkrn/pppppppp/8/8/8/8/PPPPPPPP/BNBQRKRN w GEge - 0 1"
      Ve daha önce oynanan hamleler "1. d4 d5 2. e4 dxe4"
      Eğer ki hakem başlangıç konumunun yanlış dizildiğini fark eder
      O zaman oyun iptal edilir ve yeni bir oyun oynanır
      Ve hakem kararını 7.2.1 maddesine dayandırır
      Ve hakem kararını II.2.2 maddesine dayandırır

  Kural: II.3.1, II.3.2.6, II.3.2.7 — rok koşulları, son kareler

    @madde-II.3.2.7 @madde-II.3.2.2
    Senaryo: 3 numaralı konumda ilk hamlede rok yapılabilir (Not 3)
      Şah f1'de, kısa rokun kalesi g1'dedir: şah ile kale yer değiştirir; arada boş olması gereken
      başka kare yoktur.
      Diyelim ki oyun 3 numaralı Satranç960 başlangıç konumundan başlar
      O zaman beyaz kısa rok yapabilir
      Ve siyah kısa rok yapabilir
      Ve beyaz uzun rok yapamaz; gerekçe II.3.2.7
      Ve beyazın 21 geçerli hamlesi vardır

    @madde-II.3.2.7 @madde-3.8.2.2.2
    Senaryo: Şahın ya da kalenin geçeceği kare dolu: rok yapılamaz (Not 4)
      0 numaralı konumda uzun rokta şah g1'den c1'e, kale f1'den d1'e gider: c1'de vezir, d1'de ve
      e1'de atlar durur. Kısa rokta kale h1'den f1'e gider; f1'de öteki kale durur.
      Diyelim ki oyun 0 numaralı Satranç960 başlangıç konumundan başlar
      O zaman beyaz uzun rok yapamaz; gerekçe II.3.2.7
      Ve beyaz uzun rok yapamaz; gerekçe 3.8.2.2.2
      Ve beyaz kısa rok yapamaz; gerekçe II.3.2.7
      Ve beyaz kısa rok hakkını korur
      Ve beyaz uzun rok hakkını korur

    @madde-II.3.1 @madde-3.8.2.2.1 @madde-II.3.2.4
    Senaryo: Şahın geçeceği kare saldırı altında: kısa rok yapılamaz; uzun rokta şah yerinde kalır
      e2'deki siyah kale e1'i görür: c1'deki şah kısa rokta e1'den geçer. Uzun rokta şah c1'de kalır,
      kale b1'den d1'e gider.
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "1rk2r2/1p3p2/8/8/8/8/4r3/1RK2R2 w FB - 0 1"
      O zaman beyaz kısa rok yapamaz; gerekçe 3.8.2.2.1
      Ve beyaz kısa rok yapamaz; gerekçe II.3.1
      Ve beyaz uzun rok yapabilir

    @madde-II.3.1 @madde-3.9.2
    Senaryo: Kale, şahın kalacağı kareyi örtüyorsa rok yapılamaz
      c1'deki şah uzun rokta yerinde kalır, b1'deki kale d1'e gider; o zaman a1'deki vezir c1'deki
      şaha şah çeker. Şimdi c1 saldırı altında değildir ama roktan sonra olur.
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "7k/8/8/8/8/8/8/qRK5 w B - 0 1"
      O zaman beyaz uzun rok yapamaz; gerekçe 3.9.2
      Ve beyaz uzun rok yapamaz; gerekçe II.3.1
      Ve c1 siyah tarafından saldırı altında değildir

    @madde-II.3.2.7
    Senaryo taslağı: Olağan rokta boş olması gereken bazı kareler Satranç960'ta dolu kalabilir (Not 5)
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "<konum>"
      O zaman beyaz <yön> rok yapabilir

      Örnekler:
        | konum                          | yön  |
        | 7k/8/8/8/8/8/8/NR1KQ3 w B - 0 1  | uzun |
        | 7k/8/8/8/8/8/8/4QKRB w G - 0 1   | kısa |

  Kural: II.3.2.1–II.3.2.6 — rokun tahtada dört yapılış biçimi

    @madde-II.3.2 @madde-II.3.2.1 @madde-II.3.2.6 @madde-II.3.1 @madde-4.7.2
    Senaryo: Çift hamleli rok: şah g1'den c1'e, kale f1'den d1'e — rok bir kez yapılır
      Diyelim ki oyun 0 numaralı Satranç960 başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. d4 d5 2. Ac3 Ac6 3. Ad3 Ad6 4. Vd2 Vd7"
      Eğer ki beyaz g1'deki şaha dokunur
      Ve beyaz g1'deki şahı c1'e bırakır
      Ve beyaz f1'deki kaleyi d1'e bırakır
      Ve beyaz saatine basar
      O zaman beyazın hamlesi yapılmıştır
      Ve c1'de beyaz şah vardır
      Ve d1'de beyaz kale vardır
      Ve g1 boştur
      Ve f1 boştur
      Ve konum "bb3rkr/pppqpppp/2nn4/3p4/3P4/2NN4/PPPQPPPP/BBKR3R b kq - 7 5" olur
      Ve beyaz kısa rok hakkını yitirmiştir
      Ve beyaz uzun rok hakkını yitirmiştir
      Ve hakem kararını II.3.2.1 maddesine dayandırır
      Ve hakem kararını 4.7.2 maddesine dayandırır
      Ve dokunulan taş kuralı çiğnenmemiştir
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve hamle sırası siyahtadır
      Ve oyun sürer

    @madde-4.7.2 @madde-II.3.2.6
    Senaryo: Şah yalnızca rok karesine bırakıldığında hamle yapılmamıştır; oyuncu o yana rok yapmalıdır
      g1'den c1'e giden şah olağan bir şah hamlesi olamaz: şah c1'e ancak uzun rokla gider.
      Diyelim ki oyun 0 numaralı Satranç960 başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. d4 d5 2. Ac3 Ac6 3. Ad3 Ad6 4. Vd2 Vd7"
      Eğer ki beyaz g1'deki şaha dokunur
      Ve beyaz g1'deki şahı c1'e bırakır
      O zaman hamle henüz yapılmamıştır
      Ve beyaz uzun rok yapmak zorundadır
      Ve hakem kararını 4.7.2 maddesine dayandırır
      Ve hamle sırası beyazdadır
      Ve oyun sürer

    @madde-4.7.2 @madde-II.3.1 @madde-II.3.2.1 @madde-II.3.2.7
    Senaryo: Şah rok karesine bir kare gidip kale ardından gelirse rok yapılmıştır; rok söylenmese de
      Şahın rok adımı (f1'den g1'e) olağan bir şah hamlesi de olabilir. Rok, kale kendi karesine
      bırakıldığında yapılır; şah tek başına oradayken hamle henüz yapılmamıştır. Roku önceden söylemek
      yanlış anlamayı önler ama koşul değildir (II.3.2.7, Not 1).
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "rbbnqk1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RBBNQK1R w HAha - 2 2"
      Eğer ki beyaz f1'deki şaha dokunur
      Ve beyaz f1'deki şahı g1'e bırakır
      O zaman hamle henüz yapılmamıştır
      Ve hamle sırası beyazdadır
      Eğer ki beyaz h1'deki kaleyi f1'e bırakır
      Ve beyaz saatine basar
      O zaman beyazın hamlesi yapılmıştır
      Ve konum "rbbnqk1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RBBNQRK1 b kq - 3 2" olur
      Ve hakem kararını II.3.2.1 maddesine dayandırır
      Ve hakem kararını 4.7.2 maddesine dayandırır
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve hamle sırası siyahtadır
      Ve oyun sürer

    @madde-4.7.2 @madde-II.3.1 @madde-II.3.2.7
    Senaryo: Şah rok karesine bir kare gider ve saate basılırsa bu rok değil, şah hamlesidir
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "rbbnqk1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RBBNQK1R w HAha - 2 2"
      Eğer ki beyaz f1'deki şaha dokunur
      Ve beyaz f1'deki şahı g1'e bırakır
      Ve beyaz saatine basar
      O zaman beyazın hamlesi yapılmıştır
      Ve konum "rbbnqk1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RBBNQ1KR b kq - 3 2" olur
      Ve beyaz kısa rok hakkını yitirmiştir
      Ve beyaz uzun rok hakkını yitirmiştir
      Ve hakem kararını 4.7.2 maddesine dayandırır
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve hamle sırası siyahtadır
      Ve oyun sürer

    @madde-II.3.2 @madde-II.3.2.2 @madde-II.3.2.5 @madde-II.3.2.6
    Senaryo: Yer değiştirmeli rok, önerilen biçimde: şah tahtadan kalkar, kale f1'e geçer, şah g1'e konur
      Diyelim ki oyun 3 numaralı Satranç960 başlangıç konumundan başlar
      Eğer ki beyaz f1'deki taşı tahtadan kaldırır
      Ve beyaz g1'deki kaleyi f1'e bırakır
      Ve beyaz tahtadan kaldırdığı f1'deki şahı g1'e koyar
      Ve beyaz saatine basar
      O zaman beyazın hamlesi yapılmıştır
      Ve konum "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB b kq - 1 1" olur
      Ve g1'de beyaz şah vardır
      Ve f1'de beyaz kale vardır
      Ve hakem kararını II.3.2.2 maddesine dayandırır
      Ve dokunulan taş kuralı çiğnenmemiştir
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve hamle sırası siyahtadır
      Ve oyun sürer

    @madde-II.3.2 @madde-II.3.2.3 @madde-II.3.2.6
    Senaryo: Yalnız şahın oynadığı rok: kale zaten f1'dedir, şah c1'den g1'e gider
      Hamle, şah g1'e bırakıldığı anda yapılmış olur: tahtadaki diziliş rokun sonucudur.
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "1rk2r2/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/1RK2R2 w FBfb - 6 7"
      Eğer ki beyaz c1'deki şaha dokunur
      Ve beyaz c1'deki şahı g1'e bırakır
      Ve beyaz saatine basar
      O zaman beyazın hamlesi yapılmıştır
      Ve konum "1rk2r2/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/1R3RK1 b kq - 7 7" olur
      Ve f1'de beyaz kale vardır
      Ve hakem kararını II.3.2.3 maddesine dayandırır
      Ve dokunulan taş kuralı çiğnenmemiştir
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve hamle sırası siyahtadır
      Ve oyun sürer

    @madde-II.3.2 @madde-II.3.2.4 @madde-II.3.2.6 @madde-4.3.1
    Senaryo: Yalnız kalenin oynadığı rok: şah zaten g1'dedir, oyuncu yalnızca kaleye dokunur
      Okumamız: rok kaleyi de oynatır; yalnızca kaleye dokunan oyuncu bu kaleyle rok yaparak dokunduğu
      taşı oynamış olur (4.3.1). Kaleye sonra da şaha dokunmak ise o yana roku yasaklar (4.4.2).
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "r5kr/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/R5KR w HAha - 6 7"
      Eğer ki beyaz h1'deki kaleye dokunur
      Ve beyaz h1'deki kaleyi f1'e bırakır
      Ve beyaz saatine basar
      O zaman beyazın hamlesi yapılmıştır
      Ve konum "r5kr/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/R4RK1 b kq - 7 7" olur
      Ve g1'de beyaz şah vardır
      Ve hakem kararını II.3.2.4 maddesine dayandırır
      Ve dokunulan taş kuralı çiğnenmemiştir
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve hamle sırası siyahtadır
      Ve oyun sürer

    @madde-II.3.2.4 @madde-II.3.2.5
    Senaryo: Tek hamle olarak yazılan rok (0-0), önerilen biçimde yapılır
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "r5kr/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/R5KR w HAha - 6 7"
      Eğer ki beyaz 7. 0-0 oynar
      O zaman beyazın hamlesi yapılmıştır
      Ve konum "r5kr/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/R4RK1 b kq - 7 7" olur
      Ve dokunulan taş kuralı çiğnenmemiştir
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve hamle sırası siyahtadır
      Ve oyun sürer

  Kural: 4.4 — Satranç960'ta şaha ve kaleye dokunma

    @madde-4.4.1 @madde-II.3.2.6
    Senaryo: Önce şaha sonra kaleye dokunan oyuncu o yana rok yapmalıdır
      g1'deki şahın solundaki f1 kalesi uzun rokun (c kanadı) kalesidir.
      Diyelim ki oyun 0 numaralı Satranç960 başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. d4 d5 2. Ac3 Ac6 3. Ad3 Ad6 4. Vd2 Vd7"
      Eğer ki beyaz g1'deki şaha dokunur
      Ve beyaz f1'deki kaleye dokunur
      O zaman beyaz uzun rok yapmak zorundadır
      Ve hakem kararını 4.4.1 maddesine dayandırır
      Ve hamle sırası beyazdadır
      Ve oyun sürer

    @madde-4.4.2 @madde-4.3.1
    Senaryo: Önce kaleye sonra şaha dokunan oyuncu o yana rok yapamaz, kaleyi oynar
      Diyelim ki oyun 0 numaralı Satranç960 başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. d4 d5 2. Ac3 Ac6 3. Ad3 Ad6 4. Vd2 Vd7"
      Eğer ki beyaz f1'deki kaleye dokunur
      Ve beyaz g1'deki şaha dokunur
      O zaman beyaz f1'deki kaleyi oynamak zorundadır
      Ve hakem kararını 4.4.2 maddesine dayandırır
      Ve hamle sırası beyazdadır
      Ve oyun sürer

    @madde-4.4.2 @madde-4.8 @madde-II.3.2.1
    Senaryo: Kaleye önce dokunup yine de rok yapan oyuncuya rakip itiraz eder; rok geri alınır
      Beyaz önce kaleye dokunur, sonra şahı tahtadan kaldırır, kaleyi d1'e, şahı c1'e koyup saatine
      basar. Rok geçerli bir hamledir ama dokunulan taş kuralına aykırıdır; siyah bir taşa dokunmadan
      itiraz eder.
      Diyelim ki oyun 0 numaralı Satranç960 başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. d4 d5 2. Ac3 Ac6 3. Ad3 Ad6 4. Vd2 Vd7"
      Eğer ki beyaz f1'deki kaleye dokunur
      Ve beyaz g1'deki taşı tahtadan kaldırır
      Ve beyaz f1'deki kaleyi d1'e bırakır
      Ve beyaz tahtadan kaldırdığı g1'deki şahı c1'e koyar
      Ve beyaz saatine basar
      Ve siyah rakibinin dokunulan taş kuralını çiğnediğini ileri sürer
      O zaman beyaz dokunulan taş kuralını çiğnemiştir
      Ve hakem talebi haklı bulur
      Ve konum "bb3rkr/pppqpppp/2nn4/3p4/3P4/2NN4/PPPQPPPP/BB3RKR w KQkq - 6 5" olur
      Ve hamle sırası beyazdadır
      Ve beyaz f1'deki kaleyi oynamak zorundadır
      Ve hakem kararını 4.8 maddesine dayandırır
      Ve hakem kararını 4.4.2 maddesine dayandırır
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve oyun sürer

    @madde-4.4.2 @madde-4.8
    Senaryo: Kaleye önce dokunup rok yapan oyuncuya rakip itiraz etmezse rok geçerli kalır
      Diyelim ki oyun 0 numaralı Satranç960 başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. d4 d5 2. Ac3 Ac6 3. Ad3 Ad6 4. Vd2 Vd7"
      Eğer ki beyaz f1'deki kaleye dokunur
      Ve beyaz g1'deki taşı tahtadan kaldırır
      Ve beyaz f1'deki kaleyi d1'e bırakır
      Ve beyaz tahtadan kaldırdığı g1'deki şahı c1'e koyar
      Ve beyaz saatine basar
      Ve siyah c6'daki ata dokunur
      Ve siyah rakibinin dokunulan taş kuralını çiğnediğini ileri sürer
      O zaman beyaz dokunulan taş kuralını çiğnemiştir
      Ve siyah bu hamlede talep hakkını yitirmiştir
      Ve konum "bb3rkr/pppqpppp/2nn4/3p4/3P4/2NN4/PPPQPPPP/BBKR3R b kq - 7 5" olur
      Ve hamle sırası siyahtadır
      Ve siyah c6'daki atı oynamak zorundadır
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve oyun sürer

  Kural: II.3.1 — Satranç960'ta rok hakkı, şah tehdidi ve tamamlanmış geçersiz rok

    @madde-II.3.1 @madde-3.8.2.2.1
    Senaryo: Şah tehdit altındayken Satranç960'ta da rok yapılamaz
      b8'deki siyah kale b1'deki şaha şah çeker; kısa rokun yolu boştur.
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "1r2k3/8/8/8/8/8/8/1K5R w H - 0 1"
      O zaman beyaza şah çekilmiştir
      Ve beyaz kısa rok yapamaz; gerekçe 3.8.2.2.1
      Ve beyaz kısa rok yapamaz; gerekçe II.3.1
      Ve beyaz kısa rok hakkını korur

    @madde-II.3.1 @madde-3.8.2.1
    Senaryo taslağı: Oynayıp yerine dönen şah ya da kale rok hakkını geri getirmez
      Şah c1'de, kaleler b1'de ve f1'dedir; oyunun başında iki yana da rok yapılabilir. Taş yerine
      dönse de oynamış olduğu için hak yitmiştir (3.8.2.1, II.3.1: kuralın koşulları gerçek karelerle
      okunur).
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "1rk2r2/ppp1pppp/8/8/8/8/PPP1PPPP/1RK2R2 w FBfb - 0 1"
      Ve daha önce oynanan hamleler "<hamleler>"
      O zaman beyaz kısa rok yapamaz; gerekçe <madde>
      Ve beyaz kısa rok hakkını yitirmiştir
      Ve beyaz uzun rok hakkını <uzun>

      Örnekler:
        | hamleler                    | madde     | uzun        |
        | 1. Şd1 Şd8 2. Şc1 Şc8       | 3.8.2.1.1 | yitirmiştir |
        | 1. Kg1 Kg8 2. Kf1 Kf8       | 3.8.2.1.2 | korur       |

    @madde-II.3.1 @madde-3.8.2.2.1 @madde-II.3.2.3 @madde-7.5.1 @madde-4.7.2
    Senaryo: Saldırı altındaki kareden geçen rok saate basılınca tamamlanmış geçersiz hamledir
      Kale f1'dedir: şah c1'den g1'e giderse yalnız şahın oynadığı rok olur, ama şah e2'deki siyah
      kalenin gördüğü e1'den geçer. Konum rokun öncesine döner; şaha dokunan beyaz şahıyla oynamalıdır
      (uzun rok da olur: şah c1'de kalır, kale d1'e gider).
      Diyelim ki oyun Satranç960 kurallarıyla oynanır
      Ve tahtadaki konum "1rk2r2/1p3p2/8/8/8/8/4r3/1RK2R2 w FB - 0 1"
      Ve beyazın saatinde 20 dakika, siyahın saatinde 20 dakika vardır
      Eğer ki beyaz c1'deki şaha dokunur
      Ve beyaz c1'deki şahı g1'e bırakır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve kuraldışılıktan hemen önceki konuma dönülür
      Ve konum "1rk2r2/1p3p2/8/8/8/8/4r3/1RK2R2 w KQ - 0 1" olur
      Ve c1'de beyaz şah vardır
      Ve siyahın süresine 2 dakika eklenir
      Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
      Ve beyaz şahıyla oynamak zorundadır
      Ve beyaz uzun rok yapabilir
      Ve hakem kararını II.3.1 maddesine dayandırır
      Ve hakem kararını 3.8.2.2.1 maddesine dayandırır
      Ve hakem kararını 7.5.1 maddesine dayandırır
      Ve hamle sırası beyazdadır
      Ve oyun sürer

    @madde-II.3.2.6 @madde-4.7.2 @madde-7.5.1
    Senaryo: Şah c1'e konup kale d1 yerine e1'e konursa rok yapılmamıştır: geçersiz hamle, oyuncu uzun rok yapmalıdır
      Uzun rokta kale d1'e gider (II.3.2.6). Şahı c1'e bırakan beyaz o yana rok yapmak zorundadır
      (4.7.2); kaleyi e1'e koyup saatine basınca geçersiz bir hamle tamamlamış olur.
      Diyelim ki oyun 0 numaralı Satranç960 başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. d4 d5 2. Ac3 Ac6 3. Ad3 Ad6 4. Vd2 Vd7"
      Ve beyazın saatinde 40 dakika, siyahın saatinde 35 dakika vardır
      Eğer ki beyaz g1'deki şaha dokunur
      Ve beyaz g1'deki şahı c1'e bırakır
      Ve beyaz f1'deki kaleyi e1'e bırakır
      Ve beyaz saatine basar
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve kuraldışılıktan hemen önceki konuma dönülür
      Ve konum "bb3rkr/pppqpppp/2nn4/3p4/3P4/2NN4/PPPQPPPP/BB3RKR w KQkq - 6 5" olur
      Ve siyahın süresine 2 dakika eklenir
      Ve siyahın saatinde 37 dakika vardır
      Ve beyaz uzun rok yapmak zorundadır
      Ve hakem kararını II.3.2.6 maddesine dayandırır
      Ve hakem kararını 7.5.1 maddesine dayandırır
      Ve hamle sırası beyazdadır
      Ve oyun sürer
