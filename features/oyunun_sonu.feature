# language: tr
@oyunun-sonu
Özellik: Oyunun sonuçlanması — mat, terk, pat, ölü konum, anlaşma, süre (Madde 1.4, 1.5, 5, 6.9)
  Mat eden kazanır; terk eden kaybeder ama rakibi hiçbir geçerli hamle dizisiyle mat edemiyorsa
  oyun berabere biter (2023 kuralı). Pat ve ölü konum oyunu hemen berabere bitirir. Süresi biten
  oyuncu kaybeder; rakibi hiçbir biçimde mat edemiyorsa beraberlik olur; oyun daha önce Madde 5'e
  göre bitmişse bayrağın düşmesi sonucu değiştirmez.

  Kural: 5.1.1 — mat

    @madde-5.1.1 @madde-1.4.1 @madde-1.4.2
    Senaryo: Mat eden oyuncu kazanır ve oyun hemen biter
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6"
      Eğer ki beyaz 4. Vxf7# oynar
      O zaman beyaz oyunu kazanır
      Ve bitiş nedeni: mat
      Ve f7'de beyaz vezir vardır
      Ve hakem kararını 5.1.1 maddesine dayandırır

  Kural: 5.1.2 — terk

    @madde-5.1.2
    Senaryo: Terk eden oyuncu kaybeder
      Diyelim ki tahtadaki konum "r7/8/3k4/8/3K4/8/6P1/7Q b - - 0 50"
      Eğer ki siyah terk eder
      O zaman beyaz oyunu kazanır
      Ve bitiş nedeni: terk
      Ve hakem kararını 5.1.2 maddesine dayandırır

    @madde-5.1.2
    Senaryo: Rakibi hiçbir biçimde mat edemiyorken terk eden oyuncu kaybetmez, oyun berabere biter
      Siyahın veziri vardır, beyazın yalnız şahı kalmıştır; siyah terk eder. Beyaz hiçbir geçerli
      hamle dizisiyle mat edemeyeceği için 2023 kuralına göre sonuç beraberliktir.
      Diyelim ki tahtadaki konum "8/8/3k4/8/3K4/8/8/7q b - - 0 60"
      Eğer ki siyah terk eder
      O zaman oyun berabere biter
      Ve hakem kararını 5.1.2 maddesine dayandırır

  Kural: 5.2.1 — pat

    @vaka-000-P1 @madde-5.2.1
    Senaryo taslağı: Hamle sırası kendisinde olan tarafa şah çekilmemiş ve geçerli hamlesi yok: pat
      Metinden: üç çizim vardır; ikisinde hamle sırası siyahta, birinde beyazdadır; şah güvenli bir
      kareye gidemez, şah çekilmemiştir; oyun berabere biter. Konumlar bizimdir; her birinde son
      hamle patı yaratır.
      Diyelim ki tahtadaki konum "<konum>"
      Eğer ki <oyuncu> <hamle> oynar
      O zaman oyun berabere biter
      Ve bitiş nedeni: pat
      Ve hamle sırası <sıra>
      Ve hakem kararını 5.2.1 maddesine dayandırır

      Örnekler:
        | çizim | konum                              | oyuncu | hamle      | sıra        |
        | 1     | 7k/8/8/4K3/8/3Q4/8/8 w - - 0 60    | beyaz  | 60. Vg6    | siyahtadır  |
        | 2     | 5k2/5P2/4K3/8/8/8/8/8 w - - 0 70   | beyaz  | 70. Şf6    | siyahtadır  |
        | 3     | 1q6/8/8/8/4k3/8/8/K7 b - - 0 55    | siyah  | 55... Vb3  | beyazdadır  |

    @madde-5.2.1
    Senaryo: Vezirle yapılan pat oyunu hemen berabere bitirir
      Diyelim ki tahtadaki konum "k7/8/1K6/2Q5/8/8/8/8 w - - 0 50"
      Eğer ki beyaz 50. Vc7 oynar
      O zaman oyun berabere biter
      Ve bitiş nedeni: pat
      Ve hakem kararını 5.2.1 maddesine dayandırır

  Kural: 5.2.2 — ölü konum

    @vaka-004-0 @madde-5.2.2 @madde-9.6
    Senaryo: Hiçbir tarafın mat edemeyeceği konum oyunu berabere bitirir
      Metinden: tahtadaki taşlarla iki taraftan hiçbirinin artık mat veremeyeceği bir konuma
      gelinince oyun berabere biter. (Yorumun andığı 2018 metnindeki 9.7, 2023'te 5.2.2'dir.) Konum bizimdir:
      beyaz fil f2'deki son siyah taşı alır, şah ve fil şaha karşı kalır.
      Diyelim ki tahtadaki konum "8/8/3k4/8/3K4/8/5r2/4B3 w - - 0 60"
      Eğer ki beyaz 60. Fxf2 oynar
      O zaman oyun berabere biter
      Ve bitiş nedeni: ölü konum
      Ve hakem kararını 5.2.2 maddesine dayandırır

    @madde-5.2.2 @madde-1.5
    Senaryo: Şah ve at şaha karşı kalınca oyun ölü konumla biter
      Diyelim ki tahtadaki konum "8/8/3k4/8/3K4/5n2/8/6N1 w - - 0 60"
      Eğer ki beyaz 60. Axf3 oynar
      O zaman oyun berabere biter
      Ve bitiş nedeni: ölü konum
      Ve hakem kararını 5.2.2 maddesine dayandırır

  Kural: 5.2.3 — anlaşmalı beraberlik

    @madde-5.2.3
    Senaryo: İki oyuncu da en az bir hamle yaptıktan sonra anlaşılan beraberlik oyunu bitirir
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5"
      Eğer ki beyaz beraberlik teklif eder
      Ve siyah beraberliği kabul eder
      O zaman oyun berabere biter
      Ve bitiş nedeni: anlaşma
      Ve hakem kararını 5.2.3 maddesine dayandırır

    @madde-5.2.3
    Senaryo: Siyah henüz hiç hamle yapmamışken anlaşılan beraberlik geçersizdir
      Diyelim ki oyun başlangıç konumundan başlar
      Eğer ki beyaz 1. e4 oynar
      Ve beyaz beraberlik teklif eder
      Ve siyah beraberliği kabul eder
      O zaman beraberlik anlaşması geçersizdir
      Ve oyun sürer
      Ve hamle sırası siyahtadır
      Ve hakem kararını 5.2.3 maddesine dayandırır

  Kural: 6.9 — süre aşımı

    @madde-6.9 @madde-6.1
    Senaryo: Bayrağı düşen oyuncu kaybeder
      Bayrağın düşmesi, oyuncuya ayrılan sürenin bitmesidir (6.1); sayılan bayrak oyunu kaybettirir (6.9).
      Diyelim ki tahtadaki konum "r7/8/3k4/8/3K4/8/6P1/7Q w - - 0 50"
      Eğer ki beyazın bayrağı düşer
      O zaman siyah oyunu kazanır
      Ve bitiş nedeni: süre aşımı
      Ve hakem kararını 6.9 maddesine dayandırır
      Ve hakem kararını 6.1 maddesine dayandırır

    @madde-6.9
    Senaryo: Bayrağı düşen oyuncunun rakibi hiçbir biçimde mat edemiyorsa oyun berabere biter
      Siyahın yalnız şahı vardır; beyazın bayrağı düşer.
      Diyelim ki tahtadaki konum "8/8/3k4/8/3K4/8/6P1/7Q w - - 0 50"
      Eğer ki beyazın bayrağı düşer
      O zaman oyun berabere biter
      Ve bitiş nedeni: süre aşımı
      Ve hakem kararını 6.9 maddesine dayandırır

    @madde-6.9 @madde-7.5.5
    Senaryo: Önce olan kuraldışılık önce ele alınır: geçersiz hamleden sonra düşen bayrak sayılmaz
      Beyaz e2'deki piyonunu e5'e sürüp saatine basar: geçersiz hamle tamamlanmıştır. Siyahın 5 saniyesi
      vardır; fark etmez, bayrağı düşer, sonra saatleri duraklatıp hakemi çağırır. Geçersiz hamle önce
      olmuştur ve önce ele alınır: konum geri getirilir, siyahın süresine 2 dakika eklenir; bu yüzden
      siyahın bayrağı düşmüş sayılmaz ve oyun sürer.
      Diyelim ki tahtadaki konum "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40"
      Ve beyazın saatinde 10 dakika, siyahın saatinde 5 saniye vardır
      Eğer ki beyaz e2'deki piyona dokunur
      Ve beyaz e2'deki piyonu e5'e bırakır
      Ve beyaz saatine basar
      Ve siyahın bayrağı düşer
      Ve siyah saatleri duraklatır
      O zaman beyaz geçersiz bir hamle tamamlamıştır
      Ve kuraldışılıktan hemen önceki konuma dönülür
      Ve siyahın bayrağının düşmesi sayılmaz
      Ve siyahın saatinde 2 dakika vardır
      Ve beyaz e2'deki piyonu oynamak zorundadır
      Ve oyun sürer

    @madde-6.9 @madde-5.1.1
    Senaryo: Mat eden hamleden sonra düşen bayrak sonucu değiştirmez
      Beyaz veziriyle f7'yi alıp mat eder ve vezirini bırakır; saatine basamadan bayrağı düşer. Mat,
      vezir bırakıldığı anda oyunu bitirmiştir (4.7.1, 5.1.1).
      Diyelim ki oyun başlangıç konumundan başlar
      Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6"
      Eğer ki beyaz h5'teki vezire dokunur
      Ve beyaz h5'teki vezirle f7'deki taşı alır
      Ve beyazın bayrağı düşer
      O zaman beyaz oyunu kazanır
      Ve bitiş nedeni: mat
