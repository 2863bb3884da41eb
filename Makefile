# modelc — build, test, install. `make sample` and `make test` are the two commands in README.md.
PREFIX ?= /usr/local
SWIFT ?= swift
SHARED ?= ../shared
MODELC := .build/release/modelc
SAMPLE_OUT ?= .build/sample

.PHONY: all deps build sample test check golden corpus bench fuzz fuzz-build install install-files uninstall clean man dist dist-check example

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

# How `make build` and `make dist` link modelc, for a fast start (build systems run it once per model):
# the Swift runtime linked in (loading its shared libraries took most of a short run's time); no
# $ORIGIN search path; a position-dependent executable, so the loader has no 56,000 relocations to
# apply first (modelc gives up address randomisation of its own code for it); every symbol local
# (Scripts/local-symbols.map). Exclusive access to memory is enforced when compiling only (Xcode's
# "Compile-time Enforcement Only"): the runtime checks cost 5% of a large compile and of a large dump,
# and `make test` builds with them, so any violation still traps in the tests. The whole program is
# optimized at link time across its modules and packages: 0.93x the time of a large compile, 0.95x of
# a large dump, for a link a minute or two longer.
STATIC_LINK := --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie -Xlinker --version-script=$(CURDIR)/Scripts/local-symbols.map \
  -Xswiftc -enforce-exclusivity=unchecked --experimental-lto-mode=full

build: deps
	$(SWIFT) build -c release --product modelc $(STATIC_LINK)

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

# The six measures of speed and size, each as a ratio to a yardstick run in the same call (see
# Documentation/FuzzingAndBenchmarks.md): compile and its peak memory against xmllint, dump against
# plistlib, start-up against a static hello-world, start-up's share of a real bundle's compile (the
# golden CoreDataPlus bundle when ../shared is there), and the size of the release tarball's binary.
BENCH_BUNDLE := $(firstword $(wildcard $(SHARED)/golden/alemar11+CoreDataPlus/Tests/Resources/SampleModel3/SampleModel3.xcdatamodeld) Fixtures/Versioned.xcdatamodeld)
bench: build dist
	@command -v xmllint >/dev/null 2>&1 || { SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq libxml2-utils; }
	$(SWIFT) build -c release --product modelc-benchmark
	.build/release/modelc-benchmark --modelc $(MODELC) --installed $(MODELC) --release-binary $(DIST_STAGE)/bin/modelc \
	  --bundle "$(BENCH_BUNDLE)" --xmllint $$(command -v xmllint)

# libFuzzer: builds FuzzModelSource, FuzzPredicate, FuzzCompiledModel, FuzzCoreDataStore, FuzzStoreSeed and FuzzMappingModel with -sanitize=fuzzer,address
# into $(FUZZ_SCRATCH), collects seeds (Fixtures, ../shared corpus/golden/reference, .mom files
# compiled by modelc) into $(FUZZ_SCRATCH)/seeds, then runs each target for FUZZ_SECONDS. New corpus
# entries go to $(FUZZ_SCRATCH)/corpus/<target>, crashes to $(FUZZ_SCRATCH)/crashes/<target>, logs to
# $(FUZZ_SCRATCH)/logs. `make -j6 fuzz` runs the six at once; a crash stops that target with exit 1.
FUZZ_SECONDS ?= 600
FUZZ_SCRATCH ?= .build-fuzz
FUZZ_TARGETS := FuzzModelSource FuzzPredicate FuzzCompiledModel FuzzCoreDataStore FuzzStoreSeed FuzzMappingModel
FUZZ_SWIFTFLAGS := -Xswiftc -DFUZZING -Xswiftc -parse-as-library -Xswiftc -sanitize=fuzzer,address
FUZZ_ARGS ?= -rss_limit_mb=2048 -timeout=10 -print_final_stats=1
FUZZ_MAXLEN_FuzzModelSource := 1048576
FUZZ_MAXLEN_FuzzPredicate := 4096
FUZZ_MAXLEN_FuzzCompiledModel := 1048576
FUZZ_MAXLEN_FuzzCoreDataStore := 1048576
FUZZ_MAXLEN_FuzzStoreSeed := 65536
FUZZ_MAXLEN_FuzzMappingModel := 1048576
FUZZ_DICT_FuzzModelSource := -dict=Fixtures/fuzz/xml.dict
FUZZ_DICT_FuzzPredicate := -dict=Fixtures/fuzz/predicate.dict
FUZZ_DICT_FuzzStoreSeed := -dict=Fixtures/fuzz/seed.dict
FUZZ_DICT_FuzzMappingModel := -dict=Fixtures/fuzz/xml.dict

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

