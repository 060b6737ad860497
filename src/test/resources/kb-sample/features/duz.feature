# language: tr
# Sample for the knowledge-base tests only: a scenario that rules on nothing is no ruling.
Özellik: Düz senaryo

  Senaryo: Başlangıç konumu kurulur
    Diyelim ki başlangıç konumu
