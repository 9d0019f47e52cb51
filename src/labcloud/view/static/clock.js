// The server clock in the view's header: hidden at wall time; while a user has moved it
// (`labcloud clock advance 1h`), a badge with the offset and the server's time. Read once from
// /_labcloud/clock, then kept current by the clock.moved events app.js passes on.
(function () {
  "use strict";
  const badge = document.getElementById("clock-offset");
  if (!badge) return;

  function span(seconds) {
    let left = Math.round(Math.abs(seconds));
    const d = Math.floor(left / 86400); left -= d * 86400;
    const h = Math.floor(left / 3600); left -= h * 3600;
    const m = Math.floor(left / 60); const s = left - m * 60;
    const parts = d ? [`${d}d`, `${h}h`, `${m}m`] : h ? [`${h}h`, `${m}m`, `${s}s`] : [`${m}m`, `${s}s`];
    return (seconds < 0 ? "−" : "+") + parts.join(" ");
  }

  function show(offset) {
    if (!offset || Math.abs(offset) < 0.001) { badge.hidden = true; return; }
    const now = new Date(Date.now() + offset * 1000).toISOString().replace(/\.\d+Z$/, "Z");
    badge.textContent = `clock ${span(offset)} · ${now}`;
    badge.title = "the server clock was moved (labcloud clock); `labcloud clock reset` returns to wall time";
    badge.hidden = false;
    badge.dataset.offset = String(offset);
  }

  window.addEventListener("labcloud:clock", (e) => show(Number(e.detail.offset_seconds)));
  setInterval(() => { if (!badge.hidden) show(Number(badge.dataset.offset)); }, 1000);
  fetch("/_labcloud/clock").then((r) => r.json()).then((doc) => show(Number(doc.offset_seconds))).catch(() => {});
})();
