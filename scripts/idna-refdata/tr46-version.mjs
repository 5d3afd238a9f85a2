// Finds which Unicode version tr46's data is: it compares, for every scalar value, the status and
// mapping of tr46's generated table (lib/mappingTable.json) with those of
// testdata/unicode/IdnaMappingTable.txt, and the character classes of its generated
// lib/regexes.js (combining marks, virama, the joining types of the ZWNJ rule, the Bidi classes)
// with the Unicode Character Database files of testdata/unicode (Unicode 18.0.0), and prints
// how many differ (0 means tr46's data is that version's), and the Unicode version of node's ICU,
// which tr46 uses for NFC (String.prototype.normalize).
//
//   cd scripts/idna-refdata && npm ci && node tr46-version.mjs

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const table = require("tr46/lib/mappingTable.json");
const { STATUS_MAPPING } = require("tr46/lib/statusMapping.js");
const statusName = Object.fromEntries(Object.entries(STATUS_MAPPING).map(([k, v]) => [v, k]));

// tr46's view: code point -> "status" or "status;mapping".
const tr46 = new Map();
for (const [range, status, mapping] of table) {
  const [lo, hi] = Array.isArray(range) ? range : [range, range];
  for (let cp = lo; cp <= hi; cp++) {
    const m = status === STATUS_MAPPING.mapped || (status === STATUS_MAPPING.deviation && mapping !== undefined) ? mapping : "";
    tr46.set(cp, statusName[status] + (m ? ";" + m : ""));
  }
}

const ucd = (name) => readFileSync(join(here, "..", "..", "testdata", "unicode", name), "utf8");

// parse calls fn(lo, hi, fields) for each data line of a UCD file.
function parse(text, fn) {
  for (const line of text.split("\n")) {
    const data = line.replace(/#.*/, "").trim();
    if (!data) continue;
    const fields = data.split(";").map((f) => f.trim());
    const [lo, hi] = fields[0].split("..").map((h) => parseInt(h, 16));
    fn(lo, hi ?? lo, fields.slice(1));
  }
}

const text = ucd("IdnaMappingTable.txt");
const version = /^# Version: (.*)$/m.exec(text)[1];
const unicode = new Map();
for (const line of text.split("\n")) {
  const data = line.replace(/#.*/, "").trim();
  if (!data) continue;
  const fields = data.split(";").map((f) => f.trim());
  const [lo, hi] = fields[0].split("..").map((h) => parseInt(h, 16));
  const status = fields[1];
  const mapping = fields[2] ? String.fromCodePoint(...fields[2].split(" ").map((h) => parseInt(h, 16))) : "";
  for (let cp = lo; cp <= (hi ?? lo); cp++) {
    unicode.set(cp, status + (status === "mapped" || (status === "deviation" && mapping) ? ";" + mapping : ""));
  }
}

let differ = 0;
for (let cp = 0; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const a = tr46.get(cp), b = unicode.get(cp);
  if (a !== b) {
    if (differ < 20) console.log(`U+${cp.toString(16).toUpperCase().padStart(4, "0")}: tr46 ${JSON.stringify(a)}, IdnaMappingTable ${version} ${JSON.stringify(b)}`);
    differ++;
  }
}
console.log(`tr46 ${require("tr46/package.json").version} lib/mappingTable.json against IdnaMappingTable.txt ${version}: ${differ} scalar values differ`);

// Property values from the UCD files, and the regexes' classes that should equal them.
const prop = (file, field = 0) => {
  const m = new Map();
  parse(ucd(file), (lo, hi, f) => { for (let cp = lo; cp <= hi; cp++) m.set(cp, f[field]); });
  return m;
};
const gc = prop("DerivedGeneralCategory.txt");
const bc = prop("DerivedBidiClass.txt");
const jt = prop("DerivedJoiningType.txt");
const ccc = new Map();
parse(ucd("UnicodeData.txt"), (lo, hi, f) => ccc.set(lo, f[2])); // ranges in UnicodeData have class 0
const regexes = require("tr46/lib/regexes.js");
const checks = [
  ["combiningMarks", "General_Category M", (cp) => /^M/.test(gc.get(cp) ?? "Cn")],
  ["combiningClassVirama", "Canonical_Combining_Class 9", (cp) => ccc.get(cp) === "9"],
  ["bidiDomain", "Bidi_Class R, AL or AN", (cp) => ["R", "AL", "AN"].includes(bc.get(cp))],
  ["bidiS4EN", "Bidi_Class EN", (cp) => bc.get(cp) === "EN"],
  ["bidiS4AN", "Bidi_Class AN", (cp) => bc.get(cp) === "AN"],
];
for (const [name, what, want] of checks) {
  let n = 0;
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if (regexes[name].test(String.fromCodePoint(cp)) !== want(cp)) {
      if (n < 5) console.log(`  U+${cp.toString(16).toUpperCase()}: ${name} ${!want(cp)}, ${what} ${want(cp)}`);
      n++;
    }
  }
  console.log(`tr46 lib/regexes.js ${name} against ${what} of Unicode ${version}: ${n} scalar values differ`);
}
// The joining types of the ZWNJ rule: U+0628 ZWNJ x is valid exactly when x has Joining_Type R
// or D, after any number of T.
{
  let n = 0;
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const t = jt.get(cp) ?? "U";
    const before = regexes.validZWNJ.test(String.fromCodePoint(cp) + "\u200C\u0627");
    const after = regexes.validZWNJ.test("\u0628\u200C" + String.fromCodePoint(cp));
    if (before !== (t === "L" || t === "D") || after !== (t === "R" || t === "D")) {
      if (n < 5) console.log(`  U+${cp.toString(16).toUpperCase()}: Joining_Type ${t}, validZWNJ before ${before}, after ${after}`);
      n++;
    }
  }
  console.log(`tr46 lib/regexes.js validZWNJ against Joining_Type of Unicode ${version}: ${n} scalar values differ`);
}
console.log(`node ${process.versions.node}: ICU ${process.versions.icu}, Unicode ${process.versions.unicode} (String.prototype.normalize)`);
