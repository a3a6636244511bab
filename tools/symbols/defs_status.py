"""Status marks and levels: battery.0/25/50/75; exclamationmark, minus, arrow.right, arrow.left and ellipsis in a
circle; exclamationmark.circle.fill and minus.circle.fill; plus, checkmark and xmark in a square;
wifi.exclamationmark.

Every design is built from the library's own pieces, never redrawn (README, Derived designs):

* the batteries are battery.100's case and terminal exactly (its registered design's bottom layer), with the
  charge as a layer of its own: battery.100's level (same inset, same corner radius) cut to a fraction of the
  inside's width from the leading end.  The rebuilt full level is asserted to be battery.100's;
* the circled marks are checkmark.circle's circle (`circle_layer`, secondary) with the glyph primary, sized as
  info.circle's and plus.circle's glyphs are: the exclamation mark is info.circle's "i" turned upside down
  (without its serif), the minus is plus.circle's horizontal bar (asserted), the arrows are arrow.up.circle's
  arrow turned, the ellipsis's dots keep gap(d) of white between them and inside the circle up to Black;
* the .fill forms use defs_fill_circles' circled_fill (disc + knocked-out glyph);
* the squared marks are `square`'s rounded square (defs_shapes, secondary) around the very glyph layers of
  plus.circle, checkmark.circle and xmark.circle;
* wifi.exclamationmark is wifi's dot and arcs (thresholds kept) with an exclamation mark at the trailing
  side, cleared by an erase layer as bell.badge clears its badge.

Drawn around the origin with y down; draw.py centres each symbol on the cap height."""
from draw import symbol, Layer, SYMBOLS, thresholds
from geom import *  # noqa: F401,F403
from symbols_def import gap, dot_r, _battery100, _wifi
from defs_controls import circle_layer
from defs_arrows import turned, wiggle_axis
from defs_fill_circles import fill_symbol, circled_fill, base_layers, same_outline, register_circled_fills
from defs_shapes import _square


def mg(n):
    return {"-sfsymbols-motion-group": n}


# ------------------------------------------------------------------ batteries
# battery.100's geometry (symbols_def._battery100): the case's skeleton and corner radius, and the level's inset
CASE = (-42.0, -19.0, 34.0, 19.0)
CASE_R = 8.5


def battery_level(d, f):
    """battery.100's level, filled to the fraction f of the inside's width from the leading (left) end."""
    x0, y0, x1, y1 = CASE
    g = 2.5 + 0.5 * d
    inset = d + g
    lx0, lx1 = x0 + inset, x1 - inset
    r = max(CASE_R - inset, 1.0)
    right = lx0 + max(f * (lx1 - lx0), 2 * r)     # never narrower than its own rounded ends
    return solid(rect(lx0, y0 + inset, right, y1 - inset), r, 0)


def battery_case(d):
    """battery.100's case and terminal, exactly (its bottom layer), with its level checked against ours."""
    case_l, level_l = _battery100(d)
    assert case_l.name == "battery" and level_l.name == "level", "battery.100's layout changed"
    same_outline(battery_level(d, 1.0), level_l.subs, "battery.100")
    return case_l


def battery_layers(d, f, colour):
    case_l = battery_case(d)
    layers = [Layer(case_l.subs, level=case_l.level, color=case_l.color, css=mg(1), name="battery")]
    if f > 0:
        layers.append(Layer(battery_level(d, f), color=colour, css=mg(1), name="level"))
    return layers


# Mirroring: as battery.100 (`mirrors`).  A partial charge is a progress bar: in a right-to-left layout it
# fills from the right, with the terminal on the left (HIG: battery.25 is one of SF's LTR->RTL examples).
# Multicolor: battery.100's level is green; a level that is still comfortable (50, 75) keeps that green; a low
# charge (25) turns red, the fixed, meaningful low-battery colour (SF-SEMANTICS 1.5); battery.0 has no level.
BATTERY_KW = ["battery", "power", "charge"]


@symbol("battery.0", ["devices", "energy"], BATTERY_KW + ["empty", "dead", "drained"], mirroring="mirrors",
        effects=["bounce", "pulse"])
