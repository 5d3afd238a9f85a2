#!/usr/bin/env bash
# Builds bench_idna: ada 4.0.0's ada::idna (the amalgamation in ADA_DIR,
# default ../shared/anchors/ada from the repository root) with
# bench_idna.cpp, -O3 -DNDEBUG as ada's Release build.
# Usage: ./build.sh OUT_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ada_dir=${ADA_DIR:-$here/../../../shared/anchors/ada}
out=${1:?usage: build.sh OUT_DIR}
mkdir -p "$out"
CXX=${CXX:-g++}
flags=(-O3 -DNDEBUG -std=c++20 -I"$ada_dir")
"$CXX" "${flags[@]}" -c "$ada_dir/ada.cpp" -o "$out/ada.o"
"$CXX" "${flags[@]}" -o "$out/bench_idna" "$here/bench_idna.cpp" "$out/ada.o"
echo "$out/bench_idna"
