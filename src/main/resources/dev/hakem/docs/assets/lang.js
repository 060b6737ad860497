/* hakem: applies the remembered language and the maintainers' view before the page is drawn (no flash). */
(function () {
  'use strict';
  var c = document.documentElement.classList;
  try {
    if (localStorage.getItem('hakem.lang') === 'en') { c.add('l-en'); document.documentElement.lang = 'en'; }
    if (localStorage.getItem('hakem.dev') === '1') { c.add('dev-on'); }
  } catch (e) { /* storage may be off: Turkish, arbiter view */ }
}());
