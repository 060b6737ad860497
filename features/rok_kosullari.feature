# language: tr
@rok
Özellik: Rok — şahın rok hareketi ve rok koşulları (Madde 3.8.2)
  Rok, şah ile aynı renkten bir kalenin birlikte yaptığı tek bir şah hamlesidir: şah başlangıç
  karesinden kaleye doğru iki kare gider, kale de şahın üzerinden geçtiği kareye konur. Rok
  hakkı şah ya da o kale oynayınca kalıcı olarak yitirilir (3.8.2.1); şah saldırı altındaysa,
  geçeceği ya da varacağı kare saldırı altındaysa ya da şah ile kale arasında taş varsa rok o an
  için yapılamaz (3.8.2.2). Resmî metin: https://handbook.fide.com/chapter/E012023

  Kural: 3.8.2 — rok nasıl yapılır

    @vaka-000-R1 @madde-3.8.2
    Senaryo: Beyaz kısa rok yapar: şah g1'e, kale f1'e geçer
      Yorumdan: şah kaleye doğru iki kare gider, kale şahın üzerinden atlayıp şahın geçtiği kareye
      konur; şah kanadına yapılan rok kısa (küçük) roktur ve 0-0 yazılır. Konum bizim kurgumuzdur:
      iki taraf da her iki yana rok yapabilecek durumdadır.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 10"
      Eğer ki beyaz 10. 0-0 oynar
      O zaman g1'de beyaz şah vardır
      Ve f1'de beyaz kale vardır
      Ve e1 boştur
      Ve h1 boştur
      Ve hamle sırası siyahtadır
      Ve beyazın hamlesi yapılmıştır
      Ve oyun sürer

    @vaka-000-R1 @madde-3.8.2
    Senaryo: Siyah uzun rok yapar: şah c8'e, kale d8'e geçer
      Yorumdan: vezir kanadına yapılan rok uzun (büyük) roktur ve 0-0-0 yazılır; her iki rokta da
      şah iki kare gider ve kalenin iç tarafına geçer.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 10"
      Eğer ki siyah 10... 0-0-0 oynar
      O zaman c8'de siyah şah vardır
      Ve d8'de siyah kale vardır
      Ve a8 boştur
      Ve e8 boştur
      Ve hamle sırası beyazdadır
      Ve oyun sürer

    @vaka-000-R1 @madde-3.8.2 @madde-3.8.1
    Senaryo: Şahın birden fazla kare gittiği tek hamle roktur
      Yorumdan: şah yalnızca rokta iki kare gider; başka her hamlesinde bir komşu kareye gider.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 10"
      O zaman e1'deki şahın g1'e gitmesi geçerlidir
      Ve e1'deki şahın c1'e gitmesi geçerlidir
      Ve e1'deki şahın e3'e gitmesi geçersizdir; gerekçe 3.8.1

  Kural: 3.8.2.1 — rok hakkının kalıcı olarak yitirilmesi

    @vaka-000-R2 @madde-3.8.2.1 @madde-3.8.2.1.1
    Senaryo: Şah oynayıp başlangıç karesine dönse de iki yana da rok hakkı yitmiştir
      Yorumdan: şah bir kez bile oynamışsa iki yana da rok yapılamaz. Hamle dizisi bizimdir:
      beyaz şah f1'e gidip e1'e döner.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fc4 Fc5 4. Şf1 Af6 5. Şe1 d6"
      O zaman beyaz kısa rok yapamaz; gerekçe 3.8.2.1.1
      Ve beyaz kısa rok hakkını yitirmiştir
      Ve beyaz uzun rok hakkını yitirmiştir
      Ve siyah kısa rok hakkını korur

    @vaka-000-R2 @madde-3.8.2.1 @madde-3.8.2.1.2
    Senaryo: Oynamış kale tarafına rok yapılamaz, öteki taraf açık kalır
      Yorumdan: rok yapılacak taraftaki kale daha önce oynamışsa o yana rok yapılamaz, öbür yana
      yapılabilir. Hamle dizisi bizimdir: h1'deki kale g1'e gidip geri döner.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fc4 Fc5 4. Kg1 Af6 5. Kh1 d6"
      O zaman beyaz kısa rok yapamaz; gerekçe 3.8.2.1.2
      Ve beyaz kısa rok hakkını yitirmiştir
      Ve beyaz uzun rok hakkını korur

    @vaka-000-R2 @madde-3.8.2.1.1
    Senaryo: Rok oyunda yalnızca bir kez yapılır
      Yorumdan: kısa rok yapan oyuncu o oyunda uzun rok yapamaz (şah oynamış olur).
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fc4 Fc5 4. 0-0 Af6"
      O zaman beyaz uzun rok hakkını yitirmiştir
      Ve beyaz kısa rok hakkını yitirmiştir
      Ve g1'de beyaz şah vardır

  Kural: 3.8.2.2 — rokun geçici olarak engellenmesi

    @vaka-000-R2 @madde-3.8.2.2 @madde-3.8.2.2.1
    Senaryo: Şah çekilmişken rok yapılamaz ama rok hakkı saklı kalır
      Yorumdan: şah çekilmişse o an rok yapılamaz; koşul ortadan kalkınca rok yapılabilir.
      Konum bizimdir: c5'teki siyah fil f2'yi almış, e1'deki beyaz şaha şah çekmektedir.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/4p3/2B1P3/2NP1N2/PPPQ1bPP/R3K2R w KQkq - 0 10"
      O zaman beyaza şah çekilmiştir
      Ve beyaz kısa rok yapamaz; gerekçe 3.8.2.2.1
      Ve beyaz uzun rok yapamaz; gerekçe 3.8.2.2.1
      Ve beyaz kısa rok hakkını korur
      Ve beyaz uzun rok hakkını korur

    @vaka-000-R2 @madde-3.8.2.2.1
    Senaryo: Şahın geçeceği kare saldırı altındaysa rok yapılamaz
      Yorumdan: şahın geçeceği ya da varacağı kareyi rakip taş tehdit ediyorsa bu durum ortadan
      kalkana dek rok yapılamaz. Konum bizimdir: b5'teki siyah fil c4, d3 ve e2 üzerinden f1'i görür.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2np1n2/1b2p3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 10"
      O zaman beyaz kısa rok yapamaz; gerekçe 3.8.2.2.1
      Ve beyaz uzun rok yapabilir

    @vaka-000-R2 @madde-3.8.2.2.2
    Senaryo: Şah ile kale arasında taş varsa rok yapılamaz
      Yorumdan: rok yapılacak taraftaki kale ile şah arasında kendisinin ya da rakibin taşı
      bulunmamalıdır. Başlangıç konumunda iki yan da taşlarla kapalıdır.
      Diyelim ki oyun başlangıç konumundan başlar
      O zaman beyaz kısa rok yapamaz; gerekçe 3.8.2.2.2
      Ve beyaz uzun rok yapamaz; gerekçe 3.8.2.2.2
      Ve beyaz kısa rok hakkını korur

    @vaka-000-R3 @madde-3.8.2.2
    Senaryo: b1 saldırı altında olsa da uzun rok yapılabilir; öbür kanattaki taş bu yanı engellemez
      Yorumdan: şah ile kale arasında olup şahın üzerinden geçmediği kare (b1) tehdit altında olsa
      da rok yapılabilir; öteki kale ile şah arasındaki taş da bu yandaki roku engellemez. Konum
      bizimdir: f5'teki siyah fil b1'i görür, f1'de beyaz fil durur.
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2np1n2/4pb2/3P4/2P1PN2/PP1Q1PPP/R3KB1R w KQkq - 0 10"
      O zaman beyaz uzun rok yapabilir
      Ve beyaz kısa rok yapamaz; gerekçe 3.8.2.2.2

  Kural: Maddelerin kendisinden — siyahın roku

    @madde-3.8.1
    Senaryo: Şah yalnızca komşu bir kareye gider
      Diyelim ki tahtadaki konum "4k3/8/8/8/8/8/8/4K3 b - - 0 50"
      O zaman e8'deki şahın d7'ye gitmesi geçerlidir
      Ve e8'deki şahın e6'ya gitmesi geçersizdir; gerekçe 3.8.1

    @madde-3.8.2
    Senaryo: Siyah kısa rok yapar: şah g8'e, kale f8'e
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 10"
      Eğer ki siyah 10... 0-0 oynar
      O zaman g8'de siyah şah vardır
      Ve f8'de siyah kale vardır
      Ve h8 boştur
      Ve siyah kısa rok hakkını yitirmiştir
      Ve siyah uzun rok hakkını yitirmiştir

    @madde-3.8.2.1 @madde-3.8.2.1.1
    Senaryo: Şahı oynayıp dönen siyah iki yana da rok yapamaz
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Af6 3. Fc4 Fe7 4. 0-0 Şf8 5. d3 Şe8 6. Ac3"
      O zaman siyah kısa rok yapamaz; gerekçe 3.8.2.1.1
      Ve siyah uzun rok yapamaz; gerekçe 3.8.2.1.1
      Ve siyah kısa rok hakkını yitirmiştir

    @madde-3.8.2.1 @madde-3.8.2.1.2
    Senaryo: Kalesi oynayıp yerine dönen siyah o yana rok yapamaz
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. a4 a5 2. Ka3 Ka6 3. Ka1 Ka8 4. e4"
      O zaman siyah uzun rok yapamaz; gerekçe 3.8.2.1.2
      Ve siyah uzun rok hakkını yitirmiştir
      Ve siyah kısa rok hakkını korur

    @madde-3.8.2.2 @madde-3.8.2.2.1
    Senaryo: Şahın geçeceği f8'i gören fil siyahın kısa rokunu engeller, uzun roku engellemez
      Diyelim ki tahtadaki konum "r3k2r/8/8/8/8/B7/8/4K3 b kq - 0 30"
      O zaman siyah kısa rok yapamaz; gerekçe 3.8.2.2.1
      Ve siyah uzun rok yapabilir
      Ve siyah kısa rok hakkını korur

    @madde-3.8.2.2 @madde-3.8.2.2.2
    Senaryo: Başlangıç konumunda siyahın iki yanı da taşlarla kapalıdır
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4"
      O zaman siyah kısa rok yapamaz; gerekçe 3.8.2.2.2
      Ve siyah uzun rok yapamaz; gerekçe 3.8.2.2.2
