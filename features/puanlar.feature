# language: tr
@puan
Özellik: Puanlar (Madde 10)
  Yarışma yönergesi başka türlü demedikçe galibiyet 1, beraberlik ½, yenilgi 0 puandır (10.1). Bir
  oyunun puanları toplamı o oyunda normalde verilen en yüksek puanı aşamaz ve her oyuncunun puanı
  normalde verilen puanlardan biridir: ¾–¼ olmaz, ama bir ceza ya da iki oyuncunun birden kaybetmesi
  sonucu 0-0 ya da ½-0 olabilir (10.2). Puan, tahtadaki sonuçtan başka olabilir.

  @madde-10.1
  Senaryo: Mat eden Beyaz 1, Siyah 0 puan alır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6 4. Vxf7#"
    O zaman beyaz oyunu kazanır
    Ve bitiş nedeni: mat
    Ve puanlar: beyaz 1, siyah 0
    Ve hakem kararını 10.1 maddesine dayandırır

  @madde-10.1 @madde-9.1
  Senaryo: Anlaşmayla biten oyunda iki oyuncu da ½ puan alır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6"
    Eğer ki beyaz 4. Fa4 oynar
    Ve beyaz beraberlik teklif eder
    Ve siyah beraberliği kabul eder
    O zaman oyun berabere biter
    Ve bitiş nedeni: anlaşma
    Ve puanlar: beyaz ½, siyah ½
    Ve hakem kararını 10.1 maddesine dayandırır

  @madde-10.1
  Senaryo: Yarışma yönergesi galibiyete 3, beraberliğe 1 puan verir — Beyaz'ın matı 3-0'dır
    Diyelim ki oyun başlangıç konumundan başlar
    Ve yarışma yönergesine göre galibiyet 3, beraberlik 1, yenilgi 0 puandır
    Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6 4. Vxf7#"
    O zaman sonuç 1-0
    Ve puanlar: beyaz 3, siyah 0

  @madde-10.2 @madde-11.8
  Senaryo: İki oyuncu da Kurallar'a uymayı ısrarla reddeder — oyun ikisi için de kaybedilmiştir, 0-0
    Toplam en yüksek puanın altında kalır ve her puan normalde verilen bir puandır: 10.2 buna izin verir.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6"
    Eğer ki hakem beyazın Kurallar'a uymayı ısrarla reddettiğini saptar
    Ve hakem siyahın Kurallar'a uymayı ısrarla reddettiğini saptar
    O zaman sonuç 0-0
    Ve bitiş nedeni: ısrarlı ret
    Ve puanlar: beyaz 0, siyah 0
    Ve beyaz oyunu kaybeder
    Ve siyah oyunu kaybeder
    Ve hakem kararını 11.8 maddesine dayandırır
    Ve hakem kararını 10.2 maddesine dayandırır

  @madde-10.2 @madde-12.9.5 @madde-11.5
  Senaryo: Rakibini gürültüyle rahatsız eden Beyaz'ın berabere biten oyundaki puanı 0'a düşürülür — ½-0 değil, 0-½
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6"
    Eğer ki hakem beyazın gürültü yaparak rakibini rahatsız ettiğini saptar
    Ve beyaz 4. Fa4 oynar
    Ve beyaz beraberlik teklif eder
    Ve siyah beraberliği kabul eder
    Ve hakem ceza olarak beyazın puanını 0 olarak düşürür
    O zaman sonuç 0-½
    Ve bitiş nedeni: anlaşma
    Ve puanlar: beyaz 0, siyah ½
    Ve beyazın puanını hakem belirlemiştir
    Ve hakem kararını 12.9.5 maddesine dayandırır
    Ve hakem kararını 10.2 maddesine dayandırır

  @madde-10.2 @madde-12.9.4
  Senaryo: Berabere oyunda rakibin puanını en yükseğe çıkarmak için önce kusurlu oyuncunun puanı düşürülür — 0-1
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 Ac6 3. Fb5 a6"
    Eğer ki hakem beyazın not kullandığını saptar
    Ve beyaz 4. Fa4 oynar
    Ve beyaz beraberlik teklif eder
    Ve siyah beraberliği kabul eder
    Ve hakem ceza olarak beyazın puanını 0 olarak düşürür
    Ve hakem ceza olarak beyazın rakibinin puanını en yükseğe çıkarır
    O zaman sonuç 0-1
    Ve puanlar: beyaz 0, siyah 1
    Ve siyahın puanını hakem belirlemiştir
    Ve hakem kararını 12.9.4 maddesine dayandırır
