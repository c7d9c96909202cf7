/* The hand queue of the table page: hand entry that survives the club room's Wi-Fi (issue 19).
 *
 * Every save goes through a queue kept on the device (IndexedDB, so it survives a reload,
 * a closed tab and a phone restart) and is sent in order, one hand at a time:
 *
 *   submit -> the form's fields and a key made here (a UUID) are queued -> sent as a POST
 *   with "Accept: application/json" -> the server answers (tournaments/play/views/sync.py):
 *     200 saved     the hand is off the queue; the next one is sent
 *     409 / 422 /   not a network problem: the queue stops AT this hand, the page shows the
 *     403 / other   device's version next to the server's and what to do; nothing after it
 *                   is sent until the scorekeeper chooses (discard, save as the next hand,
 *                   correct it in the form). Nothing is ever dropped without a click.
 *     no answer,    (offline, timed out, a 5xx from a proxy) the hand stays queued and is
 *     5xx           sent again with the SAME key: the server answers a repeat with the hand
 *                   it saved, never a second one.
 *
 * Online with nothing waiting, a hand is sent at once (queued all the same, so a lost
 * answer keeps it); a refusal of the hand (422) comes with the form as the server shows it,
 * each error next to its field, which takes the place of the form here: one POST per save,
 * the refused hand is never posted again to show its errors. Any other stop (409: another
 * device saved this number; 403) stops the queue at the hand as offline.
 *
 * The entry mode (tiles or totals) is kept per table on the device (localStorage), so it
 * stays what the scorekeeper chose across saves and reloads.
 *
 * Offline the preview cannot score (the engine is Python, on the server; it is not ported
 * to JavaScript): it says "waiting to score", and so does each queued hand. Who deals and
 * which player holds which wind in the next hand IS followed offline: the page counts on
 * from the server's turn with the server's rule per kind of result (#table-turn).
 * Texts come from the page (a JSON data block, #queue-strings), in the page's language.
 * The store, the post and the banner's parts are shared with the players' page
 * (device_queue.js, loaded before this file).
 */
