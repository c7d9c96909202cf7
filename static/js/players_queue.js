/* The players' page (a table's QR code, signed in with a seat code): the hand a player
 * enters and the Accept / Dispute buttons survive the club room's Wi-Fi as the table
 * page's entry does (static/js/hand_queue.js, docs/acceptance.md).
 *
 * Each save or decision is first kept on the device (IndexedDB: it survives a reload and a
 * closed tab) and then sent in order, with "Accept: application/json", to the views of
 * tournaments/play/views/players_table.py, which answer as the scorekeeper's queue is
 * answered (views/sync.py):
 *   200            stored; off the queue, the next is sent
 *   no answer/5xx  kept, and sent again later with the SAME idempotency key: the server
 *                  answers a repeat with the hand it saved (a decision taken twice finds it
 *                  taken), never a second one
 *   422            the hand itself is refused: sent at once, the form comes back with its
 *                  errors beside the fields; sent later, the queue stops at it
 *   409            saved first on another phone, the round closed: the queue stops at it and
 *                  the player chooses; a hand saved first elsewhere is shown beside theirs
 *                  (send mine as a correction, save it as the next hand, keep the saved one)
 *   403            signed out: kept, and sent once the player signs in again
 * The texts are the table page's (a JSON data block, #queue-strings), in the page's language.
 * The store, the post and the banner's parts are the table page's too (device_queue.js).
 */
