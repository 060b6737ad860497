# language: tr
@rok
Özellik: Rok soruları — "hangi taraf rok yapabilir?" (Madde 3.8.2)
  Yorumlardaki rok sorularının çizimleri metinde yok; her senaryodaki konumu metnin söylediği
  taşlara ve karelere uyacak biçimde biz kurduk. Açıklamada hangi olguların metinden geldiği
  yazılıdır. Hamle sırası konumda olmayan taraf için soru, "hamle onda olsaydı" diye sorulur.

  @vaka-000-S1 @madde-3.8.2
  Senaryo: Soru 1 — saldırı altındaki kale roku engellemez, aradaki kendi fili engeller
    Metinden: siyah iki yana da rok yapabilir; beyaz fil siyahın bir kalesini tehdit eder (burada
    d5'teki fil a8'deki kaleyi); beyazın kendi fili şah ile bir kalesi arasındadır (burada c1'deki
    fil uzun roku kapatır). Geri kalan taşlar bizimdir.
    Diyelim ki tahtadaki konum "r3k2r/p2nqppp/1p1p1n2/2pBp3/4P1b1/2N2N2/PPPPQPPP/R1B1K2R w KQkq - 2 11"
    O zaman siyah kısa rok yapabilir
    Ve siyah uzun rok yapabilir
    Ve beyaz kısa rok yapabilir
    Ve beyaz uzun rok yapamaz; gerekçe 3.8.2.2.2

  @vaka-000-S2 @madde-3.8.2.2
  Senaryo: Soru 2 — şahın geçeceği ya da varacağı kareyi gören vezir
    Metinden: beyaz vezir, siyah şahın uzun rokta geçeceği kareyi (d8) görür; siyah vezir, beyaz
    şahın kısa rokta varacağı kareyi (g1) görür. Vezirlerin yeri (a5, c5) ve öteki taşlar bizimdir.
    Diyelim ki tahtadaki konum "r3k2r/pp1p1ppp/2n2n2/Q1q1p3/4PP2/2N2N2/PPPP2PP/R3K2R w KQkq - 0 12"
    O zaman siyah kısa rok yapabilir
    Ve siyah uzun rok yapamaz; gerekçe 3.8.2.2.1
    Ve beyaz kısa rok yapamaz; gerekçe 3.8.2.2.1
    Ve beyaz uzun rok yapabilir

  @vaka-000-S3 @madde-3.8.2.1 @madde-3.8.2.2
  Senaryo: Soru 3 — oynamış kale, g1'i gören vezir, d1'i gören kale
    Metinden: siyahın vezir kanadındaki kalesi oynamıştır (burada d8'e); siyah vezir g1'i görür;
    bir siyah kale d1'i tehdit eder (d8'deki kale, açık d hattından). Siyah yalnız kısa rok
    yapabilir, beyaz hiçbir yana rok yapamaz. Konum FEN olarak verildiği için kalenin ne zaman
    oynadığı bilinmez; çekirdek, a8'de rok yapılacak kale olmadığını (3.8.2) söyler, FEN'de siyahın
    uzun rok hakkı da yoktur (3.8.2.1).
    Diyelim ki tahtadaki konum "3rk2r/ppp2ppp/2n2n2/2q1p3/4PP2/2N2N2/PPP3PP/R3K2R w KQk - 0 14"
    O zaman siyah kısa rok yapabilir
    Ve siyah uzun rok yapamaz; gerekçe 3.8.2
    Ve siyah uzun rok hakkını yitirmiştir
    Ve beyaz kısa rok yapamaz; gerekçe 3.8.2.2.1
    Ve beyaz uzun rok yapamaz; gerekçe 3.8.2.2.1

  @vaka-000-S4 @madde-3.8.2.2 @madde-3.9
  Senaryo: Soru 4 — şah çekilmiş siyah rok yapamaz ama hakkı saklıdır; piyonla araya girer
    Metinden: bir siyah kale g1'i tehdit eder (burada g8'deki kale, açık g hattından); siyaha bir beyaz
    fil şah çekmektedir (burada b5'teki fil); siyah o an uzun rok yapamaz, hakkı saklı
    kalır; bir piyonu bir kare sürerek (vezirin yanına) filin önünü kapatabilir, şahını
    kıpırdatmadan. Beyaz kısa rok yapamaz, uzun rok yapabilir. Hamle sırası siyahta olduğundan
    beyazın rokunu siyahın araya girmesinden sonra soruyoruz.
    Diyelim ki tahtadaki konum "r3k1r1/ppp2p1p/1q3n2/1B2p3/4P3/2N1BN2/PPPPQP1P/R3K2R b KQq - 3 15"
    O zaman siyaha şah çekilmiştir
    Ve siyah uzun rok yapamaz; gerekçe 3.8.2.2.1
    Ve siyah uzun rok hakkını korur
    Eğer ki siyah 15... c6 oynar
    O zaman c6'da siyah piyon vardır
    Ve e8'de siyah şah vardır
    Ve beyaz kısa rok yapamaz; gerekçe 3.8.2.2.1
    Ve beyaz uzun rok yapabilir
    Ve siyah uzun rok yapabilir
    Ve siyah uzun rok hakkını korur

  @vaka-000-S5 @madde-3.8.2.2 @ayrışma
  Senaryo: Soru 5 — b8'in tehdit altında olması siyahın uzun rokunu engellemez (yorumdan ayrışma)
    Metinden: a5'teki siyah fil beyaz şaha şah çeker; g8'de siyah at vardır; b3'teki beyaz kale
    b8'i görür. Yorum, beyazın rok yapamayacağını (beyaza şah çekilmiştir) ve siyahın kısa rok yapamayacağını
    (g8'deki at) doğru söyler; ama siyahın uzun rok yapamayacağını b8 tehdit altında diye söyler.
    Kurallara göre yalnızca şahın durduğu, geçtiği ve vardığı kareler (e8, d8, c8) sayılır; b8 boş
    olmalıdır ama tehdit altında olabilir. Beyaz şahı c3 ile kapattıktan sonra siyahın rokunu
    soruyoruz; b3'teki kale b8'i görmeye devam eder.
    Diyelim ki tahtadaki konum "r3k1nr/p1pp1ppp/2n1p3/b7/4P3/1R3N2/P1P2PPP/1NBQK2R w Kkq - 2 12"
    O zaman beyaza şah çekilmiştir
    Ve beyaz kısa rok yapamaz; gerekçe 3.8.2.2.1
    Ve beyaz uzun rok yapamaz
    Eğer ki beyaz 12. c3 oynar
    O zaman b3'te beyaz kale vardır
    Ve siyah kısa rok yapamaz; gerekçe 3.8.2.2.2
    Ve siyah uzun rok yapabilir
    Ve yorum "siyah uzun rok yapamaz" der; Kurallara göre bu yanlıştır

  @vaka-000-S6 @madde-3.8.2.2
  Senaryo: Soru 6 — arada duran taşlar ve c8'i gören at
    Metinden: b1'de siyah at, f1'de beyaz fil, b6'da beyaz at (c8'i görür). Beyaz ne uzun (b1'deki
    at) ne kısa (f1'deki fil) rok yapabilir; siyah uzun rok yapamaz (c8 saldırı altında), kısa rok
    yapabilir.
    Diyelim ki tahtadaki konum "r3k2r/ppp1qppp/1N1p1n2/4p3/4P3/5N2/PPPP1PPP/Rn2KB1R w KQkq - 0 12"
    O zaman beyaz uzun rok yapamaz; gerekçe 3.8.2.2.2
    Ve beyaz kısa rok yapamaz; gerekçe 3.8.2.2.2
    Ve siyah uzun rok yapamaz; gerekçe 3.8.2.2.1
    Ve siyah kısa rok yapabilir

  @vaka-001-D1 @madde-3.8.2
  Senaryo: Çelik'in çizimi — g1'deki at, b1'i gören fil, f8'i gören fil, d8'deki fil
    Metinden: g1'de beyaz at; siyah fil b1'i tehdit eder (burada f5'ten); beyaz fil f8'i tehdit
    eder (burada a3'ten); d8'de siyah fil. Beyaz kısa rok yapamaz (g1'deki at), uzun rok yapabilir
    (b1'in tehdit altında olması önemsizdir); siyah kısa rok yapamaz (f8 tehdit altında), uzun rok
    yapamaz (d8'deki fil).
    Diyelim ki tahtadaki konum "r2bk2r/ppp2ppp/2n2n2/3ppbq1/2P5/BPN2Q2/P2PPPPP/R3K1NR w KQkq - 0 12"
    O zaman beyaz kısa rok yapamaz; gerekçe 3.8.2.2.2
    Ve beyaz uzun rok yapabilir
    Ve siyah kısa rok yapamaz; gerekçe 3.8.2.2.1
    Ve siyah uzun rok yapamaz; gerekçe 3.8.2.2.2
