# language: tr
@yaptırım
Özellik: Hakemin yaptırım seçenekleri (Madde 12.9)
  Kurallar cezayı hakemin takdirine bıraktığında motor ceza uydurmaz: durumu ve seçenekleri
  söyler. Seçenekler hafiften ağıra: uyarı, rakibin süresini artırma, kusurlu oyuncunun süresini
  azaltma, rakibin puanını artırma, kusurlu oyuncunun puanını azaltma, oyunu kaybedilmiş sayma,
  önceden duyurulmuş para cezası, turlardan men, yarışmadan ihraç.

  @madde-12.9 @madde-12.9.1 @madde-12.9.2 @madde-12.9.3 @madde-12.9.4 @madde-12.9.5 @madde-12.9.6 @madde-12.9.7 @madde-12.9.8 @madde-12.9.9
  Senaryo: Hamlesini yaptıktan sonra ikinci bir taşı oynatan ama saate basmayan oyuncu — ceza takdire kalır
    Siyah Ad3'ü oynadıktan sonra kalesini e1'e götürür, saatine basmaz; geçersiz hamle tamamlanmamıştır.
    Kurallar bu davranışa belirli bir ceza bağlamaz; hakem 12.9'daki seçeneklerden orantılı olanı seçer.
    Diyelim ki tahtadaki konum "6k1/R4ppp/8/8/Q4n2/8/4r1PP/6K1 b - - 0 53"
    Eğer ki siyah f4'teki ata dokunur
    Ve siyah f4'teki atı d3'e bırakır
    Ve siyah e2'deki kaleye dokunur
    Ve siyah e2'deki kaleyi e1'e bırakır
    O zaman tamamlanmış bir geçersiz hamle yoktur
    Ve hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve takdire bırakılan seçenekler arasında 12.9.1 vardır
    Ve takdire bırakılan seçenekler arasında 12.9.2 vardır
    Ve takdire bırakılan seçenekler arasında 12.9.3 vardır
    Ve takdire bırakılan seçenekler arasında 12.9.4 vardır
    Ve takdire bırakılan seçenekler arasında 12.9.5 vardır
    Ve takdire bırakılan seçenekler arasında 12.9.6 vardır
    Ve takdire bırakılan seçenekler arasında 12.9.7 vardır
    Ve takdire bırakılan seçenekler arasında 12.9.8 vardır
    Ve takdire bırakılan seçenekler arasında 12.9.9 vardır
    Ve kimsenin süresine ekleme yapılmaz
    Ve oyun sürer

  @madde-6.11.2 @madde-6.11.4 @madde-12.9
  Senaryo: Saatleri duraklatan oyuncunun nedenini hakem değerlendirir, oyuncu oynamaya devam etse de
    Oyuncu saatleri yalnızca hakemin yardımını istemek için duraklatabilir (6.11.2); nedenin geçerli
    olup olmadığına hakem karar verir ve geçerli değilse 12.9'a göre cezalandırabilir (6.11.4).
    Beyaz saatleri duraklatır, sonra bir şey demeden hamlesini yapar.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5"
    Eğer ki beyaz saatleri duraklatır
    Ve beyaz 2. Af3 oynar
    O zaman hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır
    Ve takdire bırakılan seçenekler arasında 12.9.1 vardır
    Ve hakem kararını 6.11.4 maddesine dayandırır
    Ve beyazın hamlesi yapılmıştır
    Ve oyun sürer
