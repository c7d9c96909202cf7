// Seat draw pages: filter lists by name as you type; show that a draw is running.
(function () {
  "use strict";
  function fold(text) {
    return text.toLocaleLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }
  document.querySelectorAll("input[data-filter]").forEach(function (input) {
    var list = document.querySelector(input.dataset.filter);
    if (!list) return;
    var none = document.querySelector(".where-none");
    function apply() {
      var q = fold(input.value.trim());
      var shown = 0;
      Array.prototype.forEach.call(list.children, function (item) {
        var hit = !q || fold(item.dataset.name || item.textContent).indexOf(q) !== -1;
        item.hidden = !hit;
        if (hit) shown += 1;
      });
      if (none) none.hidden = shown > 0;
    }
    input.addEventListener("input", apply);
    document.addEventListener("live:swapped", apply); // the desk's rows fetched again (live.js)
    input.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && list.classList.contains("member-choices")) event.preventDefault();
    });
    apply();
  });
  // Participants: how many players will be added, on the button: the ticked members and
  // the guests typed (one per non-empty line, as the form reads them).
  document.querySelectorAll("[data-tick-count]").forEach(function (counter) {
    var form = counter.closest("form");
    function count() {
      var n = form.querySelectorAll(".member-choices input:checked").length;
      var guests = form.querySelector("textarea[name=guests]");
      if (guests) {
        n += guests.value.split("\n").filter(function (line) { return line.trim(); }).length;
      }
      counter.textContent = n ? "(" + n + ")" : "";
    }
    form.addEventListener("change", count);
    form.addEventListener("input", count);
    count();
  });
  document.querySelectorAll("form[data-busy-label]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (form.dataset.confirm && !window.confirm(form.dataset.confirm)) {
        event.preventDefault();
        return;
      }
      var button = form.querySelector("button[type=submit]");
      if (!button) return;
      button.disabled = true;
      button.textContent = form.dataset.busyLabel;
      form.setAttribute("aria-busy", "true");
    });
  });
})();
