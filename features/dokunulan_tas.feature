# language: tr
@dokunulan-taş
Özellik: Taşların elle oynatılması — dokunulan taş, terfi, hamlenin yapılması (Madde 4)
  Hamle sırası kendisindeki oyuncu "düzeltiyorum" demeden bir taşa bilerek dokunursa o taşı
  oynamak (rakip taşıysa almak) zorundadır. Bir taş geçerli bir hamle olarak bir kareye
  bırakıldığında o hamlede başka kareye götürülemez; alma, rok ve terfi için hamlenin yapıldığı an
  ayrıca tanımlanır (4.7).

  Kural: 4.2 — düzeltme

    @madde-4.2.1
    Senaryo: "Düzeltiyorum" diyerek taşını düzelten oyuncunun yükümlülüğü doğmaz
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5"
      Eğer ki beyaz "düzeltiyorum" diyerek e4'teki piyonu düzeltir
      O zaman beyaz için dokunulan taş yükümlülüğü yoktur
      Ve oyun sürer

    @madde-4.2.2 @madde-4.3.1
    Senaryo: Bildirmeden yapılan dokunuş bilerek yapılmış sayılır
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5"
      Eğer ki beyaz g1'deki ata dokunur
      O zaman beyaz g1'deki atı oynamak zorundadır
      Ve hakem kararını 4.3.1 maddesine dayandırır

  Kural: 4.3 — dokunulan taş oynanır

    @madde-4.3
    Senaryo: Hamle sırası kendisinde değilken taşına dokunan oyuncu bağlanmaz
      Beyaz düşünürken siyah b8'deki atına dokunur; beyaz oynadıktan sonra siyahın yükümlülüğü yoktur.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5"
      Eğer ki siyah b8'deki ata dokunur
      Ve beyaz 2. Af3 oynar
      O zaman siyah için dokunulan taş yükümlülüğü yoktur
      Ve oyun sürer

    @madde-4.3.1
    Senaryo: Oynayamayan ilk taştan sonra dokunulan oynayabilir taş oynanmalıdır
      c1'deki fil d2 ve b2'deki piyonlar yüzünden oynayamaz; beyaz sonra g1'deki ata dokunur.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5"
      Eğer ki beyaz c1'deki file dokunur
      Ve beyaz g1'deki ata dokunur
      O zaman beyaz g1'deki atı oynamak zorundadır

    @madde-4.3.2
    Senaryo: Rakibin taşına dokunan oyuncu onu alabiliyorsa almalıdır
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 d5"
      Eğer ki beyaz d5'teki piyona dokunur
      O zaman beyaz d5'teki piyonu almak zorundadır
      Ve hakem kararını 4.3.2 maddesine dayandırır

    @madde-4.3.3
    Senaryo: Kendi taşına ve rakip taşına dokunan oyuncu, ilk dokunduğu rakip taşı ilk dokunduğu kendi taşıyla almalıdır
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 d5"
      Eğer ki beyaz e4'teki piyona dokunur
      Ve beyaz d5'teki piyona dokunur
      O zaman beyaz e4'teki piyonla d5'teki piyonu almak zorundadır
      Ve hakem kararını 4.3.3 maddesine dayandırır

    @madde-4.3.3
    Senaryo: Dokunulan kendi taşı dokunulan rakip taşını alamıyorsa, oynanabilen ilk dokunulan taş oynanır
      g1'deki at d5'teki piyonu alamaz; ilk dokunulan taş olan at oynanabildiği için onu oynamalıdır.
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 d5"
      Eğer ki beyaz g1'deki ata dokunur
      Ve beyaz d5'teki piyona dokunur
      O zaman beyaz g1'deki atı oynamak zorundadır
      Ve hakem kararını 4.3.3 maddesine dayandırır

  Kural: 4.4 — şaha ve kaleye dokunma, terfi seçimi

    @madde-4.4.1
    Senaryo: Siyah şahına ve a8'deki kalesine dokunur — uzun rok yapmalıdır
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 10"
      Eğer ki siyah e8'deki şaha dokunur
      Ve siyah a8'deki kaleye dokunur
      O zaman siyah uzun rok yapmak zorundadır
      Ve hakem kararını 4.4.1 maddesine dayandırır

    @madde-4.4.2 @madde-4.3.1
    Senaryo: Siyah önce a8'deki kaleye sonra şahına dokunur — kaleyi oynamalıdır
      Diyelim ki tahtadaki konum "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 10"
      Eğer ki siyah a8'deki kaleye dokunur
      Ve siyah e8'deki şaha dokunur
      O zaman siyah a8'deki kaleyi oynamak zorundadır
      Ve hakem kararını 4.4.2 maddesine dayandırır

    @madde-4.4.3
    Senaryo: Siyah rok için şahına ve kalesine dokunur ama o yana rok geçersiz — şahıyla oynamalıdır
      Siyahın kısa roku, f8'i a3'teki beyaz fil gördüğü için geçersizdir; şahın başka hamleleri vardır.
      Diyelim ki tahtadaki konum "r2bk2r/ppp2ppp/2n2n2/3ppbq1/2P5/BPN2Q2/P2PPPPP/R3K1NR b KQkq - 0 12"
      Eğer ki siyah e8'deki şaha dokunur
      Ve siyah h8'deki kaleye dokunur
      O zaman siyah şahıyla oynamak zorundadır
      Ve hakem kararını 4.4.3 maddesine dayandırır

    @madde-4.4.4
    Senaryo: Terfi karesine değen taş seçimi kesinleştirir
      Beyaz e8'e bir at koyar, sonra onu vezirle değiştirmek ister; seçim at olarak kesinleşmiştir.
      Beyazın a2'de bir piyonu daha vardır: at ve piyonla oyun sürer (yalnız şah ve ata karşı yalnız
      şah kalsaydı oyun ölü konumla biterdi ve 4.4.4 sınanmış olmazdı).
      Diyelim ki tahtadaki konum "8/4P3/8/8/2k5/8/P7/4K3 w - - 0 60"
      Eğer ki beyaz e7'deki piyona dokunur
      Ve beyaz e7'deki piyonu e8'e bırakır
      Ve beyaz terfi karesine at koyar
      Ve beyaz terfi karesine vezir koyar
      Ve beyaz saatine basar
      O zaman e8'de beyaz at vardır
      Ve oyun sürer
      Ve hakem kararını 4.4.4 maddesine dayandırır

  Kural: 4.5 — dokunulan taşlar oynanamıyorsa

    @madde-4.5
    Senaryo: Dokunulan taş oynanamıyorsa oyuncu herhangi bir geçerli hamle yapabilir
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5"
      Eğer ki beyaz c1'deki file dokunur
      O zaman beyaz herhangi bir geçerli hamle yapabilir
      Ve hakem kararını 4.5 maddesine dayandırır

  Kural: 4.6 — terfinin yapılışı

    @madde-4.6.1 @madde-4.7.3
    Senaryo: Piyonun terfi karesine konması gerekmez
      Beyaz e7'deki piyonu tahtadan kaldırır, e8'e vezir koyar ve saatine basar.
      Diyelim ki tahtadaki konum "8/4P3/8/8/2k5/8/8/4K3 w - - 0 60"
      Eğer ki beyaz e7'deki piyona dokunur
      Ve beyaz e7'deki taşı tahtadan kaldırır
      Ve beyaz terfi karesine vezir koyar
      Ve beyaz saatine basar
      O zaman beyazın hamlesi yapılmıştır
      Ve e8'de beyaz vezir vardır
      Ve e7 boştur
      Ve tamamlanmış bir geçersiz hamle yoktur

    @madde-4.6.2
    Senaryo: Yeni taş önce konup piyon sonra kaldırılabilir
      Diyelim ki tahtadaki konum "8/4P3/8/8/2k5/8/8/4K3 w - - 0 60"
      Eğer ki beyaz e7'deki piyona dokunur
      Ve beyaz terfi karesine kale koyar
      Ve beyaz e7'deki taşı tahtadan kaldırır
      Ve beyaz saatine basar
      O zaman beyazın hamlesi yapılmıştır
      Ve e8'de beyaz kale vardır
      Ve e7 boştur
      Ve tamamlanmış bir geçersiz hamle yoktur

    @madde-4.6.3
    Senaryo: Terfi karesindeki rakip taşı alınmalıdır
      Diyelim ki tahtadaki konum "3r4/4P3/8/8/2k5/8/8/4K3 w - - 0 60"
      Eğer ki beyaz e7'deki piyona dokunur
      Ve beyaz e7'deki piyonla d8'deki taşı alır
      Ve beyaz terfi karesine vezir koyar
      Ve beyaz saatine basar
      O zaman d8'de beyaz vezir vardır
      Ve e7 boştur
      Ve tamamlanmış bir geçersiz hamle yoktur
      Ve hamle sırası siyahtadır

  Kural: 4.7 — bırakılan taş, hamlenin yapılması

    @madde-4.7
    Senaryo: Geçerli bir hamle olarak bırakılan taş o hamlede başka kareye götürülemez
      Beyaz kaleyi a3'e bırakır, sonra saate basmadan a5'e götürür. Ra3 yapılmıştır; kale a3'e döner.
      Diyelim ki tahtadaki konum "4k3/8/8/8/8/8/8/R3K3 w - - 0 40"
      Eğer ki beyaz a1'deki kaleye dokunur
      Ve beyaz a1'deki kaleyi a3'e bırakır
      Ve beyaz a3'teki kaleye dokunur
      Ve beyaz a3'teki kaleyi a5'e bırakır
      O zaman a5'teki kale a3'e geri konur
      Ve beyazın hamlesi yapılmıştır
      Ve hamle sırası siyahtadır
      Ve a5 boştur
      Ve tamamlanmış bir geçersiz hamle yoktur

    @madde-4.7.1
    Senaryo: Alma, alınan taş kaldırılıp alan taş bırakılınca yapılmış olur
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 d5"
      Eğer ki beyaz e4'teki piyona dokunur
      Ve beyaz e4'teki piyonla d5'teki taşı alır
      O zaman beyazın hamlesi yapılmıştır
      Ve hamle sırası siyahtadır
      Ve d5'te beyaz piyon vardır

    @madde-4.7.3
    Senaryo: Terfi, yeni taş bırakılıp piyon tahtadan kalkınca yapılmış olur
      Diyelim ki tahtadaki konum "8/4P3/8/8/2k5/8/8/4K3 w - - 0 60"
      Eğer ki beyaz e7'deki piyona dokunur
      Ve beyaz e7'deki piyonu e8'e bırakır
      Ve beyaz terfi karesine vezir koyar
      O zaman beyazın hamlesi yapılmıştır
      Ve hamle sırası siyahtadır
      Ve e8'de beyaz vezir vardır

    @madde-4.7 @madde-4.4.4 @madde-6.11.2
    Senaryo: Terfi karesine bırakılan piyon o karede terfi etmelidir; saati duraklatıp vezir isteyen oyuncu yanda alamaz
      Beyaz e7'deki piyonu e8'e bırakır; vezir bulamadığı için saatleri duraklatıp hakemden vezir
      ister. Piyon geçerli bir hamlenin parçası olarak e8'e bırakılmıştır: bu hamlede başka kareye
      gidemez (4.7), d8'deki ya da f8'deki kaleyi alamaz; terfi e8'de tamamlanır ve hangi taşın
      konacağı, taş kareye değene dek serbesttir (4.4.4). Saatleri duraklatmanın nedenini hakem
      değerlendirir (6.11.4).
      Diyelim ki tahtadaki konum "3r1r2/4P3/8/8/8/8/8/k3K3 w - - 0 1"
      Eğer ki beyaz e7'deki piyona dokunur
      Ve beyaz e7'deki piyonu e8'e bırakır
      Ve beyaz saatleri duraklatır
      O zaman hamle henüz yapılmamıştır
      Ve beyaz e7'deki piyonun terfisini e8'de tamamlamak zorundadır
      Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
      Ve hakem kararını 4.7 maddesine dayandırır
      Ve hakem kararını 6.11.4 maddesine dayandırır
      Ve oyun sürer

  Kural: 4.8 — rakibin kural çiğnemesine itiraz hakkı

    @madde-4.8 @madde-4.3.1
    Senaryo: Dokunduğu atı oynamayıp piyon süren oyuncuya rakip, taşa dokunmadan itiraz eder — hamle geri alınır
      Diyelim ki oyun başlangıç konumundan başlar
      Eğer ki beyaz g1'deki ata dokunur
      Ve beyaz e2'deki piyona dokunur
      Ve beyaz e2'deki piyonu e4'e bırakır
      Ve beyaz saatine basar
      Ve siyah rakibinin dokunulan taş kuralını çiğnediğini ileri sürer
      O zaman hakem talebi haklı bulur
      Ve konum "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" olur
      Ve hamle sırası beyazdadır
      Ve beyaz g1'deki atı oynamak zorundadır
      Ve hakem kararını 4.8 maddesine dayandırır
      Ve oyun sürer

    @madde-4.8 @madde-4.3.1
    Senaryo: İtiraz etmeden önce kendi taşına oynamak amacıyla dokunan oyuncu itiraz hakkını yitirir
      Diyelim ki oyun başlangıç konumundan başlar
      Eğer ki beyaz g1'deki ata dokunur
      Ve beyaz e2'deki piyona dokunur
      Ve beyaz e2'deki piyonu e4'e bırakır
      Ve beyaz saatine basar
      Ve siyah e7'deki piyona dokunur
      Ve siyah rakibinin dokunulan taş kuralını çiğnediğini ileri sürer
      O zaman siyah bu hamlede talep hakkını yitirmiştir
      Ve konum "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" olur
      Ve hamle sırası siyahtadır
      Ve siyah e7'deki piyonu oynamak zorundadır
      Ve hakem kararını 4.8 maddesine dayandırır
      Ve oyun sürer
