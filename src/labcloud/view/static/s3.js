// The S3 panel of the view: buckets, their object counts and sizes, recent objects and where
// their notifications go. It adds its own panel to the page and polls /_labcloud/s3/buckets.
(function () {
  "use strict";
  const main = document.querySelector("main.grid");
  if (!main) return;
  const panel = document.createElement("section");
  panel.className = "panel wide";
  panel.id = "panel-s3";
  panel.innerHTML = '<h2>S3 buckets <span class="count" id="count-s3"></span></h2>' +
    '<table class="rows"><thead><tr><th>bucket</th><th>region</th><th>objects</th><th>bytes</th>' +
    '<th>uploads</th><th>notifications</th><th>recent objects</th></tr></thead><tbody id="s3-buckets"></tbody></table>' +
    '<p class="empty" id="s3-empty">no buckets</p>';
  main.appendChild(panel);
  const body = panel.querySelector("#s3-buckets");
  const empty = panel.querySelector("#s3-empty");
  const count = panel.querySelector("#count-s3");

  function cell(text, title) {
    const td = document.createElement("td");
    td.textContent = text;
    if (title) td.title = title;
    return td;
  }

  function size(n) {
    if (n < 1024) return n + " B";
    if (n < 1048576) return (n / 1024).toFixed(1) + " KiB";
    if (n < 1073741824) return (n / 1048576).toFixed(1) + " MiB";
    return (n / 1073741824).toFixed(2) + " GiB";
  }

  function render(buckets) {
    body.replaceChildren();
    count.textContent = buckets.length ? String(buckets.length) : "";
    empty.hidden = buckets.length > 0;
    for (const b of buckets) {
      const tr = document.createElement("tr");
      tr.appendChild(cell(b.name + (b.has_policy ? " \u{1F512}" : ""), b.has_policy ? "has a bucket policy" : ""));
      tr.appendChild(cell(b.region));
      const older = b.versioning ? " (+" + b.older_versions + " older/markers)" : "";
      tr.appendChild(cell(String(b.objects) + older, b.versioning ? "versioning " + b.versioning : ""));
      tr.appendChild(cell(size(b.bytes)));
      tr.appendChild(cell(String(b.uploads_in_progress), "multipart uploads in progress"));
      tr.appendChild(cell(b.notifications.map((a) => a.split(":").pop()).join(", ") || "\u2014",
        b.notifications.join("\n")));
      tr.appendChild(cell(b.recent.map((o) => o.key + " (" + size(o.size) + ")").join(", ") || "\u2014"));
      body.appendChild(tr);
    }
  }

  async function poll() {
    try {
      const answer = await fetch("/_labcloud/s3/buckets");
      if (answer.ok) render((await answer.json()).buckets || []);
    } catch (e) {
      // the server is restarting: try again on the next tick
    }
    setTimeout(poll, 2000);
  }
  poll();
})();
