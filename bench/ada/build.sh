#!/usr/bin/env bash
# Builds the drivers that time ada 4.0.0 (C++, the amalgamation in ADA_DIR,
# default ../shared/anchors/ada from the repository root) beside weburl:
# bench_idna (ada::idna::to_ascii, for scripts/bench-idna-ada) and
# bench_urlpattern (ada::url_pattern with ada's std::regex provider,
# ADA_USE_UNSAFE_STD_REGEX_PROVIDER, for scripts/bench-urlpattern-ada),
# -O3 -DNDEBUG as ada's Release build.
# Usage: ./build.sh OUT_DIR DRIVER...   (DRIVER: bench_idna, bench_urlpattern)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ada_dir=${ADA_DIR:-$here/../../../shared/anchors/ada}
out=${1:?usage: build.sh OUT_DIR DRIVER...}
shift
mkdir -p "$out"
CXX=${CXX:-g++}
flags=(-O3 -DNDEBUG -std=c++20 -DADA_USE_UNSAFE_STD_REGEX_PROVIDER=1 -I"$ada_dir" -I"$here")
"$CXX" "${flags[@]}" -c "$ada_dir/ada.cpp" -o "$out/ada.o"
for driver in "$@"; do
	"$CXX" "${flags[@]}" -o "$out/$driver" "$here/$driver.cpp" "$out/ada.o"
	echo "$out/$driver"
done
