"""Filled (`.fill`) variants of nature, weather, settings and status symbols: drop, flame, bolt, moon, sun.max,
cloud, location, paperplane, gearshape, speaker.wave.3, exclamationmark.triangle, shield, lightbulb and
bubble.left.  Each is a symbol of its own (symbols/<name>.fill/) with the silhouette of its base, exactly.

How a fill is made from its base (never redrawn from scratch):

* a closed outline (geom.stroke(..., closed=True): an outer contour and a hole) keeps its outer contour,
  taken from the base symbol's own layer (bolt, location, paperplane, shield, bubble.left, speaker body,
  exclamationmark triangle, gearshape);
* an outline drawn as open strokes whose round caps meet (drop, flame, the light bulb's glass) is filled
  with geom.solid on the same skeleton grown by d: a corner of radius 0 grown by d is the arc of radius d
  around the skeleton point, which is what the meeting caps draw; the skeleton is rebuilt here and checked
  against the base's outline (same_outline) so a change to the base fails loudly;
* moon's two arc bands are filled by the crescent's own contour (the outer arc at r1 + d, the caps around
  the tips, the bite at r2 - d), checked the same way; cloud is cloud_solid(cloud, d), the union of its
  circles and base grown by d; sun.max's ring becomes the ring's outer disc.

Details inside a filled shape are knocked out as in xmark.octagon: an erase layer (clear-behind) punches the
detail out of the fill in every mode, and the detail is drawn again on top in multicolor and hierarchical
mode (`modes=("multicolor", "hierarchical")`) at its own level and colour, so monochrome keeps the hole.
Where the detail is a cut and not a part (gearshape's hub hole, paperplane's fold) nothing is drawn again.
The cut and what is drawn in it share a motion group, so by-layer effects move them together.

Categories, keywords (plus "filled", "solid"), effects, mirroring and defaults are the base's; FILL_META
copies them and fill() checks them against the base when the symbol is built."""
import math

from draw import symbol, Layer, SYMBOLS, bbox
from geom import *  # noqa: F401,F403
from symbols_def import cloud_solid, gap


FILLED = ["filled", "solid"]


def base_layers(name, d):
    """The base symbol's layers at half weight d (its registered design function)."""
    return SYMBOLS[name]["fn"](d)


def outer(subs):
    """The outer contours of a set of outlines (drops the holes of closed strokes)."""
    return [s for s in subs if s.role == "outer"]


def same_outline(a, b):
    """Whether two lists of outlines have the same points (within 1e-6), orientation-independent."""
    pa = [p for s in a for p in s.oriented().points(4)]
    pb = [p for s in b for p in s.oriented().points(4)]
    return len(pa) == len(pb) and all(abs(p[0] - q[0]) + abs(p[1] - q[1]) < 1e-6 for p, q in zip(pa, pb))


def moved(subs, dx, dy):
    return [s.transformed(lambda p: (p[0] + dx, p[1] + dy)) for s in subs]


def fill_symbol(base, name, categories, keywords, mirroring="fixed", effects=("bounce",), defaults=None):
    """Register <base>.fill with metadata copied from the base (categories, keywords + filled/solid, mirroring,
    effects, defaults).  The copy is checked against the base when the symbol is built (the base may be
    registered by a defs_ file imported after this one)."""
    def deco(fn):
        def built(d):
            b = SYMBOLS[base]
            mine = SYMBOLS[name]
            assert mine["categories"] == b["categories"], "%s: categories differ from %s" % (name, base)
            assert mine["keywords"] == b["keywords"] + FILLED, "%s: keywords differ from %s" % (name, base)
            for k in ("mirroring", "effects", "never_mirror", "defaults"):
                assert mine[k] == b[k], "%s: %s differs from %s" % (name, k, base)
            return fn(d)
        built.__name__ = fn.__name__
        built.__doc__ = fn.__doc__
        return symbol(name, categories, list(keywords) + FILLED, mirroring=mirroring, effects=effects,
                      defaults=defaults)(built)
    return deco


# ------------------------------------------------------------------ drop
def drop_skeleton():
    """drop's skeleton (symbols_def._drop): tip, right tangent point, the bowl's arc back to the tip."""
    T, c, r = (0, -39), (0, 12), 25.0
    a0, a1 = tangent_points(c, r, T)
    return [T, pol(c, r, a1)] + arcpts(c, r, a1, a0 - 360, 20) + [T]


@fill_symbol("drop", "drop.fill", ["nature", "weather"], ["water", "liquid", "humidity", "rain"],
             effects=["bounce", "breathe"])
