/* Tile picker for the hand entry form (progressive enhancement, no dependencies).
 *
 * Without JavaScript the scorekeeper types each player's tiles in the one-line notation
 * (scoring/notation.py). With it, tapping tiles writes the same notation into the player's
 * field: tiles go to the last group (the hand), a set button turns the last 2-4 tiles of
 * the hand into a set, flowers and seasons go to the bonus group. The server parses the
 * field either way, so both give the same hand.
 *
 * The hand queue (hand_queue.js) may renumber the form for the next turn ("hand-form:turn":
 * the picker goes back to the winner's field, or the first, under its new name) and put the
 * server's form with its errors in place of the form's contents ("hand-form:replaced": the
 * picker and the sections bind to the new fields).
 */
(function () {
  "use strict";

  var BONUS = /^[fs][1-4]$/;

  function groups(text) {
    return text.split("|").map(function (g) { return g.trim(); }).filter(Boolean);
  }
  function sameTiles(tiles) {
    return tiles.every(function (t) { return t === tiles[0]; });
  }
  function isSet(group) { return /^(chow|pung|kong|pair)\*?(\s|$)/i.test(group); }
  function isBonus(group) {
    var words = group.split(/\s+/);
    return words.length > 0 && words.every(function (w) { return BONUS.test(w); });
  }

  /* Split a field's text into sets, loose hand tiles and bonus tiles. */
  function parse(text) {
    var out = { sets: [], hand: [], bonus: [], dead: false };
    groups(text).forEach(function (g) {
      if (isSet(g)) { out.sets.push(g); return; }
      g.split(/\s+/).forEach(function (w) {
        if (!w) return;
        if (w.toLowerCase() === "dead") out.dead = true;
        else if (BONUS.test(w)) out.bonus.push(w);
        else out.hand.push(w);
      });
    });
    return out;
  }
  function render(p) {
    var parts = p.sets.slice();
    if (p.hand.length) parts.push(p.hand.join(" "));
    if (p.bonus.length) parts.push(p.bonus.join(" "));
    if (p.dead) parts.push("dead");
    return parts.join(" | ");
  }

  function init(form) {
    var panel = form.querySelector("[data-tile-picker-panel]");
    var fields = Array.prototype.slice.call(form.querySelectorAll("[data-tile-picker]"));
    if (!panel || !fields.length) return;
    var targetName = panel.querySelector("[data-picker-target-name]");
    var active = null;

    function labelOf(field) {
      var label = form.querySelector('label[for="' + field.id + '"]');
      return label ? label.textContent.trim() : field.name;
    }
    function activate(field) {
      if (active) active.closest(".field").classList.remove("picker-active");
      active = field;
      field.closest(".field").classList.add("picker-active");
      targetName.textContent = labelOf(field);
    }
    function changed() {
      active.dispatchEvent(new Event("input", { bubbles: true }));
      active.dispatchEvent(new Event("change", { bubbles: true }));
    }

    panel.hidden = false;
    fields.forEach(function (f) { f.addEventListener("focus", function () { activate(f); }); });
    // Start with the winner's field, or the first one.
    var winner = form.querySelector('[name="winner"]');
    function winnerField() {
      var w = winner && winner.value;
      return (w && form.querySelector('[name="tiles_' + w + '"]')) || fields[0];
    }
    activate(winnerField());
    if (winner) winner.addEventListener("change", function () { activate(winnerField()); });
    // the labels changed (the next turn's names): the target is named as its label is now
    form.pickerFollowTurn = function () { activate(winnerField()); };

    panel.addEventListener("click", function (ev) {
      var btn = ev.target.closest("button");
      if (!btn || !active) return;
      ev.preventDefault();
      var p = parse(active.value);
      if (btn.dataset.tile) {
        (BONUS.test(btn.dataset.tile) ? p.bonus : p.hand).push(btn.dataset.tile);
      } else if (btn.dataset.group) {
        var size = parseInt(btn.dataset.size, 10);
        var group = btn.dataset.group;
        if (p.hand.length < size || (group !== "chow" && !sameTiles(p.hand.slice(-size)))) {
          // A pung or kong may be given by one tile ("pung b3"): the run of equal tiles
          // at the end of the hand, however often it was tapped, becomes the set.
          var last = p.hand[p.hand.length - 1];
          if (!last || group === "chow" || group === "pair") return;
          var run = 0;
          while (run < size && p.hand[p.hand.length - 1 - run] === last) run++;
          p.hand.splice(p.hand.length - run, run);
          p.sets.push(group + " " + last);
        } else {
          var tiles = p.hand.splice(p.hand.length - size, size);
          p.sets.push(group + " " + tiles.join(" "));
        }
      } else if (btn.dataset.action === "undo") {
        if (p.bonus.length && !p.hand.length) p.bonus.pop();
        else if (p.hand.length) p.hand.pop();
        else if (p.sets.length) p.sets.pop();
      } else if (btn.dataset.action === "clear") {
        p = { sets: [], hand: [], bonus: [], dead: false };
      } else {
        return;
      }
      active.value = render(p);
      changed();
    });
  }

  /* Show only the parts of the form that apply to the chosen result and entry mode. */
  function sections(form) {
    var winnerOnly = form.dataset.winnerOnly === "1";
    var sync = bindSections(form, winnerOnly);
    form.addEventListener("change", sync);
    sync();
    form.classList.add("js-sections");
    form.addEventListener("hand-form:replaced", function () {
      bindSections(form, winnerOnly)();
      init(form);
      errorSummary();
    });
    form.addEventListener("hand-form:turn", function () {
      if (form.pickerFollowTurn) form.pickerFollowTurn();
    });
  }

  /* The parts of the sections bound to the form's fields (again after the fields are
     replaced); returns the function that shows the sections that apply. */
  function bindSections(form, winnerOnly) {
    var toggle = form.querySelector("[data-other-players]");
    if (toggle) {
      toggle.hidden = !winnerOnly;
      toggle.addEventListener("click", function (ev) {
        ev.preventDefault();
        form.classList.toggle("show-all-players");
      });
    }
    function sync() {
      var kind = form.querySelector('[name="kind"]:checked');
      var mode = form.querySelector('[name="mode"]:checked');
      var winner = form.querySelector('[name="winner"]');
      var discarder = form.querySelector('[name="discarder"]');
      form.dataset.kind = kind ? kind.value : "win";
      form.dataset.mode = mode ? mode.value : "tiles";
      form.dataset.selfDrawn = discarder && discarder.value === "self" ? "1" : "0";
      // Several winners of one discard: the winner and the discarder are not offered
      // again, and each other winner's hand is asked like the winner's.
      Array.prototype.forEach.call(form.querySelectorAll(".also-choice"), function (pill) {
        var taken = [winner && winner.value, discarder && discarder.value].indexOf(pill.dataset.seat) >= 0;
        var box = pill.querySelector("input");
        if (taken && box && box.checked) box.checked = false;
        pill.classList.toggle("also-off", taken);
      });
      var also = form.dataset.selfDrawn === "1" ? [] : alsoWon(form);
      form.dataset.several = also.length ? "1" : "0";
      Array.prototype.forEach.call(form.querySelectorAll(".also-seat"), function (el) {
        var seat = el.dataset.seat || (el.className.match(/also-seat-(\w)/) || [])[1];
        el.classList.toggle("also-off", also.indexOf(seat) < 0);
      });
      // Rulesets that score the winner alone need only the winners' tiles.
      Array.prototype.forEach.call(form.querySelectorAll("[data-tile-picker]"), function (f) {
        var other = winnerOnly && form.dataset.kind === "win" && winner && winner.value &&
          f.name !== "tiles_" + winner.value && also.indexOf(f.name.slice(6)) < 0 && !f.value;
        f.closest(".field").classList.toggle("other-player", !!other);
      });
    }
    if (winnerOnly) staleTiles(form);
    return sync;
  }

  /* The seats ticked as also winning the discard (several winners). */
  function alsoWon(form) {
    return Array.prototype.map.call(form.querySelectorAll('[name="also_won"]:checked'), function (box) {
      return box.value;
    });
  }

  /* A ruleset that scores the winner alone stores only the winner's tiles: when the winner
     changes, the tiles typed for the one chosen before go to the new winner if his field
     is empty (they were typed for the wrong name), and every other player's field is
     emptied, so no hidden field keeps tiles nobody played (the server drops them too). */
  function staleTiles(form) {
    var winner = form.querySelector('[name="winner"]');
    if (!winner) return;
    var before = winner.value;
    winner.addEventListener("change", function () {
      var now = winner.value;
      var kind = form.querySelector('[name="kind"]:checked');
      if (!now || now === before || (kind && kind.value !== "win")) { before = now || before; return; }
      var from = before && form.querySelector('[name="tiles_' + before + '"]');
      var to = form.querySelector('[name="tiles_' + now + '"]');
      if (from && to && from.value.trim() && !to.value.trim()) to.value = from.value;
      var also = alsoWon(form);
      Array.prototype.forEach.call(form.querySelectorAll("[data-tile-picker]"), function (f) {
        if (f !== to && f.value && also.indexOf(f.name.slice(6)) < 0) {
          f.value = "";
          f.dispatchEvent(new Event("input", { bubbles: true }));
        }
      });
      before = now;
    });
  }

  function confirmations() {
    document.addEventListener("click", function (ev) {
      var btn = ev.target.closest("[data-confirm]");
      if (btn && !window.confirm(btn.dataset.confirm)) ev.preventDefault();
    });
  }

  /* After a failed save the page opens at the error summary, its heading at the top of the
     screen (scroll-margin-top in play.css), the focus on it, or on the first bad field when
     that field and its message are already in view above the sticky save button. A link in
     the summary brings its field and the field's message into view, clear of the button:
     the page's scroll-padding-bottom is the button bar's height (--sticky-bar). */
  function errorSummary() {
    stickyBarHeight();
    var summary = document.getElementById("error-summary");
    if (!summary) return;
    function fieldOf(link) {
      return link && document.getElementById(link.getAttribute("data-field"));
    }
    function show() {
      summary.scrollIntoView({ block: "start" });
      var first = fieldOf(summary.querySelector("a[data-field]"));
      if (first && first.offsetParent && inView(first)) first.focus({ preventScroll: true });
      else summary.focus({ preventScroll: true });
    }
    show();
    // the fonts and the tile picker may still move the page a moment after the load
    window.addEventListener("load", function () {
      if (document.activeElement === summary || summary.contains(document.activeElement)) show();
    });
    summary.addEventListener("click", function (ev) {
      var field = fieldOf(ev.target.closest("a[data-field]"));
      if (!field || !field.offsetParent) return;
      ev.preventDefault();
      field.scrollIntoView({ block: "center" });
      field.focus({ preventScroll: true });
      clearOfButton(field);
    });
  }
  /* The sticky button bar's height as --sticky-bar (the page's scroll-padding-bottom). */
  function stickyBarHeight() {
    var bar = document.querySelector(".hand-form .sticky-actions");
    if (!bar) return;
    document.documentElement.style.setProperty("--sticky-bar", bar.offsetHeight + "px");
  }
  /* The field's box (its message included) lies wholly between the top of the screen and
     the sticky button. */
  function inView(field) {
    var bar = field.form && field.form.querySelector(".sticky-actions");
    var box = (field.closest(".field") || field).getBoundingClientRect();
    var bottom = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    return box.top >= 0 && box.bottom <= bottom;
  }
  /* Scroll just enough that the field and its message end above the sticky save button. */
  function clearOfButton(field) {
    var bar = field.form && field.form.querySelector(".sticky-actions");
    var box = field.closest(".field") || field;
    if (!bar) return;
    var hidden = box.getBoundingClientRect().bottom - bar.getBoundingClientRect().top + 8;
    if (hidden > 0) window.scrollBy(0, hidden);
  }

  /* The save button stays where the thumb is going while a part of the page above it is
     replaced (the preview of the hand just typed, a live part of the table page). With the
     form's end in view, the sticky bar sits in the page's flow under the preview and moved
     with every new preview: a tap in that moment landed on the form. When the bar moves,
     the page scrolls by as much as the part above it grew, as a browser's scroll anchoring
     would if the button were its anchor; a bar held at the screen's foot does not move. */
  function keepSaveButtonStill(form) {
    var before = null;
    function measure() {
      // looked up each time: a refused save puts the server's form in place of the contents
      var bar = form.querySelector(".sticky-actions");
      var above = bar && bar.previousElementSibling;
      before = above && {
        bar: bar, above: above,
        barTop: bar.getBoundingClientRect().top, aboveBottom: above.getBoundingClientRect().bottom,
      };
    }
    function settle() {
      if (!before) return;
      var grew = before.above.getBoundingClientRect().bottom - before.aboveBottom;
      var moved = before.bar.getBoundingClientRect().top - before.barTop;
      before = null;
      if (Math.abs(moved) >= 1 && Math.abs(grew) >= 1) window.scrollBy(0, grew);
    }
    ["htmx:beforeSwap", "live:swap"].forEach(function (name) {
      document.addEventListener(name, measure);
    });
    ["htmx:afterSwap", "live:swapped"].forEach(function (name) {
      document.addEventListener(name, settle);
    });
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll(".hand-form"), function (form) {
      sections(form);
      init(form);
      keepSaveButtonStill(form);
    });
    confirmations();
    errorSummary();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();

  /* Whether a field holds something other than what the page came with. The entry mode is
     left out: the hand queue puts back the table's last mode by itself. */
  function typed(field) {
    if (!field.name || field.name === "mode" || field.type === "hidden") return false;
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
    if (field.tagName === "SELECT") {
      var first = Array.prototype.findIndex.call(field.options, function (o) { return o.defaultSelected; });
      return field.selectedIndex !== Math.max(first, 0);
    }
    return "defaultValue" in field && field.value !== field.defaultValue;
  }
  /* A hand typed before the page's scripts were ready (a slow phone on the club's Wi-Fi, or a
     browser that keeps a reloaded form's fields) asked for no preview: htmx had not bound the
     form yet. Once it has (its own start runs on DOMContentLoaded, before this one), such a
     form asks for its preview as if the last field had just changed. */
  function previewWhatWasTyped() {
    if (!window.htmx) return;
    Array.prototype.forEach.call(document.querySelectorAll(".hand-form[hx-post]"), function (form) {
      if (Array.prototype.some.call(form.elements, typed)) window.htmx.trigger(form, "change");
    });
  }
  if (document.readyState === "complete") previewWhatWasTyped();
  else document.addEventListener("DOMContentLoaded", previewWhatWasTyped);
})();
