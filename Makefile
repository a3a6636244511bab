# Emblem: `make demo` runs the main job on the bundled symbols, `make test` runs every test.
# Both first install missing system packages (scripts/install-deps.sh, idempotent), then build.

SWIFT ?= swift
CONFIG ?= debug
BIN := .build/$(CONFIG)
CORPORA_UNPACK := ../shared/corpora/unpack
# Icons per set that `make test` round-trips; `make corpus` runs them all.
CORPUS_SAMPLE ?= 150

.PHONY: all deps build build-tests test corpus corpus-system corpus-themes bench demo examples clean

all: build

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG)

build-tests: deps
	$(SWIFT) build --build-tests

test: build-tests
	./scripts/check-rsvg-abi.sh
	$(SWIFT) test --skip-build
	@if [ -x $(CORPORA_UNPACK) ]; then \
		corpora=$$($(CORPORA_UNPACK)) && \
		$(BIN)/emblem-corpus "$$corpora" --sample $(CORPUS_SAMPLE) --report .build/corpus-sample.json && \
		$(BIN)/emblem-corpus "$$corpora" --sample $(CORPUS_SAMPLE) --minify && \
		$(BIN)/emblem-corpus "$$corpora" --sample $(CORPUS_SAMPLE) --resolve && \
		$(BIN)/emblem-corpus "$$corpora" --recolor --sample $(CORPUS_SAMPLE) && \
		$(BIN)/emblem-corpus "$$corpora" --symbol --sample $(CORPUS_SAMPLE) && \
		$(BIN)/emblem-corpus "$$corpora" --multicolor --gradient --sample $(CORPUS_SAMPLE) && \
		$(BIN)/emblem-corpus "$$corpora" --mirror --sample $(CORPUS_SAMPLE) && \
		$(BIN)/emblem-corpus "$$corpora" --draw --sample $(CORPUS_SAMPLE); \
	else echo "note: $(CORPORA_UNPACK) not found; skipping the public icon-set round trip"; fi
	# Users run a release build: the release command line must write what the debug one wrote.
	$(SWIFT) build -c release --product emblem
	./scripts/release-check.sh $(BIN) .build/release "$$([ -x $(CORPORA_UNPACK) ] && $(CORPORA_UNPACK) || true)"

# The full round trip over every icon of every public set (16,000+ files).
corpus: deps
	# One product per call: given several, swift build builds only the last.
	$(SWIFT) build -c release --product emblem-corpus
	$(SWIFT) build -c release --product emblem
	corpora=$$($(CORPORA_UNPACK)) && \
	.build/release/emblem-corpus "$$corpora" --report .build/corpus-full.json && \
	.build/release/emblem-corpus "$$corpora" --minify && \
	.build/release/emblem-corpus "$$corpora" --resolve && \
	.build/release/emblem-corpus "$$corpora" --recolor && \
	.build/release/emblem-corpus "$$corpora" --symbol && \
	.build/release/emblem-corpus "$$corpora" --multicolor --gradient && \
	.build/release/emblem-corpus "$$corpora" --mirror && \
	.build/release/emblem-corpus "$$corpora" --draw && \
	rm -rf .build/recolored && .build/release/emblem recolor "$$corpora/material-design-icons-pack" "$$corpora/tablericons2" \
		-o .build/recolored --palette red --report .build/recolor-report.json

# The same three-way round trip over the SVG files already on this machine (icon themes, documentation
# diagrams, logos), gathered as links by scripts/system-svgs.sh.
corpus-system: deps
	$(SWIFT) build -c release --product emblem-corpus
	svgs=$$(./scripts/system-svgs.sh .build/system-svgs) && \
	.build/release/emblem-corpus "$$svgs" && \
	.build/release/emblem-corpus "$$svgs" --minify && \
	.build/release/emblem-corpus "$$svgs" --resolve && \
	.build/release/emblem-corpus "$$svgs" --symbol && \
	.build/release/emblem-corpus "$$svgs" --multicolor --gradient && \
	.build/release/emblem-corpus "$$svgs" --mirror && \
	.build/release/emblem-corpus "$$svgs" --draw

# The same four ways over two large public icon themes fetched from Debian (Breeze and Papirus, 54,313
# files), by scripts/theme-svgs.sh into a cache outside the repository.
corpus-themes: deps
	$(SWIFT) build -c release --product emblem-corpus
	svgs=$$(./scripts/theme-svgs.sh .build/theme-svgs) && \
	.build/release/emblem-corpus "$$svgs" --report .build/corpus-themes.json && \
	.build/release/emblem-corpus "$$svgs" --minify && \
	.build/release/emblem-corpus "$$svgs" --resolve && \
	.build/release/emblem-corpus "$$svgs" --recolor && \
	.build/release/emblem-corpus "$$svgs" --symbol && \
	.build/release/emblem-corpus "$$svgs" --multicolor --gradient && \
	.build/release/emblem-corpus "$$svgs" --mirror && \
	.build/release/emblem-corpus "$$svgs" --draw

bench: deps
	$(SWIFT) build -c release --product emblem-bench
	.build/release/emblem-bench "$$($(CORPORA_UNPACK))" symbols

# The main job on the bundled symbols: every symbol in every rendering mode (PNG and SVG), light and dark,
# a recoloured copy of the library, and a contact sheet.
demo: build
	@rm -rf out/demo && mkdir -p out/demo
	$(BIN)/emblem list
	$(BIN)/emblem render symbols -o out/demo/monochrome --format png --size 64 --mode monochrome
	$(BIN)/emblem render symbols -o out/demo/hierarchical --format png --size 64 --mode hierarchical --palette systemBlue
	$(BIN)/emblem render symbols -o out/demo/palette --format png --size 64 --mode palette --palette systemIndigo,systemOrange,systemTeal
	$(BIN)/emblem render symbols -o out/demo/multicolor-dark --format png --size 64 --mode multicolor --appearance dark
	$(BIN)/emblem render symbols -o out/demo/svg --format svg --size 64 --mode hierarchical --palette "#0a84ff"
	$(BIN)/emblem recolor symbols -o out/demo/recolored --palette systemRed --report out/demo/recolor-report.json
	$(BIN)/emblem sheet -o out/demo/library.png --mode hierarchical --palette systemBlue --size 48 --columns 24
	$(BIN)/emblem animate checkmark.circle --effect drawOn -o out/demo/checkmark-draw-on.svg --mode hierarchical --palette systemBlue
	$(BIN)/emblem animate wifi --effect variableColor.iterative.reversing --repeating -o out/demo/wifi-variable-color.svg --mode hierarchical --palette systemBlue
	$(BIN)/emblem animate bell.badge --effect wiggle.forward -o out/demo/bell-badge-wiggle.apng --mode palette --palette systemIndigo,systemRed
	@echo "demo output in out/demo (open out/demo/library.png, and the animated SVGs and PNG in a browser)"

# Regenerates the images the README shows.
examples: build
	EMBLEM=$(BIN)/emblem ./scripts/examples.sh

clean:
	rm -rf .build out
