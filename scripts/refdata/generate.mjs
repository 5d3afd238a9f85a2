// Generates testdata/validation/urltestdata.json and testdata/validation/corpus.json:
// what the reference implementation of the URL Standard, whatwg-url (pinned to 17.3.0 in
// package.json / package-lock.json), answers for each input: failure or href, the validation
// errors it raises, and its writing-grammar check ("valid URL string").
//
//   cd scripts/refdata && npm ci && node generate.mjs
//
// The output is deterministic: no randomness, no clock, no environment in the output.
// See testdata/validation/README.md for the meaning of every field.

import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const whatwgURL = require("whatwg-url");
const { parseURLWithValidationErrors, isValidURLString, serializeURL } = whatwgURL;

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, "..", "..");
const outDir = join(repo, "testdata", "validation");

// Read from node_modules directly: some packages do not export their package.json.
function version(pkg) {
  return JSON.parse(readFileSync(join(here, "node_modules", pkg, "package.json"), "utf8")).version;
}

const source = {
  reference: `whatwg-url ${version("whatwg-url")} (MIT), with tr46 ${version("tr46")} and @exodus/bytes ${version("@exodus/bytes")}`,
  api: "parseURLWithValidationErrors(input, {baseURL}) for failure/href/errors; isValidURLString(input, {baseURL}) for validString",
  generator: "scripts/refdata/generate.mjs (cd scripts/refdata && npm ci && node generate.mjs)",
  offsets: "none: whatwg-url reports error type names only, with no position; see README.md"
};

// ---------------------------------------------------------------------------------------------
// Running the reference on one case.

// The URL constructor converts its arguments to USVString (lone surrogates become U+FFFD) before
// parsing; parseURLWithValidationErrors does not, so do it here. Go's encoding/json decodes a
// lone surrogate escape to U+FFFD too, so a Go test that reads "input" sees the same string.
function usv(s) {
  return s.toWellFormed();
}

function errorList(names) {
  return names.map(type => ({ type }));
}

function run(input, base) {
  const rec = { input, base: base ?? null };
  if (usv(input) !== input || (base != null && usv(base) !== base)) {
    rec.usvConverted = true;
  }
  let baseURL = null;
  if (base != null) {
    const b = parseURLWithValidationErrors(usv(base));
    if (b.validationErrors.length > 0) {
      rec.baseErrors = errorList(b.validationErrors);
    }
    if (b.url === null) {
      // The URL constructor throws before it looks at input.
      rec.baseFailure = true;
      rec.failure = true;
      rec.errors = [];
      rec.valid = false;
      rec.validString = false;
      return rec;
    }
    baseURL = b.url;
  }
  const r = parseURLWithValidationErrors(usv(input), { baseURL });
  rec.failure = r.url === null;
  if (!rec.failure) {
    rec.href = serializeURL(r.url);
  }
  rec.errors = errorList(r.validationErrors);
  rec.valid = !rec.failure && r.validationErrors.length === 0;
  rec.validString = isValidURLString(usv(input), { baseURL });
  return rec;
}

// One case per line, so that diffs stay readable.
function write(name, header, cases) {
  let out = "{\n";
  for (const [k, v] of Object.entries(header)) {
    out += `  ${JSON.stringify(k)}: ${JSON.stringify(v)},\n`;
  }
  out += '  "cases": [\n';
  out += cases.map(c => `    ${JSON.stringify(c)}`).join(",\n");
  out += "\n  ]\n}\n";
  writeFileSync(join(outDir, name), out);
}

