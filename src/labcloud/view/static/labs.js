// The course track page: the catalogue, grouped by track, with progress, and the active lab's live checks.
// It re-reads /labs and /labs/check whenever the event stream says something happened (debounced).
(function () {
  "use strict";
  const BASE = "/_labcloud";
  const $ = (id) => document.getElementById(id);
  const ICON = { passed: "✔", failed: "✘", pending: "…" };
  const KIND = { lab: "lab", challenge: "challenge", project: "project" };
  const state = { lang: new URLSearchParams(location.search).get("lang") || "en", timer: null };

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) if (v !== null && v !== undefined) node.setAttribute(k, v);
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  }

  async function getJson(path) {
    const answer = await fetch(BASE + path, { cache: "no-store" });
    if (!answer.ok) throw new Error(String(answer.status));
    return answer.json();
  }

  function card(entry, number) {
    const missing = entry.missing_prerequisites || [];
    const prereq = entry.prerequisites.length
      ? el("span", null, "after: ", ...entry.prerequisites.flatMap((name, i) => [
        i ? ", " : null, el("span", { class: missing.includes(name) ? "missing" : null }, name)]))
      : el("span", null, "no prerequisites");
    return el("li", { class: "card" + (entry.active ? " active" : ""), "data-lab": entry.name,
      "data-progress": entry.progress },
    el("h2", null, el("span", { class: "order" }, number + "."), entry.title),
    el("div", { class: "meta" },
      el("span", { class: "kind " + entry.kind }, KIND[entry.kind] || entry.kind),
      el("span", { class: "progress " + entry.progress.replace(" ", "-") }, entry.progress),
      el("code", null, "labcloud lab start " + entry.name + (state.lang !== "en" ? " --lang " + state.lang : "")),
      prereq,
      entry.active ? el("strong", null, "active") : null));
  }

  // One group per track, in the catalogue's order; cards are numbered across the tracks.
  function tracks(labs) {
    const groups = [];
    labs.forEach((entry, i) => {
      const track = String(entry.track || 1);
      let group = groups[groups.length - 1];
      if (!group || group.track !== track) {
        group = { track, title: entry.track_title || "Track " + track, cards: [] };
        groups.push(group);
      }
      group.cards.push(card(entry, i + 1));
    });
    return groups.map((g) => el("li", { class: "track-group", "data-track": g.track },
      el("h2", { class: "track-title" }, g.title), el("ol", { class: "track-labs" }, ...g.cards)));
  }

  async function refresh() {
    try {
      const doc = await getJson("/labs?lang=" + state.lang);
      $("track").replaceChildren(...tracks(doc.labs));
      const check = await getJson("/labs/check");
      if (!check || !check.name) { $("active").hidden = true; } else {
        $("active").hidden = false;
        $("active-title").textContent = check.title || check.name;
        const passed = check.steps.filter((s) => s.status === "passed").length;
        $("active-summary").textContent = `${passed} of ${check.steps.length} steps confirmed`;
        $("active-steps").replaceChildren(...check.steps.map((s) => el("li", { class: "step " + s.status, "data-step": s.id },
          el("span", { class: "icon" }, ICON[s.status] || "?"), el("strong", null, s.title),
          s.reason ? el("span", { class: "reason" }, " — " + s.reason) : null,
          s.trace ? el("a", { class: "trace-link", href: s.trace }, " trace") : null)));
        $("active-wrapup").hidden = !check.passed;
        $("active-wrapup").textContent = check.passed ? (check.wrapup || "passed") : "";
      }
      $("status").dataset.state = "live";
      $("status").textContent = "live";
    } catch (e) {
      $("status").dataset.state = "offline";
      $("status").textContent = "labcloud is not answering — retrying…";
    }
  }

  function soon() {
    if (state.timer) return;
    state.timer = setTimeout(() => { state.timer = null; refresh(); }, 500);
  }

  $("lang").value = state.lang;
  $("lang").addEventListener("change", () => { state.lang = $("lang").value; refresh(); });
  refresh();
  const stream = new EventSource(BASE + "/events/stream");
  stream.addEventListener("event", soon);
  stream.addEventListener("error", () => setTimeout(soon, 2000));
  setInterval(refresh, 5000);  // visibility timeouts and delays change checks without an event
  window.labcloudLabs = { refresh };
})();
