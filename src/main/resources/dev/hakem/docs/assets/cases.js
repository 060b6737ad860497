/* hakem: the cases index's filters (topic, commentary, outcome, status); without script every case shows. */
(function () {
  'use strict';
  var form = document.getElementById('case-filters');
  var rows = Array.prototype.slice.call(document.querySelectorAll('#case-table tbody tr'));
  if (!form) { return; }
  form.hidden = false;
  var count = document.getElementById('case-count');
  function en() { return document.documentElement.classList.contains('l-en'); }
  function has(row, attr, value) {
    return !value || (' ' + row.getAttribute('data-' + attr) + ' ').indexOf(' ' + value + ' ') >= 0;
  }
  function apply() {
    var shown = 0;
    rows.forEach(function (r) {
      var ok = ['topic', 'commentary', 'outcome', 'status'].every(function (f) { return has(r, f, form.elements[f].value); });
      r.hidden = !ok;
      shown += ok ? 1 : 0;
    });
    count.textContent = en() ? shown + ' of ' + rows.length + ' cases' : rows.length + ' vakadan ' + shown + ' tanesi';
  }
  form.addEventListener('change', apply);
  document.addEventListener('hakem:lang', apply);
  apply();
}());
