# language: tr
@madde-3
Özellik: Taşların hareketi ve geçerli hamle (Madde 3)
  Her senaryo, hakemin tahtada gördüğü bir hamleyi (taşın kalktığı ve bırakıldığı kare) sorar:
  geçerli mi, geçersizse hangi madde yüzünden. Konumlar bizimdir.

  Kural: 3.1 — alma ve saldırı

    @madde-3.1
    Senaryo: Taş kendi taşının bulunduğu kareye gidemez
      Diyelim ki oyun başlangıç konumundan başlar
      O zaman a1'deki kalenin a2'ye gitmesi geçersizdir; gerekçe 3.1

    @madde-3.1.1
    Senaryo: Rakip taşının bulunduğu kareye giden taş onu alır ve alınan taş tahtadan kalkar
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 d5 2. exd5"
      O zaman d5'te beyaz piyon vardır
      Ve e4 boştur
      Ve hamle sırası siyahtadır

    @madde-3.1.2
    Senaryo: Bir taş, o kareye giderek alma yapabiliyorsa oraya saldırır
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 d5"
      O zaman d5 beyaz tarafından saldırı altındadır
      Ve e5 beyaz tarafından saldırı altında değildir

    @madde-3.1.3 @madde-3.9.2 @madde-1.4.1
    Senaryo: Açmazdaki at oynayamaz ama saldırdığı kareler saldırı altındadır
      b4'teki siyah fil d2'deki beyaz atı e1'deki şaha karşı açmaza almıştır.
      Diyelim ki tahtadaki konum "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 40"
      O zaman e4 beyaz tarafından saldırı altındadır
      Ve d2'deki atın e4'e gitmesi geçersizdir; gerekçe 3.9.2

  Kural: 3.2 – 3.6 — taşların gidişi

    @madde-3.2
    Senaryo: Fil yalnızca çapraz gider
      Diyelim ki tahtadaki konum "4k3/8/8/8/8/8/8/2B1K3 w - - 0 40"
      O zaman c1'deki filin h6'ya gitmesi geçerlidir
      Ve c1'deki filin c5'e gitmesi geçersizdir; gerekçe 3.2

    @madde-3.3
    Senaryo: Kale yalnızca dikey ya da yatay gider
      Diyelim ki tahtadaki konum "4k3/8/8/8/8/8/8/R3K3 w - - 0 40"
      O zaman a1'deki kalenin a8'e gitmesi geçerlidir
      Ve a1'deki kalenin b2'ye gitmesi geçersizdir; gerekçe 3.3

    @madde-3.4
    Senaryo: Vezir dikey, yatay ya da çapraz gider
      Diyelim ki tahtadaki konum "4k3/8/8/8/8/8/8/3QK3 w - - 0 40"
      O zaman d1'deki vezirin d7'ye gitmesi geçerlidir
      Ve d1'deki vezirin h5'e gitmesi geçerlidir
      Ve d1'deki vezirin e3'e gitmesi geçersizdir; gerekçe 3.4

    @madde-3.5
    Senaryo: Fil, kale ve vezir başka taşların üzerinden atlayamaz
      Diyelim ki oyun başlangıç konumundan başlar
      O zaman a1'deki kalenin a3'e gitmesi geçersizdir; gerekçe 3.5
      Ve c1'deki filin e3'e gitmesi geçersizdir; gerekçe 3.5

    @madde-3.6
    Senaryo: At kendi yatayında, dikeyinde ve çaprazında olmayan en yakın karelerden birine gider
      Diyelim ki oyun başlangıç konumundan başlar
      O zaman b1'deki atın c3'e gitmesi geçerlidir
      Ve b1'deki atın b3'e gitmesi geçersizdir; gerekçe 3.6

  Kural: 3.7 — piyon

    @madde-3.7.1
    Senaryo: Piyon önündeki boş kareye bir kare ilerler; önü doluysa ilerleyemez
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5"
      O zaman d2'deki piyonun d3'e gitmesi geçerlidir
      Ve e4'teki piyonun e5'e gitmesi geçersizdir; gerekçe 3.7.1

    @madde-3.7.2
    Senaryo: Piyon yalnızca ilk hamlesinde iki kare ilerleyebilir
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e3 e6"
      O zaman d2'deki piyonun d4'e gitmesi geçerlidir
      Ve e3'teki piyonun e5'e gitmesi geçersizdir; gerekçe 3.7.2

    @madde-3.7.3
    Senaryo: Piyon çapraz önündeki rakip taşını alır; boş kareye çapraz gidemez
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 d5"
      O zaman e4'teki piyonun d5'e gitmesi geçerlidir
      Ve e4'teki piyonun f5'e gitmesi geçersizdir; gerekçe 3.7.3

    @madde-3.7.3.1
    Senaryo: İki kare ilerleyip yanına gelen piyon geçerken alınabilir
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 Af6 2. e5 d5"
      O zaman e5'teki piyonun d6'ya gitmesi geçerlidir

    @madde-3.7.3.2
    Senaryo: Geçerken alma yalnızca hemen sonraki hamlede yapılabilir
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 Af6 2. e5 d5 3. Ac3 Ac6"
      O zaman e5'teki piyonun d6'ya gitmesi geçersizdir; gerekçe 3.7.3.2

    @madde-3.7.3.3
    Senaryo: Son yataya varan piyon aynı hamlede terfi etmelidir
      Diyelim ki tahtadaki konum "8/4P3/8/8/2k5/8/8/4K3 w - - 0 60"
      O zaman e7'deki piyonun e8'e gitmesi geçersizdir; gerekçe 3.7.3.3
      Ve e7'deki piyonun e8'e gidip vezire terfi etmesi geçerlidir
      Ve e7'deki piyonun e8'e gidip şaha terfi etmesi geçersizdir; gerekçe 3.7.3.3

    @madde-3.7.3.4
    Senaryo: Terfi seçimi daha önce alınmış taşlarla sınırlı değildir
      Beyazın veziri tahtadadır; piyon yine de vezire terfi edebilir.
      Diyelim ki tahtadaki konum "8/4P3/8/8/2k5/8/8/3QK3 w - - 0 60"
      O zaman e7'deki piyonun e8'e gidip vezire terfi etmesi geçerlidir
      Ve e7'deki piyonun e8'e gidip ata terfi etmesi geçerlidir

    @madde-3.7.3.5
    Senaryo: Terfi eden taş hemen etkilidir: ata terfi eden piyon şah çeker
      Beyazın a2'de bir piyonu daha vardır, bu yüzden terfiden sonra oyun sürer ve şah sorulabilir.
      Diyelim ki tahtadaki konum "8/4P3/3k4/8/8/8/P7/4K3 w - - 0 60"
      Eğer ki beyaz 60. e8=A+ oynar
      O zaman e8'de beyaz at vardır
      Ve oyun sürer
      Ve siyaha şah çekilmiştir

  Kural: 3.9 — şah çekilmesi

    @madde-3.9.1 @madde-3.1.3
    Senaryo: Açmazdaki taşın saldırdığı şaha da şah çekilmiştir
      d2'deki beyaz at açmazdadır ama e4'teki siyah şaha saldırır.
      Diyelim ki tahtadaki konum "8/8/8/8/1b2k3/8/3N4/4K3 b - - 0 50"
      O zaman siyaha şah çekilmiştir

    @madde-3.9.2
    Senaryo: Kendi şahını saldırı altında bırakan hamle geçersizdir
      Diyelim ki tahtadaki konum "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 40"
      O zaman d2'deki atın f3'e gitmesi geçersizdir; gerekçe 3.9.2
      Ve e1'deki şahın f2'ye gitmesi geçerlidir

  Kural: 3.10 — geçerli hamle, geçersiz konum

    @madde-3.10.1
    Senaryo: 3.1–3.9'un bütün koşullarını karşılayan hamle geçerlidir
      Diyelim ki oyun başlangıç konumundan başlar
      O zaman g1'deki atın f3'e gitmesi geçerlidir
      Ve e2'deki piyonun e4'e gitmesi geçerlidir

    @madde-3.10.3
    Senaryo taslağı: Hiçbir geçerli hamle dizisiyle oluşamayacak konum geçersizdir
      O zaman konum "<konum>" kurallara göre oluşamaz; gerekçe 3.10.3

      Örnekler:
        | durum                                        | konum                             |
        | birinci yatayda beyaz piyon                  | 4k3/8/8/8/8/8/8/P3K3 w - - 0 1    |
        | hamle sırası beyazdayken siyaha şah çekilmiş | 4k3/8/8/8/8/8/8/4R1K1 w - - 0 1   |
