#!/usr/bin/env python3
"""Emblem symbol generator.

Every symbol is described from geometric primitives (see geom.py) as a function of
the half stroke weight d.  The generator evaluates each symbol at the three
interpolation masters (Ultralight-S, Regular-S, Black-S) and writes
symbols/<name>/symbol.svg (annotated template v6 format) and symbols/<name>/info.json, plus one
symbols/<name>/<suffix>.svg per registered variant (@variant(name, suffix): rtl or a locale suffix),
same format, descriptive-name <name>.<suffix>, sharing the base info.json.

Usage:
    python3 tools/symbols/draw.py                 # write all symbols
    python3 tools/symbols/draw.py --only bell,wifi
    python3 tools/symbols/draw.py --preview /tmp/sheet.svg   # also write a contact sheet
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from geom import *  # noqa: E402,F401,F403
import geom  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUT = os.path.join(ROOT, "symbols")

# ------------------------------------------------------------------ grid constants
CAP = 70.459                 # cap height of every row (Small row, 100 pt typeset)
CY = -CAP / 2                # vertical centre every symbol is centred on (-35.23)
SB = 4.0                     # side bearing left and right, every master
BASELINE_S = 696.0
MASTERS = [                  # (variant id, stroke weight, column centre)
    ("Ultralight-S", 2.0, 559.711),
    ("Regular-S", 6.5, 1449.84),
    ("Black-S", 12.0, 2933.4),
]
MARGIN_TOP, MARGIN_BOTTOM = 95.215, 24.121

LEVEL_FILL = {"primary": "#212121", "secondary": "#4D4D4D", "tertiary": "#8E8E8E"}
COLORS = {
    "tintColor": "#007AFF", "systemRedColor": "#FF3B30", "systemOrangeColor": "#FF9500",
    "systemYellowColor": "#FFCC00", "systemGreenColor": "#34C759", "systemMintColor": "#00C7BE",
    "systemTealColor": "#30B0C7", "systemCyanColor": "#32ADE6", "systemBlueColor": "#007AFF",
    "systemIndigoColor": "#5856D6", "systemPurpleColor": "#AF52DE", "systemPinkColor": "#FF2D55",
    "systemBrownColor": "#A2845E", "systemGrayColor": "#8E8E93", "white": "#FFFFFF", "black": "#000000",
    "labelColor": "#000000",
}
ALL_MODES = ("monochrome", "multicolor", "hierarchical")


class Layer:
    def __init__(self, subs, level="primary", color="tintColor", css=None, erase=False,
                 modes=ALL_MODES, name=""):
        self.subs = [s.oriented() for s in subs]
        self.level = level
        self.color = color
        self.css = dict(css or {})
        self.erase = erase
        self.modes = modes
        self.name = name


SYMBOLS = {}
VARIANTS = {}   # (base name, suffix) -> dict(fn=..., doc=...)

# Known variant suffixes (file symbols/<name>/<suffix>.svg); see SF-SEMANTICS section 4.
RTL_SUFFIX = "rtl"
LOCALE_SUFFIXES = ("ar", "he", "hi", "ja", "ko", "th", "zh", "zh.traditional")
SUFFIXES = (RTL_SUFFIX,) + LOCALE_SUFFIXES


def symbol(name, categories, keywords, mirroring="fixed", effects=("bounce",), never_mirror=None,
           defaults=None, variant_content=None):
    """variant_content: "digits" or "letters" where the name does not say what the script variants draw
    (info.json's variantContent; `list.number` draws digits)."""
    def deco(fn):
        SYMBOLS[name] = dict(fn=fn, categories=list(categories), keywords=list(keywords),
                             mirroring=mirroring, effects=list(effects), never_mirror=never_mirror,
                             defaults=defaults or {}, variant_content=variant_content)
        return fn
    return deco


def variant(base, suffix):
    """Register a variant design of a base symbol, written to symbols/<base>/<suffix>.svg.
    It shares the base symbol's info.json (categories, keywords, effects, mirroring)."""
    if suffix not in SUFFIXES:
        raise ValueError("unknown variant suffix %r" % suffix)

    def deco(fn):
        VARIANTS[(base, suffix)] = dict(fn=fn)
        return fn
    return deco


def variants_of(name):
    return [sfx for (b, sfx) in VARIANTS if b == name]


def thresholds(n):
    """Variable-colour thresholds: 0 for the first layer, round(100*i/n + 1)/100 after."""
    return [0.0 if i == 0 else round(100.0 * i / n + 1) / 100.0 for i in range(n)]


def fmt(v):
    s = "%.3f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def sub_d(sk, closed, dx, dy):
    """A Sub's path data, moved by (dx, dy): an outline (closed), or a skeleton (open unless it is a ring's
    or a closed stroke's)."""
    out = ["M%s %s" % (fmt(sk.start[0] + dx), fmt(sk.start[1] + dy))]
    for g in sk.segs:
        if g[0] == "L":
            out.append("L%s %s" % (fmt(g[1][0] + dx), fmt(g[1][1] + dy)))
        else:
            out.append("C%s %s %s %s %s %s" % tuple(fmt(v) for v in (
                g[1][0] + dx, g[1][1] + dy, g[2][0] + dx, g[2][1] + dy, g[3][0] + dx, g[3][1] + dy)))
    if closed:
        out.append("Z")
    return "".join(out)


def draw_guide(subs, dx, dy):
    """The layer's draw guide (data-emblem-draw-guide: its outlines' skeletons, in drawing order, and
    data-emblem-draw-widths: the width covering each outline about its skeleton), or None when an outline
    of the layer has no skeleton (it was built otherwise): Draw On then wipes the layer across."""
    outers = [s for s in subs if s.role != "hole"]
    if not outers or any(s.skeleton is None for s in outers):
        return None
    bands = {id(s.band) for s in subs if s.role == "hole" and s.band is not None}
    strokes = []
    for s in outers:
        sk, closed, width, token = s.skeleton
        # A closed outline without the hole its primitive cut is a silhouette filled from it (heart.fill
        # from heart): its skeleton would leave the inside undrawn, so it is wiped across instead.
        if closed and id(token) not in bands:
            sk, closed, width = across_skeleton([s])
        strokes.append((sub_d(sk, closed, dx, dy), fmt(width)))
    return "".join(d for d, _ in strokes), " ".join(w for _, w in strokes)


def path_d(subs, dx, dy):
    return "".join(sub_d(s, True, dx, dy) for s in subs)


def bbox(layers):
    xs, ys = [], []
    for L in layers:
        for s in L.subs:
            for p in s.points(16):
                xs.append(p[0])
                ys.append(p[1])
    return min(xs), min(ys), max(xs), max(ys)


def build(name, suffix=None):
    meta = SYMBOLS[name] if suffix is None else VARIANTS[(name, suffix)]
    masters = []
    for vid, w, centre in MASTERS:
        layers = meta["fn"](w / 2.0)
        masters.append((vid, w, centre, layers))
    # vertical centring on the cap height, decided by the Regular master, applied to all
    rb = bbox(masters[1][3])
    dy = CY - (rb[1] + rb[3]) / 2
    result = []
    for vid, w, centre, layers in masters:
        b = bbox(layers)
        dx = SB - b[0]
        adv = (b[2] - b[0]) + 2 * SB
        left = round(centre - adv / 2, 3)
        result.append(dict(vid=vid, w=w, layers=layers, dx=dx, dy=dy, adv=adv, left=left,
                           right=round(left + adv, 3)))
    return result


def class_names(layers):
    """Per layer: {mode: class name}, numbering each mode's layers bottom-up."""
    counters = {m: 0 for m in ALL_MODES}
    out = []
    for L in layers:
        names = {}
        for m in ALL_MODES:
            if m not in L.modes:
                continue
            i = counters[m]
            counters[m] += 1
            if m == "monochrome":
                names[m] = "monochrome-%d" % i
            elif m == "multicolor":
                names[m] = "multicolor-%d:%s" % (i, L.color)
            else:
                names[m] = "hierarchical-%d:%s" % (i, L.level)
        out.append(names)
    return out


def style_block(layers, names, defaults):
    lines = []
    if defaults:
        lines.append(".defaults {%s}" % "; ".join("%s:%s" % kv for kv in defaults.items()))
    for m in ALL_MODES:
        for L, nm in zip(layers, names):
            if m not in nm:
                continue
            decl = []
            if L.erase:
                decl += ["-sfsymbols-clear-behind:true", "opacity:0"]
            elif m == "monochrome":
                decl.append("fill:#000000")
            elif m == "multicolor":
                decl.append("fill:%s" % COLORS[L.color])
            else:
                decl.append("fill:%s" % LEVEL_FILL[L.level])
            decl += ["%s:%s" % (k, ("%g" % v) if isinstance(v, float) else v) for k, v in L.css.items()]
            lines.append(".%s {%s}" % (nm[m], "; ".join(decl)))
    lines.append(".SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}")
    return "\n".join(lines)


TXT = "stroke:none;fill:black;font-family:sans-serif;font-size:13;"


def write_svg(name, res, suffix=None):
    """Write symbols/<name>/symbol.svg (+ info.json), or symbols/<name>/<suffix>.svg for a variant."""
    meta = SYMBOLS[name]
    full = name if suffix is None else "%s.%s" % (name, suffix)
    layers0 = res[0]["layers"]
    names = class_names(layers0)
    o = []
    o.append('<?xml version="1.0" encoding="UTF-8"?>')
    o.append("<!--Generator: Emblem tools/symbols/draw.py-->")
    o.append('<svg version="1.1" xmlns="http://www.w3.org/2000/svg" '
             'xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">')
    o.append(' <!--glyph: "%s", point size: 100.0, template writer version: "emblem-1"-->' % full)
    o.append(" <style>" + style_block(layers0, names, meta["defaults"]))
    o.append(" </style>")
    o.append(' <g id="Notes">')
    o.append('  <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>')
    o.append('  <line style="fill:none;stroke:black;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="292" y2="292"/>')
    o.append('  <text style="%sfont-weight:bold;" transform="matrix(1 0 0 1 263 322)">Weight/Scale Variations</text>' % TXT)
    for label, x in (("Ultralight", 559.711), ("Regular", 1449.84), ("Black", 2933.4)):
        o.append('  <text style="%stext-anchor:middle;" transform="matrix(1 0 0 1 %s 322)">%s</text>' % (TXT, x, label))
    o.append('  <text style="%s" transform="matrix(1 0 0 1 263 726)">Small</text>' % TXT)
    o.append('  <text id="template-version" style="%stext-anchor:end;" transform="matrix(1 0 0 1 3036 1933)">Template v.6.0</text>' % TXT)
    o.append('  <text id="descriptive-name" style="%s" transform="matrix(1 0 0 1 263 1953)">%s</text>' % (TXT, full))
    o.append('  <text style="%s" transform="matrix(1 0 0 1 263 1973)">Drawn by Emblem tools/symbols/draw.py; interpolatable (Ultralight-S, Regular-S, Black-S)</text>' % TXT)
    o.append(" </g>")
    o.append(' <g id="Guides">')
    gs = "fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;"
    for sc, base in (("S", 696), ("M", 1126), ("L", 1556)):
        o.append('  <line id="Baseline-%s" style="%s" x1="263" x2="3036" y1="%s" y2="%s"/>' % (sc, gs, base, base))
        cl = fmt(base - CAP)
        o.append('  <line id="Capline-%s" style="%s" x1="263" x2="3036" y1="%s" y2="%s"/>' % (sc, gs, cl, cl))
    ms = "fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;"
    for r in res:
        for side in ("left", "right"):
            x = fmt(r[side])
            o.append('  <line id="%s-margin-%s" style="%s" x1="%s" x2="%s" y1="%s" y2="%s"/>' % (
                side, r["vid"], ms, x, x, fmt(BASELINE_S - MARGIN_TOP), fmt(BASELINE_S + MARGIN_BOTTOM)))
    o.append(" </g>")
    o.append(' <g id="Symbols">')
    for r in res:
        o.append('  <g id="%s" transform="matrix(1 0 0 1 %s %s)">' % (r["vid"], fmt(r["left"]), fmt(BASELINE_S)))
        for L, nm in zip(r["layers"], names):
            cls = " ".join(nm[m] for m in ALL_MODES if m in nm)
            guide = draw_guide(L.subs, r["dx"], r["dy"])
            extra = ' data-emblem-draw-guide="%s" data-emblem-draw-widths="%s"' % guide if guide else ""
            o.append('   <path class="%s" d="%s"%s/>' % (cls, path_d(L.subs, r["dx"], r["dy"]), extra))
        o.append("  </g>")
    o.append(" </g>")
    o.append("</svg>")
    d = os.path.join(OUT, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "symbol.svg" if suffix is None else suffix + ".svg"), "w") as f:
        f.write("\n".join(o) + "\n")
    if suffix is not None:
        return
    info = {
        "name": name,
        "categories": meta["categories"],
        "keywords": meta["keywords"],
        "mirroring": meta["mirroring"],
    }
    if meta["never_mirror"] is not None:
        info["neverMirrorLayers"] = meta["never_mirror"]
    info["effects"] = meta["effects"]
    info["multicolor"] = any(L.color != "tintColor" for L in layers0 if "multicolor" in L.modes)
    if meta.get("variant_content") is not None:
        info["variantContent"] = meta["variant_content"]
    with open(os.path.join(d, "info.json"), "w") as f:
        json.dump(info, f, indent=2)
        f.write("\n")


