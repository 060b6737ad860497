# language: tr
# Sample for the knowledge-base tests only (not the executable specification).
@madde-7.5.5
Özellik: Kural dışı hamle örnekleri

  @vaka-002-1 @madde-7.5.1 @madde-4.3.1
  Senaryo: İlk kural dışı hamle iki dakika kazandırır
    Diyelim ki bir konum
    O zaman rakibe iki dakika eklenir

  @vaka-000-S5 @madde-3.8.2.2 @ayrışma
  Senaryo: b8 tehdit altında olsa da uzun rok yapılabilir
    Diyelim ki bir konum
    O zaman siyah uzun rok yapabilir

  Kural: ikinci kural dışı hamle

    @vaka-001-I1
    Senaryo taslağı: ikinci kural dışı hamle <sonuç>
      Diyelim ki <durum>
      O zaman <sonuç>

      Örnekler:
        | durum         | sonuç    |
        | rakip mat eder | kaybeder |
        | rakip edemez  | berabere |