def _battery0(d):
    return battery_layers(d, 0.0, "tintColor")


@symbol("battery.25", ["devices", "energy"], BATTERY_KW + ["low", "quarter", "low power"], mirroring="mirrors",
        effects=["bounce", "pulse"])
def _battery25(d):
    return battery_layers(d, 0.25, "systemRedColor")


@symbol("battery.50", ["devices", "energy"], BATTERY_KW + ["half", "medium"], mirroring="mirrors",
        effects=["bounce", "pulse"])
def _battery50(d):
    return battery_layers(d, 0.50, "systemGreenColor")


@symbol("battery.75", ["devices", "energy"], BATTERY_KW + ["three quarters", "high"], mirroring="mirrors",
        effects=["bounce", "pulse"])
def _battery75(d):
    return battery_layers(d, 0.75, "systemGreenColor")


# ------------------------------------------------------------------ circled marks
def exclamation_glyph(d):
    """info.circle's "i" upside down (no serif): the dot low, gap(d) of white above it, the stem reaching as
    high as the "i"'s stem reaches low."""
    r = dot_r(d)
    yd = 16.0 + 0.25 * d
    ye = yd - r - gap(d) - d
    top = -19.0 + 0.2 * d
    return capsule((0, top), (0, ye), d) + disc((0, yd), r)


@symbol("exclamationmark.circle", ["status", "shapes"], ["warning", "alert", "error", "attention", "important"],
        mirroring="fixed", effects=["bounce", "pulse", "wiggle"])
def _exclamationmark_circle(d):
    return [circle_layer(d), Layer(exclamation_glyph(d), name="exclamation mark")]


def minus_glyph(d):
    """plus.circle's horizontal bar, exactly."""
    a = 16.5 - 0.25 * d
    bar = capsule((-a, 0), (a, 0), d)
    same_outline(bar, base_layers("plus.circle", d)[1].subs[:1], "plus.circle")
    return bar


@symbol("minus.circle", ["math", "shapes"], ["remove", "subtract", "delete", "less", "minus"],
        mirroring="fixed", effects=["bounce", "pulse", "wiggle"])
def _minus_circle(d):
    return [circle_layer(d), Layer(minus_glyph(d), name="minus")]


def circled_arrow_turned(d, deg):
    """arrow.up.circle's arrow (same length, head and position), turned; checkmark.circle's circle."""
    ring_l, arrow_l = base_layers("arrow.up.circle", d)
    assert ring_l.name == "circle" and arrow_l.name == "arrow", "arrow.up.circle's layout changed"
    return [circle_layer(d), Layer(turned(arrow_l.subs, deg), name="arrow")]


# "right" and "left" name an actual direction (SF-SEMANTICS 4.3): fixed, and they wiggle the way they point
@symbol("arrow.right.circle", ["arrows"], ["right", "next", "forward", "continue", "go"],
        mirroring="fixed", effects=["bounce", "wiggle", "pulse"], defaults=wiggle_axis(0))
def _arrow_right_circle(d):
    return circled_arrow_turned(d, -90)


@symbol("arrow.left.circle", ["arrows"], ["left", "back", "previous", "return"],
        mirroring="fixed", effects=["bounce", "wiggle", "pulse"], defaults=wiggle_axis(180))
def _arrow_left_circle(d):
    return circled_arrow_turned(d, 90)


def ellipsis_dots(d):
    """Three dots inside the circle: gap(d) of white between them and (at least) to the circle's band."""
    r = 1.4 + 0.85 * d
    s = 14.0 + 0.65 * d
    assert s - 2 * r >= gap(d) - 1e-6 and (35 - d) - (s + r) >= gap(d) - 0.2, "ellipsis.circle crowds"
    return [disc((x, 0), r) for x in (-s, 0.0, s)]


