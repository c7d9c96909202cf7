/* Every page: the service worker (templates/offline/sw.js, served at /sw.js) and the
 * "no connection" notice (issue 19).
 *
 * - Registers the worker (scope: the whole site) where the browser has one.
 * - Another login on this device (or none) empties the worker's page cache: a table page
 *   kept for one scorekeeper is never shown to the next.
 * - Offline, a page that needs the server says so at the top (the table page has its own
 *   banner, static/js/hand_queue.js); the "no connection" page and the app's start page
 *   (/tables/) list the table pages this device keeps.
 */
(function () {
  "use strict";

  var meta = function (name) {
    var node = document.querySelector('meta[name="' + name + '"]');
    return node ? node.getAttribute("content") : "";
  };
  var PAGES_CACHE = "clubsite-pages";

  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {});
  }

  // A page from the network names its login; when it changed, forget the kept pages.
  try {
    var named = document.querySelector('meta[name="clubsite-user"]'); // not on the kept shells
    var user = meta("clubsite-user");
    if (named && navigator.onLine && window.localStorage &&
        localStorage.getItem("clubsite-user") !== user) {
      localStorage.setItem("clubsite-user", user);
      if (navigator.serviceWorker && navigator.serviceWorker.controller) {
        navigator.serviceWorker.controller.postMessage("forget-pages");
      }
    }
  } catch (e) { /* storage blocked: the worker's logout rule still holds */ }

  function notice() {
    // The table page says it itself; the start and no-connection pages work offline.
    if (document.getElementById("offline-banner") || document.querySelector("[data-offline-tables]")) return;
    var existing = document.getElementById("offline-notice");
    if (navigator.onLine) { if (existing) existing.remove(); return; }
    if (existing) return;
    var p = document.createElement("p");
    p.id = "offline-notice";
    p.className = "message message-warning offline-notice";
    p.setAttribute("role", "status");
    p.textContent = meta("clubsite-offline");
    var main = document.getElementById("main");
    if (main) main.insertBefore(p, main.firstChild);
  }
  window.addEventListener("offline", notice);
  window.addEventListener("online", notice);
  document.addEventListener("DOMContentLoaded", notice);

  // The "no connection" page: the table pages this device keeps.
  document.addEventListener("DOMContentLoaded", function () {
    var list = document.querySelector("[data-offline-tables]");
    if (!list || !window.caches) return;
    caches.open(PAGES_CACHE).then(function (cache) {
      return cache.keys().then(function (keys) {
        var tables = keys.filter(function (r) { return /\/table\/\d+\/$/.test(new URL(r.url).pathname); });
        return Promise.all(tables.map(function (request) {
          return cache.match(request).then(function (r) { return r.text(); }).then(function (html) {
            var title = new DOMParser().parseFromString(html, "text/html").title;
            return { path: new URL(request.url).pathname, title: title.replace(/ · Clubsite$/, "") };
          });
        }));
      });
    }).then(function (tables) {
      tables.sort(function (a, b) { return a.title.localeCompare(b.title); });
      tables.forEach(function (table) {
        var li = document.createElement("li");
        var a = document.createElement("a");
        a.href = table.path;
        a.textContent = table.title;
        li.appendChild(a);
        list.appendChild(li);
      });
      if (tables.length) document.getElementById("offline-tables").hidden = false;
      var empty = document.querySelector("[data-offline-tables-empty]");
      if (empty) empty.hidden = tables.length > 0;
    });
  });
})();
