// bench_urlpattern: ada 4.0.0's url_pattern (C++, ADA_INCLUDE_URL_PATTERN,
// with ada's std::regex provider, ADA_USE_UNSAFE_STD_REGEX_PROVIDER: ada
// ships no other) on the cases that weburl's urlpattern benchmark times,
// so that scripts/bench-urlpattern-ada can report a ratio. A sibling of
// ../shared/anchors/ada/bench_ada.cpp, timed the same way: --warmup
// untimed passes, then --passes timed passes; median ns per item, and the
// mean process CPU time per item (CLOCK_PROCESS_CPUTIME_ID), which time the
// process spends waiting for a CPU on a loaded machine does not count.
//
// Cases: a file of lines "PATTERN\tINPUT". A PATTERN starting with '/' is
// a pathname pattern (a URLPatternInit with only pathname), anything else
// a constructor string; INPUT is a URL string.
//
// Usage: bench_urlpattern --filter CASES OUT   write the cases ada compiles to OUT
//        bench_urlpattern [--passes 21] [--warmup 2] CASES
// Output: one line per measure: "construct ns/pattern N", "test ns/match N",
// "exec ns/match N", then "construct cpu-ns/pattern N", "test cpu-ns/match
// N", "exec cpu-ns/match N", and "matched K/N".

#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "ada.h"
#include "bench_common.h"

using provider = ada::url_pattern_regex::std_regex_provider;
using pattern_t = ada::url_pattern<provider>;

struct bench_case {
  std::string pattern;
  std::string input;
};

static std::vector<bench_case> load(const char* path) {
  std::vector<bench_case> out;
  for (auto& f : tsv_lines(path)) out.push_back({f[0], f[1]});
  return out;
}

static std::optional<pattern_t> compile(const std::string& p) {
  try {
    if (!p.empty() && p[0] == '/') {
      ada::url_pattern_init init{};
      init.pathname = p;
      auto r = ada::parse_url_pattern<provider>(std::move(init));
      if (!r) return std::nullopt;
      return std::move(*r);
    }
    auto r = ada::parse_url_pattern<provider>(std::string_view(p));
    if (!r) return std::nullopt;
    return std::move(*r);
  } catch (...) {  // std::regex throws on syntax it does not have
    return std::nullopt;
  }
}

int main(int argc, char** argv) {
  int passes = 21, warmup = 2;
  const char* filter_out = nullptr;
  const char* path = nullptr;
  for (int i = 1; i < argc; i++) {
    if (pass_option(argc, argv, i, passes, warmup)) {
      continue;
    }
    if (!std::strcmp(argv[i], "--filter") && i + 2 < argc) {
      path = argv[++i];
      filter_out = argv[++i];
    } else {
      path = argv[i];
    }
  }
  if (!path) {
    std::fprintf(stderr, "usage: bench_urlpattern [--passes N] [--warmup N] CASES\n");
    return 2;
  }
  auto cases = load(path);
  if (filter_out) {
    std::ofstream out(filter_out);
    size_t kept = 0;
    for (auto& c : cases) {
      auto p = compile(c.pattern);
      if (!p) continue;
      std::string_view in(c.input);
      ada::url_pattern_input input = in;
      try {
        auto r = p->exec(input, nullptr);
        if (!r) continue;
      } catch (...) {
        continue;
      }
      out << c.pattern << '\t' << c.input << '\n';
      kept++;
    }
    std::printf("kept %zu/%zu cases\n", kept, cases.size());
    return 0;
  }
  std::vector<pattern_t> patterns;
  for (auto& c : cases) {
    auto p = compile(c.pattern);
    if (!p) {
      std::fprintf(stderr, "does not compile: %s\n", c.pattern.c_str());
      return 1;
    }
    patterns.push_back(std::move(*p));
  }
  size_t sink = 0, matched = 0;
  std::vector<double> construct, test, exec, construct_cpu, test_cpu, exec_cpu;
  for (int pass = 0; pass < warmup + passes; pass++) {
    double c0 = cpu_ns(), t0 = now_ns();
    for (auto& c : cases) sink += compile(c.pattern).has_value();
    double t1 = now_ns(), c1 = cpu_ns();
    matched = 0;
    for (size_t i = 0; i < cases.size(); i++) {
      std::string_view in(cases[i].input);
      ada::url_pattern_input input = in;
      auto r = patterns[i].test(input, nullptr);
      if (r && *r) matched++;
    }
    double t2 = now_ns(), c2 = cpu_ns();
    for (size_t i = 0; i < cases.size(); i++) {
      std::string_view in(cases[i].input);
      ada::url_pattern_input input = in;
      auto r = patterns[i].exec(input, nullptr);
      if (r && r->has_value()) sink += (*r)->pathname.input.size();
    }
    double t3 = now_ns(), c3 = cpu_ns();
    if (pass >= warmup) {
      construct.push_back((t1 - t0) / cases.size());
      test.push_back((t2 - t1) / cases.size());
      exec.push_back((t3 - t2) / cases.size());
      construct_cpu.push_back((c1 - c0) / cases.size());
      test_cpu.push_back((c2 - c1) / cases.size());
      exec_cpu.push_back((c3 - c2) / cases.size());
    }
  }
  std::printf("construct ns/pattern %.1f\n", median(construct));
  std::printf("test ns/match %.1f\n", median(test));
  std::printf("exec ns/match %.1f\n", median(exec));
  std::printf("construct cpu-ns/pattern %.1f\n", mean(construct_cpu));
  std::printf("test cpu-ns/match %.1f\n", mean(test_cpu));
  std::printf("exec cpu-ns/match %.1f\n", mean(exec_cpu));
  std::printf("matched %zu/%zu\n", matched, cases.size());
  return sink == 0xFFFFFFFF;
}
