// The weburl viewer: weburlView (viewer/wasm) gives weburl's reading of the
// input; this page's browser gives its own with new URL(); the page shows
// both and marks every difference with its class (viewer/classes).
"use strict";

const components = ["href", "origin", "protocol", "username", "password", "host",
  "hostname", "port", "pathname", "search", "hash"];
const $ = (id) => document.getElementById(id);

// engine names this browser's engine as scripts/browsers measured it.
function engine() {
  const ua = navigator.userAgent;
  if (/Firefox\//.test(ua)) return "firefox";
  if (/Chrom(e|ium)\//.test(ua)) return "chromium";
  if (/AppleWebKit\//.test(ua)) return "webkitgtk";
  return "unknown";
}

// browserAnswer is this browser's new URL(input, base): its getters, or
// null when it throws.
function browserAnswer(input, base) {
  try {
    const u = base === "" ? new URL(input) : new URL(input, base);
    const a = {};
    for (const k of components) a[k] = u[k];
    return a;
  } catch (e) {
    return null;
  }
}

function text(el, s) { el.textContent = s; return el; }
function make(tag, cls, s) {
  const el = document.createElement(tag);
  if (cls) el.className = cls;
  if (s !== undefined) el.textContent = s;
  return el;
}

function show(r, got) {
  const b = r.browser;
  const verdict = $("verdict");
  verdict.replaceChildren();
  if (r.baseError) {
    verdict.className = "failure";
    text(verdict, "The base is not a URL: " + r.baseError);
  } else if (b.differs.length === 0) {
    verdict.className = r.failure ? "failure" : "same";
    verdict.append(make("span", "", r.failure
      ? "Not a URL (" + r.failure + "), in weburl and in this browser alike."
      : "This browser reads the input as the standard does."));
  } else {
    verdict.className = "differs";
    verdict.append(make("strong", "", "This browser (" + b.engine + ") differs from the standard: "),
      make("span", "", b.differs.join(", ") + ". "));
    const cls = make("p", "");
    cls.id = "browser-class";
    if (b.class) {
      cls.append("Class ", make("span", "class-name", b.class.name),
        (b.otherEngine ? " (measured in " + b.class.engines.join(", ") + ", not in " + b.engine + ")" : "") +
        ": the standard says " + b.class.rule + ".");
    } else if (b.differs.every((d) => d === "origin")) {
      cls.append("Only the origin differs; scripts/browsers does not compare origins.");
    } else {
      cls.append("No class of BROWSERS.md explains this difference: ",
        make("span", "class-name", "unclassified"), ".");
    }
    verdict.append(cls);
  }

  $("browser-name").textContent = "this browser (" + b.engine + ")";
  const tbody = $("components").tBodies[0];
  tbody.replaceChildren();
  for (const k of components) {
    const w = r.components ? r.components[k] : (r.failure ? "failure: " + r.failure : "");
    const g = got ? got[k] : "failure (TypeError)";
    const tr = make("tr", b.differs.includes(k) || b.differs.includes("failure") ? "differs" : "");
    tr.dataset.component = k;
    tr.append(make("td", "", k), make("td", "weburl", w), make("td", "browser", g));
    tbody.append(tr);
  }

  // The input with a caret under each validation error.
  $("error-count").textContent = "(" + r.errors.length + ")";
  const lines = [r.display];
  for (const e of r.errors) lines.push(" ".repeat(e.column) + "^ " + e.type);
  $("errors").textContent = lines.join("\n");
  const list = $("error-list");
  list.replaceChildren();
  for (const e of r.errors) {
    list.append(make("li", "", e.type + " at byte " + e.offset + ": " + e.description));
  }

  // The href with each component marked, and a caret line per component.
  const d = $("diagram");
  d.replaceChildren();
  if (r.components) {
    const href = Array.from(r.components.href);
    let at = 0;
    for (const s of r.diagram) {
      d.append(href.slice(at, s.start).join(""), make("span", "c-" + s.name, href.slice(s.start, s.end).join("")));
      at = s.end;
    }
    d.append(href.slice(at).join(""));
    for (const s of r.diagram) {
      d.append("\n" + " ".repeat(s.start), make("span", "caret", "^".repeat(Math.max(1, s.end - s.start))), " " + s.name);
    }
  } else {
    d.textContent = "(no URL)";
  }

  const h = r.host || {};
  text($("render"), r.render || "");
  text($("render-host"), r.renderHost || "");
  text($("host-kind"), h.kind || "");
  text($("host-unicode"), h.unicode || "");
  text($("public-suffix"), h.publicSuffix || "(none)");
  text($("registrable-domain"), h.registrableDomain || "(none)");
}

// The input and base: from the page's address, exactly (a text field
// cannot hold a CR or LF), until they are edited.
const state = { input: "", base: "" };

function update() {
  const input = state.input;
  const base = state.base;
  const params = new URLSearchParams();
  params.set("url", input);
  if (base !== "") params.set("base", base);
  history.replaceState(null, "", "?" + params.toString());
  const got = browserAnswer(input, base);
  const r = JSON.parse(weburlView(input, base, engine(), JSON.stringify(got)));
  if (r.error) {
    text($("status"), "weburl: " + r.error);
    return;
  }
  show(r, got);
  document.body.dataset.ready = "true";
}

// weburlReady is called by the WebAssembly module once weburlView exists.
function weburlReady() {
  $("status").hidden = true;
  $("main").hidden = false;
  update();
}

const params = new URLSearchParams(location.search);
state.input = params.has("url") ? params.get("url") : "https://user:pass@EXAMPLE.com:443/a/../b?q=1#f";
state.base = params.get("base") || "";
$("input").value = state.input;
$("base").value = state.base;
$("input").addEventListener("input", () => { state.input = $("input").value; update(); });
$("base").addEventListener("input", () => { state.base = $("base").value; update(); });
$("form").addEventListener("submit", (e) => e.preventDefault());

const go = new Go();
WebAssembly.instantiateStreaming(fetch("build/weburl.wasm"), go.importObject)
  .then((m) => go.run(m.instance))
  .catch((e) => text($("status"), "Cannot load weburl: " + e));
