"""Script-bearing symbols and their locale variants (character, textformat, character.book.closed).

Every letterform is our own construction from strokes (capsules, polylines with round joins,
rings, cubic ribbons sampled into the skeleton).  A letterform is drawn once, in a 'letter box'
(x roughly -50..50, y -50 top .. +50 baseline, y down) through a Pen, and then fitted into the
space a symbol gives it.  Stroke thickness is absolute (not scaled with the letter), so text keeps
the library's line weight; only letters whose strokes are packed densely (their 'pitch', the
smallest skeleton distance between parallel strokes) get a thinner stroke when the letter is small,
so that the counters stay open at the Black master.
"""
from draw import symbol, variant, Layer
from geom import *  # noqa: F401,F403

CLEAR = 2.5          # minimum white gap kept between parallel strokes inside a letter


class Pen:
    def __init__(self, s=1.0, ox=0.0, oy=0.0, t=1.0, layout=None):
        self.s, self.ox, self.oy, self.t = s, ox, oy, t
        # (scale, thickness) the letter is finally drawn at, for letters whose layout depends on the
        # weight (a dot kept a fixed white gap away); the same for the measuring probe and the drawing
        self.layout = layout if layout is not None else (s, t)

    def P(self, p):
        return (self.ox + p[0] * self.s, self.oy + p[1] * self.s)

    def line(self, pts, radii=0.0, t=None):
        r = [x * self.s for x in radii] if isinstance(radii, (list, tuple)) else radii * self.s
        return stroke([self.P(p) for p in pts], r, self.t if t is None else t)

    def cap(self, p, q):
        return capsule(self.P(p), self.P(q), self.t)

    def ring(self, c, r):
        return ring(self.P(c), r * self.s, self.t)

    def dot_radius(self):
        return 1.0 + 1.35 * self.t + 2.0 * self.s

    def dot(self, c):
        return disc(self.P(c), self.dot_radius())

    def box(self, x0, y0, x1, y1, r=0.0):
        return stroke(rect(*[v for p in (self.P((x0, y0)), self.P((x1, y1))) for v in p]), r * self.s, self.t,
                      closed=True)


def bz(p0, p1, p2, p3, n=8):
    return bezpts(p0, p1, p2, p3, n)


# ------------------------------------------------------------------ letterforms (letter-box units)
def g_latin_A(p):
    top, foot, half = -50.0, 50.0, 36.0
    yb = 17.0
    k = (foot - yb) / (foot - top)
    return (p.line([(-half, foot), (0, top), (half, foot)], [3, 5, 3]) +
            p.cap((-half + half * k, yb), (half - half * k, yb)))


def g_latin_a(p):
    """Single-storey lowercase a: bowl + stem (x-height at y = -8)."""
    c, r = (-6.0, 21.0), 25.0
    return p.ring(c, r) + p.cap((c[0] + r, -4.0), (c[0] + r, 50.0))


def g_hebrew_alef(p):
    """Alef-like form: a long diagonal, an upper-right arm bending into it and a lower-left leg."""
    return (p.cap((-32, -50), (32, 50)) +
            p.line([(32, -53)] + bz((32, -53), (33, -35), (26, -24), (6, -14), 10), 0) +
            p.line([(-4, 10)] + bz((-4, 10), (-24, 18), (-33, 30), (-33, 50), 10), 0))


def g_arabic_beh(p):
    """Beh-like form: a long flat bowl with a short right tooth, a rising left end and a dot below."""
    R, L = (42, 12), (-49, -2)
    bowl = [R] + bz(R, (44, 26), (38, 36), (20, 36), 12) + [(-16, 36)] + bz((-16, 36), (-40, 36), (-50, 24), L, 14)
    # the dot sits just under the bowl: a white gap of about one stroke below its outer edge, at every weight
    s, t = p.layout
    r = 1.0 + 1.35 * t + 2.0 * s
    y = 36 + (t + 2.0 + 0.5 * t + r) / s
    return p.line(bowl, 0) + p.dot((-2, y))


