#!/usr/bin/env bash
# Builds and tests Examples/PluginExample (the SwiftPM plugin used by path, its test loading the
# bundled models from Bundle.module) and checks the plugin's incrementality: a rebuild with nothing
# changed compiles no model, touching a Swift source compiles no model, touching one version's
# `contents` recompiles that model only. Scratch folder: .build-example (git-ignored).
#
# The incrementality checks use plain `swift build`. A build of the tests (`--build-tests`, or
# `swift test`) compiles the package's modules with testing enabled, and SwiftPM 6.3 then rebuilds the
# plugin's host tool (modelc-tool) on every such build, which rightly recompiles every model; so the
# tests are built once, last, and run with --skip-build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${EXAMPLE_SCRATCH:-$root/.build-example}
cd "$root/Examples/PluginExample"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
build() { swift build --scratch-path "$scratch" >"$log" 2>&1 || { cat "$log"; exit 1; }; }
compiled() { grep -c 'Compiling Core Data model' "$log" || true; }
fail() { echo "example: $1"; cat "$log"; exit 1; }

start=$SECONDS
build
[ -d "$scratch/plugins/outputs" ] || fail "the plugin produced nothing"
echo "example: built in $((SECONDS - start))s"

# On a new scratch folder SwiftPM 6.3 builds the plugin's host tool (modelc-tool) inside the first
# build's graph, then once more in its own plugin-tools pass on the second build, which rightly
# recompiles every model. Seen on a fresh clone: build 2 rebuilds modelc-tool and both models, build 3
# does nothing. So the incrementality checks start from the second build.
settle=$SECONDS
build
echo "example: second build (SwiftPM's plugin-tools pass) in $((SECONDS - settle))s"

build
[ "$(compiled)" = 0 ] || fail "a rebuild with nothing changed compiled a model"
touch Sources/Bookshelf/Bookshelf.swift
build
[ "$(compiled)" = 0 ] || fail "touching a Swift source compiled a model"
touch "Sources/Bookshelf/Bookshelf.xcdatamodeld/Bookshelf 2.xcdatamodel/contents"
build
grep -q 'Compiling Core Data model Bookshelf.xcdatamodeld' "$log" || fail "editing a version did not recompile its model"
[ "$(compiled)" = 1 ] || fail "editing one model recompiled another"
echo "example: plugin incremental (nothing, a Swift file: no model compiled; a version's contents: that model only)"

# A broken model fails the build with its file and line in SwiftPM's output.
broken=Sources/Bookshelf/Broken.xcdatamodel
trap 'rm -f "$log"; rm -rf "$root/Examples/PluginExample/$broken"' EXIT
mkdir -p "$broken"
printf '%s\n' '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' \
  '<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">' \
  '    <entity name="Loose" representedClassName="Loose" syncable="YES">' \
  '        <relationship name="owner" maxCount="1" deletionRule="Nullify" destinationEntity="Nowhere"/>' \
  '    </entity>' '</model>' > "$broken/contents"
if swift build --scratch-path "$scratch" >"$log" 2>&1; then fail "a broken model did not fail the build"; fi
grep -qE "Broken\.xcdatamodel/contents:[0-9]+: error: " "$log" || fail "the broken model's error has no file and line"
echo "example: a broken model fails the build: $(grep -m1 -oE 'Broken\.xcdatamodel/contents:[0-9]+: error: .*' "$log")"
rm -rf "$broken"
build

swift build --build-tests --scratch-path "$scratch" >"$log" 2>&1 || { cat "$log"; exit 1; }
swift test --skip-build --scratch-path "$scratch"
echo "example: built, checked and tested in $((SECONDS - start))s"
