"""Numbers: circled digits (1.circle … 3.circle and their .fill), textformat.123, and the script variants
of list.number.

Digits are our own strokes in the library's stroke language (capsules, polylines with round joins, rings and
sampled cubic curves; no font outlines), drawn once in a 'digit box' (y -50 top .. +50 baseline, y down, x
roughly -45..45) through locale_def's Pen and fitted into the space a symbol gives them.  Stroke thickness
is absolute, as for letters: the circled digits use the full line weight, as checkmark.circle's checkmark
does; list.number's numerals keep list.number's own thinner weight.  Digits with packed strokes (loops,
teeth) declare a pitch and get a thinner stroke when drawn small, so counters stay open at the Black master.

Scripts (the Digits rule: a locale whose script writes its own digits gets the variant; a locale that writes
Latin digits, ar-u-nu-latn, keeps the base):

| key  | 1 | 2 | 3 |
|------|---|---|---|
| latn | list.number's own digits (symbols_def.digit) | | |
| ar   | ١ a slightly curved vertical stroke | ٢ the stem with one hook rising at its top right | ٣ the stem with two |
| hi   | १ a loop with a tail sweeping down | २ a 2-like head with a curled foot | ३ two bowls and a tail |
| th   | ๑ a body drawn round from a loop inside its left | ๒ a tall stem, the body, and the stroke curling over into a loop inside | ๓ a loop at the foot, a small arch and a large one |

Digits never mirror.  Numbers are written left to right in every one of these scripts (also Arabic: ١٢٣), so
textformat.123's variants keep the order 1 2 3; list.number's Arabic variant leads with the numbers on the
right, as its rtl design does."""
from draw import symbol, variant, Layer, SYMBOLS, VARIANTS
from geom import *  # noqa: F401,F403
from locale_def import Pen, bz, CLEAR
from symbols_def import digit as latin_digit
import symbols_def
from defs_controls import circle_layer
from defs_fill_circles import circled_fill, fill_symbol


# ------------------------------------------------------------------ digit forms (digit-box units)
def g_latin(n):
    """list.number's own Latin digit n, in the digit box (it is drawn h tall centred on its origin)."""
    def fn(p):
        return latin_digit(n, p.ox, p.oy, p.t, 100.0 * p.s)
    return fn


def _ar_stem(p, x):
    """The Arabic-Indic stem: a long stroke, its top a little left of its foot, bowing slightly."""
    top, foot = (x - 5.0, -50.0), (x + 4.0, 50.0)
    return p.line([top] + bz(top, (x - 1.0, -16.0), (x + 4.0, 16.0), foot, 10), 0)


def g_ar1(p):
    return _ar_stem(p, 0.0)


def g_ar2(p):
    """The stem, and from just under its top a hook that dips and rises to the upper right."""
    x = -22.0
    a = (x - 3.0, -32.0)
    hook = [a] + bz(a, (x + 8.0, -14.0), (x + 40.0, -16.0), (x + 46.0, -52.0), 12)
    return _ar_stem(p, x) + p.line(hook, 0)


def g_ar3(p):
    """The stem with two hooks (teeth) on top: dip, a low peak, dip, and the tip up at the right."""
    x = -30.0
    a = (x - 3.0, -32.0)
    peak = (x + 28.0, -42.0)
    tip = (x + 60.0, -52.0)
    tooth1 = [a] + bz(a, (x + 6.0, -14.0), (x + 24.0, -16.0), peak, 10)
    tooth2 = [peak] + bz(peak, (x + 34.0, -16.0), (x + 56.0, -16.0), tip, 10)
    return _ar_stem(p, x) + p.line(tooth1, 0) + p.line(tooth2, 0)


def g_hi1(p):
    """१: a round loop on top; its stroke leaves at the right and sweeps down in a long tail that bows
    to the left and ends turned out to the right."""
    c, r = (-4.0, -28.0), 21.0
    loop = p.ring(c, r)
    a = pol(c, r, -40.0)
    tail = [a] + bz(a, (30.0, 4.0), (-22.0, 14.0), (-10.0, 36.0), 10) + bz((-10.0, 36.0), (-4.0, 47.0), (10.0, 50.0),
                                                                           (22.0, 44.0), 6)
    return loop + p.line(tail, 0)