def _drop_fill(d):
    v = drop_skeleton()
    base = base_layers("drop", d)[0]
    assert same_outline(stroke(v, 0, d), base.subs), "drop's outline changed: update drop_skeleton"
    return [Layer(solid(v[:-1], 0, d), color=base.color, name="drop")]


# ------------------------------------------------------------------ flame
def flame_skeleton():
    """flame's outline skeleton (symbols_def._flame): right flank, left flank, the flick up to the tip."""
    T = (3, -39)
    right = [T] + bezpts(T, (9, -25), (27, -15), (27, 8), 10) + bezpts((27, 8), (27, 26), (14, 36), (0, 36), 8)
    left = [(0, 36)] + bezpts((0, 36), (-14, 36), (-27, 26), (-27, 8), 8) + \
        bezpts((-27, 8), (-27, -7), (-16, -15), (-11, -27), 8)
    flick = [(-11, -27)] + bezpts((-11, -27), (-6, -20), (-1, -26), T, 6)
    return right, left, flick


@fill_symbol("flame", "flame.fill", ["nature", "weather"], ["fire", "hot", "trending", "burn"],
             effects=["bounce", "pulse", "breathe"])
def _flame_fill(d):
    """The flame filled (orange, primary) with its inner flame knocked out; the inner flame is drawn again
    in the hole (yellow in multicolor, secondary in hierarchical, so that it reads against the fill)."""
    right, left, flick = flame_skeleton()
    flame, core = base_layers("flame", d)
    pieces = []
    for p in (right, left, flick):
        pieces += stroke(p, 0, d)
    assert same_outline(pieces, flame.subs), "flame's outline changed: update flame_skeleton"
    loop = right + left[1:] + flick[1:-1]
    return [
        Layer(solid(loop, 0, d), color=flame.color, css={"-sfsymbols-motion-group": 1}, name="flame"),
        Layer(core.subs, level="secondary", color=core.color, erase=True, css={"-sfsymbols-motion-group": 2},
              name="inner flame cut"),
        Layer(core.subs, level="secondary", color=core.color, modes=("multicolor", "hierarchical"),
              css={"-sfsymbols-motion-group": 2}, name="inner flame"),
    ]


# ------------------------------------------------------------------ bolt, location, shield, bubble
def outer_fill(base, d, name):
    """A one-layer base drawn as a closed outline: its outer contour, same level, colour and css."""
    L = base_layers(base, d)
    assert len(L) == 1, "%s: one layer expected" % base
    L = L[0]
    subs = outer(L.subs)
    assert subs and len(subs) < len(L.subs), "%s: a closed outline (outer contour + hole) expected" % base
    return [Layer(subs, level=L.level, color=L.color, css=L.css, name=name)]


@fill_symbol("bolt", "bolt.fill", ["weather", "energy"], ["lightning", "power", "electric", "fast", "charge"],
             effects=["bounce", "pulse", "breathe"])
def _bolt_fill(d):
    return outer_fill("bolt", d, "bolt")


@fill_symbol("location", "location.fill", ["maps", "navigation"], ["gps", "navigation", "here", "direction"],
             effects=["bounce", "pulse"])
def _location_fill(d):
    return outer_fill("location", d, "arrow")


@fill_symbol("shield", "shield.fill", ["security"], ["security", "protection", "safe", "privacy", "defense"],
             effects=["bounce", "pulse", "breathe"])
def _shield_fill(d):
    return outer_fill("shield", d, "shield")


@fill_symbol("bubble.left", "bubble.left.fill", ["communication"],
             ["message", "chat", "comment", "speech", "reply"], effects=["bounce", "wiggle"])
def _bubble_left_fill(d):
    return outer_fill("bubble.left", d, "bubble")


# ------------------------------------------------------------------ moon
MOON = ((0.0, 0.0), 35.0, (16.0, -14.0), 29.0)


def moon_angles(circles=MOON):
    """moon's arcs (symbols_def._moon) for its two circles (lit centre and radius, bite centre and
    radius): the outer arc (oa..ob on the lit circle) and the bite (ia..ib on the other)."""
    c1, r1, c2, r2 = circles
    p, q = circle_intersection(c1, r1, c2, r2)
    a1, a2 = ang(sub(p, c1)), ang(sub(q, c1))
    toward = ang(sub(c2, c1))

    def outside(a, b, avoid):
        b2 = b if b > a else b + 360
        inside = (avoid - a) % 360 < (b2 - a)
        return (b, a + 360 if a < b else a) if inside else (a, b2)
    oa, ob = outside(a1, a2, toward)
    b1, b2 = ang(sub(p, c2)), ang(sub(q, c2))
    away = ang(sub(c1, c2))
    ia, ib = outside(b1, b2, (away + 180) % 360)
    return oa, ob, ia, ib


