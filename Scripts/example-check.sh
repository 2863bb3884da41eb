#!/usr/bin/env bash
# Builds and tests Examples/PluginExample (the SwiftPM plugin used by path, its test loading the
# bundled models from Bundle.module), then checks the plugin's incrementality: a rebuild with
# nothing changed compiles no model, touching a version's `contents` recompiles that model, and
# touching a Swift source does not. Scratch folder: .build-example (git-ignored).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${EXAMPLE_SCRATCH:-$root/.build-example}
cd "$root/Examples/PluginExample"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
build() { swift build --build-tests --scratch-path "$scratch" 2>&1 | tee "$log" | grep -E 'error|warning: .*(xcdatamodel|contents)' || true; }
compiled() { grep -c 'Compiling Core Data model' "$log" || true; }

start=$SECONDS
# One build command throughout (swift test's own build uses other flags, and a rebuilt modelc-tool
# rightly recompiles every model), then the tests without building again.
build
[ "$(compiled)" = 2 ] || [ -d "$scratch/plugins/outputs" ] || { echo "example: the plugin compiled no model"; cat "$log"; exit 1; }
swift test --skip-build --scratch-path "$scratch"
echo "example: built and tested in $((SECONDS - start))s"

build
[ "$(compiled)" = 0 ] || { echo "example: a rebuild with nothing changed compiled a model"; cat "$log"; exit 1; }
touch Sources/Bookshelf/Bookshelf.swift
build
[ "$(compiled)" = 0 ] || { echo "example: touching a Swift source compiled a model"; cat "$log"; exit 1; }
touch "Sources/Bookshelf/Bookshelf.xcdatamodeld/Bookshelf 2.xcdatamodel/contents"
build
grep -q 'Compiling Core Data model Bookshelf.xcdatamodeld' "$log" || { echo "example: editing a version did not recompile"; cat "$log"; exit 1; }
[ "$(compiled)" = 1 ] || { echo "example: editing one model recompiled others"; cat "$log"; exit 1; }
echo "example: plugin incremental (nothing, a Swift file: no model compiled; a version's contents: that model only); $((SECONDS - start))s in all"
