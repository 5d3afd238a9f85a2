// Records testdata/idna-reference.txt.gz: the host that the reference implementation of the URL
// Standard, whatwg-url (pinned to 17.3.0 by package.json and package-lock.json, with tr46
// 7.0.0), gives for every scalar value in six contexts, through the URL parser:
//
//   new URL("https://" + percentEncode(utf8(context)) + "/").host     (or failure)
//
// Every byte of the context is percent-encoded, so that no code point of it can end the host or
// start a port: the host parser percent-decodes the host and runs domain to ASCII (UTS #46,
// beStrict false) and the URL Standard's own checks on it, so this is the standard's domain to
// ASCII plus its forbidden domain code points and IPv4 parsing, for exactly the context.
//
//   cd scripts/idna-refdata && npm ci && node record.mjs
//
// The contexts (the code point is X):
//   alone    X                     a label of one code point
//   letters  "a" X "b"             between ASCII letters
//   zwnj     U+0628 U+200C X       after an Arabic letter (dual-joining) and ZERO WIDTH NON-JOINER
//   mark     X U+0301              before a combining mark (COMBINING ACUTE ACCENT)
//   rtl      U+05D0 X              in a right-to-left label (after HEBREW LETTER ALEF)
//   composing "a" X U+0301         between a letter and a combining mark that composes with it
//                                  unless X blocks it (NFC's canonical ordering and composition)
//
// Output, gzip-compressed text (deterministic: the same lock file and node give the same bytes):
// "#" comment lines, then for each context a line "@context NAME PREFIX SUFFIX" (the code points
// around X in hex, joined by "+", "-" for none) and the code points in order as lines "LO[..HI] OUTCOME", where
// consecutive code points with the same outcome share a line. OUTCOME is
//   F          failure
//   V          the host is the context itself, unchanged: lowercased when ASCII, else "xn--" and
//              the Punycode encoding of the context (X valid, kept as it is, and nothing else
//              changed)
//   =HOST      the host, when it is neither
// Surrogates (U+D800..U+DFFF) are not scalar values and are skipped.
//
// Reference errors. tr46 takes NFC from String.prototype.normalize, node's ICU, whose Unicode
// (17.0 in node 20) is older than tr46's UTS #46 data (18.0.0): it does not know the canonical
// combining classes of the code points that Unicode 18.0 assigned, and so normalizes some strings
// with them otherwise than UTS #46 18.0.0 does. This script normalizes each context as UTS #46
// 18.0.0 does (the mapping of tr46's table, then nfc18 below: UAX #15 from UnicodeData.txt and
// CompositionExclusions.txt 18.0.0 of testdata/unicode, checked at start against every line of
// NormalizationTest.txt 18.0.0), and where that differs from node's NFC and gives another host,
// it marks the entry: "LO OUTCOME ! UTS46 REASON", where UTS46 (F or =HOST) is the reference's
// host for the context already normalized by Unicode 18.0.0 (which node's NFC then leaves as it
// is, as the script checks), that is what UTS #46 18.0.0 gives, and REASON says why. Such
// entries stand on a line each. Nothing is edited by hand.

import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const require = createRequire(import.meta.url);
const { URL } = require("whatwg-url");
const punycode = require("punycode/");

const tr46Table = require("tr46/lib/mappingTable.json");
const { STATUS_MAPPING } = require("tr46/lib/statusMapping.js");

const here = dirname(fileURLToPath(import.meta.url));
const ucd = (name) => readFileSync(join(here, "..", "..", "testdata", "unicode", name), "utf8");
const out = join(here, "..", "..", "testdata", "idna-reference.txt.gz");
const version = (pkg) => JSON.parse(readFileSync(join(here, "node_modules", pkg, "package.json"), "utf8")).version;
const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, "0");

const contexts = [
  ["alone", [], []],
  ["letters", [0x61], [0x62]],
  ["zwnj", [0x0628, 0x200c], []],
  ["mark", [], [0x0301]],
  ["rtl", [0x05d0], []],
  ["composing", [0x61], [0x0301]],
];

