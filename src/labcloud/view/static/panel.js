// What the view's service panels share (ECR, Glue, WAF, OpenSearch Serverless, Tagging, RDS, ECS, Application
// Auto Scaling, Batch, Private CA): the panel section
// each adds to the page's grid, element and table builders, time and size formats, and the poll of its
// JSON route every 3 seconds (a failed fetch, as while the server restarts, is tried again on the next tick).
window.LabcloudPanel = (function () {
  "use strict";

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }

  function table(head, cls) {
    const t = el("table", undefined, "rows inner " + cls);
    const tr = el("tr");
    for (const h of head) tr.append(el("th", h));
    const thead = el("thead");
    thead.append(tr);
    t.append(thead, el("tbody"));
    return t;
  }

  function row(cells, cls) {
    const tr = el("tr", undefined, cls);
    for (const c of cells) tr.append(c instanceof Node ? c : el("td", c));
    return tr;
  }

  function link(text, href) {
    const a = el("a", text, "mono");
    a.href = href;
    a.target = "_blank";
    a.rel = "noopener";
    return a;
  }

  // Epoch seconds as "YYYY-MM-DD hh:mm:ss" (UTC), or `none` when there is no time.
  const when = (seconds, none) => (seconds ? new Date(seconds * 1000).toISOString().replace("T", " ").slice(0, 19) : (none || ""));

  function size(bytes) {
    if (bytes === null || bytes === undefined) return "";
    const units = ["B", "KiB", "MiB", "GiB"];
    let value = Number(bytes);
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) { value /= 1024; unit += 1; }
    return (unit ? value.toFixed(1) : String(value)) + " " + units[unit];
  }

  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

  // Adds the panel `id` (title, its count, `inner` HTML and an "empty" line) to the grid; null without a grid.
  function add(id, title, inner, emptyText) {
    const main = document.querySelector("main.grid");
    if (!main) return null;
    const panel = document.createElement("section");
    panel.className = "panel wide";
    panel.id = "panel-" + id;
    panel.innerHTML = `<h2>${title} <span class="count" id="count-${id}"></span></h2>` + inner;
    const empty = el("p", emptyText, "empty");
    empty.id = id + "-empty";
    panel.append(empty);
    main.appendChild(panel);
    return {
      panel,
      // shows `n` in the title and the empty line when it is 0
      count(n) {
        panel.querySelector("#count-" + id).textContent = n ? String(n) : "";
        empty.hidden = n > 0;
      },
    };
  }

  // Polls `url`; the first answer rendered scrolls to the panel the page's address names (#panel-<id>, as the
  // map's "open" link gives it).
  function poll(url, render) {
    let first = true;
    async function tick() {
      try {
        const answer = await fetch(url);
        if (answer.ok) {
          render(await answer.json());
          if (first && location.hash) {
            const named = document.getElementById(location.hash.slice(1));
            if (named && named.classList.contains("panel")) named.scrollIntoView();
          }
          first = false;
        }
      } catch (e) {
        // the server is restarting: try again on the next tick
      }
      setTimeout(tick, 3000);
    }
    tick();
  }

  return { el, table, row, link, when, size, plural, add, poll };
})();
