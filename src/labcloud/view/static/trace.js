// labcloud trace: one request's path across services (GET /_labcloud/trace?key=…) drawn as a timeline.
// One row per step, indented by its depth in the path (a step hangs from the step it came from), a bar
// at its offset in time; forks and the places the path stopped are marked. Words in en / ja / pt.
"use strict";

(function () {
  const WORDS = {
    en: {
      title: "trace", live_view: "live view", map: "map", key: "request, message, event or business key",
      show: "show", language: "language", empty: "no event carries this key",
      steps: "steps", services: "services", took: "over", failed: "the path failed", ok: "no failure on the path",
      fork: "fork", stopped: "stopped here", truncated: "too many steps: the first ones are shown",
      offline: "labcloud is not answering", loading: "reading events…", rendered: "drawn in",
      outcomes: { ok: "ok", failed: "failed", fault: "injected fault", retry: "retry" },
    },
    ja: {
      title: "トレース", live_view: "ライブビュー", map: "マップ", key: "リクエスト・メッセージ・イベント・業務キー",
      show: "表示", language: "言語", empty: "このキーを持つイベントはありません",
      steps: "ステップ", services: "サービス", took: "所要", failed: "経路は失敗しました", ok: "経路に失敗はありません",
      fork: "分岐", stopped: "ここで終了", truncated: "ステップが多すぎます: 先頭のみ表示",
      offline: "labcloud が応答しません", loading: "イベントを読み込み中…", rendered: "描画",
      outcomes: { ok: "正常", failed: "失敗", fault: "注入された障害", retry: "再試行" },
    },
    pt: {
      title: "rastro", live_view: "visão ao vivo", map: "mapa", key: "requisição, mensagem, evento ou chave de negócio",
      show: "mostrar", language: "idioma", empty: "nenhum evento tem esta chave",
      steps: "passos", services: "serviços", took: "em", failed: "o caminho falhou", ok: "nenhuma falha no caminho",
      fork: "bifurcação", stopped: "parou aqui", truncated: "passos demais: só os primeiros são mostrados",
      offline: "o labcloud não responde", loading: "lendo eventos…", rendered: "desenhado em",
      outcomes: { ok: "ok", failed: "falhou", fault: "falha injetada", retry: "nova tentativa" },
    },
  };
  const params = new URLSearchParams(location.search);
  const stored = (() => { try { return localStorage.getItem("labcloud.lang"); } catch (e) { return null; } })();
  const state = { lang: WORDS[params.get("lang")] ? params.get("lang") : (WORDS[stored] ? stored : "en"), doc: null };
  const $ = (id) => document.getElementById(id);
  const t = (key) => (WORDS[state.lang][key] !== undefined ? WORDS[state.lang][key] : WORDS.en[key]);
  const el = (tag, cls, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const ms = (value) => (value >= 1000 ? (value / 1000).toFixed(2) + " s" : Math.round(value) + " ms");
  const short = (arn) => (arn || "").split(/[:/]/).filter(Boolean).pop() || "";

  function words() {
    document.documentElement.lang = state.lang;
    for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
    $("lang").value = state.lang;
  }

  function depths(steps) {
    const bySeq = new Map(steps.map((s) => [s.seq, s]));
    const depth = new Map();
    for (const step of steps) {
      let d = 0;
      let at = step;
      while (at.parent !== null && bySeq.has(at.parent) && d < 40) {
        const known = depth.get(at.parent);
        if (known !== undefined) { d += known + 1; break; }
        d += 1;
        at = bySeq.get(at.parent);
      }
      depth.set(step.seq, d);
    }
    return depth;
  }

  function render() {
    const began = performance.now();
    const doc = state.doc;
    const timeline = $("trace-timeline");
    const services = $("trace-services");
    timeline.replaceChildren();
    services.replaceChildren();
    if (!doc) return;
    $("trace-empty").hidden = doc.steps.length > 0;
    for (const name of doc.services) services.append(el("li", "svc", name));
    const span = Math.max(doc.duration_ms || 0, 1);
    const depth = depths(doc.steps);
    const fragment = document.createDocumentFragment();
    for (const step of doc.steps) {
      const row = el("div", "trace-step");
      row.setAttribute("role", "listitem");
      row.tabIndex = 0;
      row.dataset.seq = step.seq;
      row.dataset.service = step.service;
      row.dataset.kind = step.kind;
      row.dataset.outcome = step.outcome;
      const offset = (step.start - doc.started) * 1000;
      const what = el("div", "what");
      what.style.paddingLeft = Math.min(depth.get(step.seq) || 0, 12) * 0.8 + "rem";
      what.append(el("span", "svc", step.service), el("span", "kind", step.kind.split(".").slice(1).join(".")));
      const facts = Object.entries(step.facts).map(([k, v]) => (k === "queue_url" || k === "endpoint" ? short(String(v)) : v));
      if (step.resource) facts.unshift(short(step.resource));
      if (facts.length) what.append(el("span", "facts", " " + [...new Set(facts.map(String))].join(" · ")));
      if (step.outcome !== "ok") what.append(el("span", "mark outcome", t("outcomes")[step.outcome] || step.outcome));
      if (step.fork) what.append(el("span", "mark fork", t("fork")));
      if (step.stopped) what.append(el("span", "mark stop", t("stopped")));
      what.title = step.kind + " #" + step.seq + (step.resource ? "\n" + step.resource : "");
      const at = el("div", "at", "+" + ms(offset));
      if (step.duration_ms !== null) at.title = ms(step.duration_ms);
      const lane = el("div", "lane");
      const bar = el("div", "bar");
      bar.style.left = (offset / span) * 100 + "%";
      bar.style.width = Math.max(((step.duration_ms || 0) / span) * 100, 0.4) + "%";
      lane.append(bar);
      row.append(what, at, lane);
      fragment.append(row);
    }
    timeline.append(fragment);
    const parts = [
      doc.steps.length + " " + t("steps"),
      doc.services.length + " " + t("services"),
      t("took") + " " + ms(doc.duration_ms || 0),
      doc.failed ? t("failed") : t("ok"),
    ];
    if (doc.truncated) parts.push(t("truncated"));
    $("trace-summary").textContent = parts.join(" · ");
    const took = performance.now() - began;
    document.body.dataset.renderMs = took.toFixed(1);
    $("status").textContent = t("rendered") + " " + Math.round(took) + " ms";
  }

  async function load(key) {
    if (!key) return;
    $("status").textContent = t("loading");
    const early = window.labcloudTraceEarly;
    window.labcloudTraceEarly = null;  // the first load only: a later search asks again
    const reuse = early && early.key === key;
    const started = reuse ? early.started : performance.now();
    try {
      const response = await (reuse ? early.answer : fetch("/_labcloud/trace?key=" + encodeURIComponent(key)));
      state.doc = await response.json();
      if (!response.ok) {
        $("status").textContent = (state.doc.error && state.doc.error.message) || String(response.status);
        state.doc = null;
        return;
      }
    } catch (e) {
      $("status").textContent = t("offline");
      return;
    }
    document.body.dataset.fetchMs = (performance.now() - started).toFixed(1);
    render();
    document.body.dataset.loaded = "1";
  }

  $("trace-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const key = $("key").value.trim();
    const url = new URL(location.href);
    url.searchParams.set("key", key);
    history.replaceState(null, "", url);
    load(key);
  });
  $("lang").addEventListener("change", () => {
    state.lang = $("lang").value;
    try { localStorage.setItem("labcloud.lang", state.lang); } catch (e) { /* private mode */ }
    words();
    render();
  });
  $("trace-timeline").addEventListener("keydown", (event) => {
    const row = event.target.closest(".trace-step");
    if (!row) return;
    const next = event.key === "ArrowDown" ? row.nextElementSibling : event.key === "ArrowUp" ? row.previousElementSibling : null;
    if (next) { next.focus(); event.preventDefault(); }
  });
  words();
  $("key").value = params.get("key") || "";
  load(params.get("key") || "");
})();
