# language: tr
Özellik: Başlangıç konumu
  Oyunun başındaki dizilişte (FIDE 2.3) beyaz oynar ve her hamle Madde 3'e uygundur.

  Senaryo: Başlangıç konumunda Beyaz'ın 20 yasal hamlesi vardır
    Diyelim ki başlangıç konumu
    O zaman Beyaz'ın 20 yasal hamlesi vardır
