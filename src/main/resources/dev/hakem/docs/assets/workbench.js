/* hakem: the arbiter's workbench. Builds a case file by clicks (position, competition, events),
   asks the engine after each event (POST api/rule: the same ruling as `hakem rule --json`), shows the
   ruling with the provisions it rests on, and downloads the case as JSON or, through POST
   api/scenario, as a Turkish scenario. Everything the user types reaches the page only as text. */
(function () {
  'use strict';
  var root = document.body.getAttribute('data-root') || '';
  var served = window.location.protocol === 'http:' || window.location.protocol === 'https:';
  var START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  var SOLID = { k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };
  var OUTLINE = { k: '\u2654', q: '\u2655', r: '\u2656', b: '\u2657', n: '\u2658', p: '\u2659' };
  var NAME = { k: ['şah', 'king'], q: ['vezir', 'queen'], r: ['kale', 'rook'], b: ['fil', 'bishop'], n: ['at', 'knight'], p: ['piyon', 'pawn'] };
  var PLURAL = { k: 'şahlar', q: 'vezirler', r: 'kaleler', b: 'filler', n: 'atlar', p: 'piyonlar' };
  var SQ = 44, MARGIN = 22, PAD = 4;

  var el = function (id) { return document.getElementById(id); };
  // start: FEN; moves: the moves already played (from a case); base: the engine's ruling with no event yet
  var state = { start: START, moves: null, extra: {}, base: null, events: [], rulings: [], mode: null, from: null, placing: null, focus: 'e2' };

  function t(tr, en) { return '<span data-l="tr">' + tr + '</span><span data-l="en">' + en + '</span>'; }
  function esc(s) {
    return String(s == null ? '' : s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }
  function en() { return document.documentElement.classList.contains('l-en'); }
  function say(tr, eng) { el('wb-prompt').innerHTML = tr ? t(esc(tr), esc(eng)) : ''; }

  // ---- positions -------------------------------------------------------------------------------
  function parse(fen) {
    var f = fen.trim().split(/\s+/);
    var rows = (f[0] || '').split('/');
    if (rows.length !== 8) { throw new Error('FEN: 8 ranks expected'); }
    var board = {};
    rows.forEach(function (row, i) {
      var file = 0;
      for (var k = 0; k < row.length; k++) {
        var c = row.charAt(k);
        if (/[1-8]/.test(c)) { file += Number(c); } else if (/[pnbrqkPNBRQK]/.test(c)) {
          if (file > 7) { throw new Error('FEN: rank too long'); }
          board['abcdefgh'.charAt(file) + (8 - i)] = c; file++;
        } else { throw new Error('FEN: unexpected "' + c + '"'); }
      }
      if (file !== 8) { throw new Error('FEN: rank ' + (8 - i) + ' has ' + file + ' squares'); }
    });
    return { board: board, side: f[1] || 'w', castling: f[2] || '-', ep: f[3] || '-', half: f[4] || '0', full: f[5] || '1' };
  }
  function fen(p) {
    var out = [];
    for (var r = 8; r >= 1; r--) {
      var row = '', empty = 0;
      for (var f = 0; f < 8; f++) {
        var c = p.board['abcdefgh'.charAt(f) + r];
        if (c) { row += (empty ? empty : '') + c; empty = 0; } else { empty++; }
      }
      out.push(row + (empty ? empty : ''));
    }
    return out.join('/') + ' ' + p.side + ' ' + (p.castling || '-') + ' ' + p.ep + ' ' + p.half + ' ' + p.full;
  }
  function last() { return state.rulings.length ? state.rulings[state.rulings.length - 1] : state.base; }
  function shown() { var r = last(); return parse(r ? r.fen : state.start); }
  function pieceWords(c) {
    var w = NAME[c.toLowerCase()];
    var white = c === c.toUpperCase();
    return [(white ? 'beyaz ' : 'siyah ') + w[0], (white ? 'white ' : 'black ') + w[1]];
  }

  // ---- the board -------------------------------------------------------------------------------
  var marked = {};
  function draw() {
    var p = shown();
    var size = 8 * SQ, width = MARGIN + size + PAD, height = PAD + size + MARGIN;
    var s = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' + width + ' ' + height + '">';
    for (var r = 8; r >= 1; r--) {
      s += '<g role="row">';
      for (var f = 0; f < 8; f++) {
        var sq = 'abcdefgh'.charAt(f) + r, x = MARGIN + f * SQ, y = PAD + (8 - r) * SQ, c = p.board[sq];
        var words = c ? pieceWords(c) : ['boş', 'empty'];
        var label = sq + ', ' + (en() ? words[1] : words[0]);
        s += '<g class="sq" role="gridcell" data-sq="' + sq + '" tabindex="' + (sq === state.focus ? 0 : -1) + '" aria-label="' + label + '">';
        s += '<rect x="' + x + '" y="' + y + '" width="' + SQ + '" height="' + SQ + '" fill="' + ((f + r) % 2 === 1 ? '#b58863' : '#efd9b5') + '"/>';
        if (marked[sq]) {
          s += '<rect x="' + (x + 2) + '" y="' + (y + 2) + '" width="' + (SQ - 4) + '" height="' + (SQ - 4) + '" fill="' + marked[sq] + '" fill-opacity="0.55"/>';
        }
        if (state.from === sq) {
          s += '<rect x="' + (x + 3) + '" y="' + (y + 3) + '" width="' + (SQ - 6) + '" height="' + (SQ - 6) + '" fill="none" stroke="#d9480f" stroke-width="4" stroke-dasharray="6 3"/>';
        }
        if (c) {
          var lower = c.toLowerCase(), cx = x + SQ / 2, cy = y + SQ / 2 + 1;
          var g = '<text x="' + cx + '" y="' + cy + '" font-size="35" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans, serif"';
          if (c === lower) { s += g + ' fill="#000">' + SOLID[lower] + '\uFE0E</text>'; } else {
            s += g + ' fill="#fff">' + SOLID[lower] + '\uFE0E</text>' + g + ' fill="#000">' + OUTLINE[lower] + '\uFE0E</text>';
          }
        }
        s += '<rect class="focus" x="' + (x + 1) + '" y="' + (y + 1) + '" width="' + (SQ - 2) + '" height="' + (SQ - 2) + '" fill="none" stroke="none"/>';
        s += '</g>';
      }
      s += '</g>';
    }
    s += '<g font-family="DejaVu Sans, Arial, sans-serif" font-size="15" font-weight="bold" fill="#333" text-anchor="middle" aria-hidden="true">';
    for (var i = 0; i < 8; i++) {
      s += '<text x="' + (MARGIN + i * SQ + SQ / 2) + '" y="' + (PAD + size + 16) + '">' + 'abcdefgh'.charAt(i) + '</text>';
      s += '<text x="' + (MARGIN / 2) + '" y="' + (PAD + (7 - i) * SQ + SQ / 2 + 5) + '">' + (i + 1) + '</text>';
    }
    s += '</g></svg>';
    el('wb-board').innerHTML = s;
    el('wb-desc').innerHTML = describe(p);
    el('wb-fen').value = fen(p);
    el('wb-tomove').value = p.side;
    ['K', 'Q', 'k', 'q'].forEach(function (c) { el('wb-c' + c).checked = p.castling.indexOf(c) >= 0; });
  }
  function describe(p) {
    var order = ['k', 'q', 'r', 'b', 'n', 'p'];
    function side(white) {
      var tr = [], eng = [];
      order.forEach(function (k) {
        var sqs = Object.keys(p.board).filter(function (sq) { return p.board[sq] === (white ? k.toUpperCase() : k); }).sort();
        if (sqs.length) {
          tr.push((sqs.length > 1 ? PLURAL[k] : NAME[k][0]) + ' ' + sqs.join(', '));
          eng.push(NAME[k][1] + (sqs.length > 1 ? 's' : '') + ' ' + sqs.join(', '));
        }
      });
      return [tr.join('; '), eng.join('; ')];
    }
    var w = side(true), b = side(false);
    return t(esc('Beyaz: ' + w[0] + '; Siyah: ' + b[0] + '. Hamle sırası ' + (p.side === 'w' ? "Beyaz'da." : "Siyah'ta.")),
      esc('White: ' + w[1] + '; Black: ' + b[1] + '. ' + (p.side === 'w' ? 'White' : 'Black') + ' to move.'));
  }

  // keyboard on the board: arrows move, Enter or Space acts on the square
  el('wb-board').addEventListener('keydown', function (ev) {
    var f = 'abcdefgh'.indexOf(state.focus.charAt(0)), r = Number(state.focus.charAt(1));
    var moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (moves[ev.key]) {
      ev.preventDefault();
      f = Math.min(7, Math.max(0, f + moves[ev.key][0])); r = Math.min(8, Math.max(1, r + moves[ev.key][1]));
      state.focus = 'abcdefgh'.charAt(f) + r;
      draw();
      var g = el('wb-board').querySelector('[data-sq="' + state.focus + '"]');
      if (g) { g.focus(); }
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      square(state.focus);
    }
  });
  el('wb-board').addEventListener('click', function (ev) {
    var g = ev.target.closest ? ev.target.closest('[data-sq]') : null;
    if (g) { state.focus = g.getAttribute('data-sq'); square(state.focus); }
  });

  // ---- setting up the position -------------------------------------------------------------------
  function setStart(f, title) {
    var p = parse(f);
    state.start = fen(p);
    state.title = title || null;
    state.moves = null; state.extra = {}; state.base = null;
    state.events = []; state.rulings = []; state.from = null; marked = {};
    setBy(p.side === 'b' ? 'black' : 'white');
    events(); ruling(); draw();
  }
  function edited() {
    if (state.events.length && !window.confirm(en() ? 'Changing the position clears the events. Go on?' : 'Konumu değiştirmek olayları siler. Devam edilsin mi?')) { return false; }
    return true;
  }
  el('wb-fen-apply').addEventListener('click', function () {
    try { if (edited()) { setStart(el('wb-fen').value); say(); } } catch (e) { say(e.message, e.message); }
  });
  el('wb-startpos').addEventListener('click', function () { if (edited()) { setStart(START); } });
  el('wb-clear').addEventListener('click', function () { if (edited()) { setStart('8/8/8/8/8/8/8/8 w - - 0 1'); } });
  el('wb-tomove').addEventListener('change', function () {
    var p = parse(state.start); p.side = el('wb-tomove').value;
    if (edited()) { setStart(fen(p)); }
  });
  ['K', 'Q', 'k', 'q'].forEach(function (c) {
    el('wb-c' + c).addEventListener('change', function () {
      var p = parse(state.start);
      var rights = ['K', 'Q', 'k', 'q'].filter(function (x) { return el('wb-c' + x).checked; }).join('');
      p.castling = rights || '-';
      if (edited()) { setStart(fen(p)); }
    });
  });
  var palette = el('wb-palette');
  'KQRBNPkqrbnp.'.split('').forEach(function (c) {
    var b = document.createElement('button');
    b.type = 'button'; b.className = 'btn light'; b.setAttribute('data-piece', c); b.setAttribute('aria-pressed', 'false');
    if (c === '.') { b.textContent = '\u2715'; b.setAttribute('data-label-tr', 'kareyi boşalt'); b.setAttribute('data-label-en', 'empty the square'); } else {
      b.textContent = c === c.toUpperCase() ? OUTLINE[c.toLowerCase()] : SOLID[c];
      var w = pieceWords(c); b.setAttribute('data-label-tr', w[0]); b.setAttribute('data-label-en', w[1]);
    }
    b.setAttribute('aria-label', b.getAttribute('data-label-tr'));
    b.addEventListener('click', function () {
      state.placing = c;
      palette.querySelectorAll('button').forEach(function (o) { o.setAttribute('aria-pressed', String(o === b)); });
    });
    palette.appendChild(b);
  });
  el('wb-place').addEventListener('click', function () {
    var on = el('wb-place').getAttribute('aria-pressed') !== 'true';
    el('wb-place').setAttribute('aria-pressed', String(on));
    palette.hidden = !on;
    if (!on) { state.placing = null; } else { setMode(null); }
  });

  var select = el('wb-case');
  (window.HAKEM_CASES || []).forEach(function (c) {
    c.scenarios.forEach(function (s, i) {
      var o = document.createElement('option');
      o.value = c.id + '|' + i;
      o.setAttribute('data-tr', c.id + ' — ' + c.tr + (c.scenarios.length > 1 ? ' (' + (i + 1) + ')' : ''));
      o.setAttribute('data-en', c.id + ' — ' + c.en + (c.scenarios.length > 1 ? ' (' + (i + 1) + ')' : ''));
      o.textContent = o.getAttribute(en() ? 'data-en' : 'data-tr');
      select.appendChild(o);
    });
  });
  function loadCase(v) {
    var parts = v.split('|');
    (window.HAKEM_CASES || []).forEach(function (c) {
      if (c.id !== parts[0]) { return; }
      var s = c.scenarios[Number(parts[1] || 0)];
      if (!s) { return; }
      var k = s['case'];
      if (!k) { setStart(s.start, c.id + ': ' + c.tr); return; }
      // the whole case the scenario built: start and moves played, competition, clocks, events
      setStart(k.start === 'startpos' ? START : k.start, c.id + ': ' + c.tr);
      state.moves = k.moves || null;
      state.extra = {};
      if (k.notation) { state.extra.notation = k.notation; }
      if (k.clocks && k.clocks.increment) { state.extra.increment = k.clocks.increment; }
      if (k.clocks && k.clocks.periods) { state.extra.periods = k.clocks.periods; }
      var r = k.rules || {};
      // the rules the form does not show (variant, blitz, supervision, points, ...) go with the case unchanged
      state.extra.rules = {};
      Object.keys(r).forEach(function (key) {
        if (['rapid', 'drawOfferMinMoves', 'drawOfferNeedsPermission'].indexOf(key) < 0 && !(key === 'timeControl' && r[key] === 'rapid')) {
          state.extra.rules[key] = r[key];
        }
      });
      el('wb-rapid').checked = !!r.rapid || r.timeControl === 'rapid';
      el('wb-minmoves').value = r.drawOfferMinMoves || 0;
      el('wb-permission').checked = !!r.drawOfferNeedsPermission;
      el('wb-cw').value = k.clocks && k.clocks.white ? isoMinutes(k.clocks.white) : '';
      el('wb-cb').value = k.clocks && k.clocks.black ? isoMinutes(k.clocks.black) : '';
      el('wb-iw').value = k.illegalMoves ? k.illegalMoves.white || 0 : 0;
      el('wb-ib').value = k.illegalMoves ? k.illegalMoves.black || 0 : 0;
      state.events = (k.events || []).slice();
      events();
      reask();
    });
  }
  function isoMinutes(d) {
    var m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(d);
    return m ? (Number(m[1] || 0) * 60 + Number(m[2] || 0) + Number(m[3] || 0) / 60) : '';
  }
  select.addEventListener('change', function () { if (select.value && edited()) { loadCase(select.value); } });

  // ---- competition -------------------------------------------------------------------------------
  function minutes(id) {
    var v = el(id).value;
    if (v === '' || isNaN(Number(v))) { return null; }
    var s = Math.round(Number(v) * 60);
    return 'PT' + (s >= 60 ? Math.floor(s / 60) + 'M' : '') + (s % 60 ? s % 60 + 'S' : '') + (s === 0 ? '0S' : '');
  }
  function caseFile() {
    var c = {};
    if (state.title) { c.title = state.title; }
    c.start = state.start;
    if (state.moves) { c.moves = state.moves; }
    if (state.extra.notation) { c.notation = state.extra.notation; }
    var rules = {};
    Object.keys(state.extra.rules || {}).forEach(function (key) { rules[key] = state.extra.rules[key]; });
    if (el('wb-rapid').checked) { delete rules.timeControl; rules.rapid = true; }
    if (Number(el('wb-minmoves').value) > 0) { rules.drawOfferMinMoves = Number(el('wb-minmoves').value); }
    if (el('wb-permission').checked) { rules.drawOfferNeedsPermission = true; }
    if (Object.keys(rules).length) { c.rules = rules; }
    var w = minutes('wb-cw'), b = minutes('wb-cb');
    if (w && b) { c.clocks = { white: w, black: b }; }
    if (state.extra.increment) { c.clocks = c.clocks || {}; c.clocks.increment = state.extra.increment; }
    if (state.extra.periods) { c.clocks = c.clocks || {}; c.clocks.periods = state.extra.periods; }
    var iw = Number(el('wb-iw').value) || 0, ib = Number(el('wb-ib').value) || 0;
    if (iw || ib) { c.illegalMoves = { white: iw, black: ib }; }
    c.events = state.events.slice();
    return c;
  }
  ['wb-rapid', 'wb-minmoves', 'wb-permission', 'wb-cw', 'wb-cb', 'wb-iw', 'wb-ib'].forEach(function (id) {
    el(id).addEventListener('change', function () { if (state.events.length) { reask(); } });
  });

  // ---- events ------------------------------------------------------------------------------------
  function by() { var r = document.querySelector('input[name="wb-by"]:checked'); return r ? r.value : 'white'; }
  function setBy(v) { document.querySelectorAll('input[name="wb-by"]').forEach(function (r) { r.checked = r.value === v; }); }
  function setMode(m) {
    state.mode = m; state.from = null;
    document.querySelectorAll('button.mode').forEach(function (b) { b.setAttribute('aria-pressed', String(b.getAttribute('data-mode') === m)); });
    if (m) {
      el('wb-place').setAttribute('aria-pressed', 'false'); palette.hidden = true; state.placing = null;
      say(m === 'release' ? 'Taşın çıktığı kareyi seçin.' : 'Kareyi seçin.', m === 'release' ? 'Choose the square the piece leaves.' : 'Choose the square.');
    }
    draw();
  }
  document.querySelectorAll('button.mode').forEach(function (b) {
    b.addEventListener('click', function () { setMode(state.mode === b.getAttribute('data-mode') ? null : b.getAttribute('data-mode')); });
  });
  function square(sq) {
    if (state.placing) {
      if (!edited()) { return; }
      var p = parse(state.start);
      if (state.placing === '.') { delete p.board[sq]; } else { p.board[sq] = state.placing; }
      p.castling = p.castling.split('').filter(function (c) {
        var home = { K: ['e1', 'h1', 'K', 'R'], Q: ['e1', 'a1', 'K', 'R'], k: ['e8', 'h8', 'k', 'r'], q: ['e8', 'a8', 'k', 'r'] }[c];
        return home && p.board[home[0]] === home[2] && p.board[home[1]] === home[3];
      }).join('') || '-';
      setStart(fen(p), state.title);
      return;
    }
    if (!state.mode) { say('Önce yukarıdan bir olay seçin (dokunur, bırakır …).', 'First choose an event above (touches, releases …).'); return; }
    if (state.mode === 'release') {
      if (!state.from) { state.from = sq; say('Şimdi bırakıldığı kareyi seçin.', 'Now choose the square it is released on.'); draw(); return; }
      var now = shown(), mover = now.board[state.from], target = now.board[sq];
      var capture = target && mover && ((target === target.toUpperCase()) !== (mover === mover.toUpperCase()));
      var from = state.from; state.from = null;
      add({ by: by(), release: from + (capture ? 'x' : '-') + sq });
      return;
    }
    var e = { by: by() }; e[state.mode] = sq;
    add(e);
  }
  function add(e) {
    state.events.push(e);
    if (!served) { state.rulings.push(last() || { fen: state.start }); events(); ruling(); draw(); return; }
    ask(caseFile()).then(function (r) {
      state.rulings.push(r); say();
      events(); ruling(); mark(e); draw();
    }, function (err) {
      state.events.pop();
      say('Olay eklenmedi: ' + err, 'Event not added: ' + err);
      draw();
    });
  }
  function reask() {
    if (!served) { return; }
    var all = state.events.slice(), rulings = [];
    var step = function (i) {
      if (i > all.length) { state.base = rulings[0]; state.rulings = rulings.slice(1); events(); ruling(); draw(); return; }
      var c = caseFile(); c.events = all.slice(0, i);
      ask(c).then(function (r) { rulings.push(r); step(i + 1); }, function (err) { say('Motor: ' + err, 'Engine: ' + err); });
    };
    step(0);
  }
  // a refusal of the server is one line of plain text (400, 403, 413, 415, 421): shown as it is
  function refusal(r, text) { return (text || '').trim().split('\n')[0] || String(r.status); }
  function ask(c) {
    return fetch(root + 'api/rule', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(c) })
      .then(function (r) {
        return r.text().then(function (x) { if (!r.ok) { throw new Error(refusal(r, x)); } return JSON.parse(x); });
      }).catch(function (e) { throw e.message || String(e); });
  }
  function mark(e) {
    marked = {};
    var sq = e.touch || e.adjust || e.remove;
    if (sq) { marked[sq] = '#ffd43b'; }
    if (e.release) { marked[e.release.slice(0, 2)] = '#a5d8ff'; marked[e.release.slice(3, 5)] = '#4dabf7'; }
  }
  document.querySelectorAll('[data-event]').forEach(function (b) {
    b.addEventListener('click', function () {
      var k = b.getAttribute('data-event'), e = { by: by() };
      if (k === 'press') { e.pressClock = true; } else if (k === 'press2') { e.pressClock = true; e.hands = 2; } else if (k === 'pause') { e.pauseClock = true; } else if (k === 'promote') { e.promote = el('wb-promo').value; } else if (k === 'move') {
        var m = el('wb-move').value.trim();
        if (!m) { say('Hamleyi yazın (ör. Nf3, Af3 ya da g1f3).', 'Type the move (e.g. Nf3, Af3 or g1f3).'); el('wb-move').focus(); return; }
        e.move = m; el('wb-move').value = '';
      } else if (k === 'claim') {
        e.claim = el('wb-claim').value;
        var im = el('wb-intended').value.trim();
        if (im && e.claim !== 'touch-move') { e.intendedMove = im; }
      } else if (k === 'permitDrawOffer') { e = { by: 'arbiter', permitDrawOffer: true }; } else { e[k] = true; }
      setMode(null);
      add(e);
    });
  });
  el('wb-undo').addEventListener('click', function () { state.events.pop(); state.rulings.pop(); marked = {}; events(); ruling(); draw(); });
  el('wb-reset').addEventListener('click', function () { state.events = []; state.rulings = []; marked = {}; events(); ruling(); draw(); });

  function who(e) { return e.by === 'black' ? ['Siyah', 'Black'] : e.by === 'arbiter' ? ['Hakem', 'The arbiter'] : ['Beyaz', 'White']; }
  function words(e) {
    var w = who(e), q = esc;
    if (e.touch) { return [w[0] + ' ' + q(e.touch) + ' karesindeki taşa dokunur', w[1] + ' touches the piece on ' + q(e.touch)]; }
    if (e.release) { var cap = e.release.charAt(2) === 'x'; return [w[0] + ' taşı ' + q(e.release.slice(0, 2)) + ' karesinden ' + q(e.release.slice(3)) + (cap ? ' karesindeki taşı alarak bırakır' : ' karesine bırakır'), w[1] + ' releases the piece from ' + q(e.release.slice(0, 2)) + (cap ? ', capturing on ' : ' on ') + q(e.release.slice(3))]; }
    if (e.adjust) { return [w[0] + ' "düzeltiyorum" diyerek ' + q(e.adjust) + ' karesindeki taşı düzeltir', w[1] + ' says "I adjust" and adjusts the piece on ' + q(e.adjust)]; }
    if (e.remove) { return [w[0] + ' ' + q(e.remove) + ' karesindeki taşı tahtadan kaldırır', w[1] + ' takes the piece on ' + q(e.remove) + ' off the board']; }
    if (e.promote) { var n = NAME[{ queen: 'q', rook: 'r', bishop: 'b', knight: 'n' }[e.promote] || 'q']; return [w[0] + ' terfi karesine ' + n[0] + ' koyar', w[1] + ' puts a ' + n[1] + ' on the promotion square']; }
    if (e.pressClock) { return e.hands === 2 ? [w[0] + ' hamleyi iki eliyle yapıp saatine basar', w[1] + ' made the move with two hands and presses the clock'] : [w[0] + ' saatine basar', w[1] + ' presses the clock']; }
    if (e.pauseClock) { return [w[0] + ' saatleri duraklatır', w[1] + ' pauses the clocks']; }
    if (e.move) { return [w[0] + ' ' + q(e.move) + ' oynar', w[1] + ' plays ' + q(e.move)]; }
    if (e.offerDraw) { return [w[0] + ' beraberlik teklif eder', w[1] + ' offers a draw']; }
    if (e.acceptDraw) { return [w[0] + ' beraberliği kabul eder', w[1] + ' accepts the draw']; }
    if (e.declineDraw) { return [w[0] + ' beraberliği reddeder', w[1] + ' declines the draw']; }
    if (e.claim) {
      var k = CLAIMS[e.claim] || [q(e.claim), q(e.claim)];
      var im = e.intendedMove ? ' (' + q(e.intendedMove) + ')' : '';
      return [w[0] + ' ' + k[0] + im + ' nedeniyle talepte bulunur', w[1] + ' claims under ' + k[1] + im];
    }
    if (e.permitDrawOffer) { return ['Hakem beraberlik teklif edilmesine izin verir', 'The arbiter permits a draw offer']; }
    if (e.resign) { return [w[0] + ' terk eder', w[1] + ' resigns']; }
    if (e.flagFall) { return [w[0] + "'ın bayrağı düşer", w[1] + "'s flag falls"]; }
    for (var key in OTHER) {
      if (Object.prototype.hasOwnProperty.call(e, key)) {
        var v = e[key], d = v === true ? '' : ': ' + q(typeof v === 'object' ? JSON.stringify(v) : String(v));
        return [w[0] + ' — ' + OTHER[key][0] + d, w[1] + ' — ' + OTHER[key][1] + d];
      }
    }
    return [q(JSON.stringify(e)), q(JSON.stringify(e))];
  }
  // every claim the case reader takes (Event.ClaimKind), in Turkish and English
  var CLAIMS = { repetition: ['üç kez konum tekrarı', 'threefold repetition'], fifty: ['50 hamle kuralı', 'the fifty-move rule'],
    'touch-move': ['dokunulan taş kuralı', 'touch-move'], 'illegal-move': ['geçersiz hamle', 'an illegal move'],
    flag: ['bayrak düşmesi', 'a fallen flag'], quickplay: ['son iki dakika (III.5)', 'the final two minutes (III.5)'],
    'clock-setting': ['saatin yanlış kurulması', 'a wrongly set clock'], 'initial-position': ['yanlış dizilmiş başlangıç konumu', 'a wrong initial position'],
    'colours-reversed': ['ters alınmış renkler', 'reversed colours'] };
  // the case reader's other event kinds (CaseFiles.Action), named with the event's value
  var OTHER = { notice: ['hakemin gözlemi', "the arbiter's observation"], knockOver: ['taşları devirir', 'knocks over pieces'],
    restore: ['devrilen taşları yerine koyar', 'restores the displaced pieces'], device: ['elektronik aygıt', 'electronic device'],
    conduct: ['davranış', 'conduct'], leave: ['oyun alanından ayrılır', 'leaves'], scoresheet: ['notasyon formu', 'scoresheet'],
    sign: ['sonucu imzalar', 'signs the result'], ask: ['hakeme sorar', 'asks the arbiter'], penalty: ['hakemin cezası', "the arbiter's penalty"],
    award: ['puan verilir', 'score awarded'], interfere: ['müdahale', 'interference'], adjourn: ['oyun ertelenir', 'adjournment'],
    seal: ['hamlesini zarfa koyar', 'seals a move'], resume: ['oyun devam eder', 'resumption'], arrive: ['tahtaya gelir', 'arrives'],
    think: ['düşünür (saati işler)', 'thinks (his clock runs)'],
    lift: ['taşı kaldırır', 'lifts a piece'], announce: ['hamlesini söyler', 'announces a move'], decide: ['hakemin kararı', "the arbiter's decision"],
    request: ['ister', 'requests'], clockSettingWrong: ['saat yanlış kurulmuş', 'clock set wrongly'], clockDefective: ['saat bozuk', 'clock defective'],
    appeal: ['itiraz eder', 'appeals'], place: ['taşı tahtaya koyar', 'puts a piece on the board'] };
  function events() {
    var ol = el('wb-events');
    ol.innerHTML = '';
    state.events.forEach(function (e) { var li = document.createElement('li'); var w = words(e); li.innerHTML = t(w[0], w[1]); ol.appendChild(li); });
  }
  function clock(d) {
    var m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.\d+)?S)?$/.exec(d || '');
    if (!m) { return d || '—'; }
    var secs = Number(m[1] || 0) * 3600 + Number(m[2] || 0) * 60 + Number(m[3] || 0);
    return Math.floor(secs / 60) + ':' + String(secs % 60).padStart(2, '0');
  }
  function articleLink(a) {
    var base = a.split('#')[0];
    return '<a class="art" href="' + root + 'articles/' + encodeURI(base) + '.html' + (a.indexOf('#') > 0 ? '#' + encodeURI(a.split('#')[1]) : '') + '">' + esc(a) + '</a>';
  }
  var RESULT = { '1-0': ['1-0 — Beyaz kazanır', '1-0 — White wins'], '0-1': ['0-1 — Siyah kazanır', '0-1 — Black wins'], '1/2-1/2': ['½-½ — beraberlik', '½-½ — draw'], '*': ['Oyun sürüyor', 'The game goes on'] };
  var OBLIGATION = { 'move-piece': ['şu karedeki taşı oynamalı', 'must move the piece on'], 'capture-piece': ['şu karedeki taşı almalı', 'must capture the piece on'], castle: ['rok yapmalı', 'must castle'], 'move-king': ['şahıyla oynamalı', 'must move the king'], 'any-move': ['herhangi bir geçerli hamle yapabilir', 'may make any legal move'], 'play-move': ['yazdığı hamleyi oynamalı', 'must play the written move'] };
  function ruling() {
    var r = last(), box = el('wb-ruling');
    el('wb-ruling-json').textContent = state.events.length && r ? JSON.stringify(r, null, 2) : '';
    if (!state.events.length || !r || !r.decisions) { box.innerHTML = '<p class="small">' + t(served || !state.events.length ? 'Henüz olay yok.' : 'Karar için sayfa hakem serve ile sunulmalıdır.', served || !state.events.length ? 'No event yet.' : 'A ruling needs the page served by hakem serve.') + '</p>'; return; }
    var res = RESULT[r.result] || RESULT['*'];
    var h = '<p class="result"><b>' + t(res[0], res[1]) + '</b>' + (r.termination ? ' <span class="small">(' + esc(r.termination) + ')</span>' : '') + '</p>';
    h += '<p class="small">' + t('Hamle sırası: ' + (r.toMove === 'black' ? 'Siyah' : 'Beyaz'), 'To move: ' + (r.toMove === 'black' ? 'Black' : 'White'));
    if (r.clocks) { h += ' · ' + t('Saatler', 'Clocks') + ': ' + esc(clock(r.clocks.white) + ' / ' + clock(r.clocks.black)); }
    h += ' · ' + t('Geçersiz hamleler', 'Illegal moves') + ': ' + esc(r.illegalMoves.white + ' / ' + r.illegalMoves.black) + '</p>';
    if (r.obligation) {
      var o = OBLIGATION[r.obligation.kind] || [r.obligation.kind, r.obligation.kind];
      var where = esc((r.obligation.square || '') + (r.obligation.side ? ' ' + r.obligation.side : '') + (r.obligation.move ? ' ' + r.obligation.move : ''));
      h += '<p>' + t('Yükümlülük: ' + o[0], 'Obligation: ' + o[1]) + ' ' + where + ' — ' + r.obligation.articles.map(articleLink).join(', ') + '</p>';
    }
    r.decisions.forEach(function (d) {
      // the provisions that decided it; those applied only in passing are for maintainers
      var decided = d.decidedBy || d.articles, passing = d.articles.filter(function (a) { return decided.indexOf(a) < 0; });
      h += '<div class="decision"><div>' + t(esc(d.tr), esc(d.en)) + '</div><div class="small">' +
        (decided.length ? t('Dayanak', 'Decided by') + ': ' + decided.map(articleLink).join(', ') : '') +
        (passing.length ? ' <span class="dev passing">· ' + t('geçerken', 'in passing') + ': ' + passing.map(articleLink).join(', ') + '</span>' : '') +
        ' <code class="code dev">' + esc(d.code) + '</code></div></div>';
    });
    box.innerHTML = h;
  }

  // ---- downloads ---------------------------------------------------------------------------------
  function download(name, type, text) {
    var a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: type }));
    a.download = name;
    document.body.appendChild(a); a.click(); a.remove();
    el('wb-out').textContent = text;
  }
  el('wb-json').addEventListener('click', function () { download('vaka.json', 'application/json', JSON.stringify(caseFile(), null, 2) + '\n'); });
  el('wb-feature').addEventListener('click', function () {
    if (!served) { say('Senaryo için sayfa hakem serve ile sunulmalıdır.', 'The scenario needs the page served by hakem serve.'); return; }
    fetch(root + 'api/scenario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(caseFile()) })
      .then(function (r) { return r.text().then(function (x) { if (!r.ok) { throw new Error(refusal(r, x)); } return x; }); })
      .then(function (text) { download('vaka.feature', 'text/plain', text); }, function (e) { say('Senaryo yazılamadı: ' + e.message, 'No scenario: ' + e.message); });
  });

  document.addEventListener('hakem:lang', function () { draw(); });
  if (!served) { el('wb-offline').hidden = false; }
  var wanted = new URLSearchParams(window.location.search).get('case');
  if (wanted) {
    var opt = Array.prototype.find.call(select.options, function (o) { return o.value.split('|')[0] === wanted; });
    if (opt) { select.value = opt.value; loadCase(opt.value); }
  }
  if (!wanted || !select.value) { setStart(START); }
  draw();
}());