// NFC of Unicode 18.0.0 (UAX #15 section 3.11), from testdata/unicode.
const ccc = new Map();
const decomp = new Map();
for (const line of ucd("UnicodeData.txt").split("\n")) {
  const f = line.split(";");
  if (f.length < 6) continue;
  const cp = parseInt(f[0], 16);
  if (f[3] !== "0") ccc.set(cp, Number(f[3]));
  if (f[5] && !f[5].startsWith("<")) decomp.set(cp, f[5].split(" ").map((h) => parseInt(h, 16)));
}
const excluded = new Set();
for (const line of ucd("CompositionExclusions.txt").split("\n")) {
  const d = line.replace(/#.*/, "").trim();
  if (!d) continue;
  const [lo, hi] = d.split("..").map((h) => parseInt(h, 16));
  for (let cp = lo; cp <= (hi ?? lo); cp++) excluded.add(cp);
}
const composites = new Map(); // first << 21 | second -> composite (as a float key)
for (const [cp, d] of decomp) {
  // Full_Composition_Exclusion: listed, singletons, non-starter decompositions.
  if (d.length !== 2 || excluded.has(cp) || ccc.has(cp) || ccc.has(d[0])) continue;
  composites.set(d[0] * 0x200000 + d[1], cp);
}
const SBase = 0xac00, LBase = 0x1100, VBase = 0x1161, TBase = 0x11a7, LCount = 19, VCount = 21, TCount = 28;
const NCount = VCount * TCount, SCount = LCount * NCount;
function decompose(cp, out) {
  if (cp >= SBase && cp < SBase + SCount) {
    const s = cp - SBase;
    out.push(LBase + Math.floor(s / NCount), VBase + Math.floor((s % NCount) / TCount));
    if (s % TCount) out.push(TBase + (s % TCount));
    return;
  }
  const d = decomp.get(cp);
  if (!d) out.push(cp);
  else for (const c of d) decompose(c, out);
}
function compose(a, b) {
  if (a >= LBase && a < LBase + LCount && b >= VBase && b < VBase + VCount) {
    return SBase + ((a - LBase) * VCount + (b - VBase)) * TCount;
  }
  if (a >= SBase && a < SBase + SCount && (a - SBase) % TCount === 0 && b > TBase && b < TBase + TCount) {
    return a + (b - TBase);
  }
  return composites.get(a * 0x200000 + b);
}
function nfc18(s) {
  const cps = [];
  for (const ch of s) decompose(ch.codePointAt(0), cps);
  const cls = (cp) => ccc.get(cp) ?? 0;
  for (let i = 0; i < cps.length;) { // canonical ordering, stable, per run of non-starters
    if (cls(cps[i]) === 0) { i++; continue; }
    let j = i;
    while (j < cps.length && cls(cps[j]) !== 0) j++;
    const run = cps.slice(i, j).map((cp, k) => [cp, k]).sort((x, y) => cls(x[0]) - cls(y[0]) || x[1] - y[1]);
    for (let k = 0; k < run.length; k++) cps[i + k] = run[k][0];
    i = j;
  }
  const out = [];
  let starter = -1, last = -1;
  for (const cp of cps) {
    const c = cls(cp);
    if (starter >= 0 && (starter === out.length - 1 || last < c)) {
      const p = compose(out[starter], cp);
      if (p !== undefined) { out[starter] = p; continue; }
    }
    out.push(cp);
    if (c === 0) starter = out.length - 1;
    last = c;
  }
  return String.fromCodePoint(...out);
}
// Check nfc18 against NormalizationTest.txt 18.0.0: c2 == NFC(c1) == NFC(c2) == NFC(c3), c4 ==
// NFC(c4) == NFC(c5).
{
  let n = 0;
  for (const line of ucd("NormalizationTest.txt").split("\n")) {
    const d = line.replace(/#.*/, "").trim();
    if (!d || d.startsWith("@")) continue;
    const c = d.split(";").slice(0, 5).map((f) => String.fromCodePoint(...f.trim().split(" ").map((h) => parseInt(h, 16))));
    for (const [i, want] of [[0, 1], [1, 1], [2, 1], [3, 3], [4, 3]]) {
      if (nfc18(c[i]) !== c[want]) throw new Error(`nfc18 fails NormalizationTest.txt: ${d}`);
    }
    n++;
  }
  console.error(`nfc18: ${n} lines of NormalizationTest.txt pass`);
}

// map18 is step 1 of UTS #46 processing (nontransitional) with tr46's table (Unicode 18.0.0).
function findStatus(cp) {
  let lo = 0, hi = tr46Table.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [range, status, mapping] = tr46Table[mid];
    const [a, b] = Array.isArray(range) ? range : [range, range];
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return [status, mapping];
  }
  throw new Error("no status for " + cp);
}
function map18(s) {
  let out = "";
  for (const ch of s) {
    const [status, mapping] = findStatus(ch.codePointAt(0));
    if (status === STATUS_MAPPING.mapped) out += mapping;
    else if (status !== STATUS_MAPPING.ignored) out += ch;
  }
  return out;
}
// Code points that node's ICU does not know; only strings with one can normalize otherwise.
const unknownToICU = /\p{Cn}/u;

const utf8 = new TextEncoder();
function percentEncode(s) {
  let r = "";
  for (const b of utf8.encode(s)) r += "%" + b.toString(16).toUpperCase().padStart(2, "0");
  return r;
}

function host(s) {
  try {
    return new URL("https://" + percentEncode(s) + "/").host;
  } catch {
    return null;
  }
}

function unchanged(s) {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(s)) return s.toLowerCase();
  return "xn--" + punycode.encode(s);
}

