// Generates testdata/idna-long.json: what the reference implementation of the URL Standard,
// whatwg-url (pinned to 17.3.0 in package.json / package-lock.json) with its tr46, answers for
// hosts that golang.org/x/net/idna mishandles: Punycode labels that decode to more than 1,024
// code points, and runs of more than 30 non-starters (combining marks), which
// golang.org/x/text/unicode/norm breaks up with U+034F (the Stream-Safe Text Format).
//
//   cd scripts/refdata && npm ci && node idna-long.mjs
//
// For each host: the hostname of new URL("http://" + host + "/") or null for failure, and
// tr46's domain to Unicode (the URL Standard's flags) or null when it records an error.
// Deterministic: the cases are built below, with no randomness.

import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { URL } = require("whatwg-url");
const tr46 = require("tr46");
const punycode = require("punycode/");

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "..", "testdata", "idna-long.json");
const version = (pkg) => JSON.parse(readFileSync(join(here, "node_modules", pkg, "package.json"), "utf8")).version;

const rep = (s, n) => s.repeat(n);
const ace = (label) => "xn--" + punycode.encode(label);

const hosts = [];
const add = (note, host) => hosts.push({ note, host });

// Runs of non-starters.
for (const n of [29, 30, 31, 32, 40, 100]) {
  add(`a and ${n} × U+0301`, "a" + rep("\u0301", n));
}
add("leading run", rep("\u0301", 31) + "a");
add("run of U+0316 (class 220) then U+0301 (230): canonical ordering lets U+0301 compose", "a" + rep("\u0316", 40) + "\u0301");
add("U+0301 then a run of U+0316: reordered", "e" + "\u0301" + rep("\u0316", 35) + ".com");
add("alternating classes", "o" + rep("\u0301\u0316\u0323\u0308", 12));
add("decomposing starter", "\u01D6" + rep("\u0301", 35));
add("U+0340, mapped to U+0300, in a run", "a" + rep("\u0340", 35));
add("U+0344, mapped to two non-starters", "u" + rep("\u0344", 20));
add("ignored U+034F inside a run", "a" + rep("\u0301", 20) + "\u034F" + rep("\u0301", 20));
add("U+00AD inside a run", "a" + rep("\u0301", 20) + "\u00AD" + rep("\u0301", 20));
add("spacing marks of class 216 (Mc)", "a" + rep("\uD834\uDD65", 35));
add("Hebrew with 40 points: a Bidi label", "\u05D0" + rep("\u05B0", 40) + "\u05D1");
add("Hebrew and a Latin label", "\u05D0" + rep("\u05B0", 40) + ".abc");
add("Bidi: Latin label with a run and an Arabic label", "a" + rep("\u0301", 35) + ".\u0628\u0627");
add("Bidi: digit first in an RTL domain", "1" + rep("\u0301", 35) + ".\u0628\u0627");
add("virama run then ZWJ", "\u0915" + rep("\u0301", 34) + "\u094D\u200D\u0937");
add("run then ZWJ without virama", "\u0915\u094D" + rep("\u0301", 34) + "\u200D\u0937");
add("ZWNJ between Arabic letters with runs", "\u0628" + rep("\u064B", 35) + "\u200C" + rep("\u064B", 35) + "\u0628");
add("ZWNJ after a Latin letter with a run", "a" + rep("\u0301", 35) + "\u200C\u0628");
add("run after a hyphen", "a-" + rep("\u0301", 35));
add("disallowed non-starter in a run", "a" + rep("\u0301", 20) + "\u0345" + rep("\u0301", 20));
add("Hangul then a run", "\uAC00" + rep("\u0301", 35));
add("two labels with runs", "a" + rep("\u0301", 31) + ".b" + rep("\u0302", 31));
add("run, full-width dot", "a" + rep("\u0301", 31) + "\uFF0Eexample");