def g_hi2(p):
    """२: a head like the top of a 2 that turns back to the left at mid-height, and from there a leg
    running down to the lower right, ending in a small upward curl."""
    c, r = (2.0, -24.0), 23.0
    head = [pol(c, r, 160.0)] + arcpts(c, r, 160.0, -115.0, 14)
    k = head[-1]
    leg = [k] + bz(k, (-16.0, 10.0), (-2.0, 40.0), (22.0, 46.0), 10)
    leg += bz((22.0, 46.0), (30.0, 48.0), (36.0, 44.0), (38.0, 36.0), 4)
    return p.line(head, 0) + p.line(leg, 0)


def g_hi3(p):
    """३: a small upper bowl and a larger lower one, open to the left, meeting in a point at the
    waist; the lower one runs on under itself into a tail that swings down, round and out to the right
    (its turn is a circular arc, wide enough for the stroke at every weight)."""
    c1, r1 = (-1.0, -34.0), 14.0
    c2, r2 = (0.0, -2.0), 18.0
    upper = [pol(c1, r1, 145.0)] + arcpts(c1, r1, 145.0, -112.0, 12)
    w = upper[-1]
    a0 = ang(sub(w, c2))
    lower = [w] + arcpts(c2, r2, a0, -100.0, 14)
    e = lower[-1]
    ct, rt = (e[0], e[1] + 14.0), 14.0
    lower += arcpts(ct, rt, 90.0, 320.0, 10)
    return p.line(upper, 0) + p.line(lower, 0)


def g_th1(p):
    """๑: a round body drawn from a small loop inside its left side: the stroke leaves the loop, runs up
    over the top, down the right and round the bottom, and stops short of the loop at the lower left
    (the looped form Thai is taught in; the opening there is what sets it apart from ๐, a plain ring)."""
    c, R = (0.0, 4.0), 46.0
    r = 15.0
    start = 196.0
    loop = p.ring(pol(c, R - r, start), r)
    body = [pol(c, R, start)] + arcpts(c, R, start, start - 302.0, 40)
    return loop + p.line(body, 0)


def g_th2(p):
    """๒: a tall left stem rising past the body, the body round the bottom and up the right, where the
    stroke turns over to the left and curls down into a loop hanging inside the body's top."""
    top = (-43.0, -56.0)
    body = [top, (-43.0, 22.0)] + bz((-43.0, 22.0), (-43.0, 44.0), (-32.0, 50.0), (-14.0, 50.0), 6)
    body += [(16.0, 50.0)] + bz((16.0, 50.0), (36.0, 50.0), (46.0, 44.0), (46.0, 22.0), 6)
    ac, ar = (12.0, -10.0), 34.0
    body += [(46.0, -10.0)] + arcpts(ac, ar, 0.0, 180.0, 16)
    lc, lr = (-9.0, -10.0), 13.0
    return p.line(body, 0) + p.ring(lc, lr)


def g_th3(p):
    """๓: a loop at the foot of the left leg; the leg rises into a small arch that comes down into the
    middle, where a larger arch rises from the same point and runs down its right leg to the baseline
    (two strokes meeting there: one stroke turning back on itself would leave a spike at the turn)."""
    lc, lr = (-36.0, 35.0), 14.0
    loop = p.ring(lc, lr)
    leg_x = lc[0] + lr
    a1c, a1r = (-6.0, -14.0), 18.0
    m = (a1c[0] + a1r, -14.0)
    turn = (m[0], 6.0)
    left = [(leg_x, lc[1]), (leg_x, -14.0)] + arcpts(a1c, a1r, 180.0, 0.0, 14) + [turn]
    right = [turn] + bz(turn, (m[0] + 2.0, -46.0), (40.0, -50.0), (40.0, -10.0), 14) + [(40.0, 50.0)]
    return loop + p.line(left, 0) + p.line(right, 0)


# script: [(form, pitch in digit-box units) for 1, 2, 3]
DIGITS = {
    "latn": [(g_latin(1), 100), (g_latin(2), 100), (g_latin(3), 44)],   # 3: its lower counter stays open at Black
    "ar": [(g_ar1, 100), (g_ar2, 30), (g_ar3, 26)],
    "hi": [(g_hi1, 30), (g_hi2, 30), (g_hi3, 24)],
    "th": [(g_th1, 26), (g_th2, 22), (g_th3, 26)],
}
SCRIPTS = ("ar", "hi", "th")
NAMES = {1: "one", 2: "two", 3: "three"}


def skeleton_box(fn):
    probe = fn(Pen(1.0, 0.0, 0.0, 0.01))
    xs = [q[0] for sp in probe for q in sp.points(8)]
    ys = [q[1] for sp in probe for q in sp.points(8)]
    return min(xs), min(ys), max(xs), max(ys)


