# modelc — build, test, install. `make sample` and `make test` are the two commands in README.md.
PREFIX ?= /usr/local
SWIFT ?= swift
SHARED ?= ../shared
MODELC := .build/release/modelc
SAMPLE_OUT ?= .build/sample

.PHONY: all deps build sample test check golden corpus bench fuzz fuzz-build install uninstall clean

all: build

# System libraries: libxml2 (model sources), SQLite and zlib (stores); each installed when
# pkg-config cannot find it.
deps:
	@need=""; \
	command -v pkg-config >/dev/null 2>&1 || need="$$need pkg-config"; \
	pkg-config --exists libxml-2.0 2>/dev/null || need="$$need libxml2-dev"; \
	pkg-config --exists sqlite3 2>/dev/null || need="$$need libsqlite3-dev"; \
	pkg-config --exists zlib 2>/dev/null || need="$$need zlib1g-dev"; \
	[ -z "$$need" ] || { \
	  echo "installing$$need (apt-get)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$need; }

build: deps
	$(SWIFT) build -c release --product modelc

# Compile the bundled sample model and show what came out.
sample: build
	$(MODELC) Fixtures/Sample.xcdatamodeld $(SAMPLE_OUT)/
	@ls -l $(SAMPLE_OUT)/Sample.momd
	$(MODELC) dump $(SAMPLE_OUT)/Sample.momd | head -40

test: deps
	$(SWIFT) test

# Compatibility checks against Apple's golden outputs and the real-model corpus (needs ../shared).
check: golden corpus

golden: build
	python3 $(SHARED)/tools/goldensuite.py $(MODELC) $(SHARED)/golden $(SHARED)/golden/cases.tsv

corpus: build
	python3 $(SHARED)/tools/corpusrun.py $(MODELC) $(SHARED)/corpus

# Compile generated models of 100, 1,000 and 5,000 entities; report time next to xmllint --noout.
bench: build
	@command -v xmllint >/dev/null 2>&1 || { SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq libxml2-utils; }
	$(SWIFT) build -c release --product modelc-benchmark
	.build/release/modelc-benchmark --modelc $(MODELC) --xmllint $$(command -v xmllint)

# libFuzzer: builds FuzzModelSource, FuzzPredicate, FuzzCompiledModel and FuzzCoreDataStore with -sanitize=fuzzer,address
# into $(FUZZ_SCRATCH), collects seeds (Fixtures, ../shared corpus/golden/reference, .mom files
# compiled by modelc) into $(FUZZ_SCRATCH)/seeds, then runs each target for FUZZ_SECONDS. New corpus
# entries go to $(FUZZ_SCRATCH)/corpus/<target>, crashes to $(FUZZ_SCRATCH)/crashes/<target>, logs to
# $(FUZZ_SCRATCH)/logs. `make -j4 fuzz` runs the four at once; a crash stops that target with exit 1.
FUZZ_SECONDS ?= 600
FUZZ_SCRATCH ?= .build-fuzz
FUZZ_TARGETS := FuzzModelSource FuzzPredicate FuzzCompiledModel FuzzCoreDataStore
FUZZ_SWIFTFLAGS := -Xswiftc -DFUZZING -Xswiftc -parse-as-library -Xswiftc -sanitize=fuzzer,address
FUZZ_ARGS ?= -rss_limit_mb=2048 -timeout=10 -print_final_stats=1
FUZZ_MAXLEN_FuzzModelSource := 1048576
FUZZ_MAXLEN_FuzzPredicate := 4096
FUZZ_MAXLEN_FuzzCompiledModel := 1048576
FUZZ_MAXLEN_FuzzCoreDataStore := 1048576
FUZZ_DICT_FuzzModelSource := -dict=Fixtures/fuzz/xml.dict
FUZZ_DICT_FuzzPredicate := -dict=Fixtures/fuzz/predicate.dict

fuzz: $(addprefix fuzz-,$(FUZZ_TARGETS))

fuzz-build: build
	for target in $(FUZZ_TARGETS); do \
	  $(SWIFT) build -c release --scratch-path $(FUZZ_SCRATCH) --product $$target $(FUZZ_SWIFTFLAGS) || exit 1; done
	python3 Fixtures/fuzz/collect-seeds.py $(FUZZ_SCRATCH)/seeds Fixtures $(SHARED) $(MODELC)

fuzz-%: fuzz-build
	@mkdir -p $(FUZZ_SCRATCH)/corpus/$* $(FUZZ_SCRATCH)/crashes/$* $(FUZZ_SCRATCH)/logs
	@echo "fuzzing $* for $(FUZZ_SECONDS)s (log: $(FUZZ_SCRATCH)/logs/$*.log)"
	@SWIFT_BACKTRACE=enable=no $(FUZZ_SCRATCH)/release/$* $(FUZZ_SCRATCH)/corpus/$* $(FUZZ_SCRATCH)/seeds/$* \
	  -max_len=$(FUZZ_MAXLEN_$*) $(FUZZ_DICT_$*) $(FUZZ_ARGS) -max_total_time=$(FUZZ_SECONDS) \
	  -artifact_prefix=$(FUZZ_SCRATCH)/crashes/$*/ >$(FUZZ_SCRATCH)/logs/$*.log 2>&1 \
	  || { tail -n 60 $(FUZZ_SCRATCH)/logs/$*.log; echo "$*: crash saved in $(FUZZ_SCRATCH)/crashes/$*"; exit 1; }
	@grep -E '^(Done|stat::)' $(FUZZ_SCRATCH)/logs/$*.log | sed 's/^/$*: /'

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(MODELC) $(DESTDIR)$(PREFIX)/bin/modelc

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/modelc

clean:
	rm -rf .build $(SAMPLE_OUT)

# `--action generate`, then compile what it wrote (see README "Code generation"): the file list comes
# from the dry run, as swift-build gets it. With an Apple SDK, pass CODEGEN_SWIFTC_FLAGS="-typecheck -sdk … -target …".
.PHONY: codegen
MODEL ?= Fixtures/codegen/models/Shapes.xcdatamodeld
CODEGEN_OUT ?= .build/CoreDataGenerated/$(basename $(notdir $(MODEL)))
SWIFTC ?= swiftc
CODEGEN_SWIFTC_FLAGS ?= -parse
codegen:
	$(MODELC) --action generate "$(MODEL)" "$(CODEGEN_OUT)"
	$(MODELC) --action generate --dry-run "$(MODEL)" "$(CODEGEN_OUT)" | grep '\.swift$$' | tr '\n' '\0' | xargs -0 $(SWIFTC) $(CODEGEN_SWIFTC_FLAGS)
