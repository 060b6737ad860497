# language: tr
@madde-2.3 @madde-3.10.1
Özellik: Başlangıç konumu
  Oyunun başındaki dizilişte (FIDE 2.3) beyaz oynar ve her hamle Madde 3'e uygundur.

  Senaryo: Başlangıç konumunda beyazın 20 geçerli hamlesi vardır
    Diyelim ki oyun başlangıç konumundan başlar
    O zaman beyazın 20 geçerli hamlesi vardır
    Ve hamle sırası beyazdadır