def draw_digit(script, n, t, cx, cy, h, w=None, scale=None):
    """Digit n of `script` fitted (skeleton) into an h tall (and at most w wide) box centred at (cx, cy),
    or drawn at `scale` with its digit box centred there.  Returns (subpaths, skeleton extents)."""
    fn, pitch = DIGITS[script][n - 1]
    bx0, by0, bx1, by1 = skeleton_box(fn)
    if scale is None:
        s = h / (by1 - by0)
        if w is not None:
            s = min(s, w / (bx1 - bx0))
        ox, oy = cx - (bx0 + bx1) / 2 * s, cy - (by0 + by1) / 2 * s
    else:
        s = scale
        ox, oy = cx - (bx0 + bx1) / 2 * s, cy
    t = min(t, max((pitch * s - CLEAR) / 2.0, 0.6))
    return fn(Pen(s, ox, oy, t)), (ox + bx0 * s, oy + by0 * s, ox + bx1 * s, oy + by1 * s)


# ------------------------------------------------------------------ n.circle, n.circle.fill
DIGIT_H = 30.0       # skeleton height of a circled digit (checkmark.circle's mark is 25 tall, 30 wide)
DIGIT_W = 34.0       # wide digits (Thai) are fitted into this width instead


def circled_layers(n, script):
    def fn(d):
        subs, _ = draw_digit(script, n, d, 0.0, 0.0, DIGIT_H, DIGIT_W)
        return [circle_layer(d), Layer(subs, name="number")]
    return fn


for _n in (1, 2, 3):
    _name = "%d.circle" % _n
    symbol(_name, ["math", "shapes"], ["number", NAMES[_n], str(_n), "digit", "numeral", "circle"],
           mirroring="fixed", effects=["bounce", "pulse", "wiggle"])(circled_layers(_n, "latn"))
    for _k in SCRIPTS:
        variant(_name, _k)(circled_layers(_n, _k))


def circled_fill_layers(base_fn):
    def fn(d):
        return circled_fill(base_fn(d), "tintColor", "number")
    return fn


for _n in (1, 2, 3):
    _name = "%d.circle" % _n
    fill_symbol(_name)(circled_fill_layers(SYMBOLS[_name]["fn"]))
    for _k in SCRIPTS:
        variant(_name + ".fill", _k)(circled_fill_layers(VARIANTS[(_name, _k)]["fn"]))


# ------------------------------------------------------------------ textformat.123
def textformat_123_layers(script):
    """1 2 3 standing side by side, in reading order (left to right in every script, Arabic too), no
    wider than the Latin 123: wide digits (Thai) are drawn smaller rather than the symbol growing."""
    def fn(d):
        g = 10.0 + 1.6 * d                       # white between digits grows with the weight

        def widths(scr, h):
            return [(lambda b: b[2] - b[0])(draw_digit(scr, n, d, 0.0, 0.0, h, 0.9 * h)[1]) for n in (1, 2, 3)]
        h = 50.0
        limit = sum(widths("latn", h))
        ws = widths(script, h)
        if sum(ws) > limit:
            h *= limit / sum(ws)
            ws = widths(script, h)
        x = -(sum(ws) + 2 * g) / 2
        subs = []
        for n, wd in zip((1, 2, 3), ws):
            s, _ = draw_digit(script, n, d, x + wd / 2, 0.0, h, 0.9 * h)
            subs += s
            x += wd + g
        return [Layer(subs, name="numbers")]
    return fn


symbol("textformat.123", ["text formatting", "math"], ["number", "numbers", "digits", "one", "two", "three",
                                                      "numeric", "format"],
       mirroring="fixed", effects=["bounce", "wiggle"])(textformat_123_layers("latn"))
for _k in SCRIPTS:
    variant("textformat.123", _k)(textformat_123_layers(_k))


# ------------------------------------------------------------------ list.number's script variants
def list_number_script(script, rtl):
    """list.number's own layout (symbols_def._list_number) with `script`'s digits."""
    def numeral(n, x, y, t, h):
        return draw_digit(script, n, t, x, y, h, 1.15 * h)[0]
    return lambda d: symbols_def._list_number(d, rtl, numeral)


variant("list.number", "ar")(list_number_script("ar", True))
variant("list.number", "hi")(list_number_script("hi", False))
variant("list.number", "th")(list_number_script("th", False))
