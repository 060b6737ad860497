/* hakem: the reader's language (stored by site.js) applied before the page is drawn. */
try {
  if (localStorage.getItem('hakem.lang') === 'en') {
    document.documentElement.className += ' l-en';
    document.documentElement.lang = 'en';
  }
} catch (e) { /* storage may be off: Turkish */ }