# The binary, `momc` and `mapc` (symlinks: modelc run by either name is that tool's command line), shell completions
# and the man page. Completions and the man page are generated from the argument parser
# (`make man` builds argument-parser's generate-manual tool once).
install: build man
	$(MAKE) --no-print-directory install-files

# Also lays out the release tarball (`make dist`), so the tarball is what `make install` installs.
install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(MODELC) $(DESTDIR)$(PREFIX)/bin/modelc
	ln -sf modelc $(DESTDIR)$(PREFIX)/bin/momc
	ln -sf modelc $(DESTDIR)$(PREFIX)/bin/mapc
	$(MODELC) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/modelc
	$(MODELC) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_modelc
	$(MODELC) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/modelc.fish
	install -m 644 $(MAN_PAGE) $(DESTDIR)$(PREFIX)/share/man/man1/modelc.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/modelc $(DESTDIR)$(PREFIX)/bin/momc $(DESTDIR)$(PREFIX)/bin/mapc $(DESTDIR)$(PREFIX)/share/man/man1/modelc.1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/modelc $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_modelc \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/modelc.fish

# modelc.1 from the parser's own description of the commands (argument-parser's generate-manual,
# built from the checkout SwiftPM already fetched; no network).
MAN_TOOL_SCRATCH ?= .build-tools
PARSER_CHECKOUT ?= .build/checkouts/swift-argument-parser
MAN_PAGE := $(MAN_TOOL_SCRATCH)/man/modelc.1
man: $(MAN_PAGE)
$(MAN_PAGE): $(MODELC)
	$(SWIFT) build --package-path $(PARSER_CHECKOUT) --scratch-path $(abspath $(MAN_TOOL_SCRATCH)) --product generate-manual
	@mkdir -p $(MAN_TOOL_SCRATCH)/man
	$(MAN_TOOL_SCRATCH)/debug/generate-manual $(MODELC) --output-directory $(MAN_TOOL_SCRATCH)/man \
	  --authors "the modelc authors" --section 1 --date $$(git log -1 --format=%cs 2>/dev/null || date -u +%F)
	test -s $@

# `make dist`: modelc-<version>-linux-<arch>.tar.gz in dist/, a release build with the Swift runtime,
# libxml2 (with the zlib and liblzma it uses) and SQLite linked statically: it needs only glibc and
# libstdc++ from the system. libxml2's ICU is left out (Scripts/libxml2-without-icu.c): libxml2 asks
# ICU only for encodings glibc's iconv does not know, and ICU's data alone is 30 MB. Its own scratch
# folder keeps the static build apart from `make build`.
VERSION := $(shell sed -n 's/^ *static let current = "\(.*\)"/\1/p' Sources/modelc/Modelc.swift)
ARCH := $(shell uname -m)
DIST_NAME := modelc-$(VERSION)-linux-$(ARCH)
DIST_SCRATCH ?= .build-dist
DIST_STAGE := $(DIST_SCRATCH)/stage/$(DIST_NAME)
DIST_TARBALL := dist/$(DIST_NAME).tar.gz
DIST_MODELC := $(DIST_SCRATCH)/release/modelc
LIBDIR := $(shell pkg-config --variable=libdir libxml-2.0 2>/dev/null)
STATIC_LIBS := xml2 z lzma sqlite3
# SwiftPM links what pkg-config names, and the system libxml-2.0.pc adds -L<libdir>, where the shared
# libxml2 wins; a private libxml-2.0.pc names a folder holding only the static archives instead.
DIST_PKGCONFIG := $(abspath $(DIST_SCRATCH)/pkgconfig)

dist: $(DIST_TARBALL)

