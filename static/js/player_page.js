// A player's own page (docs/player-page.md), without inline scripts (the CSP allows
// scripts from this site only).
//
// The part that changes ([data-player-live]) is refreshed by htmx (or the live stream) and
// carries a key of the player's next table and whether its round has started, and the
// sentence that says so (data-notice). When the key changes while the page is open (a new
// seating, a round started) the page says it (a status line read by screen readers) and,
// where the player allowed it, so does the browser's notification.
(function () {
  "use strict";
  var storeKey = "clubsite:player:" + location.pathname;

  function remembered() {
    try {
      return sessionStorage.getItem(storeKey);
    } catch (e) {
      return null;
    }
  }

  function remember(value) {
    try {
      sessionStorage.setItem(storeKey, value);
    } catch (e) {
      /* private mode: only changes seen on this page load are told */
    }
  }

  var last = null;

  function tell(text) {
    var notice = document.getElementById("player-notice");
    if (notice) {
      notice.textContent = text;
      notice.hidden = false;
    }
    if ("Notification" in window && Notification.permission === "granted") {
      try {
        new Notification(document.title, { body: text, tag: storeKey });
      } catch (e) {
        /* Android Chrome wants a service worker for notifications: the line above is enough */
      }
    }
  }

  function check() {
    var live = document.querySelector("[data-player-live]");
    if (!live) return;
    var key = live.dataset.playerLive;
    var before = last !== null ? last : remembered();
    if (before !== null && before !== key && key !== "none" && live.dataset.notice) {
      tell(live.dataset.notice);
    }
    last = key;
    remember(key);
  }

  function offerNotifications() {
    var ask = document.querySelector("[data-notify-ask]");
    if (!ask || !("Notification" in window) || Notification.permission !== "default") return;
    ask.hidden = false;
    ask.querySelector("button").addEventListener("click", function () {
      Notification.requestPermission().then(function () {
        ask.hidden = true;
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    check();
    offerNotifications();
  });
  document.addEventListener("htmx:afterSwap", check);
  document.addEventListener("live:swapped", check);  // the live stream's swap (live.js)
})();
