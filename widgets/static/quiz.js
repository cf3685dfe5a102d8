// The static quiz's script: widgets.quiz.static_quiz_html puts it inline in the bank's HTML, so the bank
// works offline, in the book, in JupyterLab's trusted output and in Voila.  Plain ES5, no library: it runs
// on old phones.  It holds no words and no rules.  A choice's mark is the engine's (data-right and
// data-verdict on each choice, from engine.teaching.quiz.mark); every word shown is a template of
// widgets.views.quiz.WORDS, and the drill's definitions (the storage key and format, the grade multiples
// and words, the answers a topic needs to be weighed, the default times) come from
// widgets.views.quiz.drill_settings as data (data-rbq-drill).  ``grade`` and ``weakest`` here mean what
// drill_grade and weakest_topic mean there.  A page is given the names of its own bank's games only; the
// record keeps the name of each game answered (``names``), so the scoreboard every page shares names a
// game answered on another page (a record kept before ``names`` shows that game's key).
(function () {
  function each(list, fn) { Array.prototype.forEach.call(list, fn); }
  function has(list, value) { return Array.prototype.indexOf.call(list, value) >= 0; }
  function owns(object, key) { return Object.prototype.hasOwnProperty.call(object, key); }
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return owns(values, name) ? String(values[name]) : whole;
    });
  }
  function count(value) { return typeof value === "number" && value >= 0 ? value : 0; }
  function emptyTally(S) {
    var tally = {asked: 0, right: 0};
    S.grades.forEach(function (name) { tally[name] = 0; });
    return tally;
  }

  // The record kept in this browser (widgets.views.quiz.new_record: one key, JSON, a version).
  function drillStore(S) {
    function fresh() { return {version: S.version, scores: {}, misses: [], seconds: {}, timed: false, names: {}}; }
    function load() {
      var data = null;
      try { data = JSON.parse(window.localStorage.getItem(S.key) || "null"); } catch (e) { data = null; }
      if (!data || typeof data !== "object" || data.version !== S.version) { return fresh(); }
      var record = fresh();
      if (data.scores && typeof data.scores === "object") { record.scores = data.scores; }
      if (data.misses instanceof Array) { record.misses = data.misses.filter(function (m) { return typeof m === "string"; }); }
      if (data.seconds && typeof data.seconds === "object") { record.seconds = data.seconds; }
      if (data.names && typeof data.names === "object") {
        for (var game in data.names) {
          if (owns(data.names, game) && typeof data.names[game] === "string") { record.names[game] = data.names[game]; }
        }
      }
      record.timed = data.timed === true;
      return record;
    }
    function save(record) {
      try { window.localStorage.setItem(S.key, JSON.stringify(record)); } catch (e) { /* storage off: this visit only */ }
    }
    function change(fn) { var record = load(); fn(record); save(record); return record; }
    function clear() {
      try { window.localStorage.removeItem(S.key); } catch (e) { /* nothing kept */ }
    }
    function tallyOf(record, topic) {
      var total = emptyTally(S), games = record.scores[topic] || {};
      for (var game in games) {
        if (owns(games, game)) {
          for (var name in total) { if (owns(total, name)) { total[name] += count(games[game][name]); } }
        }
      }
      return total;
    }
    function allowed(record, topic) {
      var own = record.seconds[topic];
      return typeof own === "number" && own > 0 ? own : (S.seconds[topic] || S.defaultSeconds);
    }
    // widgets.views.quiz.drill_grade
    function grade(seconds, limit) {
      if (seconds <= limit * S.quick) { return S.grades[0]; }
      if (seconds <= limit * S.steady) { return S.grades[1]; }
      return S.grades[2];
    }
    // widgets.views.quiz.weakest_topic
    function weakest(record, topics) {
      var best = null, bestKey = null;
      topics.forEach(function (topic, index) {
        var t = tallyOf(record, topic);
        var key = t.asked >= S.weakestAfter ? [0, t.right / t.asked, t.asked, index] : [1, t.asked, 0, index];
        for (var i = 0; i < 4 && bestKey; i += 1) {
          if (key[i] !== bestKey[i]) { break; }
        }
        if (!bestKey || (i < 4 && key[i] < bestKey[i])) { best = topic; bestKey = key; }
      });
      return best;
    }
    // widgets.views.quiz.record_answer
    function answer(id, right, pace) {
      var parts = id.split(":"), topic = parts[0], game = parts[1];
      return change(function (record) {
        var games = record.scores[topic] = record.scores[topic] || {};
        var tally = games[game] = games[game] || emptyTally(S);
        tally.asked = count(tally.asked) + 1;
        tally.right = count(tally.right) + (right ? 1 : 0);
        if (pace) { tally[pace] = count(tally[pace]) + 1; }
        if (owns(S.gameNames, game)) { record.names[game] = S.gameNames[game]; }
        record.misses = record.misses.filter(function (miss) { return miss !== id; });
        if (!right) { record.misses.push(id); }
      });
    }
    return {load: load, change: change, clear: clear, tally: tallyOf, allowed: allowed, grade: grade,
      weakest: weakest, answer: answer};
  }

  // The scoreboard (widgets.quiz.scoreboard_html draws the same for the live quiz).
  function cell(row, tag, text, scope) {
    var c = document.createElement(tag);
    c.textContent = text;
    if (scope) { c.setAttribute("scope", scope); }
    row.appendChild(c);
    return c;
  }
  function boardRow(S, body, label, tally, kind) {
    var row = document.createElement("tr");
    row.className = kind;
    cell(row, "th", label, "row");
    cell(row, "td", fill(S.words.board_tally, {right: count(tally.right), asked: count(tally.asked)}));
    cell(row, "td", S.grades.map(function (name) { return count(tally[name]); }).join(S.words.board_between));
    body.appendChild(row);
  }
  // A game's name: this page's, else the one kept when it was answered (on another page), else its key.
  function gameName(S, record, game) {
    function own(names) { return owns(names, game) ? names[game] : null; }
    return own(S.gameNames) || own(record.names) || game;
  }
  function boardTable(S, store, record, topics) {
    var table = document.createElement("table"), head = document.createElement("tr");
    var thead = document.createElement("thead"), body = document.createElement("tbody");
    cell(head, "th", S.words.board_rows, "col");
    cell(head, "th", S.words.board_right, "col");
    cell(head, "th", S.words.board_paces, "col");
    thead.appendChild(head);
    table.appendChild(thead);
    topics.forEach(function (topic) {
      boardRow(S, body, S.topicNames[topic] || topic, store.tally(record, topic), "rbq-board-topic");
      var games = record.scores[topic];
      for (var game in games) {
        if (owns(games, game)) { boardRow(S, body, "\u2003" + gameName(S, record, game), games[game], "rbq-board-game"); }
      }
    });
    table.appendChild(body);
    return table;
  }
  function drawBoard(S, store, board, record) {
    var topics = [], topic;
    for (topic in S.topicNames) { if (owns(S.topicNames, topic) && record.scores[topic]) { topics.push(topic); } }
    for (topic in record.scores) { if (owns(record.scores, topic) && !has(topics, topic)) { topics.push(topic); } }
    board.innerHTML = "";
    if (!topics.length) {
      cell(board, "p", S.words.board_empty);
      return;
    }
    var details = document.createElement("details"), wrap = document.createElement("div");
    details.open = true;
    cell(details, "summary", S.words.board_title);
    wrap.className = "rbq-board-wrap";
    wrap.appendChild(boardTable(S, store, record, topics));
    details.appendChild(wrap);
    board.appendChild(details);
  }

  // A choice marked: the answer and a wrong choice said in words as well as colour, and the engine's verdict.
  function badge(button, text) {
    var span = document.createElement("span");
    span.className = "rbq-badge";
    span.textContent = text;
    button.appendChild(span);
  }
  function clearChoices(item) {
    each(item.querySelectorAll(".rbq-choice"), function (button) {
      button.className = "rbq-choice";
      button.textContent = button.getAttribute("data-text");
    });
  }
  function markChoices(S, item, chosen) {
    clearChoices(item);
    each(item.querySelectorAll(".rbq-choice"), function (other) {
      if (other.getAttribute("data-right") === "true") {
        other.className = "rbq-choice rbq-right";
        badge(other, " " + S.words.right_sign + " " + S.words.the_answer);
      } else if (other === chosen) {
        other.className = "rbq-choice rbq-wrong";
        badge(other, " " + S.words.wrong_sign + " " + S.words.your_answer);
      }
    });
  }
  function verdictLine(S, item, button, first) {
    var ok = button.getAttribute("data-right") === "true", line = document.createElement("p");
    // the plain reading of a sentence: the verdict cites the book's reading, linked
    var plain = ok ? null : item.querySelector('.rbq-reading[data-choice="' + button.getAttribute("data-index") + '"]');
    line.className = ok ? "rbq-ok" : "rbq-no";
    line.textContent = (ok ? S.words.right_sign : S.words.wrong_sign) + " " + button.getAttribute("data-verdict");
    if (plain) {
      line.appendChild(document.createTextNode(" "));
      var dash = document.createElement("span");
      dash.setAttribute("aria-hidden", "true");
      dash.textContent = "\u2014 ";
      line.appendChild(dash);
      line.appendChild(plain.querySelector("a.rbq-cite").cloneNode(true));
    }
    if (!first) { line.appendChild(document.createTextNode(" " + S.words.first_only)); }
    return line;
  }
  function paceLine(S, pace, seconds, limit, topic) {
    var paced = document.createElement("p");
    paced.className = "rbq-pace rbq-pace-" + pace;
    paced.textContent = fill(S.words.pace, {grade: pace}) + " " + fill(S.words.pace_detail,
      {seconds: seconds.toFixed(1), allowed: limit, topic: S.topicNames[topic] || topic});
    return paced;
  }

  // One quiz on the page: its parts, its questions, the drill's data and store, and where the reader is.
  function quizOf(root) {
    var S = JSON.parse(root.getAttribute("data-rbq-drill"));
    var q = {root: root, S: S, W: S.words, store: drillStore(S), items: Array.prototype.slice.call(root.querySelectorAll(".rbq-q"))};
    ["game", "topic", "mode", "prev", "next", "reset", "position", "score", "empty", "note", "review", "weakest",
      "timed", "pace-why", "times", "board", "confirm"].forEach(function (name) {
      q[name.replace("-", "")] = root.querySelector(".rbq-" + name);
    });
    q.state = {all: q.mode.getAttribute("aria-pressed") === "true", current: 0, shown: [], review: false, on: null};
    return q;
  }

  function setScore(q) {
    var answered = 0, right = 0;
    q.items.forEach(function (item) {
      var first = item.getAttribute("data-rbq-first");
      if (first !== null) {
        answered += 1;
        if (item.querySelector('.rbq-choice[data-index="' + first + '"]').getAttribute("data-right") === "true") { right += 1; }
      }
    });
    q.score.textContent = fill(q.W.score, {right: right, answered: answered});
  }
  function missedHere(q, record) {
    return q.items.filter(function (item) { return has(record.misses, item.getAttribute("data-id")); });
  }
  function drawDrill(q) {
    var record = q.store.load(), misses = missedHere(q, record).length;
    drawBoard(q.S, q.store, q.board, record);
    q.review.textContent = q.state.review ? q.W.review_back : fill(q.W.review, {count: misses});
    q.review.setAttribute("aria-pressed", String(q.state.review));
    q.review.disabled = !q.state.review && misses === 0;
    q.timed.setAttribute("aria-pressed", String(record.timed));
    q.pacewhy.hidden = q.times.hidden = !record.timed;
    each(q.times.querySelectorAll("input"), function (input) {
      if (document.activeElement !== input) { input.value = q.store.allowed(record, input.getAttribute("data-topic")); }
    });
  }
  function clearItem(item) {
    item.removeAttribute("data-rbq-first");
    clearChoices(item);
    item.querySelector(".rbq-feedback").innerHTML = "";
    item.querySelector(".rbq-why").hidden = true;
  }

  function answer(q, item, button) {
    var first = !item.hasAttribute("data-rbq-first"), feedback = item.querySelector(".rbq-feedback");
    if (first) { item.setAttribute("data-rbq-first", button.getAttribute("data-index")); }
    markChoices(q.S, item, button);
    feedback.innerHTML = "";
    feedback.appendChild(verdictLine(q.S, item, button, first));
    if (first) {
      var record = q.store.load(), topic = item.getAttribute("data-topic"), pace = null;
      if (record.timed && item.rbqShownAt) {
        var seconds = (new Date().getTime() - item.rbqShownAt) / 1000, limit = q.store.allowed(record, topic);
        pace = q.store.grade(seconds, limit);
        feedback.appendChild(paceLine(q.S, pace, seconds, limit, topic));
      }
      q.store.answer(item.getAttribute("data-id"), button.getAttribute("data-right") === "true", pace);
      drawDrill(q);
    }
    var why = item.querySelector(".rbq-why");
    why.hidden = false;
    why.open = true;
    setScore(q);
  }

  function matches(item, game, topic) {
    return (!game || item.getAttribute("data-game") === game) && (!topic || item.getAttribute("data-topic") === topic);
  }
  // Every choice stays in each list; one with no questions for the other list's choice is marked so
  // and disabled (never the one chosen), rather than silently dropped.
  function markOptions(q, select, other, fits) {
    var otherName = other.options[other.selectedIndex].getAttribute("data-name");
    each(select.options, function (option) {
      var none = option.value && !q.items.some(function (item) { return fits(item, option.value); });
      var name = option.getAttribute("data-name");
      option.disabled = Boolean(none) && !option.selected;
      option.textContent = none ? fill(q.W.none_for, {name: name, other: otherName}) : name;
    });
  }
  function markFilters(q) {
    var game = q.game.value, topic = q.topic.value;
    markOptions(q, q.game, q.topic, function (item, value) { return matches(item, value, topic); });
    markOptions(q, q.topic, q.game, function (item, value) { return matches(item, game, value); });
  }

  // Each question keeps its number in the bank ("Question 37"), on the page without the script as with
  // it, under any filter: a filter changes which questions are listed, never their numbers; where the
  // reader is in the list is said beside the buttons ("3 of 12 listed").
  function render(q) {
    var state = q.state, count = state.shown.length, on = null;
    q.items.forEach(function (item) { item.hidden = true; });
    state.shown.forEach(function (item, index) {
      item.hidden = !(state.all || index === state.current);
      if (!state.all && index === state.current) { on = item; }
    });
    if (on && on !== state.on && !on.hasAttribute("data-rbq-first")) { on.rbqShownAt = new Date().getTime(); }
    state.on = on;
    q.empty.hidden = count > 0;
    q.prev.hidden = q.next.hidden = q.position.hidden = state.all || count === 0;
    q.prev.setAttribute("aria-disabled", String(state.current === 0));
    q.next.setAttribute("aria-disabled", String(state.current >= count - 1));
    q.position.textContent = count ? fill(state.review ? q.W.listed_missed : q.W.listed, {at: state.current + 1, count: count}) : "";
  }
  function filter(q) {
    q.state.review = false;
    q.state.shown = q.items.filter(function (item) { return matches(item, q.game.value, q.topic.value); });
    q.state.current = 0;
    markFilters(q);
    drawDrill(q);
    render(q);
  }
  function go(q, step) {
    var target = q.state.current + step;
    if (target < 0 || target >= q.state.shown.length) { return; }
    q.state.current = target;
    render(q);
    q.state.shown[target].querySelector(".rbq-prompt").focus();
  }
  function say(q, text) { q.note.textContent = text; }

  function review(q) {
    if (q.state.review) { say(q, ""); filter(q); return; }
    var missed = missedHere(q, q.store.load());
    if (!missed.length) { return; }
    missed.forEach(clearItem);  // asked again: answered afresh, and counted again
    q.state.review = true;
    q.state.shown = missed;
    q.state.current = 0;
    setScore(q);
    say(q, fill(missed.length === 1 ? q.W.reviewing_one : q.W.reviewing, {count: missed.length}));
    drawDrill(q);
    render(q);
    q.state.shown[0].querySelector(".rbq-prompt").focus();
  }
  function drillWeakest(q) {
    var game = q.game.value, offered = [];
    each(q.topic.options, function (option) {
      if (option.value && q.items.some(function (item) { return matches(item, game, option.value); })) { offered.push(option.value); }
    });
    var record = q.store.load(), topic = q.store.weakest(record, offered);
    if (!topic) { return; }
    q.topic.value = topic;
    filter(q);
    var t = q.store.tally(record, topic);
    say(q, fill(q.W.weakest, {topic: q.S.topicNames[topic] || topic, right: t.right, asked: t.asked, after: q.S.weakestAfter}));
  }
  function showAll(q) {
    q.state.all = !q.state.all;
    q.mode.setAttribute("aria-pressed", String(q.state.all));
    if (q.state.all && q.store.load().timed) {  // a list cannot be timed: the clock runs on one question at a time
      q.store.change(function (record) { record.timed = false; });
      say(q, q.W.timed_off);
      drawDrill(q);
    }
    render(q);
  }
  function timed(q) {
    var record = q.store.change(function (r) { r.timed = !r.timed; });
    if (record.timed && q.state.all) {
      q.state.all = false;
      q.mode.setAttribute("aria-pressed", "false");
    }
    q.state.on = null;  // the clock starts now for the question shown
    drawDrill(q);
    render(q);
  }
  function setSeconds(q, input) {
    var value = parseFloat(input.value), topic = input.getAttribute("data-topic");
    if (!(value > 0 && value <= q.S.mostSeconds)) { input.value = q.store.allowed(q.store.load(), topic); return; }
    q.store.change(function (record) { record.seconds[topic] = value; });
  }
  function startAgain(q) {
    q.confirm.hidden = true;
    q.store.clear();
    q.items.forEach(clearItem);
    setScore(q);
    say(q, q.W.started_again);
    filter(q);
  }

  function on(element, name, fn) { element.addEventListener(name, fn); }
  function wire(q) {
    q.items.forEach(function (item) {
      item.querySelector(".rbq-why").hidden = true;
      each(item.querySelectorAll(".rbq-choice"), function (button) {
        on(button, "click", function () { answer(q, item, button); });
      });
    });
    on(q.game, "change", function () { say(q, ""); filter(q); });
    on(q.topic, "change", function () { say(q, ""); filter(q); });
    on(q.prev, "click", function () { go(q, -1); });
    on(q.next, "click", function () { go(q, 1); });
    on(q.mode, "click", function () { showAll(q); });
    on(q.review, "click", function () { review(q); });
    on(q.weakest, "click", function () { drillWeakest(q); });
    on(q.timed, "click", function () { timed(q); });
    each(q.times.querySelectorAll("input"), function (input) {
      on(input, "change", function () { setSeconds(q, input); });
    });
    on(q.reset, "click", function () {
      q.confirm.hidden = false;
      q.confirm.querySelector(".rbq-keep").focus();
    });
    on(q.confirm.querySelector(".rbq-keep"), "click", function () { q.confirm.hidden = true; q.reset.focus(); });
    on(q.confirm.querySelector(".rbq-clear"), "click", function () { startAgain(q); });
  }

  function init(root) {
    if (root.getAttribute("data-rbq-ready")) { return; }
    root.setAttribute("data-rbq-ready", "1");
    var q = quizOf(root);
    each(root.querySelectorAll(".rbq-js"), function (part) { part.hidden = false; });
    each(root.querySelectorAll("option"), function (option) { option.setAttribute("data-name", option.textContent); });
    wire(q);
    filter(q);
    setScore(q);
  }
  each(document.querySelectorAll(".rbq"), init);
})();