# libxml2-dev brings libxml2.a and ICU's headers; zlib's and liblzma's archives come with their -dev packages.
$(DIST_TARBALL): deps
	@test -f $(LIBDIR)/libz.a -a -f $(LIBDIR)/liblzma.a -a -f $(LIBDIR)/libsqlite3.a || { echo "installing zlib1g-dev, liblzma-dev and libsqlite3-dev (apt-get)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq zlib1g-dev liblzma-dev libsqlite3-dev; }
	@mkdir -p $(DIST_SCRATCH)/static-libs
	@for lib in $(STATIC_LIBS); do test -f $(LIBDIR)/lib$$lib.a || { echo "dist: $(LIBDIR)/lib$$lib.a missing"; exit 1; }; \
	  ln -sf $(LIBDIR)/lib$$lib.a $(DIST_SCRATCH)/static-libs/lib$$lib.a; done
	$(CC) -c -O2 $$(pkg-config --cflags icu-uc) Scripts/libxml2-without-icu.c -o $(DIST_SCRATCH)/static-libs/libxml2-without-icu.o
	$(AR) rcs $(DIST_SCRATCH)/static-libs/libxml2-without-icu.a $(DIST_SCRATCH)/static-libs/libxml2-without-icu.o
	@mkdir -p $(DIST_PKGCONFIG)
	@printf '%s\n' 'Name: libXML' 'Description: libxml2, linked statically into the modelc release binary' \
	  "Version: $$(pkg-config --modversion libxml-2.0)" "Cflags: $$(pkg-config --cflags libxml-2.0)" \
	  "Libs: -L$(abspath $(DIST_SCRATCH)/static-libs) -lxml2 -lxml2-without-icu -lz -llzma -lm" > $(DIST_PKGCONFIG)/libxml-2.0.pc
	@printf '%s\n' 'Name: SQLite' 'Description: SQLite, linked statically into the modelc release binary' \
	  "Version: $$(pkg-config --modversion sqlite3)" "Cflags: $$(pkg-config --cflags sqlite3)" \
	  "Libs: -L$(abspath $(DIST_SCRATCH)/static-libs) -lsqlite3 -lm -ldl -lpthread" > $(DIST_PKGCONFIG)/sqlite3.pc
	@printf '%s\n' 'Name: zlib' 'Description: zlib, linked statically into the modelc release binary' \
	  "Version: $$(pkg-config --modversion zlib)" "Cflags: $$(pkg-config --cflags zlib)" \
	  "Libs: -L$(abspath $(DIST_SCRATCH)/static-libs) -lz" > $(DIST_PKGCONFIG)/zlib.pc
	PKG_CONFIG_PATH=$(DIST_PKGCONFIG) $(SWIFT) build -c release --product modelc --scratch-path $(DIST_SCRATCH) $(STATIC_LINK)
	$(MAKE) --no-print-directory man MODELC=$(DIST_MODELC) MAN_TOOL_SCRATCH=$(DIST_SCRATCH)/tools PARSER_CHECKOUT=$(DIST_SCRATCH)/checkouts/swift-argument-parser
	rm -rf $(DIST_STAGE)
	$(MAKE) --no-print-directory install-files MODELC=$(DIST_MODELC) MAN_PAGE=$(DIST_SCRATCH)/tools/man/modelc.1 \
	  DESTDIR=$(abspath $(DIST_STAGE)) PREFIX=
	strip $(DIST_STAGE)/bin/modelc
	install -m 644 LICENSE README.md $(DIST_STAGE)/
	@mkdir -p dist
	tar -C $(DIST_SCRATCH)/stage --owner=0 --group=0 -czf $@ $(DIST_NAME)
	@ls -l $@

# The tarball's binary, unpacked into a scratch folder and run with no Swift toolchain in reach.
dist-check: $(DIST_TARBALL)
	Scripts/dist-check.sh $(DIST_TARBALL)

# Examples/PluginExample: a package that uses the SwiftPM plugin by path; built and tested in its own
# scratch folder (git-ignored).
example:
	cd Examples/PluginExample && $(SWIFT) test --scratch-path ../../.build-example

clean:
	rm -rf .build $(SAMPLE_OUT) .build-dist .build-tools .build-example dist

# `--action generate`, then compile what it wrote (see Documentation/CodeGeneration.md): the file list comes
# from the dry run, as swift-build gets it. With an Apple SDK, pass CODEGEN_SWIFTC_FLAGS="-typecheck -sdk … -target …".
.PHONY: codegen
MODEL ?= Fixtures/codegen/models/Shapes.xcdatamodeld
CODEGEN_OUT ?= .build/CoreDataGenerated/$(basename $(notdir $(MODEL)))
SWIFTC ?= swiftc
CODEGEN_SWIFTC_FLAGS ?= -parse
codegen:
	$(MODELC) --action generate "$(MODEL)" "$(CODEGEN_OUT)"
	$(MODELC) --action generate --dry-run "$(MODEL)" "$(CODEGEN_OUT)" | grep '\.swift$$' | tr '\n' '\0' | xargs -0 $(SWIFTC) $(CODEGEN_SWIFTC_FLAGS)
