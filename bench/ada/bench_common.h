// What the drivers of this folder share: reading their input files and
// taking times. Each driver times ada 4.0.0 beside one of weburl's
// benchmarks: --warmup untimed passes, then --passes timed passes, and the
// median (and mean) over the passes, as ../shared/anchors/ada/bench_ada.cpp
// times ada's URL parser.

#ifndef WEBURL_BENCH_COMMON_H
#define WEBURL_BENCH_COMMON_H

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

// tsv_lines returns the lines of the file path that hold a tab, each split
// at its tabs.
static std::vector<std::vector<std::string>> tsv_lines(const char* path) {
  std::vector<std::vector<std::string>> out;
  std::ifstream f(path);
  std::string line;
  while (std::getline(f, line)) {
    if (line.find('\t') == std::string::npos) continue;
    std::vector<std::string> fields;
    size_t start = 0;
    for (size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1) {
      fields.push_back(line.substr(start, tab - start));
    }
    fields.push_back(line.substr(start));
    out.push_back(std::move(fields));
  }
  return out;
}

// pass_option reads the option at argv[i] that every driver takes,
// --passes N or --warmup N, into passes or warmup and moves i to its value;
// it reports whether argv[i] was one of them.
static bool pass_option(int argc, char** argv, int& i, int& passes, int& warmup) {
  if (i + 1 >= argc) return false;
  if (!std::strcmp(argv[i], "--passes")) {
    passes = std::atoi(argv[++i]);
    return true;
  }
  if (!std::strcmp(argv[i], "--warmup")) {
    warmup = std::atoi(argv[++i]);
    return true;
  }
  return false;
}

// now_ns is a monotonic clock in nanoseconds.
static double now_ns() {
  return std::chrono::duration<double, std::nano>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// cpu_ns is the CPU time of the process (all its threads) in nanoseconds.
static double cpu_ns() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return double(ts.tv_sec) * 1e9 + double(ts.tv_nsec);
}

static double mean(const std::vector<double>& v) {
  double sum = 0;
  for (double x : v) sum += x;
  return sum / double(v.size());
}

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

#endif