def g_devanagari_pa(p):
    """Pa-like form under the headline (shirorekha): right stem and a left bowl joining it."""
    head = p.cap((-46, -44), (46, -44))
    stem = p.cap((26, -44), (26, 50))
    bowl = p.line([(-24, -44), (-24, -6)] + bz((-24, -6), (-24, 20), (6, 20), (26, 4), 14), 0)
    return head + stem + bowl


def g_kana_a(p):
    """Katakana a-like form: a top bar that folds down-left, and a falling left stroke."""
    bar = p.line([(-42, -42), (36, -42)] + bz((36, -42), (32, -28), (24, -18), (10, -8), 10), [0, 6] + [0] * 10)
    fall = p.line([(-4, -26)] + bz((-4, -26), (-4, 10), (-12, 34), (-34, 50), 14), 0)
    return bar + fall


def g_hangul_ga(p):
    """Syllable ga-like arrangement: giyeok on the left, the vowel a (stem + tick) on the right."""
    giyeok = p.line([(-46, -30), (-6, -30)] + bz((-6, -30), (-6, 4), (-18, 28), (-42, 44), 14), [0, 6] + [0] * 14)
    stem = p.cap((24, -50), (24, 50))
    tick = p.cap((24, -2), (46, -2))
    return giyeok + stem + tick


def g_han_men_simplified(p):
    """Simplified 'door': a dot, a left post and a top bar turning down the right post with a hook."""
    return (p.cap((-40, -52), (-31, -40)) +
            p.cap((-38, -22), (-38, 50)) +
            p.line([(-20, -44), (38, -44), (38, 46), (28, 40)], [0, 4, 3, 0]))


def g_han_men_traditional(p):
    """Traditional 'door': two posts, each with a three-bar panel on top, the right one hooked."""
    out = []
    for sx in (-1, 1):
        out += p.line([(sx * 8, -48), (sx * 40, -48)], 0)
        out += p.cap((sx * 40, -24), (sx * 8, -24))
        out += p.cap((sx * 40, 0), (sx * 8, 0))
        out += p.cap((sx * 8, -48), (sx * 8, 0))
    out += p.cap((-40, -48), (-40, 50))
    out += p.line([(40, -48), (40, 46), (30, 40)], [0, 3, 0])
    return out


def g_thai_bo(p):
    """Bo-like form: a loop heading the left stem, a rounded bottom and a taller right stem."""
    c, r = (-40.0, -28.0), 14.0
    return (p.ring(c, r) +
            p.line([(c[0] + r, c[1]), (c[0] + r, 50), (38, 50), (38, -44)], [0, 14, 14, 0]))


GLYPHS = {   # script key: (function, pitch in letter-box units)
    "latn": (g_latin_A, 60), "latn_small": (g_latin_a, 50),
    "he": (g_hebrew_alef, 40), "ar": (g_arabic_beh, 28), "hi": (g_devanagari_pa, 40),
    "ja": (g_kana_a, 30), "ko": (g_hangul_ga, 30), "zh": (g_han_men_simplified, 30),
    "zh.traditional": (g_han_men_traditional, 24), "th": (g_thai_bo, 28),
}
RTL_SCRIPTS = ("he", "ar")


def fit(key, t, cx, cy, w, h, valign="centre"):
    """Letter `key` scaled to fit a w x h box centred at (cx, cy) (or standing on y = cy + h/2
    when valign == 'bottom').  Returns (subpaths, (x0, y0, x1, y1) skeleton extents)."""
    fn, pitch = GLYPHS[key]
    t0 = t

    def measure(layout):
        probe = fn(Pen(1.0, 0.0, 0.0, 0.01, layout))
        xs = [q[0] for sp in probe for q in sp.points(8)]
        ys = [q[1] for sp in probe for q in sp.points(8)]
        bx0, bx1, by0, by1 = min(xs), max(xs), min(ys), max(ys)
        s = min(w / (bx1 - bx0), h / (by1 - by0))
        return (bx0, bx1, by0, by1), s, min(t0, max((pitch * s - CLEAR) / 2.0, 0.6))
    _, s1, t1 = measure(None)
    layout = (s1, t1)       # letters with a weight-dependent layout are measured as they will be drawn
    (bx0, bx1, by0, by1), s, t = measure(layout)
    ox = cx - (bx0 + bx1) / 2 * s
    oy = cy - (by0 + by1) / 2 * s if valign == "centre" else cy + h / 2 - by1 * s
    subs = fn(Pen(s, ox, oy, t, layout))
    return subs, (ox + bx0 * s, oy + by0 * s, ox + bx1 * s, oy + by1 * s)