# ------------------------------------------------------------------ preview sheet
def write_preview(path, names, results, cols=4, scale=1.25, level_colors=False):
    """Contact sheet: each cell shows Ultralight, Regular and Black side by side with the
    baseline/capline and margins; hierarchical opacities; erase layers applied as masks."""
    slot = 125.0
    cell_w, cell_h = 3 * slot * scale, 135 * scale
    rows = (len(names) + cols - 1) // cols
    o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d">' % (cols * cell_w, rows * cell_h),
         '<rect width="100%" height="100%" fill="white"/>']
    mid = 0
    for k, name in enumerate(names):
        res = results[name]
        if isinstance(name, tuple):
            name = "%s/%s" % name
        cx, cy = (k % cols) * cell_w, (k // cols) * cell_h
        o.append('<text x="%f" y="%f" font-size="12" font-family="sans-serif" fill="#777">%s</text>' % (
            cx + 4, cy + 13, name))
        for j, r in enumerate(res):
            ox = cx + j * slot * scale + (slot - r["adv"]) / 2 * scale
            oy = cy + 100 * scale
            o.append('<g transform="translate(%f %f) scale(%f)">' % (ox, oy, scale))
            o.append('<line x1="0" x2="%f" y1="0" y2="0" stroke="#9cf" stroke-width="0.4"/>' % r["adv"])
            o.append('<line x1="0" x2="%f" y1="%f" y2="%f" stroke="#9cf" stroke-width="0.4"/>' % (
                r["adv"], -CAP, -CAP))
            o.append('<rect x="0" y="-85" width="%f" height="108" fill="none" stroke="#fbb" stroke-width="0.4"/>'
                     % r["adv"])
            inner = []
            for L in r["layers"]:
                dd = path_d(L.subs, r["dx"], r["dy"])
                if L.erase:
                    mid += 1
                    o.append('<mask id="m%d" maskUnits="userSpaceOnUse" x="-60" y="-160" width="320" height="320">'
                             '<rect x="-60" y="-160" width="320" height="320" fill="white"/>'
                             '<path d="%s" fill="black"/></mask>' % (mid, dd))
                    inner = ['<g mask="url(#m%d)">' % mid] + inner + ["</g>"]
                    continue
                if "hierarchical" not in L.modes:
                    continue
                op = {"primary": 1.0, "secondary": 0.5, "tertiary": 0.25}[L.level]
                col = COLORS[L.color] if level_colors and L.color not in ("tintColor",) else "black"
                inner.append('<path d="%s" fill="%s" fill-opacity="%s"/>' % (dd, col, op))
            o += inner
            o.append("</g>")
    o.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(o))


