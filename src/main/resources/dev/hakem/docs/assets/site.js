/* hakem: language switch (remembered), the phone menu, the maintainers' view, and client-side search
   over window.HAKEM_INDEX. Text that is not element content (titles, placeholders, accessible names,
   options) carries both languages in data-*-tr / data-*-en attributes and is set here. */
(function () {
  'use strict';
  var root = document.body.getAttribute('data-root') || '';
  var html = document.documentElement;

  function lang() { return html.classList.contains('l-en') ? 'en' : 'tr'; }
  function applyLanguage() {
    var l = lang();
    document.querySelectorAll('[data-ph-tr]').forEach(function (el) {
      el.setAttribute('placeholder', el.getAttribute('data-ph-' + l));
    });
    document.querySelectorAll('[data-title-tr]').forEach(function (el) {
      el.setAttribute('title', el.getAttribute('data-title-' + l));
    });
    document.querySelectorAll('[data-label-tr]').forEach(function (el) {
      el.setAttribute('aria-label', el.getAttribute('data-label-' + l));
    });
    // element text that has no markup of its own: <title>, <option>, SVG <title>
    document.querySelectorAll('title[data-tr], option[data-tr]').forEach(function (el) {
      el.textContent = el.getAttribute('data-' + l);
    });
    if (document.title && document.querySelector('head title[data-tr]')) {
      document.title = document.querySelector('head title').getAttribute('data-' + l);
    }
    document.dispatchEvent(new CustomEvent('hakem:lang', { detail: l }));
  }
  function setLang(l) {
    html.classList.toggle('l-en', l === 'en');
    html.lang = l;
    try { localStorage.setItem('hakem.lang', l); } catch (e) { /* storage may be off: switch still works on this page */ }
    applyLanguage();
  }
  var btn = document.getElementById('lang');
  if (btn) {
    btn.addEventListener('click', function () { setLang(lang() === 'en' ? 'tr' : 'en'); });
  }
  applyLanguage();

  // a case event by event: one event at a time, with buttons and the arrow keys (all of them without script or in print)
  document.querySelectorAll('[data-walk]').forEach(function (w) {
    var steps = Array.prototype.slice.call(w.querySelectorAll('.walk-step'));
    if (steps.length < 2) { return; }
    var nav = w.querySelector('.walk-nav'), pos = w.querySelector('.walk-pos');
    var prev = w.querySelector('.walk-prev'), next = w.querySelector('.walk-next');
    var at = 0;
    function show(i) {
      at = Math.max(0, Math.min(steps.length - 1, i));
      steps.forEach(function (s, k) { s.hidden = k !== at; });
      pos.textContent = (at + 1) + ' / ' + steps.length;
      prev.disabled = at === 0;
      next.disabled = at === steps.length - 1;
    }
    nav.hidden = false;
    w.setAttribute('tabindex', '0');
    prev.addEventListener('click', function () { show(at - 1); });
    next.addEventListener('click', function () { show(at + 1); });
    w.addEventListener('keydown', function (ev) {
      if (ev.target.tagName === 'INPUT' || ev.target.tagName === 'SELECT') { return; }
      if (ev.key === 'ArrowRight') { ev.preventDefault(); show(at + 1); }
      if (ev.key === 'ArrowLeft') { ev.preventDefault(); show(at - 1); }
    });
    show(0);
  });

  // the navigation on a phone: a menu button opens and closes it
  var menu = document.getElementById('menu');
  var nav = document.getElementById('nav');
  if (menu && nav) {
    menu.addEventListener('click', function () {
      var open = !nav.classList.contains('open');
      nav.classList.toggle('open', open);
      menu.setAttribute('aria-expanded', String(open));
    });
  }

  // details for maintainers (feature file and line, decision codes, FEN): off unless asked for, remembered
  var toggles = document.querySelectorAll('input.dev-toggle');
  toggles.forEach(function (t) {
    t.checked = html.classList.contains('dev-on');
    t.addEventListener('change', function () {
      html.classList.toggle('dev-on', t.checked);
      toggles.forEach(function (o) { o.checked = t.checked; });
      try { localStorage.setItem('hakem.dev', t.checked ? '1' : '0'); } catch (e) { /* this page only */ }
    });
  });

  // Turkish-aware folding: lower case by Turkish rules, then drop the diacritics, so "sah" finds "Şah".
  function fold(s) {
    return (s || '').toLocaleLowerCase('tr').replace(/ı/g, 'i').replace(/ş/g, 's').replace(/ğ/g, 'g')
      .replace(/ü/g, 'u').replace(/ö/g, 'o').replace(/ç/g, 'c').replace(/â/g, 'a').replace(/î/g, 'i').replace(/û/g, 'u');
  }
  // the search index (assets/search-index.js) is fetched the first time someone searches, not with every page
  var index = null, waiting = [];
  function withIndex(then) {
    if (index) { then(); return; }
    waiting.push(then);
    if (waiting.length > 1) { return; }
    var ready = function () {
      index = (window.HAKEM_INDEX || []).map(function (e) {
        // a scenario's label (feature file or case) is not a number to match; articles rank first on ties
        return { e: e, n: e.k === 's' ? '' : fold(e.n), h: fold(e.tr + ' ' + e.en), s: fold(e.s), bonus: e.k === 'a' ? 1 : 0 };
      });
      waiting.splice(0).forEach(function (f) { f(); });
    };
    if (window.HAKEM_INDEX) { ready(); return; }
    var tag = document.createElement('script');
    tag.src = document.body.getAttribute('data-index');
    tag.onload = ready;
    document.body.appendChild(tag);
  }
  var KIND = { a: ['Madde', 'Article'], c: ['Vaka', 'Case'], m: ['Yorum', 'Commentary'], s: ['Senaryo', 'Scenario'] };

  function search(q) {
    var words = fold(q).split(/\s+/).filter(function (w) { return w.length > 0; });
    if (!words.length) { return []; }
    var hits = [];
    index.forEach(function (x) {
      var score = 0;
      for (var i = 0; i < words.length; i++) {
        var w = words[i];
        if (x.n === w) { score += 100; }
        else if (x.n.indexOf(w) === 0) { score += 40; }
        else if (x.h.indexOf(w) >= 0) { score += 10; }
        else if (x.s.indexOf(w) >= 0) { score += 3; }
        else { return; }
      }
      hits.push({ x: x, score: score + x.bonus });
    });
    hits.sort(function (a, b) { return b.score - a.score || 0; });
    return hits.slice(0, 30).map(function (h) { return h.x.e; });
  }

  function text(tag, cls, t) { var el = document.createElement(tag); if (cls) { el.className = cls; } el.textContent = t; return el; }

  function wire(input, list) {
    if (!input || !list) { return; }
    function render() {
      var hits = search(input.value);
      list.innerHTML = '';
      if (!input.value.trim()) { list.hidden = true; return; }
      var l = lang() === 'en' ? 1 : 0;
      if (!hits.length) {
        list.appendChild(text('li', 'none', l ? 'No match' : 'Sonuç yok'));
      }
      hits.forEach(function (e) {
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = root + e.u;
        a.className = 'hit';
        a.appendChild(text('span', 'k', KIND[e.k][l] + ' ' + e.n));
        a.appendChild(document.createTextNode(' ' + (l ? e.en : e.tr)));
        a.appendChild(text('span', 's', e.s));
        li.appendChild(a);
        list.appendChild(li);
      });
      list.hidden = false;
    }
    input.addEventListener('input', function () { withIndex(render); });
    input.addEventListener('focus', function () { withIndex(render); });
    input.addEventListener('keydown', function (ev) {
      var hits = Array.prototype.slice.call(list.querySelectorAll('a.hit'));
      var at = hits.findIndex(function (a) { return a.classList.contains('sel'); });
      if (ev.key === 'ArrowDown' || ev.key === 'ArrowUp') {
        ev.preventDefault();
        if (!hits.length) { return; }
        if (at >= 0) { hits[at].classList.remove('sel'); }
        at = ev.key === 'ArrowDown' ? Math.min(at + 1, hits.length - 1) : Math.max(at - 1, 0);
        hits[at].classList.add('sel');
        hits[at].scrollIntoView({ block: 'nearest' });
      } else if (ev.key === 'Enter') {
        var go = hits[at >= 0 ? at : 0];
        if (go) { window.location.href = go.href; }
      } else if (ev.key === 'Escape') {
        list.hidden = true;
      }
    });
    document.addEventListener('click', function (ev) {
      if (!list.contains(ev.target) && ev.target !== input) { list.hidden = true; }
    });
  }
  wire(document.getElementById('q'), document.getElementById('results'));
  wire(document.getElementById('q2'), document.getElementById('results2'));

  var only = document.getElementById('only-uncovered');
  if (only) {
    only.addEventListener('change', function () { document.body.classList.toggle('only-uncovered', only.checked); });
  }
}());