# ------------------------------------------------------------------ character
def character_layers(key):
    def fn(d):
        subs, _ = fit(key, d, 0, 0, 66, 72)
        return [Layer(subs, name="letter")]
    return fn


symbol("character", ["text formatting", "keyboard"], ["letter", "character", "alphabet", "language", "script"],
       mirroring="fixed", effects=["bounce"])(character_layers("latn"))


# ------------------------------------------------------------------ textformat
def textformat_layers(key):
    """A large and a small letter standing on one baseline; the large one comes first in reading
    order (left for left-to-right scripts, right for Hebrew and Arabic)."""
    small_key = "latn_small" if key == "latn" else key
    rtl = key in RTL_SCRIPTS

    def fn(d):
        big, bb = fit(key, d, 0, 0, 54, 70, valign="bottom")
        wbig = bb[2] - bb[0]
        small_h = 42.0
        # the same letter twice: the small one is 0.6 of the large one (a box 0.6 of the large one's), also
        # for wide letters, whose size the box's width decides
        small_w = 40.0 if small_key != key else 0.6 * 54
        small, sb = fit(small_key, d * 0.9, 0, 35 - small_h / 2, small_w, small_h, valign="bottom")
        wsmall = sb[2] - sb[0]
        g = 12 + 1.2 * d
        total = wbig + g + wsmall
        xb = -total / 2 + wbig / 2 if not rtl else total / 2 - wbig / 2
        xs = total / 2 - wsmall / 2 if not rtl else -total / 2 + wsmall / 2
        big, _ = fit(key, d, xb, 0, 54, 70, valign="bottom")
        small, _ = fit(small_key, d * 0.9, xs, 35 - small_h / 2, small_w, small_h, valign="bottom")
        return [Layer(big + small, name="text")]
    return fn


symbol("textformat", ["text formatting"], ["text", "font", "format", "type", "letters"],
       mirroring="fixed", effects=["bounce"])(textformat_layers("latn"))


# ------------------------------------------------------------------ character.book.closed
def book_layers(key):
    """A closed book with a letter on the cover.  For right-to-left scripts the book is bound on
    the right (spine right), as books in those scripts are."""
    rtl = key in RTL_SCRIPTS
    sg = -1 if rtl else 1

    def fn(d):
        x0, x1 = (-29, 30) if not rtl else (-30, 29)
        radii = [8, 5, 5, 8] if not rtl else [5, 8, 8, 5]
        cover = stroke(rect(x0, -37, x1, 37), radii, d, closed=True) + capsule((-18 * sg, -37), (-18 * sg, 37), d)
        w, h = (26, 32) if key in ("latn", "he") else (24, 38)
        text, _ = fit(key, d * 0.8, 6 * sg, 0, w, h)
        return [Layer(cover, name="book"), Layer(text, level="secondary", name="text")]
    return fn


symbol("character.book.closed", ["text formatting", "education"], ["dictionary", "language", "book", "glossary"],
       mirroring="mirrors", never_mirror=[1], effects=["bounce"])(book_layers("latn"))

for _k in ("ar", "he", "hi", "ja", "ko", "th", "zh", "zh.traditional"):
    variant("character", _k)(character_layers(_k))
    variant("textformat", _k)(textformat_layers(_k))
    variant("character.book.closed", _k)(book_layers(_k))
