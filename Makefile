# modelc — build, test, install. `make sample` and `make test` are the two commands in README.md.
PREFIX ?= /usr/local
SWIFT ?= swift
SHARED ?= ../shared
MODELC := .build/release/modelc
SAMPLE_OUT ?= .build/sample

.PHONY: all deps build sample test check golden corpus bench install uninstall clean

all: build

# libxml2's headers are the one system dependency; install them when pkg-config cannot find them.
deps:
	@pkg-config --exists libxml-2.0 2>/dev/null || { \
	  echo "installing libxml2-dev and pkg-config (apt-get)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq libxml2-dev pkg-config; }

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

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(MODELC) $(DESTDIR)$(PREFIX)/bin/modelc

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/modelc

clean:
	rm -rf .build $(SAMPLE_OUT)
