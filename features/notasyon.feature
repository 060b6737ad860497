# language: tr
@notasyon
Özellik: Türkçe notasyon (Ek C)
  Taşlar baş harfleriyle yazılır: Ş (şah), V (vezir), K (kale), F (fil), A (at); piyon harfsizdir.
  Kareler küçük harfle, alma x ile, şah + ile, mat # ile, kısa rok 0-0, uzun rok 0-0-0 ile
  gösterilir. Dikkat: Türkçede K kale demektir; İngilizce K şahtır.

  @vaka-000-N1 @madde-C
  Senaryo: At, piyon ve vezirle alma, şah çeken fil ve kısa rok Türkçe notasyonla okunur
    Metinden: Af3, e4, Axe5, exd5, Fb5+, 0-0 yazılışları. Oyun bizimdir.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Af3 d5 3. exd5 Vxd5 4. Ac3 Ve6 5. Fb5+ c6 6. 0-0 cxb5 7. Axe5"
    O zaman e5'te beyaz at vardır
    Ve b5'te siyah piyon vardır
    Ve e6'da siyah vezir vardır
    Ve g1'de beyaz şah vardır
    Ve f1'de beyaz kale vardır
    Ve d5 boştur
    Ve hamle sırası siyahtadır

  @vaka-000-N1 @madde-C
  Senaryo: Vxf7# mat olarak okunur
    Metinden: mat # ile gösterilir (Vxf7#).
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. e4 e5 2. Fc4 Ac6 3. Vh5 Af6 4. Vxf7#"
    O zaman beyaz oyunu kazanır
    Ve bitiş nedeni: mat

  @vaka-000-N1 @madde-C
  Senaryo: Türkçede K kaledir: Kg1 kaleyi oynatır; 0-0-0 uzun roktur
    Metinden: 0-0-0 vezir kanadına roktur. Oyun bizimdir.
    Diyelim ki oyun başlangıç konumundan başlar
    Ve daha önce oynanan hamleler "1. d4 d5 2. Ac3 Ac6 3. Ff4 Ff5 4. Vd2 Vd7 5. 0-0-0 0-0-0 6. Af3 Af6 7. Kg1"
    O zaman c1'de beyaz şah vardır
    Ve d1'de beyaz kale vardır
    Ve g1'de beyaz kale vardır
    Ve c8'de siyah şah vardır
    Ve d8'de siyah kale vardır
    Ve hamle sırası siyahtadır
