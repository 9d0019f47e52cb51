// The classroom dashboard: polls /_labcloud/classroom/progress and shows, for the chosen lab, each
// learner's latest check of each step (the failure reason the learner saw, in the row's last cell).
"use strict";

const MARK = { passed: "ok", failed: "FAIL", pending: "..", unchecked: "–" };
let board = null;

function el(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function chosenLab() {
  const select = document.getElementById("lab");
  if (!select.value && board && board.labs.length) {
    // the lab most learners are on, else the first
    const counts = {};
    for (const learner of board.learners) if (learner.active) counts[learner.active] = (counts[learner.active] || 0) + 1;
    const busiest = Object.keys(counts).sort((a, b) => counts[b] - counts[a])[0];
    select.value = busiest || board.labs[0].name;
  }
  return board.labs.find((lab) => lab.name === select.value) || board.labs[0];
}

function fillLabs() {
  const select = document.getElementById("lab");
  if (select.options.length === board.labs.length) return;
  select.textContent = "";
  for (const lab of board.labs) select.appendChild(el("option", { value: lab.name }, lab.name));
}

function render() {
  if (!board) return;
  fillLabs();
  const lab = chosenLab();
  const head = document.getElementById("board-head");
  head.textContent = "";
  head.appendChild(el("th", {}, "learner"));
  head.appendChild(el("th", {}, "lab"));
  lab.steps.forEach((step, index) => head.appendChild(el("th", { title: step.title }, `${index + 1}. ${step.id}`)));
  head.appendChild(el("th", {}, "stuck on"));
  const body = document.getElementById("board-body");
  body.textContent = "";
  for (const learner of board.learners) {
    const row = el("tr", { "data-learner": learner.name });
    row.appendChild(el("td", { class: "learner" }, learner.name));
    row.appendChild(el("td", { class: "lab-status" }, learner.progress[lab.name] || "not started"));
    const seen = learner.checks[lab.name] || {};
    let stuck = "";
    for (const step of lab.steps) {
      const check = seen[step.id];
      const status = check ? check.status : "unchecked";
      const cell = el("td", { class: "step", "data-step": step.id, "data-status": status }, MARK[status] || status);
      if (check && check.reason) cell.title = check.reason;
      if (status === "failed") {
        if (!stuck) stuck = `${step.id}: ${check.reason}`;
        cell.addEventListener("click", () => showDetail(learner.name, step, check));
      }
      row.appendChild(cell);
    }
    row.appendChild(el("td", { class: "reason" }, stuck));
    body.appendChild(row);
  }
}

function showDetail(name, step, check) {
  document.getElementById("detail").hidden = false;
  document.getElementById("detail-title").textContent = `${name} — ${step.id}: ${step.title}`;
  document.getElementById("detail-reason").textContent = check.reason;
}

async function poll() {
  const status = document.getElementById("status");
  try {
    const response = await fetch("/_labcloud/classroom/progress", { cache: "no-store" });
    const answer = await response.json();
    if (!answer.enabled) {
      const off = document.getElementById("off");
      off.hidden = false;
      off.textContent = answer.message;
      status.dataset.state = "live";
      status.textContent = "classroom off";
      return;
    }
    board = answer;
    render();
    status.dataset.state = "live";
    status.textContent = `live · ${board.learners.length} learners`;
  } catch (error) {
    status.dataset.state = "error";
    status.textContent = "no server";
  }
}

document.getElementById("lab").addEventListener("change", render);
poll();
setInterval(poll, 1000);