@fill_symbol("moon", "moon.fill", ["weather", "nature"], ["night", "sleep", "dark mode", "crescent"],
             effects=["bounce", "wiggle"])
def _moon_fill(d):
    """The crescent: outer arc at r1 + d, a cap of radius d around each tip, the bite at r2 - d."""
    c1, r1, c2, r2 = MOON
    oa, ob, ia, ib = moon_angles()
    base = base_layers("moon", d)[0]
    assert same_outline(arcband(c1, r1, oa, ob, d) + arcband(c2, r2, ia, ib, d), base.subs), \
        "moon's outline changed: update MOON / moon_angles"
    tip_a, tip_b = pol(c1, r1, oa), pol(c1, r1, ob)
    # the bite's end at each tip (the bite runs from the tip at ob back to the tip at oa)
    ga, gb = (ia, ib) if length(sub(pol(c2, r2, ia), tip_a)) < 1e-6 else (ib, ia)
    assert length(sub(pol(c2, r2, ga), tip_a)) < 1e-6 and length(sub(pol(c2, r2, gb), tip_b)) < 1e-6

    def turn(a_from, a_to):
        """The cap's sweep: continuing the outer arc's (increasing) sense around the tip."""
        return a_from + (a_to - a_from) % 360

    sp = Sub(pol(c1, r1 + d, oa))
    sp.arc(c1, r1 + d, oa, ob)
    sp.arc(tip_b, d, ob, turn(ob, gb + 180))
    sp.arc(c2, r2 - d, gb, gb - ((gb - ga) % 360))
    sp.arc(tip_a, d, ga + 180, turn(ga + 180, oa))
    return [Layer([sp], level=base.level, color=base.color, name="moon")]


# ------------------------------------------------------------------ sun
@fill_symbol("sun.max", "sun.max.fill", ["weather"], ["sunny", "brightness", "day", "light"],
             effects=["bounce", "rotate", "pulse"])
def _sun_max_fill(d):
    """sun.max with its ring filled (the ring's outer disc); the rays stay as they are."""
    sun, rays = base_layers("sun.max", d)
    return [Layer(outer(sun.subs), level=sun.level, color=sun.color, css=sun.css, name="sun"),
            Layer(rays.subs, level=rays.level, color=rays.color, css=rays.css, name=rays.name)]


# ------------------------------------------------------------------ cloud
@fill_symbol("cloud", "cloud.fill", ["weather"], ["cloudy", "overcast", "sky", "forecast", "storage"],
             effects=["bounce", "pulse", "breathe"])
def _cloud_fill(d):
    """cloud's circles and flat base grown by d (symbols_def.cloud_solid): the outline's silhouette."""
    from defs_weather import cloud_at   # imported by draw.py before any symbol is built
    base = base_layers("cloud", d)[0]
    return [Layer(cloud_solid(cloud_at(1.24), d), level=base.level, color=base.color, name="cloud")]


# ------------------------------------------------------------------ paperplane
PLANE = ((-39, -3), (37, -37), (10, 37), (-3, 8))


@fill_symbol("paperplane", "paperplane.fill", ["communication"], ["send", "message", "mail", "submit"],
             effects=["bounce", "wiggle"])
def _paperplane_fill(d):
    """The plane filled; its fold is a slit cut from the tail's notch toward the nose (a cut, not a part:
    it shows as a slit in every mode)."""
    A, B, C, D = PLANE
    L = base_layers("paperplane", d)[0]
    subs = outer(L.subs)
    # the base layer: the plane's closed outline (outer, hole) + the fold (capsule D -> 45% toward B)
    assert len(L.subs) == 3 and len(subs) == 2, "paperplane's layout changed"
    assert same_outline([L.subs[2]], capsule(D, lerp(D, B, 0.45), d)), "paperplane's fold changed: update PLANE"
    body = subs[0]
    w = 0.55 * gap(d)                          # half-width of the slit
    out = norm(sub(D, B))
    # the slit leaves the fill through the notch: the notch's (mitred) edge lies 1.1 d beyond D
    S = add(D, mul(out, 1.2 * d + w + 1.0))
    return [
        Layer([body], level=L.level, color=L.color, css={"-sfsymbols-motion-group": 1}, name="plane"),
        Layer(capsule(S, lerp(D, B, 0.45), w), erase=True, css={"-sfsymbols-motion-group": 1}, name="fold"),
    ]


