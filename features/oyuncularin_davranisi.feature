# language: tr
@davranış
Özellik: Oyuncuların davranışı (Madde 11)
  Hakemin onaylamadığı bir elektronik aygıt oyun sırasında oyun yerinde bulunamaz (11.3.2); üzerinde
  aygıt bulunan oyuncu oyunu kaybeder ve rakip kazanır — rakip mat edemeyecek olsa da (11.3.2.2) —
  meğer ki yarışma yönergesi daha hafif bir ceza koymuş olsun. Not, tavsiye, başka tahtada analiz
  (11.3.1), rakibi rahatsız etmek (11.5), izinsiz oyun alanından ya da oyun yerinden ayrılmak (11.2)
  yasaktır; Kurallar bunlara belirli bir ceza bağlamaz, hakem 12.9'dan seçer (11.6). Kurallar'a uymayı
  ısrarla reddeden oyuncu oyunu kaybeder, rakibin puanını hakem belirler (11.7); iki oyuncu da
  reddederse oyun ikisi için de kaybedilmiştir (11.8). Hakemin bulguları ("yersiz", "ısrarla") motora
  verilir; motor onları kendisi yargılamaz.

  Geçmiş:
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7 11. Abd2 Fb7 12. Fc2 Ke8 13. Af1 Ff8 14. Ag3 g6 15. a4 c5 16. d5 c4 17. Fg5 h6 18. Fe3 Ac5 19. Vd2 h5 20. Fg5 Fe7"
    Ve beyazın saatinde 38 dakika, siyahın saatinde 29 dakika vardır

  @madde-11.3.2.2
  Senaryo: Son turda Siyah'ın ceketinin cebindeki telefon çalar — Siyah kaybeder, Beyaz kazanır
    Turun, konumun ya da saatlerin önemi yoktur; yarışma yönergesinde daha hafif bir ceza yoktur.
    Eğer ki siyahın üzerindeki telefon çalar
    O zaman beyaz oyunu kazanır
    Ve siyah oyunu kaybeder
    Ve bitiş nedeni: elektronik aygıt
    Ve puanlar: beyaz 1, siyah 0
    Ve konum "r2qr1k1/1b2bp2/p2p1np1/1pnPp1Bp/P1p1P3/2P2NNP/1PBQ1PP1/R3R1K1 w - - 2 21" olur
    Ve beyazın saatinde 38 dakika vardır
    Ve siyahın saatinde 29 dakika vardır
    Ve hakem kararını 11.3.2.2 maddesine dayandırır

  @madde-11.3.2.2
  Senaryo: Siyah'ın telefonu çalar; Beyaz'ın yalnızca şahı vardır — Beyaz yine kazanır
    6.9 ve 7.5.5'ten farklı olarak 11.3.2.2 mat edemeyen rakip için bir ayrık yazmaz: oyun berabere değil, 1-0.
    Diyelim ki tahtadaki konum "8/8/3qk3/8/8/8/8/K7 w - - 0 70"
    Ve daha önce oynanan hamleler ""
    Eğer ki siyahın üzerindeki telefon çalar
    O zaman beyaz oyunu kazanır
    Ve bitiş nedeni: elektronik aygıt
    Ve puanlar: beyaz 1, siyah 0

  @madde-11.3.2.2
  Senaryo: Beyaz'ın pantolon cebinde kapalı bir telefon bulunur — kapalı olması yetmez, Beyaz kaybeder
    Eğer ki beyazın üzerinde kapalı bir telefon bulunur
    O zaman siyah oyunu kazanır
    Ve bitiş nedeni: elektronik aygıt
    Ve puanlar: beyaz 0, siyah 1

  @madde-11.3.2.1
  Senaryo: Yönerge tamamen kapalı aygıta çantada izin verir; Beyaz'ın çantasında kapalı telefon bulunur — kural ihlali yoktur
    Diyelim ki yarışma yönergesine göre tamamen kapalı bir aygıt çantada tutulabilir
    Eğer ki beyazın çantasında tamamen kapalı bir telefon bulunur
    O zaman kural ihlali yoktur
    Ve oyun sürer
    Ve hakem kararını 11.3.2.1 maddesine dayandırır

  @madde-11.3.2.1 @madde-11.6
  Senaryo: Çantaya izin verilmiş, ama Siyah'ın çantasındaki telefon çalar — koşul bozulmuştur, ceza hakemin takdirindedir
    Aygıt oyuncunun üzerinde olmadığından 11.3.2.2'nin oyunu kaybettirmesi uygulanmaz (bizim okumamız).
    Diyelim ki yarışma yönergesine göre tamamen kapalı bir aygıt çantada tutulabilir
    Eğer ki siyahın çantasındaki telefon çalar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 11.3.2.1 maddesine dayandırır
    Ve hakem kararını 11.6 maddesine dayandırır
    Ve oyun sürer

  @madde-11.3.2
  Senaryo: Yönergede çanta kuralı yok; Beyaz'ın çantasında kapalı bir telefon bulunur — ceza hakemin takdirindedir
    Diyelim ki beyazın saatinde 38 dakika, siyahın saatinde 29 dakika vardır
    Eğer ki beyazın çantasında tamamen kapalı bir telefon bulunur
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 11.3.2 maddesine dayandırır
    Ve oyun sürer

  @madde-11.3.2.2 @madde-12.9.1
  Senaryo: Yönerge çalan telefona uyarı cezası koyar — Siyah uyarılır, oyun sürer
    Diyelim ki yarışma yönergesine göre üzerinde aygıt bulunan oyuncu oyunu kaybetmez, uyarılır
    Eğer ki siyahın üzerindeki telefon çalar
    O zaman siyah uyarılır
    Ve oyun sürer
    Ve siyahın saatinde 29 dakika vardır
    Ve hakem kararını 11.3.2.2 maddesine dayandırır

  @madde-11.3.2.2
  Senaryo: Yönergenin hafif cezası on dakikadır — Siyah'ın süresinden 10 dakika düşülür
    Diyelim ki yarışma yönergesine göre üzerinde aygıt bulunan oyuncunun süresinden 10 dakika düşülür
    Eğer ki siyahın üzerindeki telefon çalar
    O zaman siyahın süresinden 10 dakika düşülür
    Ve siyahın saatinde 19 dakika vardır
    Ve beyazın saatinde 38 dakika vardır
    Ve oyun sürer

  @madde-11.3.2
  Senaryo: Beyaz'ın üzerinde hakemin önceden onayladığı bir şeker ölçer vardır — kural ihlali yoktur
    Eğer ki beyazın üzerinde hakemin onayladığı bir aygıt bulunur
    O zaman kural ihlali yoktur
    Ve oyun sürer
    Ve hakem kararını 11.3.2 maddesine dayandırır

  @madde-11.3.2 @madde-11.4
  Senaryo: Siyah'ın telefonu, mat edildikten bir dakika sonra çalar — sonuç değişmez
    Diyelim ki daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6 4. Vxf7#"
    Eğer ki siyahın üzerindeki telefon çalar
    O zaman beyaz oyunu kazanır
    Ve bitiş nedeni: mat
    Ve puanlar: beyaz 1, siyah 0

  @madde-11.3.1 @madde-11.6
  Senaryo: Beyaz'ın oyun sırasında el yazısı açılış notlarını okuduğu görülür — ceza hakemin takdirindedir
    Eğer ki hakem beyazın not kullandığını saptar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve takdire bırakılan seçenekler arasında 12.9.6 vardır
    Ve hakem kararını 11.3.1 maddesine dayandırır
    Ve hakem kararını 11.6 maddesine dayandırır
    Ve oyun sürer

  @madde-11.3.1
  Senaryo: Siyah komşu boş tahtada kendi konumunu analiz eder, Beyaz bir arkadaşına ne oynayacağını sorar
    Eğer ki hakem siyahın başka bir tahtada analiz yaptığını saptar
    Ve hakem beyazın tavsiye aldığını saptar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 11.3.1 maddesine dayandırır
    Ve oyun sürer

  @madde-11.3.2.1
  Senaryo: Beyaz hakemin izni olmadan çantasını karıştırır
    Eğer ki hakem beyazın hakemin izni olmadan çantasını kullandığını saptar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 11.3.2.1 maddesine dayandırır
    Ve oyun sürer

  @madde-11.3.3
  Senaryo: Beyaz hakemin istediği aramada iş birliği yapmaz
    Eğer ki hakem beyazın aramada iş birliği yapmadığını saptar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 11.3.3 maddesine dayandırır
    Ve oyun sürer

  @madde-11.3.4
  Senaryo: Siyah hakemin belirlediği yerin dışında elektronik sigara içer
    Eğer ki hakem siyahın izin verilen yerin dışında sigara içtiğini saptar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 11.3.4 maddesine dayandırır
    Ve oyun sürer

  @madde-11.5 @madde-12.9.1
  Senaryo: Siyah, Beyaz düşünürken masaya kalemiyle vurur; hakem onu uyarır
    Eğer ki hakem siyahın gürültü yaparak rakibini rahatsız ettiğini saptar
    Ve hakem siyah oyuncuyu uyarır
    O zaman siyah uyarılır
    Ve hakem kararını 11.5 maddesine dayandırır
    Ve hakem kararını 12.9.1 maddesine dayandırır
    Ve siyahın saatinde 29 dakika vardır
    Ve oyun sürer

  @madde-11.5 @madde-9.1.2.1
  Senaryo: Beyaz art arda üç hamlede kurala uygun beraberlik teklif eder ve üçü de reddedilir — bu kendi başına ceza gerektirmez
    Tekliflerin yersiz olup olmadığı hakemin yargısıdır; sayı tek başına bir şey belirlemez.
    Eğer ki beyaz 21. Fh6 oynar
    Ve beyaz beraberlik teklif eder
    Ve siyah beraberliği reddeder
    Ve siyah 21... Ah7 oynar
    Ve beyaz 22. Fe3 oynar
    Ve beyaz beraberlik teklif eder
    Ve siyah beraberliği reddeder
    Ve siyah 22... Af6 oynar
    Ve beyaz 23. Fg5 oynar
    Ve beyaz beraberlik teklif eder
    Ve siyah beraberliği reddeder
    O zaman hakemin takdirine bırakılan bir yaptırım yoktur
    Ve oyun sürer

  @madde-11.5
  Senaryo: Aynı üç teklif; Siyah'ın şikâyeti üzerine hakem bunları rahatsız edici bulur
    Eğer ki beyaz 21. Fh6 oynar
    Ve beyaz beraberlik teklif eder
    Ve siyah beraberliği reddeder
    Ve siyah 21... Ah7 oynar
    Ve beyaz 22. Fe3 oynar
    Ve beyaz beraberlik teklif eder
    Ve siyah beraberliği reddeder
    Ve hakem beyazın yersiz beraberlik teklifleriyle rakibini rahatsız ettiğini saptar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 11.5 maddesine dayandırır
    Ve oyun sürer

  @madde-11.2.3.2 @madde-11.2.3 @madde-11.2.2
  Senaryo: Hamle sırası kendisinde olan Beyaz izinsiz oyun alanından çıkar
    Eğer ki beyaz hakemin izni olmadan oyun alanından ayrılır
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 11.2.3.2 maddesine dayandırır
    Ve oyun sürer

  @madde-11.2.3.2 @madde-11.2.2
  Senaryo: Rakibi düşünürken Siyah yiyecek-içecek yerine gider — izin gerekmez
    Eğer ki siyah hakemin izni olmadan oyun alanından ayrılır
    O zaman kural ihlali yoktur
    Ve hakem kararını 11.2.2 maddesine dayandırır
    Ve oyun sürer

  @madde-11.2.3.2 @madde-1.3
  Senaryo: Beyaz 21. Fh6'yı yapıp saatine basmadan oyun alanından çıkar — hamle yapıldığından sıra artık Siyah'tadır
    Hamle yapılınca hamle sırası rakibe geçer (1.3); Beyaz'ın saati, basana dek onun aleyhine işler (bizim okumamız).
    Eğer ki beyaz g5'teki file dokunur
    Ve beyaz g5'teki fili h6'ya bırakır
    Ve beyaz hakemin izni olmadan oyun alanından ayrılır
    O zaman beyazın hamlesi yapılmıştır
    Ve kural ihlali yoktur
    Ve hamle sırası siyahtadır

  @madde-11.2.3.2
  Senaryo: Hamle sırası kendisindeki Beyaz hakemin izniyle tuvalete gider — kural ihlali yoktur
    Eğer ki beyaz hakemin izniyle oyun alanından ayrılır
    O zaman kural ihlali yoktur
    Ve oyun sürer

  @madde-11.2.3.1 @madde-11.2.3 @madde-11.2.1
  Senaryo: Hamle sırası rakibinde olan Siyah izin almadan binadan çıkıp yürüyüşe gider
    Oyun yerinden ayrılmak, hamle sırası kimde olursa olsun, hakemin iznini gerektirir.
    Eğer ki siyah hakemin izni olmadan oyun yerinden ayrılır
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 11.2.3.1 maddesine dayandırır
    Ve hakem kararını 11.2.1 maddesine dayandırır
    Ve oyun sürer

  @madde-11.2.3.1
  Senaryo: Siyah hakemin izniyle oyun yerinden ayrılır
    Eğer ki siyah hakemin izniyle oyun yerinden ayrılır
    O zaman kural ihlali yoktur
    Ve oyun sürer

  @madde-11.2.4
  Senaryo: Yönerge bildirmeyi ister; hamle sırası rakibinde olan Siyah hakeme söylemeden oyun alanından çıkar
    Diyelim ki yarışma yönergesine göre hamle sırası rakibindeyken oyun alanından ayrılan oyuncu önce hakeme bildirir
    Eğer ki siyah hakemin izni olmadan oyun alanından ayrılır
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 11.2.4 maddesine dayandırır
    Ve oyun sürer

  @madde-11.2.4
  Senaryo: Yönerge bildirmeyi ister; Siyah hakeme bildirerek oyun alanından çıkar — kural ihlali yoktur
    Diyelim ki yarışma yönergesine göre hamle sırası rakibindeyken oyun alanından ayrılan oyuncu önce hakeme bildirir
    Eğer ki siyah hakeme bildirerek oyun alanından ayrılır
    O zaman kural ihlali yoktur
    Ve oyun sürer

  @madde-11.7 @madde-10.2
  Senaryo: Defalarca uyarılan Beyaz Kurallar'a uymayı ısrarla reddeder — kaybeder; Siyah'ın puanını hakem belirleyecektir
    Beyaz hemen 0 puan alır; Siyah'ın puanı (1, ½ ya da 0) hakemin seçimidir ve henüz verilmediğinden oyunun
    bir sonucu yoktur.
    Eğer ki hakem beyazın Kurallar'a uymayı ısrarla reddettiğini saptar
    O zaman beyaz oyunu kaybeder
    Ve sonuç *
    Ve bitiş nedeni: ısrarlı ret
    Ve siyahın puanını hakem belirleyecektir
    Ve hakem kararını 11.7 maddesine dayandırır

  @madde-11.7
  Senaryo: Aynı bulgudan sonra hakem Siyah'a tam puan verir — sonuç 0-1
    Eğer ki hakem beyazın Kurallar'a uymayı ısrarla reddettiğini saptar
    Ve hakem siyahın puanını 1 olarak belirler
    O zaman sonuç 0-1
    Ve puanlar: beyaz 0, siyah 1
    Ve siyahın puanını hakem belirlemiştir
    Ve bitiş nedeni: ısrarlı ret

  @madde-11.9
  Senaryo: Siyah hakemden üç kez konum tekrarı talebini düzenleyen 9.2'yi açıklamasını ister
    Açıklamak hakemin görevidir (konum hakkında yol göstermeden); istemek ihlal değildir, tahtada bir şey değişmez.
    Eğer ki siyah hakemden 9.2 maddesini açıklamasını ister
    O zaman hakem istenen maddeyi açıklar
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve hakem kararını 11.9 maddesine dayandırır
    Ve oyun sürer

  @madde-11.10 @madde-8.7
  Senaryo: Sonucu imzalamış Siyah hakemin kararına itiraz eder — imza itiraza engel değildir
    Diyelim ki daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6 4. Vxf7#"
    Eğer ki siyah notasyon formunu 1-0 sonucuyla imzalar
    Ve siyah hakemin kararına itiraz eder
    O zaman siyah itiraz edebilir
    Ve hakem kararını 11.10 maddesine dayandırır
    Ve beyaz oyunu kazanır

  @madde-11.10
  Senaryo: Yarışma yönergesi itirazı öngörmez — itiraz kabul edilemez
    Diyelim ki yarışma yönergesi hakemin kararlarına itirazı öngörmez
    Eğer ki beyaz hakemin kararına itiraz eder
    O zaman itiraz kabul edilemez
    Ve oyun sürer

  @madde-11.4 @madde-12.7
  Senaryo: Oyunu bitmiş bir oyuncu Beyaz'a bir hamle fısıldar — o artık seyircidir; oyunculara bir kusur yüklenemez
    Eğer ki oyunu bitmiş bir oyuncu oyunculardan birine hamle söyler
    O zaman oyuna dışarıdan karışılmıştır; oyuncuların bir kusuru yoktur
    Ve hakem karışan kişiyi oyun yerinden çıkarabilir
    Ve hakem kararını 11.4 maddesine dayandırır
    Ve oyun sürer
