/* What the two queues on a phone share: the scorekeeper's table page (hand_queue.js) and
 * the players' page (players_queue.js) keep each save on the device first and send it
 * later, in order. Both keep their items in an IndexedDB store of their own (their own
 * database name, so what waits on a phone from before stays there), post them the same way
 * and build their banners from the same small parts. The service worker keeps this file
 * for offline use with the table page's other scripts (tournaments/play/views/offline.py);
 * each page loads it before its queue (both are deferred, so they run in that order).
 */
(function () {
  "use strict";

  // "%(name)s" in a translated text, as Django's Python format writes it.
  function fill(text, values) {
    return text.replace(/%\((\w+)\)s/g, function (_m, name) { return values[name]; });
  }
  function counted(forms, count) {
    return fill(count === 1 ? forms.one : forms.other, { count: count });
  }
  // An element with attributes ("text" sets its text) and children (a null one is skipped).
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }
  function button(text, cls, onClick) {
    var b = el("button", { type: "button", class: "button " + cls, text: text });
    b.addEventListener("click", onClick);
    return b;
  }
  // A save's idempotency key: a version 4 UUID.
  function newKey() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40; b[8] = (b[8] & 0x3f) | 0x80;
    var h = Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); });
    return [h.slice(0, 4), h.slice(4, 6), h.slice(6, 8), h.slice(8, 10), h.slice(10)]
      .map(function (part) { return part.join(""); }).join("-");
  }
  // A form's fields are kept as [name, value] pairs; this one set to a value.
  function setField(fields, name, value) {
    return fields.filter(function (f) { return f[0] !== name; }).concat([[name, String(value)]]);
  }
  function formFields(form) {
    var fields = [];
    new FormData(form).forEach(function (value, name) { fields.push([name, String(value)]); });
    return fields;
  }

  // One object store, in the order things were done (seq, counted up by the store). The
  // store says `failed` once IndexedDB refused it (a private window may): the page's forms
  // then post themselves.
  function openQueue(database, storeName) {
    var queue = { failed: false };
    var ready = new Promise(function (resolve, reject) {
      var open = indexedDB.open(database, 1);
      open.onupgradeneeded = function () {
        open.result.createObjectStore(storeName, { keyPath: "seq", autoIncrement: true });
      };
      open.onsuccess = function () { resolve(open.result); };
      open.onerror = function () { reject(open.error); };
    });
    ready.catch(function () { queue.failed = true; });
    function run(mode, work) {
      return ready.then(function (db) {
        return new Promise(function (resolve, reject) {
          var tx = db.transaction(storeName, mode);
          var result = work(tx.objectStore(storeName));
          tx.oncomplete = function () { resolve(result && "result" in result ? result.result : undefined); };
          tx.onerror = function () { reject(tx.error); };
          // a transaction the browser gave up (storage full, the device's database closed):
          // its promise settles, or a save would wait for it for ever
          tx.onabort = function () { reject(tx.error || new Error("transaction aborted")); };
        });
      });
    }
    queue.run = run;
    queue.get = function (seq) { return run("readonly", function (s) { return s.get(seq); }); };
    // Every item kept, the earliest first.
    queue.all = function () {
      return run("readonly", function (s) { return s.getAll(); }).then(function (items) {
        return items.sort(function (a, b) { return a.seq - b.seq; });
      });
    };
    queue.put = function (item) { return run("readwrite", function (s) { return s.put(item); }); };
    queue.remove = function (seq) { return run("readwrite", function (s) { return s.delete(seq); }); };
    return queue;
  }

  // A kept save posted as the server expects it from a queue: the fields with the page's
  // CSRF token, "Accept: application/json", given up after timeoutMs (then it is sent again
  // later with the same key). `read` turns the answer into the queue's outcome; no answer
  // at all is { network: true }, and so is an answer that cannot be read (cut off on its
  // way, or a proxy's page where the server's JSON should be): the save may have been
  // stored, and sending it again with its key stores it once.
  function post(action, fields, token, timeoutMs, read) {
    var body = new URLSearchParams();
    setField(fields, "csrfmiddlewaretoken", token).forEach(function (f) { body.append(f[0], f[1]); });
    var controller = window.AbortController ? new AbortController() : null;
    var timer = controller && setTimeout(function () { controller.abort(); }, timeoutMs);
    return fetch(action, {
      method: "POST",
      body: body,
      credentials: "same-origin",
      headers: { Accept: "application/json", "X-CSRFToken": token },
      signal: controller && controller.signal,
    }).then(read).catch(function () {
      return { network: true };
    }).finally(function () { if (timer) clearTimeout(timer); });
  }

  // --- previews that would speak over a refusal ---------------------------------------
  // The hand form asks the server for a preview as it is filled in (htmx, after a delay,
  // one at a time); its messages are swapped in beside the fields. Two answers would
  // replace a refused save's messages with others: a preview asked before the form was
  // sent or before the refusal took its place (it answers for fields no longer there),
  // and a preview of the very contents the server has just refused (set off by the
  // replaced fields, not by the scorekeeper): the refusal already says all about those.
  // Both are dropped; a preview of anything typed since answers as usual.
  function formAge(form) { return form.clubsitePreviewAge || 0; }
  function previewsOutdated(form) { form.clubsitePreviewAge = formAge(form) + 1; }
  function contents(form) {
    var fields = [];
    Array.prototype.forEach.call(form.elements, function (f) {
      if (!f.name || f.name === "csrfmiddlewaretoken") return; // (shown or not: values only)
      if ((f.type === "radio" || f.type === "checkbox") && !f.checked) return;
      fields.push(f.name + "=" + f.value);
    });
    return fields.join("&");
  }
  function isHandForm(elt) { return !!(elt && elt.classList && elt.classList.contains("hand-form")); }
  document.addEventListener("htmx:beforeRequest", function (event) {
    var form = event.detail.elt;
    if (!isHandForm(form)) return;
    event.detail.xhr.clubsitePreviewAge = formAge(form);
    event.detail.xhr.clubsiteContents = contents(form);
  });
  // (before any of the answer is handled: its target, #preview, may have gone with the old
  // fields, so a swap's own events would not reach the page; its messages would, out of band)
  document.addEventListener("htmx:beforeOnLoad", function (event) {
    var form = event.detail.elt, xhr = event.detail.xhr;
    if (!isHandForm(form) || xhr.clubsitePreviewAge === undefined) return;
    if (xhr.clubsitePreviewAge !== formAge(form)) { event.preventDefault(); return; }
    if (form.clubsiteRefused === undefined) return;
    if (xhr.clubsiteContents === form.clubsiteRefused) { event.preventDefault(); return; }
    delete form.clubsiteRefused; // changed since: this preview's messages stand
  });
  document.addEventListener("submit", function (event) {
    if (isHandForm(event.target)) previewsOutdated(event.target);
  }, true);

  // The form as the server shows a refused hand (its fields as sent, each error beside its
  // field) in place of the form's contents: the form element, its listeners and htmx stay.
  function replaceForm(form, html) {
    var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("form.hand-form");
    if (!fresh) return false;
    // A parsed document runs no scripts, so its <noscript> holds real elements: the score
    // button for browsers without scripts, which would become the form's first submit
    // button (Enter in a field would open that page instead of saving). Not brought over.
    Array.prototype.forEach.call(fresh.querySelectorAll("noscript"), function (n) { n.remove(); });
    previewsOutdated(form);
    form.textContent = "";
    Array.prototype.forEach.call(fresh.childNodes, function (node) {
      form.appendChild(document.importNode(node, true));
    });
    form.dataset.kind = fresh.dataset.kind || "win";
    form.dataset.mode = fresh.dataset.mode || "tiles";
    form.clubsiteRefused = contents(form);
    return true;
  }

  // --- two versions of a stopped hand, side by side (both pages) ----------------------
  // What a hand form holds, as the page labels it: [label, value] per field filled in
  // (the fields hidden by the form's mode left out). Kept with a queued hand, to show it
  // beside the server's version when the server refuses it (views/sync.entry_lines says
  // the same of a form posted without JavaScript).
  function labelFor(form, field) {
    var label = field.id && form.querySelector('label[for="' + field.id + '"]');
    if (label) return label.textContent.trim();
    var legend = field.closest("fieldset") && field.closest("fieldset").querySelector("legend");
    return legend ? legend.textContent.trim() : field.name;
  }
  function describe(form) {
    var lines = [];
    Array.prototype.forEach.call(form.elements, function (f) {
      if (!f.name || f.type === "hidden" || f.disabled || f.closest("[hidden]")) return;
      if (f.offsetParent === null && f.type !== "radio") return; // hidden by the form's mode
      var value = "";
      if (f.type === "radio" || f.type === "checkbox") {
        if (!f.checked) return;
        value = f.closest("label") ? f.closest("label").textContent.trim() : f.value;
      } else if (f.tagName === "SELECT") {
        value = f.value ? f.options[f.selectedIndex].textContent.trim() : "";
      } else {
        value = f.value.trim();
      }
      if (value) lines.push([labelFor(form, f), value]);
    });
    return lines;
  }
  function versionList(lines) {
    return el("dl", { class: "queue-version" }, (lines || []).reduce(function (out, line) {
      out.push(el("dt", { text: line[0] }), el("dd", { text: line[1] }));
      return out;
    }, []));
  }
  // The server's version (views/sync.hand_json), or T.none_there when it has none.
  function serverVersion(hand, T) {
    if (!hand) return el("p", { class: "muted", text: T.none_there });
    return el("div", {}, [
      el("p", { text: fill(T.hand, { number: hand.number }) + ": " + hand.summary }),
      versionList(hand.players.map(function (p) {
        return [p.name, (p.settlement > 0 ? "+" : "") + p.settlement +
          (p.points ? " (" + p.points + ")" : "")];
      })),
    ]);
  }
  // Both versions under their headings (the page's words for "mine" and "the server's").
  function compare(mine, hand, T, headings) {
    return el("div", { class: "queue-compare" }, [
      el("section", { class: "conflict-mine" }, [el("h4", { text: headings[0] }), versionList(mine)]),
      el("section", { class: "conflict-saved" }, [el("h4", { text: headings[1] }), serverVersion(hand, T)]),
    ]);
  }

  // While a save is on its way its button says so (``label``: the page's "Saving …"): a
  // second tap does nothing, and the one who tapped sees why. Off again: its own words back.
  function saving(button, on, label) {
    if (!button) return;
    if (on && !button.hasAttribute("aria-busy")) {
      button.dataset.label = button.textContent;
      button.textContent = label;
      button.setAttribute("aria-busy", "true");
    } else if (!on && button.hasAttribute("aria-busy")) {
      button.textContent = button.dataset.label;
      button.removeAttribute("aria-busy");
    }
  }

  window.clubsiteQueue = {
    saving: saving,
    describe: describe,
    versionList: versionList,
    serverVersion: serverVersion,
    compare: compare,
    fill: fill,
    counted: counted,
    el: el,
    button: button,
    newKey: newKey,
    setField: setField,
    formFields: formFields,
    openQueue: openQueue,
    post: post,
    replaceForm: replaceForm,
  };
})();