const lines = [
  "# The reference implementation's host for every scalar value in six contexts (see",
  "# scripts/idna-refdata/record.mjs, which wrote this file, for the format).",
  `# whatwg-url ${version("whatwg-url")}, tr46 ${version("tr46")}, punycode ${version("punycode")}; ` +
    `node ${process.versions.node}, ICU ${process.versions.icu} (Unicode ${process.versions.unicode}, for NFC).`,
];
const counts = {};
let errors = 0;
for (const [name, prefix, suffix] of contexts) {
  lines.push(`@context ${name} ${prefix.map(hex).join("+") || "-"} ${suffix.map(hex).join("+") || "-"}`);
  let lo = -1, prev = -1, prevOutcome = null;
  const flush = () => {
    if (lo >= 0) lines.push((lo === prev ? hex(lo) : `${hex(lo)}..${hex(prev)}`) + " " + prevOutcome);
  };
  const c = { F: 0, V: 0, "=": 0 };
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const s = String.fromCodePoint(...prefix, cp, ...suffix);
    const h = host(s);
    let outcome = h === null ? "F" : h === unchanged(s) ? "V" : "=" + h;
    c[outcome[0]]++;
    if (unknownToICU.test(s)) {
      const mapped = map18(s);
      const want = nfc18(mapped);
      if (want !== mapped.normalize("NFC")) {
        if (want.normalize("NFC") !== want) throw new Error(`node's NFC changes ${JSON.stringify(want)}`);
        const fixed = host(want);
        if (fixed !== h) {
          const show = (t) => [...t].map((ch) => "U+" + hex(ch.codePointAt(0))).join(" ");
          outcome += ` ! ${fixed === null ? "F" : "=" + fixed} node's ICU (Unicode ${process.versions.unicode}) has no ` +
            `canonical combining class for U+${hex(cp)} (Unicode 18.0.0: ${ccc.get(cp) ?? 0}), so the reference's NFC ` +
            `of ${show(mapped)} is ${show(mapped.normalize("NFC"))}; UTS #46 18.0.0's is ${show(want)}`;
          errors++;
        }
      }
    }
    if (outcome === prevOutcome && !outcome.includes(" ! ") && (prev === cp - 1 || prev === 0xd7ff && cp === 0xe000)) {
      prev = cp;
      continue;
    }
    flush();
    lo = prev = cp;
    prevOutcome = outcome;
  }
  flush();
  counts[name] = c;
}
const text = lines.join("\n") + "\n";
const gz = gzipSync(Buffer.from(text, "utf8"), { level: 9 });
// gzip's header holds no time stamp from node's zlib (mtime 0), so the bytes are deterministic.
writeFileSync(out, gz);
console.error(`wrote ${out}: ${text.length} bytes of text, ${gz.length} gzipped, sha256 ${createHash("sha256").update(gz).digest("hex")}`);
console.error(`  reference errors by UTS #46 18.0.0 (marked): ${errors}`);
for (const [name, c] of Object.entries(counts)) {
  console.error(`  ${name}: failure ${c.F}, unchanged ${c.V}, other host ${c["="]}`);
}
