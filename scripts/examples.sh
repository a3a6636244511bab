#!/usr/bin/env bash
# Regenerates the README's example images from the bundled symbols (make examples).
set -euo pipefail
emblem=${EMBLEM:-.build/debug/emblem}
out=docs/images
mkdir -p "$out"
set_a="cloud.sun.rain bell.badge wifi person.3.sequence xmark.octagon fan leaf speaker.wave.3"
$emblem sheet $set_a -o "$out/mode-monochrome.png" --mode monochrome --size 64 --columns 8
$emblem sheet $set_a -o "$out/mode-hierarchical.png" --mode hierarchical --palette systemBlue --size 64 --columns 8
$emblem sheet $set_a -o "$out/mode-palette.png" --mode palette --palette systemIndigo,systemOrange,systemTeal --size 64 --columns 8
$emblem sheet $set_a -o "$out/mode-multicolor.png" --mode multicolor --size 64 --columns 8
$emblem sheet $set_a -o "$out/mode-multicolor-dark.png" --mode multicolor --appearance dark --background "#1c1c1e" --size 64 --columns 8
$emblem sheet cloud.sun.rain bell.badge person.3.sequence xmark.octagon leaf star.fill heart.fill folder.fill \
  -o "$out/mode-gradient.png" --mode palette --palette systemIndigo,systemOrange,systemTeal --gradient --size 64 --columns 8
$emblem sheet cloud.sun.rain bell.badge person.3.sequence xmark.octagon leaf star.fill heart.fill folder.fill \
  -o "$out/mode-gradient-multicolor.png" --mode multicolor --gradient --size 64 --columns 8
$emblem sheet wifi wifi wifi wifi -o "$out/variable-value.png" --mode hierarchical --palette systemBlue --size 64 --columns 4 --variable-value 0.5
$emblem sheet thermometer.variable wifi speaker.wave.3 -o "$out/variable-draw.png" --mode multicolor --size 96 --columns 3 \
    --variable-value 0.5 --variable-mode draw
$emblem sheet bell gearshape person -o "$out/weights.png" --size 56 --columns 9 --all-weights
$emblem sheet -o "$out/library.png" --mode hierarchical --palette systemBlue --size 48 --columns 24
loc="character.book.closed textformat list.number checklist doc.text list.bullet arrow.forward chevron.forward"
$emblem sheet $loc -o "$out/localization.png" --size 64 --row-locales en,ar,he,ja,zh-Hant
anim() { $emblem animate "$1" --effect "$2" -o "$out/effect-$3.png" --size 64 --sheet-frames 10 --mode hierarchical --palette systemBlue "${@:4}"; }
anim bell bounce.up.byLayer bounce
anim bell.badge pulse pulse
anim bell scale.up scale
anim wifi variableColor.iterative.reversing variable-color
anim bell.badge wiggle.forward wiggle
anim fan rotate.byLayer rotate
anim person breathe.pulse breathe
anim bell appear.up appear
anim bell disappear.down disappear
anim bell replace.downUp:bell.badge replace
anim bell replace.magic:bell.slash replace-magic
anim Tests/EmblemSymbolsTests/Fixtures/plain/route.svg drawOn draw-on-strokes
anim checkmark.circle drawOn draw-on
anim cloud.sun.rain drawOff.reversed draw-off
echo "examples written to $out"
