/* Lotus Games page script: served as a file from 'self' so the platform CSP needs no inline scripts. */
/* global document, window, requestAnimationFrame */
(function () {
  'use strict';

  const data = JSON.parse(document.getElementById('lotus-data').textContent);
  const t = data.texts;
  const scale = data.scale;
  const $ = (id) => document.getElementById(id);
  const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const DEMO_KEY = 'lotus-demo-balance-' + data.currency;

  // Amounts travel as decimal strings and the page counts in integer minor units (BigInt), by the
  // platform's money rules: decimals beyond the scale are accepted only as zeros, never rounded.
  function toMinor(text) {
    const match = /^(-)?(\d{1,19})(?:\.(\d{1,19}))?$/.exec(String(text).trim());
    if (!match) return null;
    const fraction = match[3] || '';
    if (/[1-9]/.test(fraction.slice(scale))) return null;
    const minor = BigInt(match[2] + fraction.slice(0, scale).padEnd(scale, '0'));
    return match[1] ? -minor : minor;
  }
  function fromMinor(minor) {
    const negative = minor < 0n;
    const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
    const whole = scale ? digits.slice(0, -scale) : digits;
    return (negative ? '-' : '') + whole + (scale ? '.' + digits.slice(-scale) : '');
  }
  function show(minor) {
    const text = fromMinor(minor);
    const [whole, fraction] = text.replace('-', '').split('.');
    return (minor < 0n ? '-' : '') + grouping.format(BigInt(whole)) + (fraction ? '.' + fraction : '');
  }
  const lower = (a, b) => (a < b ? a : b);
  const higher = (a, b) => (a > b ? a : b);
  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, (_, key) => values[key]);
  }

  let balance = null;
  function setBalance(minor) {
    balance = minor;
    $('balance').textContent = minor === null ? '-' : show(minor);
    if (data.demo && minor !== null) sessionStorage.setItem(DEMO_KEY, String(minor));
  }
  function say(text, tone) {
    const el = $('message');
    el.textContent = text;
    el.className = 'message' + (tone ? ' ' + tone : '');
  }
  function errorText(error) {
    return t[error.code] || t.network;
  }

  /** Who plays: the launch URL's session in real mode, nobody in demo mode. */
  const who = data.demo
    ? { mode: 'demo', currency: data.currency }
    : { mode: 'real', session: data.session, player: data.player, currency: data.currency };

  async function api(method, path, body) {
    let response;
    try {
      response = await fetch(path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        credentials: 'same-origin',
      });
    } catch {
      throw { code: 'network', balance: null };
    }
    const json = await response.json().catch(() => null);
    if (!response.ok || !json) {
      throw {
        code: (json && json.errorCode) || 'network',
        balance: json && json.value ? json.value.balance : null,
      };
    }
    return json;
  }

  async function loadBalance() {
    if (data.demo) {
      const stored = sessionStorage.getItem(DEMO_KEY);
      setBalance(
        stored && /^\d{1,19}$/.test(stored) && BigInt(stored) > 0n
          ? BigInt(stored)
          : toMinor(data.demoBalance),
      );
      return;
    }
    const query = new URLSearchParams({
      session: data.session,
      player: data.player,
      currency: data.currency,
      game: data.gameCode,
    });
    try {
      const answer = await api('GET', '/vendor/lotus/api/balance?' + query.toString());
      setBalance(toMinor(answer.balance));
    } catch (error) {
      say(errorText(error), 'error');
    }
  }

  function setupHelp() {
    const help = $('help');
    $('help-open').addEventListener('click', () => (help.hidden = false));
    $('help-close').addEventListener('click', () => (help.hidden = true));
    help.addEventListener('click', (event) => {
      if (event.target === help) help.hidden = true;
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') help.hidden = true;
    });
  }

  // ---- Slots ------------------------------------------------------------------------------

  function initSlot() {
    const symbols = data.symbols;
    const bets = data.bets.map(toMinor);
    let betIndex = Math.max(0, bets.indexOf(toMinor(scale ? '1' : '1000')));
    if (betIndex < 0 || betIndex >= bets.length) betIndex = 2;
    const reelEls = Array.from(document.querySelectorAll('.reel'));
    const reelsBox = $('reels');
    const svg = $('paylines');
    let current = reelEls.map((reel) =>
      Array.from(reel.querySelectorAll('.sym')).map((el) => Number(/sym-(\d+)/.exec(el.className)[1])),
    );
    let busy = false;
    let winTimer = null;

    function tile(id) {
      const span = document.createElement('span');
      span.className = 'sym sym-' + symbols[id].kind + ' sym-' + id;
      span.textContent = symbols[id].glyph;
      return span;
    }
    function cell(id) {
      const div = document.createElement('div');
      div.className = 'cell';
      div.appendChild(tile(id));
      return div;
    }
    function sizeCells() {
      reelsBox.style.setProperty('--cell', reelEls[0].clientHeight / 3 + 'px');
    }
    window.addEventListener('resize', sizeCells);
    sizeCells();

    function showBet() {
      $('bet').textContent = show(bets[betIndex]);
      $('bet-down').disabled = busy || betIndex === 0;
      $('bet-up').disabled = busy || betIndex === bets.length - 1;
    }
    $('bet-down').addEventListener('click', () => {
      betIndex = Math.max(0, betIndex - 1);
      showBet();
    });
    $('bet-up').addEventListener('click', () => {
      betIndex = Math.min(bets.length - 1, betIndex + 1);
      showBet();
    });

    function spinReel(index, target) {
      const reel = reelEls[index];
      const strip = reel.querySelector('.strip');
      const filler = Array.from({ length: 12 + index * 4 }, () => Math.floor(Math.random() * symbols.length));
      const ids = target.concat(filler, current[index]);
      strip.replaceChildren(...ids.map(cell));
      const height = reel.clientHeight / 3;
      const duration = 700 + index * 220;
      strip.style.transition = 'none';
      strip.style.transform = 'translateY(' + -(ids.length - 3) * height + 'px)';
      void strip.offsetHeight; // commit the start position before animating
      strip.classList.add('spinning');
      strip.style.transition = 'transform ' + duration + 'ms cubic-bezier(.15,.6,.25,1.08)';
      strip.style.transform = 'translateY(0)';
      return new Promise((resolve) => {
        window.setTimeout(() => {
          strip.classList.remove('spinning');
          strip.style.transition = 'none';
          strip.replaceChildren(...target.map(cell));
          resolve();
        }, duration + 40);
      });
    }

    function cellAt(reel, row) {
      return reelEls[reel].querySelectorAll('.cell')[row];
    }
    function clearWins() {
      if (winTimer) window.clearInterval(winTimer);
      winTimer = null;
      svg.replaceChildren();
      document.querySelectorAll('.cell.hit').forEach((el) => el.classList.remove('hit'));
      $('big-win').hidden = true;
    }
    const LINE_COLOURS = ['#ffd36b', '#7ee8fa', '#ff7eb6', '#9dff8a', '#c59bff', '#ff9f5a'];
    function drawLines(lines) {
      const box = svg.getBoundingClientRect();
      svg.setAttribute('viewBox', '0 0 ' + box.width + ' ' + box.height);
      svg.replaceChildren();
      lines.forEach((win, i) => {
        const rows = data.paylines[win.line];
        const points = rows.map((row, reel) => {
          const r = cellAt(reel, row).getBoundingClientRect();
          return r.left - box.left + r.width / 2 + ',' + (r.top - box.top + r.height / 2);
        });
        const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
        line.setAttribute('points', points.join(' '));
        line.setAttribute('stroke', LINE_COLOURS[win.line % LINE_COLOURS.length]);
        line.setAttribute('class', 'payline');
        line.style.animationDelay = i * 60 + 'ms';
        svg.appendChild(line);
      });
    }
    function markCells(lines, scatter) {
      document.querySelectorAll('.cell.hit').forEach((el) => el.classList.remove('hit'));
      lines.forEach((win) => {
        data.paylines[win.line]
          .slice(0, win.count)
          .forEach((row, reel) => cellAt(reel, row).classList.add('hit'));
      });
      if (scatter) scatter.cells.forEach((c) => cellAt(c[0], c[1]).classList.add('hit'));
    }
    function lineText(win) {
      return (
        '#' +
        (win.line + 1) +
        ' ' +
        symbols[win.symbol].glyph +
        ' x' +
        win.count +
        '  ' +
        show(toMinor(win.win))
      );
    }
    function presentWins(round) {
      const total = toMinor(round.win);
      $('win').textContent = show(total);
      if (total === 0n) {
        say(t.noWin, '');
        return;
      }
      const lines = round.lines;
      drawLines(lines);
      markCells(lines, round.scatter);
      say(fill(t.youWon, { amount: show(total) }), 'win');
      if (total >= toMinor(round.bet) * 20n) $('big-win').hidden = false;
      // Then walk through the single wins so each line can be read.
      const parts = lines.map((l) => ({ lines: [l], scatter: null, text: lineText(l) }));
      if (round.scatter) {
        parts.push({
          lines: [],
          scatter: round.scatter,
          text: t.scatter + ' x' + round.scatter.count + '  ' + show(toMinor(round.scatter.win)),
        });
      }
      if (parts.length < 2) return;
      let i = 0;
      winTimer = window.setInterval(() => {
        const part = parts[i++ % parts.length];
        drawLines(part.lines);
        markCells(part.lines, part.scatter);
        say(fill(t.youWon, { amount: show(total) }) + ' — ' + part.text, 'win');
      }, 1400);
    }

    function setBusy(value) {
      busy = value;
      $('spin').disabled = value;
      document.body.classList.toggle('busy', value);
      showBet();
    }

    async function spin() {
      if (busy) return;
      const bet = bets[betIndex];
      if (balance !== null && balance < bet) {
        say(t.INSUFFICIENT_FUNDS, 'error');
        return;
      }
      setBusy(true);
      clearWins();
      const before = balance;
      if (balance !== null) setBalance(balance - bet);
      $('win').textContent = show(0n);
      say(t.goodLuck, '');
      try {
        const round = await api('POST', '/vendor/lotus/api/' + data.gameCode + '/spin', {
          ...who,
          bet: fromMinor(bet),
        });
        await Promise.all(round.reels.map((target, index) => spinReel(index, target)));
        current = round.reels;
        if (data.demo) setBalance(balance + toMinor(round.win));
        else setBalance(toMinor(round.balance));
        presentWins(round);
      } catch (error) {
        if (data.demo) setBalance(before);
        else if (error.balance) setBalance(toMinor(error.balance));
        else setBalance(before);
        say(errorText(error), 'error');
      } finally {
        setBusy(false);
      }
    }
    $('spin').addEventListener('click', spin);
    document.addEventListener('keydown', (event) => {
      if (event.code === 'Space' && $('help').hidden) {
        event.preventDefault();
        spin();
      }
    });
    showBet();
  }

  // ---- Crash ------------------------------------------------------------------------------

  function initCrash() {
    const canvas = $('chart');
    const context = canvas.getContext('2d');
    const stakeInput = $('stake');
    const targetInput = $('target');
    const limits = { min: toMinor(data.stake.min), max: toMinor(data.stake.max) };
    const HISTORY_KEY = 'lotus-crash-history';
    let history = JSON.parse(sessionStorage.getItem(HISTORY_KEY) || '[]');
    let busy = false;
    let scene = { points: [{ s: 0, m: 1 }], target: null, crashed: false, passedAt: null };

    stakeInput.value = fromMinor(lower(limits.max, higher(limits.min, toMinor(scale ? '10' : '10000'))));

    function stakeMinor() {
      const text = stakeInput.value.trim();
      const minor = toMinor(text);
      return minor !== null && minor >= limits.min && minor <= limits.max ? minor : null;
    }
    function targetValue() {
      const text = targetInput.value.trim().replace(/x$/i, '');
      if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
      const value = Number(text);
      return value >= data.target.min && value <= data.target.max ? value : null;
    }
    /** The target in hundredths ("2.5" -> 250), read from its text so no float touches the win. */
    function targetHundredths() {
      const text = targetInput.value.trim().replace(/x$/i, '');
      if (targetValue() === null) return null;
      const [whole, fraction = ''] = text.split('.');
      return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
    }
    function updatePotential() {
      const stake = stakeMinor();
      const target = targetHundredths();
      stakeInput.classList.toggle('invalid', stake === null);
      targetInput.classList.toggle('invalid', target === null);
      $('potential').textContent = stake === null || target === null ? '-' : show((stake * target) / 100n);
      $('play').disabled = busy || stake === null || target === null;
    }
    stakeInput.addEventListener('input', updatePotential);
    targetInput.addEventListener('input', updatePotential);
    $('stake-half').addEventListener('click', () => {
      const stake = stakeMinor() ?? limits.min;
      stakeInput.value = fromMinor(higher(limits.min, stake / 2n));
      updatePotential();
    });
    $('stake-double').addEventListener('click', () => {
      const stake = stakeMinor() ?? limits.min;
      stakeInput.value = fromMinor(lower(limits.max, stake * 2n));
      updatePotential();
    });
    $('quick-targets').addEventListener('click', (event) => {
      const value = event.target.getAttribute && event.target.getAttribute('data-target');
      if (!value) return;
      targetInput.value = Number(value).toFixed(2);
      updatePotential();
    });

    function renderHistory() {
      $('history').replaceChildren(
        ...history.map((value) => {
          const chip = document.createElement('span');
          chip.className = 'chip ' + (value >= 2 ? 'high' : 'low');
          chip.textContent = value.toFixed(2) + 'x';
          return chip;
        }),
      );
    }

    function resize() {
      const ratio = window.devicePixelRatio || 1;
      const box = canvas.getBoundingClientRect();
      canvas.width = Math.round(box.width * ratio);
      canvas.height = Math.round(box.height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      draw();
    }

    function draw() {
      const box = canvas.getBoundingClientRect();
      const w = box.width;
      const h = box.height;
      const pad = { left: 44, right: 16, top: 16, bottom: 26 };
      context.clearRect(0, 0, w, h);
      const last = scene.points[scene.points.length - 1];
      const xMax = Math.max(6, last.s * 1.15);
      const yMax = Math.max(2, last.m * 1.3, scene.target && scene.target < 3 ? scene.target * 1.2 : 0);
      const x = (s) => pad.left + (s / xMax) * (w - pad.left - pad.right);
      const y = (m) => h - pad.bottom - ((m - 1) / (yMax - 1)) * (h - pad.top - pad.bottom);

      context.font = '11px sans-serif';
      context.lineWidth = 1;
      const step = niceStep((yMax - 1) / 4);
      for (let m = 1; m <= yMax + 1e-9; m += step) {
        context.strokeStyle = 'rgba(255,255,255,0.08)';
        context.beginPath();
        context.moveTo(pad.left, y(m));
        context.lineTo(w - pad.right, y(m));
        context.stroke();
        context.fillStyle = 'rgba(255,255,255,0.55)';
        context.fillText(m.toFixed(step < 1 ? 1 : 0) + 'x', 6, y(m) + 4);
      }
      const secondsStep = niceStep(xMax / 6);
      for (let s = 0; s <= xMax; s += secondsStep) {
        context.fillStyle = 'rgba(255,255,255,0.45)';
        context.fillText(Math.round(s) + 's', x(s) - 6, h - 8);
      }

      if (scene.target && scene.target <= yMax) {
        context.setLineDash([6, 6]);
        context.strokeStyle = 'rgba(255,211,107,0.8)';
        context.beginPath();
        context.moveTo(pad.left, y(scene.target));
        context.lineTo(w - pad.right, y(scene.target));
        context.stroke();
        context.setLineDash([]);
        context.fillStyle = '#ffd36b';
        context.fillText(scene.target.toFixed(2) + 'x', w - pad.right - 44, y(scene.target) - 6);
      }

      const colour = scene.crashed ? (scene.passedAt ? '#5dffa0' : '#ff5b6b') : '#5ad1ff';
      const gradient = context.createLinearGradient(0, pad.top, 0, h - pad.bottom);
      gradient.addColorStop(0, colour + '66');
      gradient.addColorStop(1, colour + '00');
      context.beginPath();
      context.moveTo(x(0), y(1));
      scene.points.forEach((p) => context.lineTo(x(p.s), y(p.m)));
      context.lineTo(x(last.s), y(1));
      context.closePath();
      context.fillStyle = gradient;
      context.fill();
      context.beginPath();
      scene.points.forEach((p, i) => (i ? context.lineTo(x(p.s), y(p.m)) : context.moveTo(x(p.s), y(p.m))));
      context.strokeStyle = colour;
      context.lineWidth = 3;
      context.stroke();
      if (scene.passedAt) {
        context.fillStyle = '#5dffa0';
        context.beginPath();
        context.arc(x(scene.passedAt.s), y(scene.passedAt.m), 6, 0, Math.PI * 2);
        context.fill();
      }
      context.fillStyle = colour;
      context.beginPath();
      context.arc(x(last.s), y(last.m), scene.crashed ? 7 : 5, 0, Math.PI * 2);
      context.fill();
    }
    function niceStep(raw) {
      const power = Math.pow(10, Math.floor(Math.log10(raw)));
      const unit = raw / power;
      return (unit < 1.5 ? 1 : unit < 3.5 ? 2 : unit < 7.5 ? 5 : 10) * power;
    }

    /** Plays the curve up to the crash point; it grows faster once the target is behind it. */
    function animate(crash, target) {
      scene = { points: [{ s: 0, m: 1 }], target, crashed: false, passedAt: null };
      const multiplier = $('multiplier');
      multiplier.className = 'multiplier';
      return new Promise((resolve) => {
        let seconds = 0;
        let logM = 0;
        let previous = performance.now();
        function frame(now) {
          const dt = Math.min(0.05, (now - previous) / 1000);
          previous = now;
          seconds += dt;
          logM += dt * (scene.passedAt ? 0.9 : 0.32);
          let m = Math.exp(logM);
          if (m >= crash) m = crash;
          if (!scene.passedAt && m >= target && crash >= target) {
            scene.passedAt = { s: seconds, m: target };
            multiplier.classList.add('won');
          }
          scene.points.push({ s: seconds, m });
          multiplier.textContent = m.toFixed(2) + 'x';
          if (m >= crash) {
            scene.crashed = true;
            multiplier.classList.add(scene.passedAt ? 'won' : 'lost');
            draw();
            resolve();
            return;
          }
          draw();
          requestAnimationFrame(frame);
        }
        requestAnimationFrame(frame);
      });
    }

    async function play() {
      const stake = stakeMinor();
      const target = targetValue();
      if (busy || stake === null || target === null) return;
      if (balance !== null && balance < stake) {
        say(t.INSUFFICIENT_FUNDS, 'error');
        return;
      }
      busy = true;
      updatePotential();
      document.body.classList.add('busy');
      $('crash-result').hidden = true;
      const before = balance;
      if (balance !== null) setBalance(balance - stake);
      say(t.goodLuck, '');
      try {
        const round = await api('POST', '/vendor/lotus/api/lotus_crash/play', {
          ...who,
          stake: fromMinor(stake),
          target: target.toFixed(2),
        });
        const crash = Number(round.crashPoint);
        await animate(crash, Number(round.target));
        if (data.demo) setBalance(balance + toMinor(round.win));
        else setBalance(toMinor(round.balance));
        const result = $('crash-result');
        result.hidden = false;
        result.className = 'crash-result ' + (round.won ? 'won' : 'lost');
        if (round.won) {
          result.textContent =
            fill(t.cashedOut, { x: round.target + 'x' }) + '  +' + show(toMinor(round.win));
          say(
            fill(t.youWon, { amount: show(toMinor(round.win)) }) +
              ' — ' +
              fill(t.crashed, { x: round.crashPoint + 'x' }),
            'win',
          );
        } else {
          result.textContent = fill(t.crashed, { x: round.crashPoint + 'x' });
          say(t.noWin, '');
        }
        history = [crash].concat(history).slice(0, 12);
        sessionStorage.setItem(HISTORY_KEY, JSON.stringify(history));
        renderHistory();
      } catch (error) {
        if (!data.demo && error.balance) setBalance(toMinor(error.balance));
        else setBalance(before);
        say(errorText(error), 'error');
      } finally {
        busy = false;
        document.body.classList.remove('busy');
        updatePotential();
      }
    }
    $('play').addEventListener('click', play);
    window.addEventListener('resize', resize);
    renderHistory();
    updatePotential();
    resize();
  }

  setupHelp();
  if (data.kind === 'slot') initSlot();
  else initCrash();
  loadBalance();
})();
