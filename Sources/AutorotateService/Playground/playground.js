// The Autorotate playground: a scenario editor that calls this service's own API
// (/v1/simulate, /v1/compare, /v1/lint) and shows the answers. No framework, no other origin.
"use strict";

const $ = (id) => document.getElementById(id);
const editor = $("scenario");
const gutter = $("gutter");
let badLines = new Set();

// ---- the editor: line numbers, error marks, jumping to a line ----

function renderGutter() {
  const count = editor.value.split("\n").length;
  const lines = [];
  for (let n = 1; n <= count; n++) {
    lines.push(badLines.has(n) ? `<span class="bad">${n}</span>` : String(n));
  }
  gutter.innerHTML = lines.join("\n");
  gutter.scrollTop = editor.scrollTop;
}

function jumpToLine(line) {
  const lines = editor.value.split("\n");
  const start = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
  editor.focus();
  editor.setSelectionRange(start, start + (lines[line - 1] || "").length);
  const lineHeight = parseFloat(getComputedStyle(editor).lineHeight) || 18;
  editor.scrollTop = Math.max(0, (line - 5) * lineHeight);
}

// Where each JSON pointer of the document starts (its key when it has one), as text offsets.
function locatePointers(text) {
  const places = new Map();
  let i = 0;
  const space = () => { while (i < text.length && " \t\r\n".includes(text[i])) i++; };
  const string = () => {
    let result = "";
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") {
        const c = text[i + 1];
        if (c === "u") { result += String.fromCharCode(parseInt(text.substr(i + 2, 4), 16)); i += 6; continue; }
        result += { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" }[c] ?? c;
        i += 2;
        continue;
      }
      result += text[i++];
    }
    i++;
    return result;
  };
  const value = (pointer, at) => {
    space();
    places.set(pointer, at ?? i);
    if (text[i] === "{") {
      i++; space();
      if (text[i] === "}") { i++; return; }
      for (;;) {
        space();
        if (text[i] !== '"') throw new Error("key expected");
        const keyAt = i;
        const key = string();
        space();
        if (text[i++] !== ":") throw new Error("colon expected");
        value(pointer + "/" + key.replace(/~/g, "~0").replace(/\//g, "~1"), keyAt);
        space();
        if (text[i] === ",") { i++; continue; }
        if (text[i++] === "}") return;
        throw new Error("comma expected");
      }
    } else if (text[i] === "[") {
      i++; space();
      if (text[i] === "]") { i++; return; }
      for (let index = 0; ; index++) {
        value(pointer + "/" + index);
        space();
        if (text[i] === ",") { i++; continue; }
        if (text[i++] === "]") return;
        throw new Error("comma expected");
      }
    } else if (text[i] === '"') {
      string();
    } else {
      while (i < text.length && !",]} \t\r\n".includes(text[i])) i++;
    }
  };
  try { value(""); } catch { /* a broken document: the places found so far still help */ }
  return places;
}

// The 1-based line of `pointer` in the editor: the pointer itself, or its nearest parent.
function lineOfPointer(pointer, places) {
  let current = pointer;
  for (;;) {
    if (places.has(current)) return editor.value.slice(0, places.get(current)).split("\n").length;
    if (current === "") return 1;
    current = current.slice(0, current.lastIndexOf("/"));
  }
}

// ---- talking to the service ----

async function call(path, body, accept) {
  const headers = { "Content-Type": "application/json", "Accept": accept };
  const token = sessionStorage.getItem("autorotate.token");
  if (token) headers["Authorization"] = "Bearer " + token;
  return fetch(path, { method: "POST", headers, body });
}

function scenarioText() { return editor.value; }

function setStatus(text, bad) {
  $("status").textContent = text;
  $("status").className = bad ? "bad" : "";
}

// "1 error", "2 errors": a count with its noun in agreement.
function counted(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

// Every distinct warning anywhere in an answer (a simulation's decisions and their reactions, a
// comparison's cells, a lint report), in the order met: the reader sees all of them, and the line
// that says which iOS 26 behaviours are not modelled whenever the engine emits it.
function warningsIn(answer) {
  const seen = new Map();
  const walk = (value) => {
    if (Array.isArray(value)) { value.forEach(walk); return; }
    if (value === null || typeof value !== "object") return;
    for (const [key, member] of Object.entries(value)) {
      if (key === "warnings" && Array.isArray(member)) {
        for (const warning of member) {
          if (warning && typeof warning.message === "string") {
            seen.set(`${warning.code}|${warning.message}|${warning.pointer ?? ""}`, warning);
          }
        }
      } else {
        walk(member);
      }
    }
  };
  walk(answer);
  return [...seen.values()];
}

// The warnings as a list under the result, each clickable to its line when it has a pointer.
function showWarnings(answer) {
  const warnings = warningsIn(answer);
  if (warnings.length === 0) return;
  const places = locatePointers(scenarioText());
  const heading = document.createElement("h2");
  heading.textContent = counted(warnings.length, "warning");
  const list = document.createElement("ul");
  list.id = "warnings";
  for (const warning of warnings) {
    const item = document.createElement("li");
    const code = document.createElement("code");
    code.textContent = warning.code;
    item.append(code, " " + warning.message);
    if (warning.pointer) {
      const line = lineOfPointer(warning.pointer, places);
      item.append(` (line ${line})`);
      item.addEventListener("click", () => jumpToLine(line));
    }
    list.append(item);
  }
  $("result").append(heading, list);
}

function clearOutput() {
  $("problems").replaceChildren();
  $("result").replaceChildren();
  $("picture").replaceChildren();
  badLines = new Set();
  renderGutter();
}

// Shows a problem+json answer: each error at its line in the editor.
function showProblem(problem) {
  setStatus(`${problem.status} ${problem.title}: ${problem.detail ?? ""}`, true);
  const places = locatePointers(scenarioText());
  const list = $("problems");
  for (const error of problem.errors ?? []) {
    const syntax = /line (\d+), column (\d+)/.exec(error.detail);
    const line = syntax ? Number(syntax[1]) : lineOfPointer(error.pointer, places);
    badLines.add(line);
    const item = document.createElement("li");
    item.textContent = `line ${line}: ${error.pointer || "/"}: ${error.detail}`;
    item.dataset.line = String(line);
    item.addEventListener("click", () => jumpToLine(line));
    list.append(item);
  }
  renderGutter();
}

async function answer(response) {
  const type = response.headers.get("Content-Type") || "";
  if (type.includes("json")) {
    const body = await response.json();
    if (!response.ok) { showProblem(body); return null; }
    return body;
  }
  setStatus(`${response.status} ${await response.text()}`, true);
  return null;
}

async function showPicture(path, body) {
  const response = await call(path, body, "image/svg+xml");
  if (!response.ok) return;
  const image = document.createElement("img");
  image.alt = "timeline";
  image.src = URL.createObjectURL(await response.blob());
  $("picture").replaceChildren(image);
}

function cell(row, text, className) {
  const element = document.createElement(row.parentElement?.tagName === "THEAD" ? "th" : "td");
  element.textContent = text;
  if (className) element.className = className;
  row.append(element);
}

function table(headings, rows) {
  const element = document.createElement("table");
  const head = element.createTHead().insertRow();
  headings.forEach((heading) => cell(head, heading));
  const body = element.createTBody();
  for (const { values, className } of rows) {
    const row = body.insertRow();
    if (className) row.className = className;
    values.forEach((value) => cell(row, value));
  }
  return element;
}

// ---- the three actions ----

async function simulate() {
  clearOutput();
  setStatus("simulating…");
  const body = scenarioText();
  const result = await answer(await call("/v1/simulate", body, "application/json"));
  if (!result) return;
  const decisions = [result.launch, ...result.decisions];
  setStatus(`${counted(decisions.length, "decision")}, rule generation ${result.engine.generation}` +
    (result.terminated ? ` — crashed: ${result.terminated.exception.name}` : ""), Boolean(result.terminated));
  $("result").replaceChildren(table(
    ["event", "type", "device", "interface", "decided by", "rule", "exception"],
    decisions.map((d) => ({
      className: d.exception ? "crash" : "",
      values: [d.event ?? "launch", d.type, d.deviceOrientation,
        d.rotated ? `${d.previousInterfaceOrientation} → ${d.interfaceOrientation}` : d.interfaceOrientation,
        `${d.decidedBy.viewController ?? "—"} (${d.decidedBy.via})`, `${d.rule} · ${d.confidence}`,
        d.exception ? d.exception.name : ""],
    }))));
  showWarnings(result);
  await showPicture("/v1/simulate", body);
}

function parsedScenario() {
  try { return JSON.parse(scenarioText()); } catch { return null; }
}

async function compare() {
  clearOutput();
  const scenario = parsedScenario();
  if (!scenario) return simulate(); // the simulate answer points at the syntax error
  setStatus("comparing across iOS versions…");
  const body = JSON.stringify({ scenario });
  const result = await answer(await call("/v1/compare", body, "application/json"));
  if (!result) return;
  setStatus(result.identical ? "identical on every column" : counted(result.differences.length, "difference"));
  const differing = new Set(result.differences.map((d) => d.event ?? "launch"));
  $("result").replaceChildren(table(
    ["event", ...result.columns.map((c) => `${c.os} ${c.idiom}`)],
    result.rows.map((row) => ({
      className: differing.has(row.event ?? "launch") ? "differs" : "",
      values: [`${row.event ?? "launch"} ${row.type}`, ...row.cells.map((c) =>
        c === null ? "—" : c.exception ? `✕ ${c.exception.name ?? c.exception}` : c.interfaceOrientation)],
    }))));
  showWarnings(result);
  await showPicture("/v1/compare", body);
}

async function lint() {
  clearOutput();
  const scenario = parsedScenario();
  if (!scenario) return simulate();
  if (!scenario.lint) scenario.lint = { minimumOS: "6.0", maximumOS: "26.0", idioms: ["phone", "pad"] };
  setStatus("linting on iOS " + scenario.lint.minimumOS + "–" + scenario.lint.maximumOS + "…");
  const result = await answer(await call("/v1/lint", JSON.stringify(scenario), "application/json"));
  if (!result) return;
  const { error, warning, note } = result.summary;
  setStatus(`${counted(error, "error")}, ${counted(warning, "warning")}, ${counted(note, "note")}`, error > 0);
  const places = locatePointers(scenarioText());
  const list = document.createElement("ul");
  list.className = "findings";
  for (const finding of result.findings) {
    const line = lineOfPointer(finding.pointer, places);
    const item = document.createElement("li");
    const severity = document.createElement("span");
    severity.className = "sev-" + finding.severity;
    severity.textContent = finding.severity;
    const ranges = finding.os.map((r) => r.from === r.through ? r.from : `${r.from}–${r.through}`).join(", ");
    item.append(severity, ` line ${line} ${finding.id} ${finding.title} (${finding.rule}, iOS ${ranges}): ${finding.message}`);
    item.addEventListener("click", () => jumpToLine(line));
    list.append(item);
  }
  $("result").replaceChildren(list);
  showWarnings(result);
}

// ---- share links: the scenario gzip-compressed in the URL fragment ----

async function gzipBase64(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = "";
  bytes.forEach((byte) => { binary += String.fromCharCode(byte); });
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function gunzipBase64(encoded) {
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).text();
}

async function share() {
  const link = location.origin + location.pathname + "#s=" + await gzipBase64(scenarioText());
  history.replaceState(null, "", link);
  try { await navigator.clipboard.writeText(link); setStatus("share link copied"); } catch { setStatus("share link in the address bar"); }
}

// ---- start ----

async function start() {
  const examples = await (await fetch("/assets/examples.json")).json();
  const menu = $("examples");
  examples.forEach((example, index) => menu.add(new Option(example.name, String(index))));
  const load = (index) => { editor.value = JSON.stringify(examples[index].scenario, null, 2) + "\n"; clearOutput(); setStatus(""); };
  menu.addEventListener("change", () => load(Number(menu.value)));
  if (location.hash.startsWith("#s=")) {
    try { editor.value = await gunzipBase64(location.hash.slice(3)); } catch { load(0); setStatus("the share link could not be read", true); }
  } else {
    load(0);
  }
  renderGutter();
  const token = $("token");
  token.value = sessionStorage.getItem("autorotate.token") ?? "";
  token.addEventListener("change", () => sessionStorage.setItem("autorotate.token", token.value));
  editor.addEventListener("input", renderGutter);
  editor.addEventListener("scroll", () => { gutter.scrollTop = editor.scrollTop; });
  editor.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); simulate(); }
  });
  $("simulate").addEventListener("click", simulate);
  $("compare").addEventListener("click", compare);
  $("lint").addEventListener("click", lint);
  $("share").addEventListener("click", share);
  document.body.dataset.ready = "true";
}

start();