(function () {
  "use strict";

  var banner = document.querySelector("[data-players-queue]");
  var dataBlock = document.getElementById("queue-strings");
  if (!banner || !dataBlock || !window.indexedDB || !window.fetch || !window.clubsiteQueue) return;

  var T = JSON.parse(dataBlock.textContent);
  var pageUrl = banner.getAttribute("data-page-url");
  var RETRY_MS = 4000;
  var SEND_TIMEOUT_MS = 20000;
  var syncing = false;
  var sentHere = 0;
  var dirty = false;
  var retryTimer = null;

  var Q = window.clubsiteQueue;
  var fill = Q.fill, counted = Q.counted, el = Q.el, button = Q.button;
  var newKey = Q.newKey, setField = Q.setField;

  // --- the store: what this page's table waits to send, in the order it was done ---------
  var queue = Q.openQueue("clubsite-players-queue", "posts");
  function waitingHere() {
    return queue.all().then(function (items) {
      return items.filter(function (i) { return i.page === pageUrl; });
    });
  }
  var put = queue.put, remove = queue.remove;

  // --- the page ----------------------------------------------------------------------------
  function entryForm() { return document.querySelector("#entry form.hand-form"); }

  function render(items) {
    banner.textContent = "";
    var line = "";
    if (!navigator.onLine) line = items.length ? counted(T.offline, items.length) : T.offline_none;
    else if (items.length && syncing) line = counted(T.sending, items.length);
    else if (items.length) line = counted(T.waiting, items.length);
    else if (sentHere) line = T.sent;
    if (line) banner.appendChild(el("span", { text: line }));
    var first = items[0];
    if (first && first.problem) banner.appendChild(renderStopped(first));
    banner.hidden = !banner.childNodes.length;
    banner.classList.toggle("is-offline", !navigator.onLine);
    markDecisions(items);
    showNumber(items);
  }
  function refresh() { return waitingHere().then(render); }

  // The queue stopped at this item. A hand another phone saved first (409 with the
  // server's version) is shown beside the player's, with the choices: send mine as a
  // correction (the referee decides), save it as the next hand, keep the saved one.
  function renderStopped(item) {
    var problem = item.problem;
    var conflict = item.kind === "hand" && problem.status === "conflict" && !!problem.current;
    return el("div", { class: "queue-stopped", role: "alert" }, [
      el("strong", { text: fill(T.stopped, { number: item.number }) }),
      el("p", { class: "message message-error", text: problem.message || "" }),
      conflict ? Q.compare(item.summary, problem.current, T, [T.mine, T.saved]) : null,
      conflict ? el("p", { class: "small", text: T.what_to_do_player }) : null,
      el("div", { class: "queue-actions" }, [
        conflict ? button(T.send_correction, "", function () { sendCorrection(item); }) : null,
        item.kind === "hand" && problem.next_number
          ? button(T.save_next, conflict ? "button-secondary" : "", function () { saveAsNext(item); }) : null,
        item.state === "blocked"
          ? button(conflict ? T.keep_saved : T.discard, "button-secondary", function () { discard(item); }) : null,
      ]),
    ]);
  }

  // A decision waiting on the device: its buttons are not offered a second time.
  function markDecisions(items) {
    var waiting = {};
    items.forEach(function (i) { if (i.kind === "decide") waiting[i.number] = true; });
    document.querySelectorAll(".acceptance-row[data-hand]").forEach(function (row) {
      var held = !!waiting[row.getAttribute("data-hand")];
      row.querySelectorAll("button").forEach(function (b) { b.disabled = held; });
      row.classList.toggle("is-queued", held);
    });
  }

  // The number of the hand being entered: one on from the hands waiting here.
  function showNumber(items) {
    var form = entryForm();
    if (!form) return;
    var input = form.querySelector('[name="number"]');
    if (!input.hasAttribute("data-page-number")) input.setAttribute("data-page-number", input.value);
    var number = parseInt(input.getAttribute("data-page-number"), 10) || 1;
    items.forEach(function (i) { if (i.kind === "hand") number = Math.max(number, i.number + 1); });
    input.value = number;
    var heading = document.querySelector("#entry h2");
    if (heading) heading.textContent = fill(T.enter_hand, { number: number });
  }

  // --- sending -----------------------------------------------------------------------------
  function token() {
    var input = document.querySelector('[name="csrfmiddlewaretoken"]');
    return input ? input.value : "";
  }

  function send(item, action, fields) {
    return Q.post(action || item.action, fields || item.fields, token(), SEND_TIMEOUT_MS, function (r) {
      if (r.status >= 500) return { network: true };
      var type = r.headers.get("Content-Type") || "";
      if (type.indexOf("application/json") === -1) {
        return { stop: { message: fill(T.server_error, { status: r.status }) }, later: true };
      }
      return r.json().then(function (data) {
        if (r.ok && data.status === "saved") return { saved: true };
        return { stop: data, later: r.status === 403 };
      });
    });
  }

  // The queue stopped at a hand: the table's hands as the server has them now, below the
  // two versions (live.js missed them while the phone was offline).
  function showServerTable() {
    if (window.clubsiteLive && window.clubsiteLive.refresh) window.clubsiteLive.refresh();
  }

  function retrySoon() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(sync, RETRY_MS);
  }

  // The stored page, with what was sent (the next hand's number, a new key, the messages).
  function showSent() {
    var form = entryForm();
    if (dirty && form) return;
    if (window.location.pathname !== pageUrl) { window.location.assign(pageUrl + "#acceptance"); return; }
    window.location.hash = "acceptance";
    window.location.reload();
  }

  function sync() {
    if (syncing) return Promise.resolve();
    return waitingHere().then(function (items) {
      if (!items.length || items[0].state === "blocked" || !navigator.onLine) return render(items);
      syncing = true;
      render(items);
      var sent = 0;
      function next(i) {
        if (i >= items.length) return null;
        var item = items[i];
        return send(item).then(function (outcome) {
          if (outcome.saved) {
            sent += 1;
            sentHere += 1;
            return remove(item.seq).then(function () { return next(i + 1); });
          }
          if (outcome.network) { retrySoon(); return null; }
          item.problem = outcome.stop;
          if (!outcome.later) item.state = "blocked";
          return put(item).then(showServerTable);
        });
      }
      return next(0).then(function () {
        syncing = false;
        return waitingHere().then(function (left) {
          render(left);
          if (sent && !left.length && navigator.onLine) showSent();
        });
      });
    }).catch(function () { syncing = false; retrySoon(); });
  }

  function discard(item) {
    if (!window.confirm(T.discard_confirm)) return;
    remove(item.seq).then(refresh).then(sync);
  }
  // The player's version of a hand saved first elsewhere goes to the referee as a
  // correction (players_table.table_link_hand_correction); the saved hand stays as it is.
  function sendCorrection(item) {
    var fields = setField(item.fields, "correct_number", item.number);
    send(item, banner.getAttribute("data-correction-url"), fields).then(function (outcome) {
      if (outcome.saved) {
        return remove(item.seq).then(waitingHere).then(function (left) {
          if (left.length) return refresh().then(sync);
          showSent();
          return null;
        });
      }
      if (outcome.stop) item.problem.message = outcome.stop.message || "";
      else item.problem.message = T.offline_none;
      return put(item).then(refresh);
    });
  }
  function saveAsNext(item) {
    // a new number is a new save: a new key for it and for the hands after it
    waitingHere().then(function (items) {
      var shift = item.problem.next_number - item.number;
      return Promise.all(items.filter(function (i) {
        return i.kind === "hand" && i.seq >= item.seq;
      }).map(function (i) {
        i.number += shift;
        i.fields = setField(setField(i.fields, "number", i.number), "idempotency_key", newKey());
        i.state = "waiting";
        delete i.problem;
        return put(i);
      }));
    }).then(refresh).then(sync);
  }

  // --- a save or a decision: kept first, then sent ----------------------------------------
  function showRefused(form, html) {
    if (Q.replaceForm(form, html)) form.dispatchEvent(new CustomEvent("hand-form:replaced"));
  }

  document.addEventListener("input", function (e) { if (e.target.closest("#entry")) dirty = true; });
  document.addEventListener("submit", function (event) {
    var form = event.target;
    var hand = form === entryForm();
    var decision = form.hasAttribute("data-decision");
    if ((!hand && !decision) || queue.failed) return; // no store here: the form posts itself
    if (event.submitter && event.submitter.getAttribute("formaction")) return; // no-JS preview
    event.preventDefault();
    if (form.dataset.sending) return; // a second tap while the first is on its way
    var fields = Q.formFields(form);
    var item = {
      page: pageUrl, action: form.action, kind: hand ? "hand" : "decide",
      number: parseInt(hand ? form.querySelector('[name="number"]').value : form.getAttribute("data-decision"), 10),
      fields: hand ? setField(fields, "idempotency_key", newKey()) : fields,
      summary: hand ? Q.describe(form) : null, // shown beside the server's version if refused
      state: "waiting", created: new Date().toISOString(),
    };
    form.dataset.sending = "1";
    var button = event.submitter || form.querySelector("button[type=submit]");
    Q.saving(button, true, T.saving);
    waitingHere().then(function (before) {
      var now = navigator.onLine && !before.length && !syncing;
      return put(item).then(function (seq) {
        item.seq = seq;
        if (!now) {
          if (hand) { form.reset(); dirty = false; }
          return refresh().then(sync);
        }
        syncing = true;
        return send(item).then(function (outcome) {
          syncing = false;
          if (outcome.saved) { sentHere += 1; dirty = false; return remove(seq).then(showSent); }
          if (outcome.stop && outcome.stop.form_html && hand) {
            // the hand itself was refused (nothing stored): its errors beside its fields
            return remove(seq).then(function () { showRefused(form, outcome.stop.form_html); return refresh(); });
          }
          if (hand) { form.reset(); dirty = false; }
          if (outcome.stop) {
            item.problem = outcome.stop;
            if (!outcome.later) item.state = "blocked";
            return put(item).then(refresh).then(showServerTable);
          }
          retrySoon();
          return refresh();
        });
      });
    }, function () {
      HTMLFormElement.prototype.submit.call(form); // the device would not keep it: a plain post
    }).finally(function () {
      delete form.dataset.sending;
      Q.saving(button, false);
    });
  });

  // The header follows the table live (live.js swaps #live): after a hand saved on another
  // phone an untouched entry form with nothing waiting here is fetched anew (the next
  // number, a new key, the players by their winds now).
  document.addEventListener("live:swapped", function (event) {
    refresh().then(function () {
      var form = entryForm();
      var status = event.target.querySelector("#play-status");
      var input = form && form.querySelector('[name="number"]');
      if (!status || !input || dirty || syncing) return;
      return waitingHere().then(function (items) {
        if (!items.length && status.getAttribute("data-next-number") !== input.value) {
          window.location.reload();
        }
      });
    });
  });
  window.addEventListener("online", sync);
  window.addEventListener("offline", refresh);
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") sync();
  });
  refresh().then(sync);
})();
