#!/usr/bin/env python3
"""Collects libFuzzer seed inputs for `make fuzz` into <out>/<target>/ (nothing is copied into the repo).

usage: collect-seeds.py OUT_DIR FIXTURES SHARED MODELC

  FuzzModelSource    every `contents` file under FIXTURES and SHARED/corpus
  FuzzPredicate      first column of SHARED/reference/predicate-vectors.tsv, plus every
                     predicateString / derivationExpression attribute of those contents files
  FuzzCompiledModel  .mom files compiled from FIXTURES and SHARED/corpus with MODELC, the golden
                     .mom files under SHARED/golden, every VersionInfo.plist found, and the Xcode 3
                     `elements` archives under SHARED/corpus and SHARED/stores
  FuzzCoreDataStore  every SQLite file under SHARED/stores (the main database image; a -wal's
                     pages are not in it)
  FuzzStoreSeed      the seed files under FIXTURES/fuzz/store-seeds
  FuzzMappingModel   every xcmapping.xml under FIXTURES and SHARED/mapping, and the .cdm files
                     under SHARED/mapping
Seeds are named by content hash, so duplicates collapse.
"""
import hashlib, os, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

out, fixtures, shared, modelc = sys.argv[1:5]
counts = {}

def put(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    if not data or len(data) > (4096 if target == "FuzzPredicate" else 1 << 20):
        return
    directory = os.path.join(out, target)
    os.makedirs(directory, exist_ok=True)
    path = os.path.join(directory, hashlib.sha1(data).hexdigest())
    if not os.path.exists(path):
        with open(path, "wb") as f:
            f.write(data)
        counts[target] = counts.get(target, 0) + 1

def walk(root, predicate):
    for base, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files + dirs):
            if predicate(name):
                yield os.path.join(base, name)

roots = [fixtures, os.path.join(shared, "corpus")]
for root in roots:
    for path in walk(root, lambda n: n == "contents"):
        if not os.path.isfile(path):
            continue
        data = open(path, "rb").read()
        put("FuzzModelSource", data)
        try:
            for element in ET.fromstring(data).iter():
                for key in ("predicateString", "derivationExpression"):
                    if key in element.attrib:
                        put("FuzzPredicate", element.attrib[key])
        except ET.ParseError:
            pass

vectors = os.path.join(shared, "reference", "predicate-vectors.tsv")
if os.path.exists(vectors):
    for line in open(vectors, encoding="utf-8").read().split("\n")[1:]:
        if line and not line.startswith("#"):
            put("FuzzPredicate", line.split("\t")[0])

for path in walk(os.path.join(shared, "golden"), lambda n: n.endswith(".mom") or n == "VersionInfo.plist"):
    if os.path.isfile(path):
        put("FuzzCompiledModel", open(path, "rb").read())

for top in ("corpus", "stores"):
    for path in walk(os.path.join(shared, top), lambda n: n == "elements"):
        if os.path.isfile(path):
            put("FuzzCompiledModel", open(path, "rb").read())

if os.access(modelc, os.X_OK):
    with tempfile.TemporaryDirectory() as work:
        sources = []
        for root in roots:
            for path in walk(root, lambda n: n.endswith(".xcdatamodeld") or n.endswith(".xcdatamodel")):
                if not os.path.dirname(path).endswith(".xcdatamodeld"):
                    sources.append(path)
        for index, source in enumerate(sources):
            destination = os.path.join(work, str(index)) + "/"
            try:
                subprocess.run([modelc, source, destination], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, timeout=60)
            except subprocess.TimeoutExpired:
                continue
        for path in walk(work, lambda n: n.endswith(".mom") or n == "VersionInfo.plist"):
            if os.path.isfile(path):
                put("FuzzCompiledModel", open(path, "rb").read())
else:
    print(f"note: {modelc} is not built; .mom seeds come from the golden files only", file=sys.stderr)

for path in walk(os.path.join(shared, "stores"), lambda n: True):
    if os.path.isfile(path):
        with open(path, "rb") as f:
            if f.read(16) == b"SQLite format 3\0":
                put("FuzzCoreDataStore", open(path, "rb").read())

for path in walk(os.path.join(fixtures, "fuzz", "store-seeds"), lambda n: n.endswith(".json")):
    put("FuzzStoreSeed", open(path, "rb").read())

for root in (fixtures, os.path.join(shared, "mapping")):
    for path in walk(root, lambda n: n == "xcmapping.xml" or n.endswith(".cdm")):
        if os.path.isfile(path):
            put("FuzzMappingModel", open(path, "rb").read())

for target in ("FuzzModelSource", "FuzzPredicate", "FuzzCompiledModel", "FuzzCoreDataStore", "FuzzStoreSeed", "FuzzMappingModel"):
    os.makedirs(os.path.join(out, target), exist_ok=True)
    print(f"{target}: {counts.get(target, 0)} new seeds in {os.path.join(out, target)}")
