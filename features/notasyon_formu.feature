# language: tr
@notasyon-formu
Özellik: Hamlelerin notasyon formuna yazılması ve sonucun imzalanması (Madde 8)
  Her oyuncu kendi hamlesini ve rakibininkini notasyon formuna yazar (8.1.1), önceden yazmaz (8.1.2),
  forma hamlelerle ilgili olmayan bir şey yazmaz (8.1.4), beraberlik teklifini (=) ile işaretler (8.1.5)
  ve formu hakemin göreceği yerde tutar (8.2). Süre diliminde beş dakikadan azı kalan ve hamle başına
  30 saniye ya da daha çok eklenmeyen oyuncu bu dilimin sonuna dek yazmak zorunda değildir (8.4).
  Bunların ihlaline Kurallar belirli bir ceza bağlamaz: 12.9'daki seçenekler hakemin takdirindedir.
  Oyun sonunda iki oyuncunun imzaladığı sonuç, yanlış olsa da geçerlidir; hakem başka türlü karar
  verebilir (8.7).

  Geçmiş:
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1 b5 7. Fb3 d6 8. c3 0-0 9. h3 Ab8 10. d4 Abd7 11. Abd2 Fb7 12. Fc2 Ke8 13. Af1 Ff8 14. Ag3 g6 15. a4 c5 16. d5 c4 17. Fg5 h6 18. Fe3 Ac5 19. Vd2 h5 20. Fg5 Fe7"

  @madde-8.4
  Senaryo: Saatinde 4 dakika 59 saniye kalan ve ek süre almayan Beyaz hamleleri yazmayı bırakır — yazmak zorunda değildir
    Diyelim ki beyazın saatinde 4 dakika 59 saniye, siyahın saatinde 20 dakika vardır
    Eğer ki beyaz hamleleri yazmayı bırakır
    O zaman beyaz hamleleri yazmak zorunda değildir
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
    Ve hakem kararını 8.4 maddesine dayandırır
    Ve oyun sürer

  @madde-8.4 @madde-8.1.1
  Senaryo: Saatinde tam 5 dakika kalan Beyaz hamleleri yazmayı bırakır — beş dakikadan az değildir, yazmak zorundadır
    Diyelim ki beyazın saatinde 5 dakika, siyahın saatinde 20 dakika vardır
    Eğer ki beyaz hamleleri yazmayı bırakır
    O zaman beyaz hamleleri yazmak zorundadır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 8.1.1 maddesine dayandırır
    Ve beyazın saatinde 5 dakika vardır
    Ve oyun sürer

  @madde-8.4 @madde-8.1.1
  Senaryo: Her hamlede 30 saniye eklenen oyunda 2 dakikası kalan Beyaz yine de yazmak zorundadır
    Diyelim ki beyazın saatinde 2 dakika, siyahın saatinde 10 dakika vardır
    Ve her hamle için 30 saniye artırım vardır
    Eğer ki beyaz hamleleri yazmayı bırakır
    O zaman beyaz hamleleri yazmak zorundadır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 8.1.1 maddesine dayandırır
    Ve oyun sürer

  @madde-8.4
  Senaryo: Her hamlede 10 saniye eklenen oyunda 3 dakikası kalan Beyaz yazmak zorunda değildir
    Diyelim ki beyazın saatinde 3 dakika, siyahın saatinde 10 dakika vardır
    Ve her hamle için 10 saniye artırım vardır
    Eğer ki beyaz hamleleri yazmayı bırakır
    O zaman beyaz hamleleri yazmak zorunda değildir
    Ve hakemin takdirine bırakılan bir yaptırım yoktur

  @madde-8.4 @madde-8.1.1
  Senaryo: İkisi de yazmayı bırakır; 8.4 her oyuncunun kendi saatine bakar — 4 dakikalık Beyaz kurtulur, 25 dakikalık Siyah kurtulmaz
    Diyelim ki beyazın saatinde 4 dakika, siyahın saatinde 25 dakika vardır
    Eğer ki beyaz hamleleri yazmayı bırakır
    Ve siyah hamleleri yazmayı bırakır
    O zaman beyaz hamleleri yazmak zorunda değildir
    Ama siyah hamleleri yazmak zorundadır

  @madde-8.1.2
  Senaryo: Siyah hamlesini yapmadan önce notasyon formuna yazar — önceden yazmak yasaktır
    Önceden yazmak yalnızca 9.2/9.3'e göre beraberlik talebinde ya da zarfa hamle koyarken serbesttir.
    Diyelim ki beyazın saatinde 38 dakika, siyahın saatinde 29 dakika vardır
    Eğer ki siyah hamlesini yapmadan önce notasyon formuna yazar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 8.1.2 maddesine dayandırır
    Ve oyun sürer

  @madde-8.1.3
  Senaryo: Beyaz rakibinin hamlesini yazmadan karşılık verir — serbesttir; ama önceki hamlesini yazmadan yeni hamle yapamaz
    Diyelim ki beyazın saatinde 38 dakika, siyahın saatinde 29 dakika vardır
    Eğer ki beyaz rakibinin hamlesini yazmadan karşılık verir
    Ve beyaz önceki hamlesini yazmadan yeni hamlesini yapar
    O zaman hakem kararını 8.1.3 maddesine dayandırır
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve oyun sürer

  @madde-8.1.4
  Senaryo: Siyah notasyon formuna hamlelerden başka notlar yazar
    Diyelim ki beyazın saatinde 38 dakika, siyahın saatinde 29 dakika vardır
    Eğer ki siyah notasyon formuna hamlelerden başka notlar yazar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 8.1.4 maddesine dayandırır
    Ve oyun sürer

  @madde-8.1.5
  Senaryo: Siyah, Beyaz'ın beraberlik teklifini notasyon formunda (=) ile işaretlemez
    Diyelim ki beyazın saatinde 38 dakika, siyahın saatinde 29 dakika vardır
    Eğer ki siyah beraberlik teklifini notasyon formunda işaretlemez
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 8.1.5 maddesine dayandırır
    Ve oyun sürer

  @madde-8.2
  Senaryo: Beyaz notasyon formunu hakemin göremeyeceği biçimde saklar
    Diyelim ki beyazın saatinde 38 dakika, siyahın saatinde 29 dakika vardır
    Eğer ki beyaz notasyon formunu hakemin göremeyeceği biçimde saklar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve hakem kararını 8.2 maddesine dayandırır
    Ve oyun sürer

  @madde-A.2
  Senaryo: Hızlı satrançta Beyaz hamleleri yazmayı bırakır — hızlı satrançta kimse yazmak zorunda değildir
    Diyelim ki oyun hızlı satranç temposunda oynanmaktadır
    Ve beyazın saatinde 20 dakika, siyahın saatinde 20 dakika vardır
    Eğer ki beyaz hamleleri yazmayı bırakır
    O zaman beyaz hamleleri yazmak zorunda değildir
    Ve hakem kararını A.2 maddesine dayandırır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur

  @madde-8.7
  Senaryo: Beyaz mat etmiş, ama iki oyuncu da notasyon formlarını 0-1 ile imzalar — imzalanan sonuç geçerlidir, hakem düzeltebilir
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6 4. Vxf7#"
    Eğer ki beyaz notasyon formunu 0-1 sonucuyla imzalar
    Ve siyah notasyon formunu 0-1 sonucuyla imzalar
    O zaman imzalanan sonuç geçerlidir
    Ve sonuç 0-1
    Ve bitiş nedeni: mat
    Ve puanlar: beyaz 0, siyah 1
    Ve hakem imzalanan sonucu düzeltmeye karar verebilir
    Ve hakem kararını 8.7 maddesine dayandırır

  @madde-8.7
  Senaryo: Mattan sonra yalnızca Siyah 0-1 imzalar — tek imza bir şey kesinleştirmez, sonuç 1-0 kalır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6 4. Vxf7#"
    Eğer ki siyah notasyon formunu 0-1 sonucuyla imzalar
    O zaman beyaz oyunu kazanır
    Ve puanlar: beyaz 1, siyah 0
    Ve hakemin takdirine bırakılan bir yaptırım yoktur

  @madde-8.7
  Senaryo: Mattan sonra iki oyuncu da 1-0 imzalar — sonuç kesinleşir, hakeme bırakılan bir karar yoktur
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6 4. Vxf7#"
    Eğer ki beyaz notasyon formunu 1-0 sonucuyla imzalar
    Ve siyah notasyon formunu 1-0 sonucuyla imzalar
    O zaman imzalanan sonuç geçerlidir
    Ve beyaz oyunu kazanır
    Ve hakemin takdirine bırakılan bir yaptırım yoktur
