# language: tr
@geçersiz-hamle
Özellik: Sonradan fark edilen geçersiz hamle (7.5.1, standart oyun)
  Standart oyunda Yarışma Kuralları tümüyle uygulanır: oyun sırasında fark edilen tamamlanmış geçersiz
  hamle, kaç hamle sonra bulunursa bulunsun düzeltilir. Kuraldışılıktan hemen önceki konuma dönülür,
  ondan sonra oynanan hamleler geçersizdir; geçersiz hamlenin yerine yapılacak hamle için 4.3 ve 4.7
  uygulanır (7.5.1); saatler hakemin yargısına kalır, burada olduğu gibi bırakılır (7.1) ve rakibe
  ceza süresi eklenir (7.5.5). Oyun bittikten sonra fark edilen geçersiz hamle sonucu değiştirmez.
  Resmî metin: https://handbook.fide.com/chapter/E012023

  @madde-7.5.1 @madde-4.3.3 @madde-7.5.5 @madde-3.5
  Senaryo: Kendi piyonunun üzerinden atlayarak yapılan fil fedası üç hamle sonra bulunur
    12. Fxh7+ c2'deki filin e4'teki piyonun üzerinden geçmesiyle oynanmıştı; oyun 12... Şxh7 13. Ag5+
    Şg8 14. Vf3 Fb7 diye sürdü, sonra siyah itiraz etti. Alma hamlesinde önce kendi filine dokunulmuş
    sayılır; alma geçersiz olduğundan beyaz filini oynamak zorundadır (4.3.3).
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Aa5 10. Fc2 c5 11. d4 Vc7 12. c2xh7 Şxh7 13. Ag5+ Şg8 14. Vf3 Fb7"
    Ve her hamle için 30 saniye artırım vardır
    Ve beyazın saatinde 52 dakika, siyahın saatinde 61 dakika vardır
    Eğer ki siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer
    O zaman beyaz geçersiz bir hamle tamamlamıştır
    Ve konum "r1b2rk1/2q1bppp/p2p1n2/npp1p3/3PP3/2P2N1P/PPB2PP1/RNBQR1K1 w - - 1 12" olur
    Ve siyahın süresine 2 dakika eklenir
    Ve beyazın saatinde 52 dakika vardır
    Ve beyaz c2'deki fili oynamak zorundadır
    Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
    Ve hakem kararını 7.5.1 maddesine dayandırır
    Ve hakem kararını 3.5 maddesine dayandırır
    Ve oyun sürer

  @madde-7.5.1 @madde-3.8.2.2.1 @madde-4.4.3 @madde-7.5.5
  Senaryo: Saldırı altındaki kareden geçen rok üç hamle sonra hakemin gözüne çarpar
    15. 0-0'da şahın geçtiği f1'e c4'teki fil saldırıyordu. Hakem 17... Fd5'ten sonra görür: 15. hamleden
    önceki konuma dönülür; şaha ve kaleye dokunulmuştur, o yana rok geçersiz olduğundan beyaz şahla
    oynamak zorundadır (öbür yana rok dahil).
    Diyelim ki tahtadaki konum "r3k2r/ppp2ppp/2n5/8/2b5/5N2/PPP2PPP/R3K2R w KQkq - 0 15"
    Ve daha önce oynanan hamleler "15. 0-0 0-0-0 16. Kfe1 Khe8 17. h3 Fd5"
    Ve her hamle için 30 saniye artırım vardır
    Ve beyazın saatinde 30 dakika, siyahın saatinde 28 dakika vardır
    Eğer ki hakem tahtaya bakar
    O zaman beyaz geçersiz bir hamle tamamlamıştır
    Ve konum "r3k2r/ppp2ppp/2n5/8/2b5/5N2/PPP2PPP/R3K2R w KQkq - 0 15" olur
    Ve siyahın süresine 2 dakika eklenir
    Ve beyaz şahıyla oynamak zorundadır
    Ve hakem kararını 3.8.2.2.1 maddesine dayandırır
    Ve oyun sürer

  @madde-7.5.1 @madde-7.5.5
  Senaryo: Karşılıktan sonra bulunan ikinci geçersiz hamle oyunu kaybettirir
    Diyelim ki tahtadaki konum "6k1/3R1pp1/7p/8/8/8/1r3PPP/6K1 b - - 0 31"
    Ve daha önce oynanan hamleler "31... Kb1+ 32. h2-h3 Şh7"
    Ve her hamle için 30 saniye artırım vardır
    Ve beyazın saatinde 20 dakika, siyahın saatinde 15 dakika vardır
    Ve beyazın bu oyunda daha önce tamamlanmış 1 geçersiz hamlesi vardır
    Eğer ki hakem tahtaya bakar
    O zaman hakem oyunu beyaz için kaybedilmiş ilan eder
    Ve bitiş nedeni: geçersiz hamleler
    Ve beyazın tamamlanmış geçersiz hamle sayısı: 2
    Ve kimsenin süresine ekleme yapılmaz
    Ve konum "6k1/3R1pp1/7p/8/8/8/5PPP/1r4K1 w - - 1 32" olur
    Ve hakem kararını 7.5.5 maddesine dayandırır

  @madde-7.5.1 @madde-7.5.5
  Senaryo: Hakemin saate basılınca düzelttiği geçersiz hamleye itiraz haklıdır ama ikinci bir ceza getirmez
    Beyaz şahını d2'deki kalenin kontrol ettiği d1'e götürüp saatine basar; tam denetimde hakem bunu görür ve
    düzeltir. Siyahın ardından gelen itirazı aynı geçersiz hamleyle ilgilidir: reddedilmez, ek süre de verilmez.
    Diyelim ki tahtadaki konum "4k3/8/8/8/8/8/3r4/4K3 w - - 0 40"
    Ve beyazın saatinde 10 dakika, siyahın saatinde 10 dakika vardır
    Eğer ki beyaz e1'deki şaha dokunur
    Ve beyaz e1'deki şahı d1'e bırakır
    Ve beyaz saatine basar
    Ve siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer
    O zaman beyaz geçersiz bir hamle tamamlamıştır
    Ve kuraldışılıktan hemen önceki konuma dönülür
    Ve itiraz edilen geçersiz hamleyi hakem zaten düzeltmiştir; yeni bir ceza verilmez
    Ve siyahın saatinde 12 dakika vardır
    Ve beyazın saatinde 10 dakika vardır
    Ve beyazın tamamlanmış geçersiz hamle sayısı: 1
    Ve hakem kararını 7.5.1 maddesine dayandırır
    Ve oyun sürer

  @madde-7.5.1 @madde-5.1.1 @madde-6.2.1.1
  Senaryo: Mattan sonra ileri sürülen eski geçersiz hamle sonucu değiştirmez
    2. Fc4 f1'den e2'deki piyonun üzerinden geçmişti; kimse fark etmedi ve beyaz mat etti. 7.5.1 oyun
    sırasında fark edileni düzeltir; mat oyunu bitirmiştir.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. d4 e5 2. f1-c4 Ac6 3. e3 d6 4. Vh5 Af6"
    Eğer ki beyaz 5. Vxf7# oynar
    Ve siyah rakibinin geçersiz bir hamle tamamladığını ileri sürer
    O zaman beyaz oyunu kazanır
    Ve bitiş nedeni: mat
    Ve olay oyunun sonucunu değiştirmez
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve konum "r1bqkb1r/ppp2Qpp/2np1n2/4p3/2BP4/4P3/PPP2PPP/RNB1K1NR b KQkq - 0 5" olur

  @madde-7.2.1
  Senaryo: Başlangıç konumunun yanlış dizildiği oyun sırasında anlaşılırsa oyun iptal edilir
    Beyaz şah d1'de, vezir e1'de başlamıştı; dört hamle sonra siyah itiraz eder.
    Diyelim ki tahtadaki konum "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w kq - 0 1"
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fc4 Fc5 4. c3 Af6"
    Eğer ki siyah başlangıç konumunun yanlış dizildiğini ileri sürer
    O zaman oyun iptal edilir ve yeni bir oyun oynanır
    Ve hakem kararını 7.2.1 maddesine dayandırır
