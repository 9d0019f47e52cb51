// The ECR panel of the view: each repository with its images (tags, digest, size, when pushed and last
// pulled) and its lifecycle policy (when it last ran and the images it expired). It adds its own panel and
// polls /_labcloud/ecr.
(function () {
  "use strict";
  const main = document.querySelector("main.grid");
  if (!main) return;
  const panel = document.createElement("section");
  panel.className = "panel wide";
  panel.id = "panel-ecr";
  panel.innerHTML = '<h2>ECR repositories <span class="count" id="count-ecr"></span></h2>' +
    '<div id="ecr-repos"></div><p class="empty" id="ecr-empty">no repositories</p>';
  main.appendChild(panel);
  const holder = panel.querySelector("#ecr-repos");

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

  const when = (seconds) => (seconds ? new Date(seconds * 1000).toISOString().replace("T", " ").slice(0, 19) : "never");
  const short = (digest) => String(digest || "").replace(/^sha256:/, "").slice(0, 12);

  function size(bytes) {
    if (bytes === null || bytes === undefined) return "";
    const units = ["B", "KiB", "MiB", "GiB"];
    let value = Number(bytes);
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) { value /= 1024; unit += 1; }
    return (unit ? value.toFixed(1) : String(value)) + " " + units[unit];
  }

  function render(doc) {
    const repos = doc.repositories || [];
    panel.querySelector("#count-ecr").textContent = repos.length ? String(repos.length) : "";
    panel.querySelector("#ecr-empty").hidden = repos.length > 0;
    holder.replaceChildren();
    for (const repo of repos) {
      const box = el("div", undefined, "ecr-repo");
      box.dataset.name = repo.name;
      box.append(el("h3", `${repo.name} \u00b7 ${repo.images.length} image${repo.images.length === 1 ? "" : "s"} \u00b7 tags ${repo.tag_mutability}`));
      box.append(el("p", repo.uri, "mono"));
      const images = table(["tags", "digest", "size", "pushed", "last pulled"], "ecr-images");
      const body = images.querySelector("tbody");
      for (const image of repo.images) {
        const tr = el("tr", undefined, "ecr-image");
        tr.dataset.digest = image.digest;
        const digest = el("td", short(image.digest), "mono");
        digest.title = image.digest;
        tr.append(el("td", image.tags.length ? image.tags.join(", ") : "untagged"), digest, el("td", size(image.size)),
          el("td", when(image.pushed_at)), el("td", when(image.last_pulled_at)));
        body.append(tr);
      }
      if (repo.images.length) box.append(images);
      const life = repo.lifecycle;
      const expired = `${repo.expired.length} image${repo.expired.length === 1 ? "" : "s"} expired`;
      const ran = life && life.last_evaluated_at ? `last ran ${when(life.last_evaluated_at)}, ` : "";
      const lifeText = life ? `lifecycle policy: ${ran}${expired}` : "no lifecycle policy";
      box.append(el("p", lifeText, "ecr-lifecycle"));
      if (repo.expired.length) {
        const gone = table(["expired", "digest", "tags"], "ecr-expired");
        const gbody = gone.querySelector("tbody");
        for (const e of repo.expired) {
          const tr = el("tr", undefined, "ecr-expired-image");
          tr.append(el("td", when(e.at)), el("td", short(e.digest), "mono"), el("td", (e.tags || []).join(", ") || "untagged"));
          gbody.append(tr);
        }
        box.append(gone);
      }
      holder.append(box);
    }
  }

  async function poll() {
    try {
      const answer = await fetch("/_labcloud/ecr");
      if (answer.ok) render(await answer.json());
    } catch (e) {
      // the server is restarting: try again on the next tick
    }
    setTimeout(poll, 3000);
  }
  poll();
})();