# ellipsis.circle: as ellipsis, its dots light up one after another in reading order (variable colour), so it
# mirrors: in a right-to-left layout the sequence starts on the right.  The dots and the circle are unchanged
# by a flip, so only the order of the animation changes; the circle has no threshold (always on).
@symbol("ellipsis.circle", ["shapes", "communication"], ["more", "menu", "options", "actions", "overflow"],
        mirroring="mirrors", effects=["variableColor", "bounce", "pulse"])
def _ellipsis_circle(d):
    return [circle_layer(d)] + [
        Layer(dot, css={"-sfsymbols-variable-threshold": t}, name="dot %d" % (i + 1))
        for i, (dot, t) in enumerate(zip(ellipsis_dots(d), thresholds(3)))]


# ------------------------------------------------------------------ circled .fill
# minus.circle.fill: red, the delete control's colour (the counterpart of plus.circle.fill's green insert
# control).  exclamationmark.circle.fill keeps the tint, as exclamationmark.triangle does.
register_circled_fills([
    ("exclamationmark.circle", "tintColor", "exclamation mark", None),
    ("minus.circle", "systemRedColor", "minus", None),
])


# ------------------------------------------------------------------ squared marks
def square_layer(d):
    """`square`'s rounded square, exactly, as an enclosure (secondary, like checkmark.circle's circle)."""
    (sq,) = _square(d)
    assert sq.name == "square" and len(sq.subs) == 2, "square's layout changed"
    return Layer(sq.subs, level="secondary", name="square")


def squared(name, d):
    """The enclosure of <name>.circle replaced by the square; the glyph layers are the circled design's own."""
    ring_l, *glyph = base_layers(name + ".circle", d)
    assert ring_l.name == "circle", "%s.circle's layout changed" % name
    return [square_layer(d)] + [Layer(L.subs, level=L.level, color=L.color, css=dict(L.css), name=L.name)
                                for L in glyph]


def squared_symbol(name, keywords):
    meta = SYMBOLS[name + ".circle"]
    return symbol(name + ".square", ["shapes"] + [c for c in meta["categories"] if c != "shapes"],
                  keywords + [k for k in meta["keywords"] if k not in keywords],
                  mirroring=meta["mirroring"], effects=list(meta["effects"]), defaults=dict(meta["defaults"]))


@squared_symbol("plus", ["add", "new", "square", "box"])
def _plus_square(d):
    return squared("plus", d)


@squared_symbol("checkmark", ["checkbox", "checked", "square", "box"])
def _checkmark_square(d):
    return squared("checkmark", d)


@squared_symbol("xmark", ["close", "square", "box", "checkbox"])
def _xmark_square(d):
    return squared("xmark", d)


# ------------------------------------------------------------------ wifi.exclamationmark
@symbol("wifi.exclamationmark", ["connectivity", "status"],
        ["wireless", "network", "problem", "no internet", "warning", "error", "limited"],
        effects=["variableColor", "pulse", "bounce", "wiggle"])
def _wifi_exclamationmark(d):
    # wifi's own dot and arcs with their variable-colour thresholds, moving as one group (as in wifi.slash)
    layers = [Layer(L.subs, level=L.level, color=L.color, css=dict(L.css, **mg(1)), name=L.name or "wave %d" % i)
              for i, L in enumerate(_wifi(d))]
    # the mark stands on wifi's dot's baseline beside the arcs' trailing ends; it moves out a little as it
    # grows, and its clearance trims the outer arc's end at heavy weights
    r = dot_r(d)
    x = 41.0 + 1.2 * d
    yd = 21.0 + 0.6                     # its dot's bottom on wifi's dot's bottom (wifi's dot is 0.6 larger)
    ye = yd - r - gap(d) - d
    top = -17.0
    mark = capsule((x, top), (x, ye), d) + disc((x, yd), r)
    clear = capsule((x, top), (x, ye), d + gap(d)) + disc((x, yd), r + gap(d))
    return layers + [
        Layer(clear, erase=True, css=mg(2), name="exclamation mark clearance"),
        # the mark is what pulses: by layer it pulses alone, as bell.badge's badge does
        Layer(mark, css=dict(mg(2), **{"-sfsymbols-always-pulses": "true"}), name="exclamation mark"),
    ]
