// The round clock and the big screen's pages, without inline scripts (the CSP allows
// scripts from this site only).
//
// A clock element carries the server's time when the page was made (data-now, seconds)
// and the end of the round (data-ends): the countdown is the server's time plus the
// seconds since this page arrived, so a phone whose own clock is wrong still counts
// right. Without JavaScript the element shows the remaining time at page load and the
// end time. htmx swaps in new elements with a fresh server time; they are picked up on
// the next tick.
//
// An element with data-pages shows one of its [data-page] children at a time and turns
// to the next every data-page-seconds (no mouse needed on a projector); the page shown
// survives the screen's periodic refresh.
(function () {
  "use strict";
  var pageIndex = 0;
  var lastTurn = Date.now();

  function pad(n) {
    return (n < 10 ? "0" : "") + n;
  }

  function format(seconds) {
    var h = Math.floor(seconds / 3600);
    var m = Math.floor((seconds % 3600) / 60);
    var s = seconds % 60;
    return h ? h + ":" + pad(m) + ":" + pad(s) : pad(m) + ":" + pad(s);
  }

  function tickClocks() {
    var clocks = document.querySelectorAll("[data-clock]");
    for (var i = 0; i < clocks.length; i++) {
      var el = clocks[i];
      if (!el.dataset.offset) {
        // server time minus this device's time, fixed when the element first appears
        el.dataset.offset = String(Number(el.dataset.now) * 1000 - Date.now());
      }
      var serverNow = Date.now() + Number(el.dataset.offset);
      var left = Math.max(0, Math.ceil((Number(el.dataset.ends) * 1000 - serverNow) / 1000));
      var out = el.querySelector("[data-clock-time]");
      if (left <= 0) {
        el.classList.add("is-up");
        if (out) out.textContent = el.dataset.upText;
      } else {
        el.classList.remove("is-up");
        el.classList.toggle("is-ending", left <= 300);
        if (out) out.textContent = format(left);
      }
    }
  }

  function showPages() {
    var books = document.querySelectorAll("[data-pages]");
    for (var b = 0; b < books.length; b++) {
      var book = books[b];
      var pages = book.querySelectorAll("[data-page]");
      if (!pages.length) continue;
      var seconds = Number(book.dataset.pageSeconds) || 12;
      if (Date.now() - lastTurn >= seconds * 1000) {
        pageIndex += 1;
        lastTurn = Date.now();
      }
      var shown = pageIndex % pages.length;
      for (var p = 0; p < pages.length; p++) {
        pages[p].hidden = p !== shown;
      }
      var counter = book.querySelector("[data-page-counter]");
      if (counter) counter.textContent = (shown + 1) + " / " + pages.length;
    }
  }

  function tick() {
    tickClocks();
    showPages();
  }

  document.addEventListener("DOMContentLoaded", tick);
  document.addEventListener("htmx:afterSwap", tick);
  document.addEventListener("live:swapped", tick);  // the live stream's swap (live.js)
  setInterval(tick, 1000);
})();