// Punycode labels of decoded runs.
add("ACE label of á and 30 × U+0301", "ex." + ace("\u00E1" + rep("\u0301", 30)));
add("ACE label of á and 40 × U+0301", "ex." + ace("\u00E1" + rep("\u0301", 40)));
add("ACE label of a and 40 × U+0301 (not NFC)", "ex." + ace("a" + rep("\u0301", 40)));
add("ACE label of a, 40 × U+0316, U+0301 (not NFC)", "ex." + ace("a" + rep("\u0316", 40) + "\u0301"));
add("ACE label of á, 40 × U+0316 (not NFC: ordering)", "ex." + ace("\u00E1" + rep("\u0316", 40)));
add("ACE label of a run with U+0340 (mapped, so invalid)", "ex." + ace("a" + rep("\u0301", 20) + "\u0340" + rep("\u0301", 20)));

// Long Punycode labels.
for (const n of [1020, 1023, 1024, 1025, 1100, 3000]) {
  add(`é and xn--9ca + ${n} × a`, "\u00E9.xn--9ca" + rep("a", n));
}
add("ASCII domain with a long ACE label", "xn--9ca" + rep("a", 1100));
add("long ACE label of ü", "x." + ace(rep("\u00FC", 2000)));
add("long ACE label of ü, uppercase", "x." + ace(rep("\u00FC", 2000)).toUpperCase());
add("long ACE label decoding to ASCII", "x.xn--" + rep("a", 1100) + "-");
add("long ACE label decoding to a mapped code point", "x." + ace(rep("a", 1100) + "\u00C9"));
add("long ACE label decoding to a disallowed code point", "x." + ace(rep("a", 1100) + "\u0378"));
add("long ACE label decoding to xn--", "x." + ace("xn--" + rep("\u00FC", 1100)));
add("long ACE label with a bad digit", "x." + ace(rep("\u00FC", 1100)) + "!");
add("long ACE label, Hebrew", "x." + ace(rep("\u05D0", 1100)));
add("long ACE label, Hebrew then digits", "x." + ace(rep("\u05D0", 1100) + "1a"));
add("long ACE label with a run", "x." + ace("\u00E1" + rep("\u0301", 1100)));

// NFC without the Stream-Safe Text Format: strings of starters, combining marks of several
// classes and Hangul jamo, with long runs, and String.prototype.normalize("NFC") of each
// (node's ICU). A fixed linear congruential generator keeps them deterministic.
const pool = ["a", "e", "o", "u", "\u00FC", "\u01D6", "\u1100", "\u1161", "\u11A8", "\uAC00",
  "\u0301", "\u0300", "\u0308", "\u0304", "\u0316", "\u0323", "\u0327", "\u05B0", "\u0344",
  "\u0F73", "\u0F71", "\u0F72", "\u0340", "\u034F", "\uD834\uDD65", "\uD834\uDD6E", "\u093C", "\u094D"];
const marks = pool.slice(10);
let seed = 12345;
const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const nfc = [];
for (let i = 0; i < 300; i++) {
  let s = "";
  const parts = 1 + rand(4);
  for (let p = 0; p < parts; p++) {
    s += pool[rand(10)];
    const run = rand(3) === 0 ? rand(5) : 25 + rand(60);
    for (let k = 0; k < run; k++) s += marks[rand(marks.length)];
  }
  nfc.push({ in: s, nfc: s.normalize("NFC") });
}

const cases = hosts.map(({ note, host }) => {
  let hostname = null;
  try {
    hostname = new URL("http://" + host + "/").hostname;
  } catch {}
  const u = tr46.toUnicode(host, { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false, processingOption: "nontransitional" });
  return { note, host, hostname, unicode: u.error ? null : u.domain };
});

const doc = {
  source: `whatwg-url ${version("whatwg-url")} (MIT), with tr46 ${version("tr46")}; generator: scripts/refdata/idna-long.mjs`,
  fields: "host: the input; hostname: new URL('http://' + host + '/').hostname, null on failure; unicode: tr46.toUnicode(host) with the URL Standard's domain to Unicode flags, null on error",
  nfcSource: `String.prototype.normalize("NFC") of node ${process.versions.node} (ICU ${process.versions.icu}, Unicode ${process.versions.unicode})`,
  cases,
  nfc,
};
writeFileSync(out, JSON.stringify(doc, null, 1) + "\n");
console.error(`${cases.length} cases, ${cases.filter((c) => c.hostname === null).length} failures`);
