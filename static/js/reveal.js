// The big screen's reveal of silent rounds (docs/silent-rounds.md), without inline
// scripts (the CSP allows scripts from this site only).
//
// A [data-reveal] section holds the final standings, best first. Without JavaScript they
// all show at once. With it, they appear from the last place up, one every
// data-reveal-pace seconds, the top three three times as slowly; the screen's periodic
// refresh waits until the reveal is over, and a reveal already shown on this screen (the
// same reveal time, kept in sessionStorage) shows at once after a refresh.
(function () {
  "use strict";
  var running = false;

  function key(section) {
    return "clubsite:reveal:" + location.pathname + ":" + section.dataset.reveal;
  }

  function seen(section) {
    try {
      return sessionStorage.getItem(key(section)) === "1";
    } catch (e) {
      return false;
    }
  }

  function remember(section) {
    try {
      sessionStorage.setItem(key(section), "1");
    } catch (e) {
      /* private mode: the reveal plays again after a refresh */
    }
  }

  function play(section) {
    var rows = Array.prototype.slice.call(section.querySelectorAll("[data-reveal-row]"));
    var pace = (Number(section.dataset.revealPace) || 3) * 1000;
    if (!rows.length) return;
    if (seen(section)) {
      // shown on this screen before (a refresh, the live stream's swap): all places at once
      rows.forEach(function (row) {
        row.classList.add("is-revealed");
      });
      return;
    }
    running = true;
    document.body.dataset.revealing = "1";
    document.body.dataset.liveHold = "1"; // live.js swaps nothing until the last place
    rows.forEach(function (row) {
      row.classList.add("is-hidden");
    });
    var index = rows.length - 1;
    function next() {
      var row = rows[index];
      row.classList.remove("is-hidden");
      row.classList.add("is-revealed");
      if (row.scrollIntoView) row.scrollIntoView({ block: "center", behavior: "smooth" });
      index -= 1;
      if (index < 0) {
        running = false;
        delete document.body.dataset.revealing;
        delete document.body.dataset.liveHold;
        remember(section);
        return;
      }
      var podium = Number(rows[index].dataset.rank) <= 3;
      setTimeout(next, podium ? pace * 3 : pace);
    }
    setTimeout(next, pace);
  }

  function start() {
    if (running) return;
    var section = document.querySelector("[data-reveal]");
    if (section) play(section);
  }

  // the screen refreshes itself (htmx): not while places are still coming
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (running) event.preventDefault();
  });
  document.addEventListener("DOMContentLoaded", start);
  document.addEventListener("htmx:afterSwap", start);
  document.addEventListener("live:swapped", start);  // the live stream's swap (live.js)
})();