# ------------------------------------------------------------------ gearshape
@fill_symbol("gearshape", "gearshape.fill", ["settings", "objects"], ["settings", "preferences", "gear", "cog"],
             effects=["rotate", "bounce"], defaults={"-sfsymbols-rotates-clockwise": "true"})
def _gearshape_fill(d):
    """The gear's outer contour filled, the hub a round hole through it (a cut: a hole in every mode)."""
    gear, hub = base_layers("gearshape", d)
    body = outer(gear.subs)
    assert len(body) == 1, "gearshape's layout changed"
    hole_r = 10.5 + 0.35 * d
    return [
        Layer(body, level=gear.level, color=gear.color, css={"-sfsymbols-motion-group": 1}, name="gear"),
        Layer(disc((0, 0), hole_r), erase=True, css={"-sfsymbols-motion-group": 1}, name="hub hole"),
    ]


# ------------------------------------------------------------------ speaker
@fill_symbol("speaker.wave.3", "speaker.wave.3.fill", ["media", "audio"], ["volume", "sound", "loud", "audio"],
             mirroring="mirrors", effects=["variableColor", "bounce", "pulse"])
def _speaker_wave3_fill(d):
    """The speaker filled; the waves stay strokes with their variable-colour thresholds."""
    layers = base_layers("speaker.wave.3", d)
    spk = layers[0]
    body = outer(spk.subs)
    assert len(body) == 1 and len(spk.subs) == 2, "speaker.wave.3's layout changed"
    return [Layer(body, level=spk.level, color=spk.color, css=spk.css, name=spk.name)] + \
        [Layer(L.subs, level=L.level, color=L.color, css=L.css, name="wave %d" % (i + 1))
         for i, L in enumerate(layers[1:])]


# ------------------------------------------------------------------ warning triangle
@fill_symbol("exclamationmark.triangle", "exclamationmark.triangle.fill", ["status"],
             ["warning", "caution", "alert", "error"], effects=["bounce", "pulse", "wiggle"])
def _excl_triangle_fill(d):
    """The triangle filled (secondary; yellow in multicolor), the mark knocked out and drawn again in the hole
    (primary; black in multicolor, as on a warning sign, and in dark mode too, where labelColor would turn
    white on the yellow triangle)."""
    tri, mark = base_layers("exclamationmark.triangle", d)
    body = outer(tri.subs)
    assert len(body) == 1, "exclamationmark.triangle's layout changed"
    return [
        Layer(body, level=tri.level, color="systemYellowColor", css={"-sfsymbols-motion-group": 1},
              name="triangle"),
        Layer(mark.subs, level=mark.level, color="black", erase=True, css={"-sfsymbols-motion-group": 2},
              name="exclamation mark cut"),
        Layer(mark.subs, level=mark.level, color="black", modes=("multicolor", "hierarchical"),
              css={"-sfsymbols-motion-group": 2}, name="exclamation mark"),
    ]


# ------------------------------------------------------------------ light bulb
def lightbulb_skeleton():
    """lightbulb's glass skeleton (defs_weather._lightbulb): from the neck's left end round the bulb to the
    neck's right end."""
    c, R = (0.0, -13.0), 24.0
    nw, y0 = 11.0, 10.0
    a1 = 218.0
    P1 = pol(c, R, a1)
    t1 = (math.sin(math.radians(a1)), math.cos(math.radians(a1)))
    left = [(-nw, y0)] + bezpts((-nw, y0), (-nw, y0 - 7.0), sub(P1, mul(t1, 7.0)), P1, 8)
    v = left + arcpts(c, R, a1, -(a1 - 180), 24)
    right = [(-x, y) for x, y in reversed(left)]
    return v + right[1:]


@fill_symbol("lightbulb", "lightbulb.fill", ["objects", "home"], ["idea", "light", "lamp", "tip", "hint", "energy"],
             effects=["bounce", "pulse", "breathe"])
def _lightbulb_fill(d):
    """The glass filled (closed across the neck, where the glass's round ends stand); the base lines stay."""
    glass, base = base_layers("lightbulb", d)
    v = lightbulb_skeleton()
    raw = stroke(v, 0, d)
    # the base is centred on its own bounds at each master: the same shift applies to the skeleton
    dx = bbox([glass])[0] - bbox([Layer(raw)])[0]
    dy = bbox([glass])[1] - bbox([Layer(raw)])[1]
    assert same_outline(moved(raw, dx, dy), glass.subs), "lightbulb's glass changed: update lightbulb_skeleton"
    v = [(x + dx, y + dy) for x, y in v]
    return [Layer(solid(v, 0, d), level=glass.level, color=glass.color, css=glass.css, name="glass"),
            Layer(base.subs, level=base.level, color=base.color, css=base.css, name=base.name)]