(function () {
  "use strict";

  var section = document.querySelector("[data-hand-queue]");
  var form = section && section.querySelector("form.hand-form");
  var dataBlock = document.getElementById("queue-strings");
  if (!form) return;

  // --- the entry mode follows the table, not the last page load -----------------------
  var modeKey = "clubsite-entry-mode:" + section.getAttribute("data-table-url");
  function storedMode() {
    try { return window.localStorage ? localStorage.getItem(modeKey) : null; } catch (e) { return null; }
  }
  function restoreMode() {
    var mode = storedMode();
    var radio = mode && form.querySelector('[name="mode"][value="' + mode + '"]');
    if (!radio || radio.checked) return;
    radio.checked = true;
    form.dataset.mode = mode;
  }
  form.addEventListener("change", function (ev) {
    if (ev.target.name !== "mode" || !ev.target.checked) return;
    try { if (window.localStorage) localStorage.setItem(modeKey, ev.target.value); } catch (e) { /* full or refused */ }
  });
  restoreMode();

  if (!dataBlock || !window.indexedDB || !window.fetch || !window.clubsiteQueue) return;

  var T = JSON.parse(dataBlock.textContent);
  var turnBlock = document.getElementById("table-turn");
  var TURN = turnBlock ? JSON.parse(turnBlock.textContent) : null;
  var user = section.getAttribute("data-user") || "";
  var tableUrl = section.getAttribute("data-table-url");
  var banner = document.getElementById("offline-banner");
  var panel = document.getElementById("hand-queue");
  var heading = section.querySelector("h2");
  var numberInput = form.querySelector('[name="number"]');
  var pageNumber = parseInt(numberInput.value, 10) || 1;
  var SEND_TIMEOUT_MS = 20000;
  var RETRY_MS = 4000;
  var syncing = false;
  var retryTimer = null;
  var dirty = false;
  var savedHere = 0;
  var editing = null; // the queued hand being corrected in the form (its seq)
  var submitting = false;
  var queuedCount = 0; // hands of this login waiting on the device (as last rendered)

  var Q = window.clubsiteQueue;
  var fill = Q.fill, counted = Q.counted, el = Q.el, button = Q.button;
  var newKey = Q.newKey, setField = Q.setField;

  // --- the store: one object store, in the order hands were entered (seq) ---------------
  // No IndexedDB here (a private window may refuse it): queue.failed, plain form posts.
  var queue = Q.openQueue("clubsite-hand-queue", "hands");
  function allMine() {
    return queue.all().then(function (items) {
      return items.filter(function (h) { return h.user === user; });
    });
  }
  var put = queue.put, remove = queue.remove;

  // --- what the scorekeeper entered, as the page labels it (for "On this device") -------
  function describe() { return Q.describe(form); }
  function formFields() { return Q.formFields(form); }
  function fieldValue(fields, name) {
    var found = fields.filter(function (f) { return f[0] === name; })[0];
    return found ? found[1] : "";
  }

  // --- the page: banner, waiting list, the stopped hand side by side --------------------
  function mineHere(items) {
    return items.filter(function (h) { return h.tableUrl === tableUrl; });
  }
  function nextNumber(items) {
    var here = mineHere(items);
    var last = here.length ? here[here.length - 1].number : pageNumber - 1;
    return Math.max(pageNumber, last + 1);
  }
  function showNumber(items) {
    var n = editing === null ? nextNumber(items) : numberInput.value;
    numberInput.value = n;
    if (heading) heading.textContent = fill(editing === null ? T.enter_hand : T.correcting, { number: n });
  }

  function renderBanner(items) {
    var lines = [];
    if (!navigator.onLine) {
      lines.push(items.length ? counted(T.offline, items.length) : T.offline_none);
      // Plain HTTP (make run HOST=0.0.0.0): no service worker keeps this page (docs/https.md).
      if (!window.isSecureContext) lines.push(T.insecure);
    } else if (items.length && syncing) {
      lines.push(counted(T.sending, items.length));
    } else if (items.length) {
      lines.push(counted(T.waiting, items.length));
    } else if (savedHere) {
      lines.push(T.sent);
    }
    banner.textContent = "";
    banner.hidden = !lines.length;
    banner.classList.toggle("is-offline", !navigator.onLine);
    lines.forEach(function (line, i) {
      if (i) banner.appendChild(document.createTextNode(" "));
      banner.appendChild(el("span", { text: line }));
    });
    if (savedHere && !items.length && navigator.onLine) {
      banner.appendChild(document.createTextNode(" "));
      banner.appendChild(el("a", { href: tableUrl + "#hands", text: T.reload }));
    }
  }

  function renderStopped(item) {
    var problem = item.problem || {};
    var actions = [
      button(T.discard, "button-secondary", function () { discard(item); }),
      button(T.correct, "button-secondary", function () { correct(item); }),
    ];
    if (problem.next_number) {
      actions.unshift(button(T.save_next, "", function () { saveAsNext(item); }));
    }
    return el("div", { class: "queue-stopped", role: "alert" }, [
      el("h3", { text: fill(T.stopped, { number: item.number }) }),
      el("p", { class: "message message-error", text: problem.message || "" }),
      Q.compare(item.summary, problem.current, T, [T.yours, T.theirs]),
      el("p", { class: "small", text: T.what_to_do }),
      el("div", { class: "queue-actions" }, actions),
    ]);
  }

  // --- who sits where in the next hand, with hands still waiting ---------------------
  // The page came with the next hand's turn (tournaments/play/views/sync.turn_json: the
  // passes of the deal so far, and per kind of result whether the deal passes, as the
  // engine decides). Each waiting hand moves it on, so the names next to the winds in the
  // form (and the seats above it) are those of the hand being entered now.
  function resultClass(fields) {
    var kind = fieldValue(fields, "kind") || "win";
    if (kind === "win") return fieldValue(fields, "winner") === "E" ? "win_E" : "win";
    return kind;
  }
  function turnAt(passes) {
    var n = TURN.players;
    var dealer = passes % n;
    var windByPosition = {};
    for (var i = 0; i < Math.min(n, 4); i++) windByPosition[(dealer + i) % n] = "ESWN"[i];
    return {
      passes: passes,
      dealer: dealer,
      prevailing: "ESWN"[Math.min(Math.floor(passes / n), TURN.rounds - 1)],
      windByPosition: windByPosition,
      sittingOut: n === 5 ? (dealer + 4) % 5 : null,
    };
  }
  function withName(text, name) {
    var at = text.indexOf(" · ");
    return at === -1 ? text : text.slice(0, at) + " · " + name;
  }
  function showTurn(items) {
    if (!TURN) return;
    var passes = TURN.passes;
    mineHere(items).forEach(function (item) {
      if (editing !== null && item.seq >= editing) return;
      if (TURN.pass_after[resultClass(item.fields)]) passes += 1;
    });
    var turn = turnAt(passes);
    Object.keys(turn.windByPosition).forEach(function (position) {
      var wind = turn.windByPosition[position];
      var name = TURN.names[position];
      form.querySelectorAll(
        'select[name="winner"], select[name="discarder"], select[name="claimant"], select[name="pao"]'
      ).forEach(function (select) {
        var option = select.querySelector('option[value="' + wind + '"]');
        if (option) option.textContent = withName(option.textContent, name);
      });
      ["tiles_", "points_"].forEach(function (prefix) {
        var label = form.querySelector('label[for="id_' + prefix + wind + '"]');
        if (label) label.textContent = withName(label.textContent, name);
      });
    });
    var chips = document.querySelectorAll("#play-status .chip");
    var number = numberInput.value;
    if (chips.length >= 3) {
      chips[0].textContent = fill(T.hand, { number: number });
      chips[1].querySelector("strong").textContent = TURN.wind_names[turn.prevailing];
      chips[2].querySelector("strong").textContent = TURN.names[turn.dealer];
      if (chips[3] && turn.sittingOut !== null) {
        chips[3].querySelector("strong").textContent = TURN.names[turn.sittingOut];
      }
    }
    var cards = document.querySelectorAll(".seat-grid .seat-card");
    var tag = document.querySelector(".seat-grid .dealer-tag");
    // the tile picker's "Tiles go to" names the player as the form now does
    form.dispatchEvent(new CustomEvent("hand-form:turn"));
    cards.forEach(function (card, position) {
      var wind = turn.windByPosition[position] || "X";
      var badge = card.querySelector(".wind-badge");
      badge.className = "wind-badge wind-" + wind;
      badge.textContent = wind === "X" ? "5" : TURN.markers[wind];
      card.classList.toggle("is-dealer", position === turn.dealer);
      card.classList.toggle("is-out", wind === "X");
      if (tag && position === turn.dealer) {
        var line = card.querySelector(".seat-line");
        line.appendChild(document.createTextNode(" "));
        line.appendChild(tag);
      }
    });
  }

  function render(items) {
    queuedCount = items.length;
    renderBanner(items);
    showNumber(items);
    showTurn(items);
    panel.textContent = "";
    var here = mineHere(items);
    var blocked = items.filter(function (h) { return h.state === "blocked"; })[0];
    if (!here.length && !blocked) { panel.hidden = true; return; }
    panel.hidden = false;
    panel.appendChild(el("h2", { id: "hand-queue-title", text: T.queue_title }));
    if (blocked && blocked.tableUrl !== tableUrl) {
      panel.appendChild(el("p", { class: "message message-error" }, [
        el("a", { href: blocked.tableUrl, text: T.stopped_elsewhere }),
      ]));
    }
    var list = el("ol", { class: "queue-list" });
    here.forEach(function (item) {
      if (item.state === "blocked") { list.appendChild(el("li", {}, [renderStopped(item)])); return; }
      var who = item.summary.map(function (l) { return l[1]; }).slice(0, 3).join(" · ");
      list.appendChild(el("li", { class: "queue-item", "data-number": item.number }, [
        el("strong", { text: fill(T.hand, { number: item.number }) }),
        el("span", { text: " " + who }),
        el("span", { class: "muted small queue-score", text: T.waiting_to_score }),
      ]));
    });
    panel.appendChild(list);
    if (items.length > here.length) {
      panel.appendChild(el("p", { class: "muted small", text: counted(T.elsewhere, items.length - here.length) }));
    }
  }
  function refresh() { return allMine().then(render); }

  // --- sending ------------------------------------------------------------------------
  // The table as the server has it now: the seats and the hands list, so a stopped hand
  // can be compared with what is really saved.
  function swapTable() {
    return fetch(tableUrl, { credentials: "same-origin", cache: "no-store" }).then(function (r) {
      return r.ok && !r.redirected ? r.text() : "";
    }).then(function (html) {
      if (!html) return;
      var fresh = new DOMParser().parseFromString(html, "text/html");
      ["#hands", ".seat-grid", "#play-status"].forEach(function (selector) {
        var now = document.querySelector(selector);
        var next = fresh.querySelector(selector);
        if (now && next) now.replaceWith(document.importNode(next, true));
      });
      // The next hand's number and turn as the server counts them now.
      var turn = fresh.getElementById("table-turn");
      var number = fresh.querySelector('#hand-form [name="number"]');
      if (turn) TURN = JSON.parse(turn.textContent);
      if (number) pageNumber = parseInt(number.value, 10) || pageNumber;
      return refresh();
    }).catch(function () {});
  }

  function freshToken() {
    // The token of the page as it is now (a page from the cache may hold an older one).
    return fetch(tableUrl, { credentials: "same-origin", cache: "no-store" }).then(function (r) {
      if (r.redirected || !r.ok) throw { login: r.redirected || r.status === 403, status: r.status };
      return r.text();
    }).then(function (html) {
      var doc = new DOMParser().parseFromString(html, "text/html");
      var input = doc.querySelector('[name="csrfmiddlewaretoken"]');
      if (!input) throw { login: true };
      return input.value;
    });
  }

  function send(item, token) {
    return Q.post(item.action, item.fields, token, SEND_TIMEOUT_MS, function (r) {
      var type = r.headers.get("Content-Type") || "";
      if (r.status >= 500) return { network: true, status: r.status };
      if (r.redirected) return { login: true };
      if (type.indexOf("application/json") === -1) {
        return { stop: { message: r.status === 403 ? T.forbidden : fill(T.server_error, { status: r.status }) } };
      }
      return r.json().then(function (data) {
        return r.ok && data.status === "saved" ? { saved: data.hand } : { stop: data };
      });
    });
  }

  // The server's table, with the hands just sent (as a save without the queue redirects).
  function showSaved() {
    if (window.location.pathname !== tableUrl) { window.location.assign(tableUrl + "#hands"); return; }
    window.location.hash = "hands";
    window.location.reload();
  }

  // The session ended (expired, no logout): the kept pages of this login go (the worker
  // empties its page cache); the waiting hands stay and are sent after the next log-in.
  function loggedOut() {
    banner.hidden = false;
    banner.textContent = T.login;
    var worker = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (worker) worker.postMessage("forget-pages");
  }

  function retrySoon() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(sync, RETRY_MS);
  }

  function sync() {
    if (syncing) return Promise.resolve();
    var stoppedNow = false;
    return allMine().then(function (items) {
      if (!items.length || items[0].state === "blocked" || !navigator.onLine) return render(items);
      syncing = true;
      render(items);
      return freshToken().then(function (token) {
        function next(i) {
          if (i >= items.length) return null;
          var item = items[i];
          return send(item, token).then(function (outcome) {
            if (outcome.saved) {
              savedHere += 1;
              return remove(item.seq).then(function () { return next(i + 1); });
            }
            if (outcome.network) { retrySoon(); return null; }
            if (outcome.login) { loggedOut(); return "login"; }
            item.state = "blocked";
            item.problem = outcome.stop;
            stoppedNow = true;
            return put(item);
          });
        }
        return next(0);
      }, function (failure) {
        if (failure && failure.login) { loggedOut(); return "login"; }
        retrySoon();
        return null;
      });
    }).then(function (outcome) {
      syncing = false;
      return allMine().then(function (items) {
        if (outcome !== "login") render(items);
        if (stoppedNow) swapTable();
        if (!items.length && savedHere && !dirty && editing === null && navigator.onLine) {
          showSaved();
        }
      });
    }, function () { syncing = false; retrySoon(); });
  }

  // --- the scorekeeper's choices at a stopped hand -------------------------------------
  function discard(item) {
    if (!window.confirm(T.discard_confirm)) return;
    remove(item.seq).then(refresh).then(sync);
  }
  function saveAsNext(item) {
    // Renumber this hand and the ones after it at this table; a new number is a new save,
    // so each gets a new key (none of them reached the server: the queue stopped here).
    allMine().then(function (items) {
      var shift = item.problem.next_number - item.number;
      var later = items.filter(function (h) { return h.tableUrl === item.tableUrl && h.seq >= item.seq; });
      return Promise.all(later.map(function (h) {
        h.number += shift;
        h.fields = setField(setField(h.fields, "number", h.number), "idempotency_key", newKey());
        h.state = "waiting";
        delete h.problem;
        return put(h);
      }));
    }).then(refresh).then(sync);
  }
  function fillForm(fields) {
    form.reset();
    fields.forEach(function (f) {
      var name = f[0], value = f[1];
      if (name === "csrfmiddlewaretoken" || name === "idempotency_key") return;
      Array.prototype.forEach.call(form.querySelectorAll('[name="' + name + '"]'), function (input) {
        if (input.type === "radio" || input.type === "checkbox") {
          if (input.value === value) input.checked = true;
        } else {
          input.value = value;
        }
        input.dispatchEvent(new Event("change", { bubbles: true }));
      });
    });
  }
  function correct(item) {
    editing = item.seq;
    fillForm(item.fields);
    numberInput.value = item.number;
    refresh();
    section.scrollIntoView();
  }

  // --- entering a hand ---------------------------------------------------------------
  form.addEventListener("input", function () { dirty = true; });
  form.addEventListener("change", function () { dirty = true; });
  form.addEventListener("submit", function (event) {
    if (event.submitter && event.submitter.getAttribute("formaction")) return; // no-JS preview
    if (queue.failed) return; // the form posts itself, with the key the server put in it
    event.preventDefault();
    if (submitting) return; // a second tap while the first save is on its way
    var fields = setField(formFields(), "idempotency_key", newKey());
    var summary = describe();
    var now = editing === null && navigator.onLine && queuedCount === 0 && !syncing;
    var queued;
    if (!now) clearForm(); // at once: the next hand may be typed while this one is stored
    queuedCount += 1;
    if (editing !== null) {
      var seq = editing;
      editing = null;
      queued = queue.get(seq).then(function (item) {
        item.fields = setField(fields, "number", item.number);
        item.summary = summary;
        item.state = "waiting";
        delete item.problem;
        return put(item);
      });
    } else {
      var item = {
        user: user, tableUrl: tableUrl, action: form.action, number: parseInt(numberInput.value, 10),
        fields: fields, summary: summary, state: "waiting", created: new Date().toISOString(),
      };
      queued = put(item).then(function (seq) { item.seq = seq; });
    }
    submitting = now;
    if (now) saving(true);
    queued.then(function () {
      return now ? sendNow(item) : refresh().then(sync);
    }, function () {
      // The device would not store it (storage full, refused): post it as a plain form.
      fillForm(fields);
      HTMLFormElement.prototype.submit.call(form);
    }).finally(function () {
      submitting = false;
      saving(false);
    });
  });

  function saving(on) {
    Q.saving(form.querySelector(".sticky-actions button[type=submit]"), on, T.saving);
  }

  function clearForm() {
    form.reset();
    restoreMode();
    // The form's sections follow its result and mode (tile_picker.js reads these on change;
    // a change event here would also ask the server for a preview of the empty form).
    ["kind", "mode"].forEach(function (name) {
      var checked = form.querySelector('[name="' + name + '"]:checked');
      if (checked) form.dataset[name] = checked.value;
    });
    dirty = false;
    var preview = document.getElementById("preview");
    if (preview) preview.textContent = "";
  }

  // Online with nothing waiting: the hand is sent at once (it is in the queue all the same,
  // so a lost answer keeps it and it is sent again with the same key). A refusal is shown as
  // a save without the queue shows it: the same fields and key are posted as a plain form,
  // and the server's page puts each error next to its field (nothing was saved: no key
  // was used).
  function sendNow(item) {
    syncing = true;
    return send(item, form.querySelector('[name="csrfmiddlewaretoken"]').value).then(function (outcome) {
      syncing = false;
      if (outcome.saved) {
        savedHere += 1;
        dirty = false;
        return remove(item.seq).then(showSaved);
      }
      if (outcome.stop && outcome.stop.form_html) {
        // the hand itself was refused: nothing was saved, the form comes back with its errors
        return remove(item.seq).then(function () {
          showRefused(outcome.stop.form_html);
          return refresh();
        });
      }
      if (outcome.stop) {
        // not the hand's fault (saved first elsewhere, the round closed, no access): the
        // queue stops at it and the scorekeeper chooses, as with a hand sent later
        item.state = "blocked";
        item.problem = outcome.stop;
        return put(item).then(refresh).then(swapTable);
      }
      clearForm();
      if (outcome.login) { loggedOut(); return null; }
      retrySoon();
      return refresh();
    });
  }

  // The form as the server shows a refused hand: its fields as sent, each error beside its
  // field, in place of the form's contents (the form element, its listeners and htmx stay).
  function showRefused(html) {
    if (!Q.replaceForm(form, html)) return;
    numberInput = form.querySelector('[name="number"]');
    dirty = true;
    form.dispatchEvent(new CustomEvent("hand-form:replaced"));
  }

  // Offline, the preview cannot reach the server: say the hand waits to be scored.
  function waitingToScore() {
    var preview = document.getElementById("preview");
    if (preview) {
      preview.textContent = "";
      preview.appendChild(el("p", { class: "muted queue-score", text: T.waiting_to_score }));
    }
  }
  document.body.addEventListener("htmx:beforeRequest", function (event) {
    if (!navigator.onLine && event.detail.elt === form) { event.preventDefault(); waitingToScore(); }
  });
  document.body.addEventListener("htmx:sendError", function (event) {
    if (event.detail.elt === form) waitingToScore();
  });

  // The header follows the table live (live.js swaps #table-head after a save on another
  // device): an untouched form with nothing waiting moves on with it to the next hand, its
  // number and who holds which wind; a form being filled in keeps its hand (saving it then
  // meets the other device's hand and stops, as above).
  document.addEventListener("live:swapped", function (event) {
    if (event.target.id !== "table-head" || dirty) return;
    var status = document.getElementById("play-status");
    var turn = document.getElementById("table-turn-now");
    var next = status && parseInt(status.getAttribute("data-next-number"), 10);
    if (editing === null && !syncing && queuedCount === 0 && next) {
      pageNumber = next;
      if (turn) TURN = JSON.parse(turn.textContent);
    }
    refresh();
  });

  window.addEventListener("online", sync);
  window.addEventListener("offline", refresh);
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") sync();
  });
  refresh().then(sync);
})();
