// The staff's overview of the tables: when a referee call comes in, the page's title shows
// how many are open and (once the sound is turned on: browsers allow sound only after a tap)
// a short tone sounds. The overview is refreshed by htmx (polling until the live stream).
(function () {
  "use strict";
  var box = document.getElementById("tables-overview");
  if (!box) return;
  var baseTitle = document.title;
  var known = null;
  var audio = null;
  var toggle = document.querySelector("[data-sound-toggle]");

  function openCalls() {
    var el = box.querySelector("[data-open-calls]");
    return el ? parseInt(el.getAttribute("data-open-calls"), 10) || 0 : 0;
  }

  function beep() {
    if (!audio) return;
    var osc = audio.createOscillator();
    var gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.2;
    osc.connect(gain);
    gain.connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.3);
  }

  function update() {
    var count = openCalls();
    document.title = count ? "(" + count + ") " + baseTitle : baseTitle;
    document.documentElement.setAttribute("data-open-calls", String(count));
    if (known !== null && count > known) beep();
    known = count;
  }

  if (toggle) {
    toggle.addEventListener("click", function () {
      var Context = window.AudioContext || window.webkitAudioContext;
      if (!audio && Context) audio = new Context();
      toggle.textContent = toggle.getAttribute("data-on");
      beep();
    });
  }
  // keep a note being typed: skip a refresh while a textarea in the overview has focus
  box.addEventListener("htmx:beforeRequest", function (event) {
    var active = document.activeElement;
    if (active && active.tagName === "TEXTAREA" && box.contains(active)) event.preventDefault();
  });
  box.addEventListener("htmx:afterSwap", update);
  box.addEventListener("live:swapped", update);  // the live stream's swap (live.js)
  update();
})();
