/* hakem: runs SPARQL queries against the endpoint beside the site (POST /sparql, SPARQL 1.1 JSON results). */
(function () {
  'use strict';
  var text = document.getElementById('sparql-text');
  var run = document.getElementById('run');
  var status = document.getElementById('sparql-status');
  var out = document.getElementById('sparql-results');
  var served = window.location.protocol === 'http:' || window.location.protocol === 'https:';
  var endpoint = (document.body.getAttribute('data-root') || '') + 'sparql';

  function en() { return document.documentElement.classList.contains('l-en'); }
  function say(tr, eng) { status.textContent = en() ? eng : tr; }

  var paramsBox = document.getElementById('params');

  // The parameters of the loaded canned query: one input each. The endpoint binds them as
  // `hakem query --param` does (the query text declares them in its "# @param" lines; the request
  // carries $NAME=VALUE fields), so the page and the command line give the same answer.
  function showParams(spec) {
    paramsBox.innerHTML = '';
    (spec || '').split(' ').filter(function (x) { return x; }).forEach(function (p) {
      var f = p.split(':');
      var label = document.createElement('label');
      label.className = 'param';
      label.appendChild(document.createTextNode('?' + f[0] + ' '));
      if (f[1] === 'article') {
        var k = document.createElement('span');
        k.innerHTML = '<span data-l="tr">(madde)</span><span data-l="en">(article)</span> ';
        label.appendChild(k);
      }
      var input = document.createElement('input');
      input.name = f[0];
      input.setAttribute('data-kind', f[1]);
      input.value = f.slice(2).join(':');
      label.appendChild(input);
      paramsBox.appendChild(label);
    });
  }
  function form(query) {
    var body = 'query=' + encodeURIComponent(query);
    paramsBox.querySelectorAll('input').forEach(function (i) {
      body += '&' + encodeURIComponent('$' + i.name) + '=' + encodeURIComponent(i.value.trim());
    });
    return body;
  }
  document.querySelectorAll('button.load').forEach(function (b) {
    b.addEventListener('click', function () {
      text.value = document.getElementById('q-' + b.getAttribute('data-q')).value;
      showParams(b.getAttribute('data-params'));
      if (served) { execute(); }
    });
  });
  var first = document.querySelector('button.load');
  if (first) { text.value = document.getElementById('q-0').value; showParams(first.getAttribute('data-params')); }
  if (!served) {
    document.getElementById('offline').hidden = false;
    run.disabled = true;
    return;
  }

  // article numbers in columns that hold them link to the article pages
  var articles = {};
  (window.HAKEM_INDEX || []).forEach(function (e) { if (e.k === 'a') { articles[e.n] = e.u; } });
  function cell(binding, name) {
    if (!binding) { return document.createTextNode(''); }
    var v = binding.value;
    if (binding.type !== 'uri' && /number|article|cited|parent|^from$|^to$/i.test(name) && articles[v.split('#')[0]]) {
      var l = document.createElement('a'); l.href = articles[v.split('#')[0]]; l.textContent = v; return l;
    }
    var m = binding.type === 'uri' && /\/article\/([^\/#]+)(#.*)?$/.exec(v);
    if (m) { var a = document.createElement('a'); a.href = 'articles/' + m[1] + '.html'; a.textContent = m[1] + (m[2] || ''); return a; }
    var c = binding.type === 'uri' && /\/case\/([^\/#]+)$/.exec(v);
    if (c) { var b = document.createElement('a'); b.href = 'cases/' + c[1] + '.html'; b.textContent = c[1]; return b; }
    return document.createTextNode(v);
  }

  function show(json) {
    out.innerHTML = '';
    if (typeof json.boolean === 'boolean') { out.textContent = String(json.boolean); return; }
    var vars = json.head.vars, rows = json.results.bindings;
    var table = document.createElement('table');
    table.className = 'grid';
    var tr = document.createElement('tr');
    vars.forEach(function (v) { var th = document.createElement('th'); th.textContent = '?' + v; tr.appendChild(th); });
    var thead = document.createElement('thead'); thead.appendChild(tr); table.appendChild(thead);
    var tbody = document.createElement('tbody');
    rows.forEach(function (r) {
      var row = document.createElement('tr');
      vars.forEach(function (v) {
        var td = document.createElement('td');
        td.appendChild(cell(r[v], v));
        if (r[v]) { td.setAttribute('data-value', r[v].value); }
        row.appendChild(td);
      });
      tbody.appendChild(row);
    });
    table.appendChild(tbody);
    out.appendChild(table);
    say(rows.length + ' satır', rows.length + ' rows');
  }

  function execute() {
    run.disabled = true;
    say('Çalışıyor…', 'Running…');
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept': 'application/sparql-results+json' },
      body: form(text.value)
    }).then(function (r) {
      return r.text().then(function (body) {
        if (!r.ok) { throw new Error(r.status + ': ' + body); }
        return JSON.parse(body);
      });
    }).then(show).catch(function (e) {
      out.innerHTML = '';
      var pre = document.createElement('pre'); pre.className = 'err'; pre.textContent = String(e.message || e); out.appendChild(pre);
      say('Hata', 'Error');
    }).then(function () { run.disabled = false; });
  }
  run.addEventListener('click', execute);
}());