def main(argv):
    import symbols_def  # noqa: F401  (registers the symbols)
    # Further groups of designs live in their own files, tools/symbols/defs_<group>.py, imported in
    # name order so that the library's order (and every generated file) is the same on every run.
    import importlib
    here = os.path.dirname(os.path.abspath(__file__))
    for module in sorted(f[:-3] for f in os.listdir(here) if f.startswith("defs_") and f.endswith(".py")):
        importlib.import_module(module)
    only = None
    preview = None
    i = 0
    while i < len(argv):
        if argv[i] == "--only":
            only = argv[i + 1].split(",")
            i += 2
        elif argv[i] == "--preview":
            preview = argv[i + 1]
            i += 2
        else:
            raise SystemExit("unknown argument %s" % argv[i])
    names = [n for n in SYMBOLS if only is None or n in only]
    results = {}
    entries = []
    nvar = 0
    for n in names:
        results[n] = build(n)
        write_svg(n, results[n])
        entries.append(n)
        for sfx in sorted(variants_of(n), key=SUFFIXES.index):
            results[(n, sfx)] = build(n, sfx)
            write_svg(n, results[(n, sfx)], sfx)
            entries.append((n, sfx))
            nvar += 1
        d = os.path.join(OUT, n)
        for f in os.listdir(d):   # drop variant files whose design was removed
            if f.endswith(".svg") and f != "symbol.svg" and f[:-4] not in variants_of(n):
                os.remove(os.path.join(d, f))
    if preview:
        write_preview(preview, entries, results)
    print("wrote %d symbols (+%d variant files) to %s" % (len(names), nvar, OUT))


if __name__ == "__main__":
    sys.modules.setdefault("draw", sys.modules[__name__])
    main(sys.argv[1:])