function summary(name, cases) {
  const dist = {};
  let failures = 0;
  let valid = 0;
  let validString = 0;
  let disagree = 0;
  for (const c of cases) {
    failures += c.failure ? 1 : 0;
    valid += c.valid ? 1 : 0;
    validString += c.validString ? 1 : 0;
    disagree += c.valid !== c.validString ? 1 : 0;
    for (const e of c.errors) {
      dist[e.type] = (dist[e.type] ?? 0) + 1;
    }
  }
  const sorted = Object.fromEntries(Object.entries(dist).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
  process.stderr.write(`${name}: ${cases.length} cases, ${failures} failures, ${valid} valid (no errors), ` +
    `${validString} validString, ${disagree} where valid != validString\n`);
  process.stderr.write(`${JSON.stringify(sorted, null, 1)}\n`);
  return { cases: cases.length, failures, valid, validString, validDisagreesWithValidString: disagree, errorTypes: sorted };
}

// ---------------------------------------------------------------------------------------------
// 1. testdata/wpt/urltestdata.json

const wpt = JSON.parse(readFileSync(join(repo, "testdata", "wpt", "urltestdata.json"), "utf8"));
const wptCases = [];
let wptMismatch = 0;
for (const t of wpt) {
  if (typeof t === "string") {
    continue; // a comment
  }
  const rec = run(t.input, t.base);
  // The reference's parse result should be what WPT expects; report where it is not.
  const wptFailure = t.failure === true;
  if (wptFailure !== rec.failure || (!wptFailure && t.href !== rec.href)) {
    wptMismatch++;
    process.stderr.write(`urltestdata: reference disagrees with WPT: ${JSON.stringify(t.input)} ` +
      `base ${JSON.stringify(t.base)}: WPT ${wptFailure ? "failure" : t.href}, ` +
      `reference ${rec.failure ? "failure" : rec.href}\n`);
  }
  wptCases.push(rec);
}
write("urltestdata.json", {
  comment: "For every case of testdata/wpt/urltestdata.json, in order: the validation errors that the reference implementation raises. Generated; do not edit. See README.md.",
  source
}, wptCases);
summary("urltestdata.json", wptCases);
process.stderr.write(`urltestdata: ${wptMismatch} parse results differ from WPT's expectations\n`);

// ---------------------------------------------------------------------------------------------
// 2. The corpus.

const corpus = [];
const seen = new Map();

// add records the reference's answer for input against base, under group. A later duplicate of
// an (input, base) pair is dropped, unless it carries spec expectations, which are merged in.
function add(group, input, base = null, extra = {}) {
  const key = JSON.stringify([input, base]);
  if (seen.has(key)) {
    Object.assign(seen.get(key), extra);
    return;
  }
  const rec = { group, ...extra, ...run(input, base) };
  seen.set(key, rec);
  corpus.push(rec);
}

// 2a. The examples of the validation error table (url.bs, "Writing", #validation-error-*):
// 44 inputs, each under the row of the error type it illustrates ("specRow").
const specTable = [
  ["domain-to-ASCII", "https://exa%23mple.org"],
  ["domain-percent-encoded", "https://exam%70le.org"],
  ["host-invalid-code-point", "foo://exa[mple.org"],
  ["IPv4-empty-part", "https://127.0.0.1./"],
  ["IPv4-too-few-parts", "https://1.2.3/"],
  ["IPv4-too-many-parts", "https://1.2.3.4.5/"],
  ["IPv4-non-numeric-part", "https://test.42"],
  ["IPv4-non-decimal-part", "https://127.0.0x0.1"],
  ["IPv4-out-of-range-part", "https://255.255.4000.1"],
  ["IPv6-unclosed", "https://[::1"],
  ["IPv6-invalid-compression", "https://[:1]"],
  ["IPv6-too-many-pieces", "https://[1:2:3:4:5:6:7:8:9]"],
  ["IPv6-multiple-compression", "https://[1::1::1]"],
  ["IPv6-invalid-code-point", "https://[1:2:3!:4]"],
  ["IPv6-invalid-code-point", "https://[1:2:3:]"],
  ["IPv6-too-few-pieces", "https://[1:2:3]"],
  ["IPv6-piece-leading-zero", "https://[::01]"],
  ["IPv4-in-IPv6-too-many-pieces", "https://[1:1:1:1:1:1:1:127.0.0.1]"],
  ["IPv4-in-IPv6-invalid-code-point", "https://[ffff::.0.0.1]"],
  ["IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.0.xyz.1]"],
  ["IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.0xyz]"],
  ["IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.00.0.1]"],
  ["IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.0.0.1.2]"],
  ["IPv4-in-IPv6-out-of-range-part", "https://[ffff::127.0.0.4000]"],
  ["IPv4-in-IPv6-too-few-parts", "https://[ffff::127.0.0]"],
  ["invalid-URL-unit", "https://example.org/>"],
  ["invalid-URL-unit", " https://example.org "],
  ["invalid-URL-unit", "ht\ntps://example.org"], // url.bs writes the newline as <br>
  ["invalid-URL-unit", "https://example.org/%s"],
  ["special-scheme-missing-following-solidus", "file:c:/my-secret-folder"],
  ["special-scheme-missing-following-solidus", "https:example.org"],
  ["special-scheme-missing-following-solidus", "https:foo.html", "https://example.org/"],
  ["missing-scheme-non-relative-URL", "💩"],
  ["missing-scheme-non-relative-URL", "💩", "mailto:user@example.org"],
  ["invalid-reverse-solidus", "https://example.org\\path\\to\\file"],
  ["invalid-credentials", "https://user@example.org"],
  ["invalid-credentials", "ssh://user@example.org"],
  ["host-missing", "https://#fragment"],
  ["host-missing", "https://:443"],
  ["host-missing", "https://user:pass@"],
  ["port-out-of-range", "https://example.org:70000"],
  ["port-invalid", "https://example.org:7z"],
  ["file-invalid-Windows-drive-letter", "/c:/path/to/file", "file:///c:/"],
  ["file-invalid-Windows-drive-letter-host", "file://c:"]
];
if (specTable.length !== 44) {
  throw new Error(`spec table: ${specTable.length} examples, want 44`);
}
for (const [row, input, base] of specTable) {
  const extra = { specRow: row };
  if (input === "/c:/path/to/file") {
    extra.note = "known wrong example: the input starts with \"/\", so the parser goes from the file state to " +
      "the file slash state and never raises file-invalid-Windows-drive-letter; see the spec-validation-error-table-corrected cases";
  }
  add("spec-validation-error-table", input, base ?? null, extra);
}
// Inputs that do raise file-invalid-Windows-drive-letter against the example's base. Dropping the
// leading "/" is not enough: "c:/path/to/file" parses as an absolute URL with scheme "c".
for (const input of ["c|/path/to/file", "file:c:/path/to/file"]) {
  add("spec-validation-error-table-corrected", input, "file:///c:/", {
    specRow: "file-invalid-Windows-drive-letter",
    note: "a corrected file-invalid-Windows-drive-letter example"
  });
}

// The IPv4-non-ASCII-input row (whatwg/url PR 925, after our url.bs) and the examples in
// CHANGES-after-url.bs.md, with the errors that document says each raises ("specErrors").
const ipv4NonASCII = [
  ["https://①.②.③.④", ["IPv4-non-ASCII-input"], true],
  ["https://1。2。3。4", ["IPv4-non-ASCII-input"]],
  ["https://².2.3.4", ["IPv4-non-ASCII-input"]],
  ["https://１２７.０.０.１", ["IPv4-non-ASCII-input"]],
  ["https://%E2%91%A0.%E2%91%A1.%E2%91%A2.%E2%91%A3", ["domain-percent-encoded", "IPv4-non-ASCII-input"]]
];
for (const [input, errs, isRow] of ipv4NonASCII) {
  const extra = { specErrors: errs };
  if (isRow) {
    extra.specRow = "IPv4-non-ASCII-input";
  }
  add(isRow ? "spec-validation-error-table" : "spec-ipv4-non-ascii-input", input, null, extra);
}

// 2b. The URL parsing example table (url.bs #example-url-parsing), with its Valid column.
const specParsing = [
  ["https:example.org", null, false],
  ["https://////example.com///", null, false],
  ["https://example.com/././foo", null, true],
  ["hello:world", "https://example.com/", true],
  ["https:example.org", "https://example.com/", false],
  ["\\example\\..\\demo/.\\", "https://example.com/", false],
  ["example", "https://example.com/demo", true],
  ["file:///C|/demo", null, false],
  ["..", "file:///C:/demo", true],
  ["file://localhost/", null, true],
  ["file://loc%61lhost/", null, false],
  ["https://user:password@example.org/", null, false],
  ["https://example.org/foo bar", null, false],
  ["https://EXAMPLE.com/../x", null, true],
  ["https://ex ample.org/", null, false],
  ["example", null, false],
  ["https://example.com:demo", null, false],
  ["http://[www.example.com]/", null, false],
  ["https://example.org//", null, true],
  ["https://example.com/[]?[]#[]", null, false],
  ["https://example/%?%#%", null, false],
  ["https://example/%25?%25#%25", null, true]
];
for (const [input, base, valid] of specParsing) {
  add("spec-url-parsing-examples", input, base, { specValid: valid });
}

// 2c. Every state of the basic URL parser (the hostname state is reached only with a state
// override, i.e. from the hostname setter, for which the reference reports no errors).
const B = {
  http: "http://example.com/a/b?q#f",
  https: "https://u:p@example.com:8443/a/b?q#f",
  sc: "sc://h/a/b?q#f",
  scPath: "sc:/a/b",
  file: "file:///a/b?q#f",
  fileDrive: "file:///C:/a/b",
  fileHost: "file://host/a/b",
  opaque: "sc:opaque?q#f"
};
const states = [
  // scheme start, scheme
  ["a:", null], ["A+b-c.d:x", null], ["a1:", null], ["1a:", null], ["+a:", null], ["a_b:c", null],
  ["HTTPS://EXAMPLE.COM/", null], ["a:b", B.http], ["a", null], ["", null], [":", null], [":", B.http],
  // no scheme
  ["x", B.http], ["x", B.file], ["x", B.opaque], ["#x", B.opaque], ["?x", B.opaque], ["", B.opaque], ["x", null],
  // special relative or authority
  ["http://x/", B.http], ["http:x", B.http], ["http:/x", B.http], ["http:\\\\x", B.http], ["http:", B.http],
  ["http:?q", B.http], ["http:#f", B.http], ["https:x", B.http],
  // path or authority
  ["sc://host/p", null], ["sc:/p", null], ["sc:/", null], ["sc://", null], ["sc:///p", null], ["sc:/\\p", null],
  // relative
  ["?q", B.http], ["#f", B.http], ["", B.http], ["x", B.sc], ["\\x", B.http], ["\\x", B.sc], ["/x", B.sc], ["/x", B.http],
  // relative slash
  ["//h/p", B.http], ["/\\h/p", B.http], ["\\\\h\\p", B.http], ["\\/h/p", B.http], ["//h/p", B.sc], ["//h", B.sc],
  ["/\\h/p", B.sc], ["//", B.sc], ["//", B.http],
  // special authority slashes, special authority ignore slashes
  ["https://h", null], ["https:/h", null], ["https:h", null], ["https:\\\\h", null], ["https:\\/h", null],
  ["ws:h", null], ["https:////h", null], ["https:\\\\\\\\h", null], ["https:///\\/h", null], ["https:", null],
  ["https:/", null], ["https://", null], ["https:///", null], ["ftp:////h", null],
  // authority
  ["https://u@h", null], ["https://u:p@h", null], ["https://@h", null], ["https://u@", null], ["sc://u@h", null],
  ["sc://@", null], ["sc://u@/p", null], ["https://a@b@c", null], ["https://a:b:c@d", null], ["sc://a@b@c", null],
  ["https://u@h/p@q", null], ["https://u@h?@#@", null],
  // host
  ["https://h/", null], ["https://h?q", null], ["https://h#f", null], ["https://h\\p", null], ["sc://h\\p", null],
  ["sc://:1", null], ["https://[::1]:8080", null], ["sc://h:", null], ["https://h:", null], ["sc://[::1]", null],
  ["sc://h", null], ["sc://h?q", null], ["sc://h#f", null], ["https://[::1]x", null], ["https://[:", null],
  // port
  ["https://h:0", null], ["https://h:443", null], ["https://h:65535", null], ["https://h:65536", null],
  ["https://h:1a", null], ["https://h:1/", null], ["https://h:1?x", null], ["https://h:1#x", null],
  ["https://h:1\\x", null], ["sc://h:1\\x", null], ["sc://h:1/", null],
  // file, file slash, file host
  ["file:", null], ["file:x", null], ["file:\\x", null], ["file:/x", null], ["file:x", B.file], ["file:\\x", B.file],
  ["x", B.fileDrive], ["?q", B.file], ["#f", B.file], ["", B.file], ["c:", B.file], ["c:/x", B.fileDrive],
  ["C|x", B.fileDrive], ["c:x", B.fileDrive], ["file:/\\x", null], ["file://x/", null], ["file:/c:", B.fileDrive],
  ["/x", B.fileDrive], ["\\x", B.fileDrive], ["/x", B.fileHost], ["//x", B.fileDrive], ["\\\\x\\y", B.fileDrive],
  ["file://h/x", null], ["file://localhost/x", null], ["file://LOCALHOST/x", null], ["file://c:/x", null],
  ["file://c|/x", null], ["file://[::1]/", null], ["file://h:80/", null], ["file://%41/", null], ["file://xn--/", null],
  ["file://1.2.3/", null], ["file://", null], ["file:///", null], ["file://?q", null], ["file://#f", null],
  ["file://h\\x", null], ["file:?q", null], ["file:#f", null], ["file:?q", B.file], ["file:#f", B.file],
  // path start, path
  ["sc:/", null], ["https://h", null], ["sc://h/p", null], ["https://h/a/./b/../c", null], ["https://h/%2e", null],
  ["https://h/%2E%2e", null], ["https://h/.%2e/x", null], ["https://h/a/..", null], ["sc:/a/..", null],
  ["file:///C:/..", null], ["file:///C:/../..", null], ["file:/C|/x", null], ["sc:/.//p", null], ["sc:/..//p", null],
  ["https://h/a\\b", null], ["sc://h/a\\b", null], ["https://h/a/.", null], ["https://h/a/..?q", null],
  ["https://h/a/.#f", null], ["sc:/a/./", null], ["file:///c|", null], ["file:///c:/../d:/", null],
  // opaque path
  ["mailto:a b", null], ["sc:a b?c", null], ["sc:a b#c", null], ["sc:a \u0001", null], ["sc:ü", null],
  ["sc:%", null], ["sc:%zz", null], ["sc:a ", null], ["sc: ", null], ["javascript:alert(1)", null],
  ["data:text/plain,a b", null], ["sc:\\x", null],
  // query, fragment
  ["https://h/?a b'", null], ["sc://h/?a b'", null], ["https://h/?#", null], ["?a#b", B.http], ["#", null],
  ["https://h/#a b`", null], ["https://h/#\u0000", null], ["sc:x#a b", null], ["https://h?a?b#c#d", null],
  ["ws://h/?'", null], ["wss://h/?'", null]
];
for (const [input, base] of states) {
  add("states", input, base);
}

// 2d. Hosts, each in a special (https), a non-special (opaque host: sc) and a file URL.
const hosts = [
  // domains, IDNA
  "example.com", "EXAMPLE.COM", "exa mple.com", "münchen.de", "MÜNCHEN.DE", "xn--mnchen-3ya.de", "xn--mnchen.de",
  "xn--", "xn--a", "xn--ls8h", "☕.example", "a.b.c.", "a..b", ".a", "-a.b", "a-.b", "ab--c.d", "xn--ab--c.d",
  "a_b.c", "a\u00ADb.c", "a\u200Cb.c", "a\u200Db.c", "\u0627\u200Cb.c", "\u05D0a.com", "\u0627.\u05D0",
  `${"a".repeat(63)}.com`, `${"a".repeat(64)}.com`, `${"a.".repeat(126)}ab`, `${"a.".repeat(127)}`,
  "ＥＸＡＭＰＬＥ.com", "x\u3002y", "ß.de", "ς.com", "\uFDD0.com", "*.example", "xn--8i7caa", "a\u2024b",
  "\u{1F4A9}.com", "\u0301a.com", "a\u0000b", "a\u001Fb", "a\u007Fb", "ex\u00A0ample", "ex\uFFFDample",
  "a!b", "a$b", "a'b", "a&b", "a,b", "a;b", "a=b", "a{b", "a}b", "a`b", "a~b", "a\"b", "a<b", "a>b", "a^b",
  "a|b", "a%b", "a(b", "a)b", "a*b", "a+b", "a\uFF05b", "a\u2215b",
  // percent-encoded domains
  "ex%61mple.com", "%65xample.com", "ex%2Eample", "%C3%BCber.de", "%FF.com", "%00.com", "exa%23mple",
  "a%25b", "%25", "%zz.com", "a%2", "%5B::1%5D", "%2e", "%41%42", "a%20b", "xn--%6Dnchen-3ya.de",
  // IPv4
  "1.2.3.4", "0x7f.0.0.1", "0x7F.1", "017.0.0.1", "0177.0.0.1", "08.0.0.1", "1.2.3.09", "0x", "0x.0x.0x.0x", "0",
  "4294967295", "4294967296", "1.2.3.256", "1.2.65536", "1.16777216", "256.1.1.1", "1.2.3.4.", "1.2.3.4..",
  "1.2.3.4.5", "1.2.3.4.5.", ".1.2.3.4", "1..2.3", "test.42", "42.test", "1.2.3.0x", "0xffffffff",
  "0x100000000", "00000000000000000001.2.3.4", "0x00000000001", "1.2.3.4x", "foo.0x4", "foo.09",
  "foo.1.2.3.4", "1.2.3", "1.2", "1", "0x1.2", "0X1.2", "1.0x", "1.08", "1.0x1g", "09", "0.0.0.0", "255.255.255.255",
  "999999999999999999999", "0xfffffffff", "1.2.3.4 ", "1.2.3.-4", "1.2.3.+4", "1.2.3.0.",
  // IPv4 from non-ASCII input
  "１２７.０.０.１", "①.②.③.④", "1。2。3。4", "².2.3.4", "%E2%91%A0.%E2%91%A1.%E2%91%A2.%E2%91%A3", "%31.2.3.4",
  "1.2.3.\u00AD4", "1.2.3.4\u200B", "0x７f.1", "１.２.３.４．", "1.2.3.4\uFF0E", "ＯＸ1.2", "ⅰ.2.3.4", "foo.①",
  "1.2.3.%EF%BC%94", "a.1\u00AD",
  // IPv6, IPv4-in-IPv6
  "[::]", "[::1]", "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8:9]", "[1::1::1]", "[:1]", "[:]", "[::1", "[1:2:3]",
  "[1:2:3:]", "[1:2:3!:4]", "[::01]", "[0001::]", "[00001::]", "[1:2:3:4:5:6:7::]", "[::1:2:3:4:5:6:7]",
  "[1:2:3:4:5:6:7:8::]", "[::ffff:1.2.3.4]", "[::1.2.3.4]", "[1:1:1:1:1:1:1:127.0.0.1]",
  "[1:1:1:1:1:1:127.0.0.1]", "[ffff::.0.0.1]", "[ffff::127.0.xyz.1]", "[ffff::127.0xyz]", "[ffff::127.00.0.1]",
  "[ffff::127.0.0.1.2]", "[ffff::127.0.0.4000]", "[ffff::127.0.0]", "[ffff::127.0.0.]", "[ffff::256.0.0.1]",
  "[0:1:2:3:4:5:192.0.02.1]", "[192.0.2.1::]", "[::1.]", "[::%31]", "[::1]x", "[::1%25eth0]", "[ＡＢＣＤ::]",
  "[::1 ]", "[::1\t]", "[]", "[", "]", "[::1]]", "[[::1]]", "[v1.fe]", "[::1::]", "[1:2:3:4:5:6:7:8:]",
  "[::127.0.0.1]", "[::ffff:0.0.0.0]", "[1:2:3:4:5:6:1.2.3.4]", "[1:2:3:4:5:6:7:1.2.3.4]", "[::1.2.3.4x]",
  "[1.2.3.4]", "[::1:]", "[ABCD:EF01::]", "[0:0:0:0:0:0:0:0]", "[1:0:0:2::3]", "[::1.2.3.04]", "[::1.2.3]",
  "[::1.2..3]", "[::.]", "[::1.2.3.4.]", "[::ffff:255.255.255.255]", "[12345::]", "[::g]", "[:::]", "[1:::2]",
  "[::1]:", "[::1]:80", "[::1]:x"
];
const hostTemplates = [h => `https://${h}/`, h => `sc://${h}/`, h => `file://${h}/`];
for (const h of hosts) {
  for (const t of hostTemplates) {
    add("hosts", t(h));
  }
}

// 2e. Credentials.
const creds = [
  "u@h", "u:p@h", ":p@h", "u:@h", ":@h", "@h", "u@", "u:p@", "@", "u@h:80", "a@b@h", "a:b:c@h", "a:b@c:d@h",
  "ü:ö@h", "u%40@h", "u%zz@h", "u p@h", "u\u0000@h", "u@[::1]", "u@:80", "u:p@/p", "u@h\\p", "u:p@?q",
  "u:p@#f", "u:p@:80", "::@h", "u::p@h", "%3A@h", "u%3Ap@h", "u@@h", "u:p@@h"
];
for (const c of creds) {
  add("credentials", `https://${c}`);
  add("credentials", `sc://${c}`);
}

// 2f. Ports.
const ports = [
  "", "0", "00080", "80", "443", "21", "65535", "65536", "4294967296", "99999999999999999999", "1a", "a", "-1",
  "+1", " 1", "1 ", "８０", "1\t2", "80/p", "80?q", "80#f", "80\\p", "0x50", "1:2"
];
for (const scheme of ["http", "https", "ws", "ftp", "sc", "file"]) {
  for (const p of ports) {
    add("ports", `${scheme}://h:${p}`);
  }
}
for (const input of ["https://:80", "sc://:80", "sc://u@:80", "https://u@:80", "file://:80/", "sc://:", "https://:"]) {
  add("ports", input);
}

// 2g. Every code point of every percent-encode set (and their neighbours), in each component.
const codePoints = [];
for (let cp = 0; cp <= 0x7F; cp++) {
  codePoints.push(cp);
}
codePoints.push(0x80, 0x9F, 0xA0, 0xFF, 0x100, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xDFFF, 0xE000, 0xFDCF, 0xFDD0,
  0xFDEF, 0xFDF0, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1F4A9, 0x1FFFE, 0x1FFFF, 0x10FFFD, 0x10FFFE, 0x10FFFF);
const components = [
  ["special-path", x => `https://h/a${x}b`],
  ["non-special-path", x => `sc://h/a${x}b`],
  ["special-query", x => `https://h/?a${x}b`],
  ["non-special-query", x => `sc://h/?a${x}b`],
  ["fragment", x => `https://h/#a${x}b`],
  ["username", x => `https://a${x}b@h/`],
  ["password", x => `https://u:a${x}b@h/`],
  ["opaque-path", x => `sc:a${x}b`],
  ["opaque-host", x => `sc://a${x}b/`]
];
// String.fromCharCode for the surrogates: a lone surrogate (converted to U+FFFD, see usv()).
const chars = codePoints.map(cp => (cp >= 0xD800 && cp <= 0xDFFF ? String.fromCharCode(cp) : String.fromCodePoint(cp)));
const percents = ["%", "%2", "%zz", "%g0", "%0g", "%41", "%%41", "%2e", "%25", "%C3%BC", "%FF"];
for (const [name, t] of components) {
  for (const x of chars) {
    add(`percent-encode:${name}`, t(x));
  }
  for (const x of percents) {
    add(`percent-encode:${name}`, t(x));
  }
}

// 2h. Leading and trailing C0 control or space; ASCII tab or newline anywhere.
for (let cp = 0; cp <= 0x20; cp++) {
  const x = String.fromCharCode(cp);
  add("trim", `${x}https://h/p`);
  add("trim", `https://h/p${x}`);
  add("trim", `${x}sc:x${x}`);
  add("trim", `${x}x`, B.http);
}
add("trim", "\u0000\u001F https://h/ \u001F\u0000");
add("trim", "\t https://h");
add("trim", "\u0000\thttps://h\n\u0000");
add("trim", " \t\n\r");
add("trim", " ", B.http);
add("trim", "\u00A0https://h/");
add("trim", "https://h/\u00A0");
add("trim", "\u3000https://h/");
const full = "https://u:p@h:1/p?q#f";
for (const ws of ["\t", "\n", "\r"]) {
  for (let i = 0; i <= full.length; i++) {
    add("tab-newline", full.slice(0, i) + ws + full.slice(i));
  }
}
for (const input of ["sc:a\tb", "sc://h\n/", "file:///C\t:/", "file:///C:\r/", "https://[::\n1]/", "h\tt\nt\rp://h",
  "https://h:8\t0/", "https://h/%\t41", "https://h/%4\n1", "https://exa\tmple.org/", "https://1.2\n.3.4/"]) {
  add("tab-newline", input);
}

// 2i. Bases that raise errors themselves, and bases that fail.
for (const [input, base] of [
  ["x", "https://h\\a"], ["x", " https://h/ "], ["x", "https:h"], ["#f", "sc:a b"], ["x", "nope"],
  ["https://h/", "nope"], ["x", "https://u@h/"], ["x", "https://[::1"], ["#f", "https://h/%zz"],
  ["x", "file://c:/"], ["x", "https://①.②.③.④/"]
]) {
  add("base-errors", input, base);
}

// 2j. Relative references against assorted bases.
const relInputs = [
  "", ".", "..", "./x", "../x", "/x", "//x", "///x", "\\x", "\\\\x", "?x", "#x", "x:y", "http:x", "https:x", "file:x",
  "c:x", "C|/x", "/c:/x", "//c:/x", "c:", "/c|", "..\\x", "%2e%2E/x", " x", "x ", "x\ty", "sc:x", "//c|/x",
  "///c:/x", "file:c:", "file:/c:/x", "x/../../..", "/./x", "\\c:\\x"
];
const relBases = [
  "https://u:p@h:81/a/b?q#f", "sc://h/a/b", "sc:/a/b", "file:///C:/a/b", "file://host/a/b", "file:///a/b",
  "sc:opaque", "about:blank"
];
for (const base of relBases) {
  for (const input of relInputs) {
    add("relative", input, base);
  }
}

// Check the spec's expectations and report where the reference differs.
let specMismatch = 0;
for (const c of corpus) {
  const types = c.errors.map(e => e.type);
  if (c.specRow !== undefined && !types.includes(c.specRow)) {
    specMismatch++;
    process.stderr.write(`corpus: spec table example ${JSON.stringify(c.input)} base ${JSON.stringify(c.base)} ` +
      `(row ${c.specRow}): reference raises ${JSON.stringify(types)}\n`);
  }
  if (c.specErrors !== undefined && JSON.stringify(types) !== JSON.stringify(c.specErrors)) {
    specMismatch++;
    process.stderr.write(`corpus: ${JSON.stringify(c.input)}: spec says ${JSON.stringify(c.specErrors)}, ` +
      `reference raises ${JSON.stringify(types)}\n`);
  }
  if (c.specValid !== undefined && c.specValid !== c.valid) {
    specMismatch++;
    process.stderr.write(`corpus: ${JSON.stringify(c.input)} base ${JSON.stringify(c.base)}: spec Valid ` +
      `${c.specValid}, reference raises ${JSON.stringify(types)}${c.failure ? " and fails" : ""}\n`);
  }
  if (c.specValid !== undefined && c.specValid !== c.validString) {
    process.stderr.write(`corpus: ${JSON.stringify(c.input)} base ${JSON.stringify(c.base)}: spec Valid ` +
      `${c.specValid}, isValidURLString ${c.validString}\n`);
  }
}

write("corpus.json", {
  comment: "A deterministic corpus (scripts/refdata/generate.mjs) and the validation errors that the reference implementation raises for each case. Generated; do not edit. See README.md.",
  source
}, corpus);
summary("corpus.json", corpus);
process.stderr.write(`corpus: ${specMismatch} differences from the standard's stated expectations\n`);

