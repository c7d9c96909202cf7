// The live pages (docs/live.md): one contract for every page.
//
//   <div data-live-topic="event-3" data-live-url="/events/x/standings/">…</div>
//
// An element with data-live-topic and data-live-url is fetched again (its url, with the
// HX-Request header, so a view answers its fragment) and its innerHTML replaced when the
// server announces that topic; messages close together cause one fetch (debounced).
// Optional: data-live-grant (a page open without a login: the server's signed permission
// for that topic) and data-live-poll (seconds between fetches while the stream cannot be
// used; the site's LIVE_POLL_SECONDS, the script's data-poll, is the longest).
//
// One EventSource per page, for all its topics (the script's data-stream: the stream's
// url). The browser reconnects by itself and sends the last id it saw, so the server
// replays what the page missed; "refresh" (the server's backlog did not reach back) fetches
// every element. While the stream is not open (blocked by a proxy, a server without ASGI,
// a reconnect taking long) the elements are polled, as before the stream existed.
// <html data-live-state> says which: "open", "polling" (tests and curious eyes).
(function () {
  "use strict";
  var script = document.currentScript;
  var streamUrl = (script && script.dataset.stream) || "/live/stream/";
  // the site's LIVE_POLL_SECONDS (the script's data-poll): a page polls at least that often
  var POLL_SECONDS = parseInt((script && script.dataset.poll) || "10", 10) || 10;
  var DEBOUNCE_MS = 150;
  var OPEN_WAIT_MS = 4000; // no open stream after this: poll meanwhile
  var retryClosedMs = 2000; // a refused or failed stream: again after 2 s, 4 s … 60 s
  var source = null;
  var lastId = null;
  var pollTimer = null;
  var openTimer = null;
  var pending = {}; // topic -> debounce timer

  function elements(topic) {
    var all = document.querySelectorAll("[data-live-topic][data-live-url]");
    return Array.prototype.filter.call(all, function (el) {
      return !topic || el.getAttribute("data-live-topic") === topic;
    });
  }

  function setState(state) {
    document.documentElement.setAttribute("data-live-state", state);
  }

  function swap(el, html) {
    // a field being typed in is not replaced under the user's fingers, nor a page that
    // holds its parts for a moment (the big screen's reveal: body[data-live-hold])
    var active = document.activeElement;
    var typing = active && el.contains(active) && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName);
    if (typing || document.body.hasAttribute("data-live-hold")) {
      el.setAttribute("data-live-stale", "1");
      return;
    }
    el.removeAttribute("data-live-stale");
    // the same part again is left as it is: nothing under a finger moves for nothing
    if (html === el._liveHtml) return;
    el.dispatchEvent(new CustomEvent("live:swap", { bubbles: true }));
    el.innerHTML = html;
    el._liveHtml = html;
    if (window.htmx) window.htmx.process(el);
    el.dispatchEvent(new CustomEvent("live:swapped", { bubbles: true }));
  }

  function refetch(el) {
    if (el._liveBusy) {
      el._liveAgain = true; // a message during the fetch: once more after it
      return;
    }
    el._liveBusy = true;
    fetch(el.getAttribute("data-live-url"), {
      headers: { "HX-Request": "true", "X-Live": "1" },
      credentials: "same-origin",
      cache: "no-store",
    })
      .then(function (response) {
        return response.ok ? response.text() : null;
      })
      .then(function (html) {
        if (html !== null) swap(el, html);
      })
      .catch(function () {
        return null; // offline: the next message or poll tries again
      })
      .then(function () {
        el._liveBusy = false;
        if (el._liveAgain) {
          el._liveAgain = false;
          refetch(el);
        }
      });
  }

  function announce(topic) {
    if (pending[topic]) return;
    pending[topic] = setTimeout(function () {
      delete pending[topic];
      elements(topic).forEach(refetch);
    }, DEBOUNCE_MS);
  }

  function refreshAll() {
    elements().forEach(refetch);
  }

  function startPolling() {
    setState("polling");
    if (pollTimer) return;
    var seconds = POLL_SECONDS;
    elements().forEach(function (el) {
      var s = parseInt(el.getAttribute("data-live-poll") || "0", 10);
      if (s > 0 && s < seconds) seconds = s;
    });
    pollTimer = setInterval(refreshAll, seconds * 1000);
  }

  function stopPolling() {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  }

  function topicsQuery() {
    var params = new URLSearchParams();
    var seen = {};
    elements().forEach(function (el) {
      var topic = el.getAttribute("data-live-topic");
      if (seen[topic]) return;
      seen[topic] = true;
      params.append("topic", topic);
      var grant = el.getAttribute("data-live-grant");
      if (grant) params.append("grant", grant);
    });
    if (lastId !== null) params.set("last", lastId);
    return params.toString();
  }

  function connect() {
    if (!window.EventSource || !elements().length) {
      if (elements().length) startPolling();
      return;
    }
    var wasOpen = false;
    source = new EventSource(streamUrl + "?" + topicsQuery());
    clearTimeout(openTimer);
    openTimer = setTimeout(startPolling, OPEN_WAIT_MS);
    source.onopen = function () {
      clearTimeout(openTimer);
      retryClosedMs = 2000;
      var polled = pollTimer !== null;
      stopPolling();
      setState("open");
      // after a fallback to polling the stream's replay covers what came since lastId;
      // without a last id (the first open after polling) fetch once to be sure
      if (polled && lastId === null) refreshAll();
      wasOpen = true;
    };
    source.onmessage = function (event) {
      var message;
      try {
        message = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      if (event.lastEventId) lastId = event.lastEventId;
      announce(message.topic);
    };
    source.addEventListener("refresh", refreshAll);
    source.onerror = function () {
      if (source.readyState === EventSource.CLOSED) {
        // refused or failed for good: poll, and try the stream again later (with the last
        // id seen, so its replay fills the gap)
        source = null;
        startPolling();
        setTimeout(connect, retryClosedMs);
        retryClosedMs = Math.min(retryClosedMs * 2, 60000);
      } else if (wasOpen) {
        // the browser reconnects by itself, with Last-Event-ID; poll if it takes long
        wasOpen = false;
        clearTimeout(openTimer);
        openTimer = setTimeout(startPolling, OPEN_WAIT_MS);
      }
    };
  }

  document.addEventListener("visibilitychange", function () {
    // a phone woken from sleep: its stream may have died quietly
    if (document.visibilityState === "visible" && source && source.readyState !== EventSource.OPEN) {
      source.close();
      connect();
    }
  });

  window.clubsiteLive = {
    lastId: function () {
      return lastId;
    },
    // every live part fetched now (a page that learnt of a change another way: the
    // players' queue stopped at a hand another phone saved first)
    refresh: refreshAll,
    reconnect: function () {
      if (source) source.close();
      connect();
    },
  };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", connect);
  } else {
    connect();
  }
})();
