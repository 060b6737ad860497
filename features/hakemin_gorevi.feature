# language: tr
@hakem
Özellik: Hakemin görevi: söyleyemeyecekleri, dışarıdan karışma ve seçtiği cezalar (Madde 12)
  Hakem kaç hamle tamamlandığını (bayrak düştükten sonra 8.5 uygulanırken dışında), rakibin hamlesini
  tamamladığını ya da saatine basmadığını söyleyemez (12.6). Seyirciler ve başka oyunların oyuncuları
  oyuna karışamaz; bir kuraldışılığı yalnızca hakeme bildirebilirler; hakem onları oyun yerinden
  çıkarabilir (12.7). Dışarıdan rahatsız edilen oyunda hakem ek süre verebilir (12.5). Kurallar cezayı
  hakeme bıraktığında motor seçenekleri söyler; hakemin seçtiği ceza (12.9.1–12.9.9) motorca uygulanır.

  Geçmiş:
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7 11. Abd2 Fb7 12. Fc2 Ke8 13. Af1 Ff8 14. Ag3 g6 15. a4 c5 16. d5 c4 17. Fg5 h6 18. Fe3 Ac5 19. Vd2 h5 20. Fg5 Fe7"
    Ve beyazın saatinde 38 dakika, siyahın saatinde 29 dakika vardır

  @madde-12.6
  Senaryo: Beyaz hakeme kaç hamle oynandığını sorar — hakem söyleyemez
    Bayrak düşmemiştir; 8.5 uygulanmıyor.
    Eğer ki beyaz hakeme kaç hamle tamamlandığını sorar
    O zaman hakem bunu söyleyemez
    Ve hakem kararını 12.6 maddesine dayandırır
    Ve oyun sürer

  @madde-12.6 @madde-1.3
  Senaryo: Beyaz 21. Fh6'yı yapmış ama saatine basmamıştır; Siyah hamlenin tamamlanıp tamamlanmadığını sorar — hakem söyleyemez
    Eğer ki beyaz g5'teki file dokunur
    Ve beyaz g5'teki fili h6'ya bırakır
    Ve siyah hakeme rakibinin hamlesini tamamlayıp tamamlamadığını sorar
    O zaman hakem bunu söyleyemez
    Ve beyazın hamlesi yapılmıştır
    Ve hamle sırası siyahtadır
    Ve hakem kararını 12.6 maddesine dayandırır

  @madde-12.7
  Senaryo: Bir seyirci Beyaz'a istemediği halde bir hamle fısıldar
    Oyuncuların bir kusuru yoktur; seyirciyi oyun yerinden çıkarmak hakemin seçimidir.
    Eğer ki bir seyirci oyunculardan birine hamle söyler
    O zaman oyuna dışarıdan karışılmıştır; oyuncuların bir kusuru yoktur
    Ve hakem karışan kişiyi oyun yerinden çıkarabilir
    Ve hakem kararını 12.7 maddesine dayandırır
    Ve oyun sürer

  @madde-12.7 @madde-6.8
  Senaryo: Bir seyirci Beyaz'ın bayrağının düştüğünü söyler — seyircinin sözü bir şey değiştirmez
    Bayrak ancak hakem gördüğünde ya da bir oyuncu geçerli bir talepte bulunduğunda düşmüş sayılır (6.8).
    Eğer ki bir seyirci bayrağın düştüğünü söyler
    O zaman oyuna dışarıdan karışılmıştır; oyuncuların bir kusuru yoktur
    Ve oyun sürer
    Ve beyazın saatinde 38 dakika vardır

  @madde-12.7
  Senaryo: Bir seyirci tamamlanmış geçersiz bir hamleyi oyunculara gösterir — bunu yalnızca hakeme bildirebilirdi
    Eğer ki bir seyirci geçersiz bir hamleyi gösterir
    O zaman oyuna dışarıdan karışılmıştır; oyuncuların bir kusuru yoktur
    Ve hakem karışan kişiyi oyun yerinden çıkarabilir
    Ve oyun sürer

  @madde-11.2.3.3
  Senaryo: Bir seyirci izinsiz oyun alanına girer
    Oyuncu ya da hakem olmayan biri oyun alanına ancak hakemin izniyle girer.
    Eğer ki bir seyirci izinsiz oyun alanına girer
    O zaman oyuna dışarıdan karışılmıştır; oyuncuların bir kusuru yoktur
    Ve hakem kararını 11.2.3.3 maddesine dayandırır
    Ve oyun sürer

  @madde-12.8
  Senaryo: Bir seyirci oyun yerinde cep telefonuyla konuşur
    Eğer ki bir seyirci oyun yerinde telefonla konuşur
    O zaman oyuna dışarıdan karışılmıştır; oyuncuların bir kusuru yoktur
    Ve hakem karışan kişiyi oyun yerinden çıkarabilir
    Ve hakem kararını 12.8 maddesine dayandırır
    Ve oyun sürer

  @madde-12.5
  Senaryo: Oyun dışarıdan gelen bir gürültüyle rahatsız edilir — ek süre hakemin takdirindedir
    Eğer ki hakem oyunun dışarıdan rahatsız edildiğini fark eder
    O zaman hakem oyunculardan birine ya da ikisine ek süre verebilir
    Ve hakem kararını 12.5 maddesine dayandırır
    Ve beyazın saatinde 38 dakika vardır
    Ve siyahın saatinde 29 dakika vardır
    Ve oyun sürer

  @madde-12.9.3 @madde-11.5
  Senaryo: Gürültü yapan Siyah'ın süresinden hakem beş dakika düşer
    Eğer ki hakem siyahın gürültü yaparak rakibini rahatsız ettiğini saptar
    Ve hakem ceza olarak siyahın süresinden 5 dakika düşer
    O zaman siyahın süresinden 5 dakika düşülür
    Ve siyahın saatinde 24 dakika vardır
    Ve beyazın saatinde 38 dakika vardır
    Ve kimsenin süresine ekleme yapılmaz
    Ve hakem kararını 12.9.3 maddesine dayandırır
    Ve oyun sürer

  @madde-12.9.2 @madde-11.3.1
  Senaryo: Tavsiye alan Beyaz'ın rakibine hakem üç dakika ekler
    Eğer ki hakem beyazın tavsiye aldığını saptar
    Ve hakem ceza olarak beyazın rakibinin süresine 3 dakika ekler
    O zaman siyahın süresine 3 dakika eklenir
    Ve siyahın saatinde 32 dakika vardır
    Ve hakem kararını 12.9.2 maddesine dayandırır
    Ve oyun sürer

  @madde-12.9.6 @madde-11.3.1
  Senaryo: Not kullanan Beyaz için hakem oyunu kaybedilmiş sayar ve Siyah'a tam puan verir
    Eğer ki hakem beyazın not kullandığını saptar
    Ve hakem ceza olarak oyunu beyaz için kaybedilmiş sayar ve rakibine 1 puan verir
    O zaman beyaz oyunu kaybeder
    Ve sonuç 0-1
    Ve bitiş nedeni: hakem cezası
    Ve puanlar: beyaz 0, siyah 1
    Ve hakem kararını 12.9.6 maddesine dayandırır

  @madde-12.9.6 @madde-10.2
  Senaryo: Hakem oyunu Beyaz için kaybedilmiş sayar, Siyah'ın puanını sonra beraberlik puanı olarak belirler — 0-½
    Eğer ki hakem beyazın not kullandığını saptar
    Ve hakem ceza olarak oyunu beyaz için kaybedilmiş sayar
    Ve hakem siyahın puanını ½ olarak belirler
    O zaman sonuç 0-½
    Ve puanlar: beyaz 0, siyah ½
    Ve siyahın puanını hakem belirlemiştir
    Ve bitiş nedeni: hakem cezası

  @madde-12.9.6
  Senaryo: Hakem oyunu Beyaz için kaybedilmiş sayar ama Siyah'ın puanını henüz belirlemez — sonuç yoktur
    Eğer ki hakem beyazın not kullandığını saptar
    Ve hakem ceza olarak oyunu beyaz için kaybedilmiş sayar
    O zaman beyaz oyunu kaybeder
    Ve sonuç *
    Ve siyahın puanını hakem belirleyecektir

  @madde-12.9.7 @madde-12.9.8 @madde-12.9.9 @madde-11.3.1
  Senaryo: Para cezası önceden duyurulmuştur; hakem Beyaz'a para cezası verir, onu bir turdan men eder ve yarışmadan ihraç eder
    Bu cezalar bu oyunun ötesine uzanır: oyunun sonucu kendiliğinden değişmez.
    Diyelim ki yarışma yönergesi para cezalarını önceden duyurmuştur
    Eğer ki hakem beyazın başka bir tahtada analiz yaptığını saptar
    Ve hakem beyaz oyuncuya para cezası verir
    Ve hakem beyaz oyuncuyu bir turdan men eder
    Ve hakem beyaz oyuncuyu yarışmadan ihraç eder
    O zaman beyaz için bu oyunun ötesine uzanan bir yaptırım uygulanır
    Ve hakem kararını 12.9.7 maddesine dayandırır
    Ve hakem kararını 12.9.8 maddesine dayandırır
    Ve hakem kararını 12.9.9 maddesine dayandırır
    Ve oyun sürer
