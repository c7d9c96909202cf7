// Site-wide behaviour without inline handlers (the Content-Security-Policy allows
// scripts from this site only): a <select data-autosubmit> submits its form on change.
(function () {
  "use strict";
  document.addEventListener("change", function (event) {
    var select = event.target.closest && event.target.closest("select[data-autosubmit]");
    if (select && select.form) {
      select.form.submit();
    }
  });
})();
