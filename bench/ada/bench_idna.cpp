// bench_idna: ada 4.0.0's ada::idna::to_ascii (its own UTS #46 tables,
// normalization and Punycode) on the hosts that weburl's
// BenchmarkDomainToASCII times, so that scripts/bench-idna-ada can report
// a ratio. Timed as bench_common.h says: --warmup
// untimed passes, then --passes timed passes; each pass runs every host
// --repeat times; the median ns per call of each host.
//
// Hosts: a file of lines "NAME\tHOST\tASCII" (TestWriteIDNABenchHosts
// writes it; ASCII, weburl's answer, is not read here).
//
// Usage: bench_idna [--passes 21] [--warmup 2] [--repeat 2000] HOSTS
// Output: one line per host: "NAME ns/op N ascii RESULT" (RESULT is ada's
// answer, "" on failure).

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "ada.h"
#include "bench_common.h"

struct bench_host {
  std::string name;
  std::string host;
};

static std::vector<bench_host> load(const char* path) {
  std::vector<bench_host> out;
  for (auto& f : tsv_lines(path)) out.push_back({f[0], f[1]});  // a third field: weburl's answer
  return out;
}

int main(int argc, char** argv) {
  int passes = 21, warmup = 2, repeat = 2000;
  const char* path = nullptr;
  for (int i = 1; i < argc; i++) {
    if (pass_option(argc, argv, i, passes, warmup)) {
      continue;
    }
    if (!std::strcmp(argv[i], "--repeat") && i + 1 < argc) {
      repeat = std::atoi(argv[++i]);
    } else {
      path = argv[i];
    }
  }
  if (!path) {
    std::fprintf(stderr, "usage: bench_idna [--passes N] [--warmup N] [--repeat N] HOSTS\n");
    return 2;
  }
  auto hosts = load(path);
  size_t sink = 0;
  for (auto& h : hosts) {
    std::string result = ada::idna::to_ascii(h.host);
    std::vector<double> times;
    for (int pass = 0; pass < warmup + passes; pass++) {
      double t0 = now_ns();
      for (int k = 0; k < repeat; k++) {
        sink += ada::idna::to_ascii(h.host).size();
      }
      double t1 = now_ns();
      if (pass >= warmup) times.push_back((t1 - t0) / repeat);
    }
    std::printf("%s ns/op %.1f ascii %s\n", h.name.c_str(), median(times), result.c_str());
  }
  return sink == 0xFFFFFFFF;
}
