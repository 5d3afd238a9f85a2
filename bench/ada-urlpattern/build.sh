#!/usr/bin/env bash
# Builds bench_urlpattern: ada 4.0.0's url_pattern (the amalgamation in
# ADA_DIR, default ../shared/anchors/ada from the repository root) with
# bench_urlpattern.cpp, -O3 -DNDEBUG as ada's Release build, with ada's
# std::regex provider (ADA_USE_UNSAFE_STD_REGEX_PROVIDER).
# Usage: ./build.sh OUT_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ada_dir=${ADA_DIR:-$here/../../../shared/anchors/ada}
out=${1:?usage: build.sh OUT_DIR}
mkdir -p "$out"
CXX=${CXX:-g++}
flags=(-O3 -DNDEBUG -std=c++20 -DADA_USE_UNSAFE_STD_REGEX_PROVIDER=1 -I"$ada_dir")
"$CXX" "${flags[@]}" -c "$ada_dir/ada.cpp" -o "$out/ada.o"
"$CXX" "${flags[@]}" -o "$out/bench_urlpattern" "$here/bench_urlpattern.cpp" "$out/ada.o"
echo "$out/bench_urlpattern"
