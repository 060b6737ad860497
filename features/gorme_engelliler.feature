# language: tr
@görme-engelli
Özellik: Görme engelli oyuncular (Ek D)
  Görme engelli oyuncu, taşları deliklere oturan özel bir tahtada oynar. Onun için bir taşa dokunmak,
  taşı deliğinden çıkarmaktır (D.2.2); hamlesi ancak taş yeni deliğine konup hamle söylendiğinde
  yapılmış sayılır (D.2.3) ve rakibin saati ancak o zaman çalıştırılır (D.2.4). Söylerken yapılan dil
  sürçmesi rakibin saati çalıştırılmadan düzeltilmelidir (D.2.8). Gören oyuncu için olağan dokunma ve
  hamle kuralları geçerlidir (D.2.5). Görme engelli oyuncunun yardımcısı hamle yapabilir, söyleyebilir,
  saate basabilir, dokunulan taşı bildirebilir (D.2.10); işitme engelli bir rakiple eşleşmede yardımcı
  zorunludur (D.2.11).

  Geçmiş:
    Diyelim ki oyun başlangıç konumundan başlar
    Ve siyah oyuncu görme engellidir

  @madde-D.2.2
  Senaryo: Siyah d7'deki piyonu ve g8'deki atı deliklerinde eliyle yoklar — dokunulmuş sayılmaz
    Diyelim ki daha önce oynanan hamleler "1. e4"
    Eğer ki siyah d7'deki piyonu eliyle yoklar
    Ve siyah g8'deki atı eliyle yoklar
    O zaman siyah için dokunulan taş yükümlülüğü yoktur
    Ve oyun sürer

  @madde-D.2.2 @madde-4.3.1
  Senaryo: Siyah b8'deki atı deliğinden çıkarır — dokunmuş sayılır, atı oynamak zorundadır
    Diyelim ki daha önce oynanan hamleler "1. e4"
    Eğer ki siyah b8'deki atı yuvasından çıkarır
    O zaman siyah b8'deki atı oynamak zorundadır
    Ve hakem kararını D.2.2 maddesine dayandırır
    Ve oyun sürer

  @madde-D.2.3 @madde-D.2.1
  Senaryo: Siyah atı f6'ya koyar, yeniden çıkarır, h6'ya koyar ve "Ah6" der — hamle Ah6'dır
    Görme engelli oyuncu için taşı f6'ya bırakmak hamleyi yapmaz (gören oyuncu için yapardı, 4.7): hamle
    söylenene dek yeri değiştirilebilir.
    Diyelim ki daha önce oynanan hamleler "1. e4"
    Eğer ki siyah g8'deki atı yuvasından çıkarır
    Ve siyah g8'deki atı f6'ya bırakır
    Ve siyah f6'daki atı yuvasından çıkarır
    Ve siyah f6'daki atı h6'ya bırakır
    Ve siyah 1... Ah6 hamlesini söyler
    Ve siyah saatine basar
    O zaman siyahın hamlesi yapılmıştır
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve konum "rnbqkb1r/pppppppp/7n/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2" olur
    Ve hakem kararını D.2.3 maddesine dayandırır
    Ve hakem kararını D.2.1 maddesine dayandırır
    Ve oyun sürer

  @madde-D.2.8
  Senaryo: Siyah Af6'yı oynar ama "Ah6" der, saatine basmadan "Af6" diye düzeltir — hamle Af6'dır
    Diyelim ki daha önce oynanan hamleler "1. e4"
    Eğer ki siyah g8'deki atı yuvasından çıkarır
    Ve siyah g8'deki atı f6'ya bırakır
    Ve siyah 1... Ah6 hamlesini söyler
    Ve siyah 1... Af6 hamlesini söyler
    Ve siyah saatine basar
    O zaman siyahın hamlesi yapılmıştır
    Ve f6'da siyah at vardır
    Ve tamamlanmış bir geçersiz hamle yoktur
    Ve hakem kararını D.2.8 maddesine dayandırır
    Ve oyun sürer

  @madde-D.2.4 @madde-7.5.3
  Senaryo: Siyah e7'deki piyonu e5'e koyup hamlesini söylemeden saatine basar — hamlesiz saate basmış sayılır
    Diyelim ki daha önce oynanan hamleler "1. e4"
    Ve beyazın saatinde 10 dakika, siyahın saatinde 10 dakika vardır
    Eğer ki siyah e7'deki piyonu e5'e bırakır
    Ve siyah saatine basar
    O zaman siyah geçersiz bir hamle tamamlamıştır
    Ve beyazın süresine 2 dakika eklenir
    Ve hamle sırası siyahtadır
    Ve hakem kararını D.2.4 maddesine dayandırır
    Ve oyun sürer

  @madde-D.2.5 @madde-4.3.1
  Senaryo: Gören Beyaz kendi tahtasında g1'deki ata dokunur — ona olağan kural uygulanır
    Eğer ki beyaz g1'deki ata dokunur
    O zaman beyaz g1'deki atı oynamak zorundadır
    Ve oyun sürer

  @madde-D.2.10.5 @madde-4.8
  Senaryo: Beyaz g1'deki ata dokunup Ac3 oynar; Siyah'ın yardımcısı bunu hemen bildirir — Ac3 geri alınır, Beyaz g1'deki atı oynar
    Yardımcı gören oyuncunun dokunduğu taşı hakeme bildirebilir; bildirim Siyah bir taşa dokunmadan
    yapıldığı için 4.8'e göre geçerli bir taleptir.
    Diyelim ki daha önce oynanan hamleler "1. e4 e5"
    Ve siyah oyuncunun yardımcısı vardır
    Eğer ki beyaz g1'deki ata dokunur
    Ve beyaz b1'deki atı c3'e bırakır
    Ve beyaz saatine basar
    Ve siyahın yardımcısı rakibin dokunulan taş kuralını çiğnediğini bildirir
    O zaman hakem talebi haklı bulur
    Ve beyaz g1'deki atı oynamak zorundadır
    Ve konum "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" olur
    Ve hakem kararını D.2.10.5 maddesine dayandırır

  @madde-D.2.10.1 @madde-D.2.10.2 @madde-D.2.10.3
  Senaryo: Siyah'ın yardımcısı hamleyi söyler, Siyah taşı koyar, saate yardımcı basar
    Diyelim ki daha önce oynanan hamleler "1. e4"
    Ve siyah oyuncunun yardımcısı vardır
    Eğer ki siyahın yardımcısı 1... e5 hamlesini söyler
    Ve siyah e7'deki piyonu e5'e bırakır
    Ve siyahın yardımcısı saate basar
    Ve beyaz 2. Af3 oynar
    Ve siyahın yardımcısı 2... Ac6 hamlesini oynar
    O zaman siyahın hamlesi yapılmıştır
    Ve konum "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3" olur
    Ve hakem kararını D.2.10.2 maddesine dayandırır
    Ve hakem kararını D.2.10.3 maddesine dayandırır
    Ve hakem kararını D.2.10.1 maddesine dayandırır
    Ve oyun sürer

  @madde-D.2.11
  Senaryo: Siyah'ın yardımcısı yoktur; gören Beyaz kendi yardımcısına hamlesini yaptırır
    Diyelim ki beyaz oyuncunun yardımcısı vardır
    Eğer ki beyazın yardımcısı 1. e4 hamlesini oynar
    O zaman beyazın hamlesi yapılmıştır
    Ve hakem kararını D.2.11 maddesine dayandırır
    Ve oyun sürer

  @madde-D.2.11
  Senaryo: Görme engelli Siyah işitme engelli Beyaz'la eşleşir ve yardımcısı yoktur — yardımcı zorunludur
    Diyelim ki beyaz oyuncu işitme engellidir
    O zaman bir yardımcı zorunludur
    Ve hakem kararını D.2.11 maddesine dayandırır
    Ve oyun sürer

  @madde-D.2.7 @madde-8.1.1
  Senaryo: Görme engelli Siyah hamleleri yazmayı bırakır — o da yazmak zorundadır
    Diyelim ki daha önce oynanan hamleler "1. e4"
    Ve beyazın saatinde 60 dakika, siyahın saatinde 60 dakika vardır
    Eğer ki siyah hamleleri yazmayı bırakır
    O zaman siyah hamleleri yazmak zorundadır
    Ve hakem kararını D.2.7 maddesine dayandırır
    Ve oyun sürer

  @madde-D.2.1
  Senaryo: Görme engelli Siyah piyonunu vezire terfi ettirirken seçtiği taşı söyler
    Diyelim ki tahtadaki konum "4K3/8/8/8/8/8/p7/4k3 b - - 0 50"
    Eğer ki siyah 50... a1=V hamlesini söyler
    Ve siyah a2'deki piyonu yuvasından çıkarır
    Ve siyah a2'deki piyonu a1'e bırakır
    Ve siyah terfi karesine vezir koyar
    Ve siyah saatine basar
    O zaman siyahın hamlesi yapılmıştır
    Ve a1'de siyah vezir vardır
    Ve hakem kararını D.2.1 maddesine dayandırır
    Ve oyun sürer

  @madde-D.2.10.6 @madde-I.1.1
  Senaryo: Oturum biter; Siyah'ın yardımcısı zarfa konacak hamleyi yazar, Siyah saatini duraklatır
    Diyelim ki daha önce oynanan hamleler "1. e4"
    Ve siyah oyuncunun yardımcısı vardır
    Eğer ki hakem oturumun sona erdiğini söyler ve oyunu erteler
    Ve siyahın yardımcısı "e5" hamlesini zarfa koyacağı kâğıda yazar
    Ve siyah zarfı kapatıp saatini duraklatır
    O zaman hamle zarftadır ve devam oturumuna dek gizli kalır
    Ve hakem kararını D.2.10.6 maddesine dayandırır
