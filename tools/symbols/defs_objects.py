"""Everyday objects: writing and editing, attachments, photos, eyes, shopping, keys, shields, flags,
pins and the globe.

Every design is our own construction from geom.py primitives in the library's stroke language (line
weight 2d, round caps and joins, 1.5-7 unit corner radii, solids grown by a fraction of d), drawn around
the origin with y down; draw.py centres it on the cap height and adds the side bearings.  Where parts
would crowd at the Black master their spacing grows with the weight, so counters and gaps stay open
(at least gap(d) of white) at every master."""
import math

from draw import symbol, Layer
from geom import *  # noqa: F401,F403
from symbols_def import gap, rrect
from defs_controls import slash_layers


def turned(pts, deg, c=(0.0, 0.0)):
    """Skeleton points turned visually counter-clockwise by deg about c."""
    return [rot(p, deg, c) for p in pts]


# ------------------------------------------------------------------ pencil
def pencil_parts(T, E, w, d):
    """A pencil lying from its point T to its end E, half-width w: one outline (point, shoulders where the
    sharpened cone meets the body, square end), a solid graphite lead at the point and the ferrule's band
    near the end.  The cone has no line across its shoulders: its small closed triangle would leave a
    speck of white at the heavy weights."""
    v = norm(sub(E, T))
    n = left_normal(v)
    tl = 1.85 * w                                   # length of the sharpened cone
    S1, S2 = add(add(T, mul(v, tl)), mul(n, w)), sub(add(T, mul(v, tl)), mul(n, w))
    E1, E2 = add(E, mul(n, w)), sub(E, mul(n, w))
    outline = stroke([T, S1, E1, E2, S2], [1.5, 1.0, 3.0, 3.0, 1.0], d, closed=True)
    k = 0.42                                        # the lead: this fraction of the cone
    lead = solid([T, lerp(T, S1, k), lerp(T, S2, k)], [1.5, 0.5, 0.5], d)
    fl = 5.5 + 2.1 * d                              # the ferrule band's distance from the end (its
                                                    # slot of white stays open at every weight)
    band = capsule(sub(E1, mul(v, fl)), sub(E2, mul(v, fl)), d)
    return outline + lead + band


@symbol("pencil", ["editing", "objects"], ["edit", "write", "compose", "draw", "rename"], mirroring="mirrors",
        effects=["bounce", "wiggle"])
def _pencil(d):
    # lies from the point (lower left) to the end (upper right); a writing hand's pencil, so it flips in
    # right-to-left layouts like the text it writes
    w = 7.5 + 0.75 * d                              # the body's counter stays open at Black
    return [Layer(pencil_parts((-31, 31), (30, -30), w, d), name="pencil")]


@symbol("square.and.pencil", ["editing", "communication"], ["compose", "new", "write", "edit", "note"],
        mirroring="mirrors", effects=["bounce", "wiggle"])
def _square_and_pencil(d):
    x0, y0, x1, y1, r = -38.0, -20.0, 20.0, 38.0, 8.0
    # the pencil leaves the page through its top trailing corner (x1, y0), along the line x + y = x1 + y0
    T, E = (-9.0, 9.0), (37.0, -37.0)
    w = 5.5 + 0.7 * d
    # the page's outline stops a clearance gap(d) short of the pencil's outline (round caps included)
    off = math.sqrt(2.0) * (w + 2 * d + gap(d))
    page = stroke([(x1 - off, y0), (x0, y0), (x0, y1), (x1, y1), (x1, y0 + off)], [0, r, r, r, 0], d)
    return [
        Layer(page, level="secondary", name="page"),
        Layer(pencil_parts(T, E, w, d), css={"-sfsymbols-motion-group": 1}, name="pencil"),
    ]


# ------------------------------------------------------------------ paperclip
@symbol("paperclip", ["objects", "communication"], ["attachment", "attach", "clip", "file"],
        effects=["bounce", "wiggle"])
def _paperclip(d):
    # drawn upright, then leaned 45 degrees to the right; the legs spread as the weight grows
    s = 12.0 + 0.9 * d                      # distance between neighbouring legs
    top, bot = -25.0, 21.0
    v = [(0.0, -15.0), (0.0, bot)]
    v += arcpts((-s / 2, bot), s / 2, 0, -180, 10)           # small turn at the foot
    v += [(-s, top)]
    v += arcpts((0.0, top), s, 180, 0, 16)                   # big turn at the head
    v += [(s, 27.0)]
    return [Layer(stroke(turned(v, -45), 0, d), name="paperclip")]


# ------------------------------------------------------------------ link
@symbol("link", ["objects", "connectivity"], ["chain", "url", "hyperlink", "connect", "share"],
        effects=["bounce", "pulse"])
def _link(d):
    # two open links facing each other along a rising diagonal, joined by a bar through both
    h = 8.0 + 1.2 * d                       # half-height of a link (skeleton): the bar keeps its gaps
    cx = 24.0                               # centres of the links' round ends
    xe = d + 1.5 + 0.5 * gap(d)             # where the links' arms stop, either side of the middle
    left = [(-xe, -h), (-cx, -h)] + arcpts((-cx, 0), h, 90, 270, 12) + [(-xe, h)]
    right = [(x * -1, y) for x, y in left]
    bar = capsule(rot((-13.0, 0), 45), rot((13.0, 0), 45), d)
    return [Layer(stroke(turned(left, 45), 0, d) + stroke(turned(right, 45), 0, d) + bar, name="link")]


# ------------------------------------------------------------------ photo
@symbol("photo", ["photography", "media"], ["picture", "image", "gallery", "landscape", "library"],
        effects=["bounce", "pulse"])
def _photo(d):
    x0, y0, x1, y1, r = -42.0, -32.0, 42.0, 32.0, 7.0
    # the hills' ridge runs from side to side; its ends lie under the frame's line (the frame is drawn
    # on top and covers them).  An outline: the solid landscape is left for a filled variant.
    ridge = [(x0, 17.0), (-15.0, -4.0), (2.0, 13.0), (15.0, 2.0), (x1, 22.0)]
    sun_c, sun_r = (19.0, -13.0), 5.5 + 0.55 * d
    return [
        Layer(stroke(ridge, [0, 4.0, 4.0, 4.0, 0], d), level="secondary", color="systemGreenColor",
              name="hills"),
        Layer(disc(sun_c, sun_r), level="secondary", color="systemYellowColor", name="sun"),
        Layer(rrect(x0, y0, x1, y1, r, d), name="frame"),
    ]


# ------------------------------------------------------------------ eye
def eye_outline(d, hw=43.0, hh=26.0):
    """The almond: two circular arcs meeting in rounded points at (+-hw, 0), hh above and below."""
    yc = (hw * hw - hh * hh) / (2 * hh)     # centre of the upper arc lies yc below the middle
    R = yc + hh
    a = math.degrees(math.atan2(yc, hw))
    up = arcpts((0, yc), R, a, 180 - a, 14)[:-1]          # upper lid, right to left
    lo = arcpts((0, -yc), R, 180 + a, 360 - a, 14)[:-1]   # lower lid, left to right
    v = [(hw, 0.0)] + up + [(-hw, 0.0)] + lo
    radii = [0.0] * len(v)
    radii[0] = radii[len(up) + 1] = 3.0
    return stroke(v, radii, d, closed=True)


def pupil(d):
    return disc((0, 0), 9.5 + 0.6 * d)


@symbol("eye", ["security", "status"], ["view", "visible", "show", "look", "watch", "preview"],
        effects=["bounce", "pulse", "breathe"])
def _eye(d):
    return [Layer(eye_outline(d), name="eye"), Layer(pupil(d), name="pupil")]


@symbol("eye.slash", ["security", "status"], ["hidden", "hide", "invisible", "private", "unseen"],
        effects=["bounce", "pulse"])
def _eye_slash(d):
    # the slash always falls from top leading to bottom trailing, as every slashed symbol's does
    a, b = (-33.0, -36.0), (33.0, 36.0)
    return [
        Layer(eye_outline(d), css={"-sfsymbols-motion-group": 1}, name="eye"),
        Layer(pupil(d), css={"-sfsymbols-motion-group": 1}, name="pupil"),
    ] + slash_layers(a, b, d)


# ------------------------------------------------------------------ commerce
@symbol("cart", ["commerce"], ["shopping", "basket", "buy", "checkout", "store"], mirroring="mirrors",
        effects=["bounce", "wiggle"])
def _cart(d):
    # the handle runs down the basket's leading side into the base rail; the rail and the wheels move
    # down as the weight grows so the white between basket, rail and wheels stays open
    k = 0.25                                 # slope of the handle / basket side (dx per dy)
    P1 = (-36.0, -31.0)
    def on_side(y): return (P1[0] + (y - P1[1]) * k, y)
    yb = 7.0                                 # basket bottom
    yr = yb + 2 * d + gap(d) + 4.5           # base rail
    rw = 3.0 + 0.9 * d                       # wheel radius
    yw = yr + d + gap(d) * 0.6 + rw          # wheel centres
    frame = stroke([(-44.0, -31.0), P1, on_side(yr), (35.0, yr)], [0, 2.0, 3.0, 0], d)
    basket = stroke([on_side(-20.0), (42.0, -20.0), (35.5, yb), on_side(yb)], [0, 3.0, 3.0, 0], d,
                    closed=True)
    wheels = disc((on_side(yr)[0] + 6.0, yw), rw) + disc((30.0, yw), rw)
    return [Layer(frame + basket, name="cart"),
            Layer(wheels, css={"-sfsymbols-motion-group": 1}, name="wheels")]


@symbol("bag", ["commerce"], ["shopping", "tote", "buy", "purchase", "store"], effects=["bounce", "wiggle"])
def _bag(d):
    body = stroke([(-32.0, -12.0), (32.0, -12.0), (36.0, 36.0), (-36.0, 36.0)], [4.0, 4.0, 6.0, 6.0], d,
                  closed=True)
    hr = 12.5
    handle = [(-hr, -12.0)] + arcpts((0.0, -24.0), hr, 180, 0, 14) + [(hr, -12.0)]
    return [Layer(body, name="bag"), Layer(stroke(handle, 0, d), name="handle")]


@symbol("creditcard", ["commerce", "objects"], ["payment", "card", "credit", "debit", "wallet", "pay"],
        effects=["bounce", "wiggle"])
def _creditcard(d):
    x0, y0, x1, y1, r = -42.0, -30.0, 42.0, 30.0, 6.0
    # the magnetic stripe runs into the card's side lines (the card, drawn on top, covers the overlap)
    stripe = solid(rect(x0, -15.0, x1, -5.0), 0, 0.35 * d)
    number = capsule((-29.0, 15.5), (-13.0, 15.5), d * 0.85)
    return [
        Layer(stripe, level="secondary", name="stripe"),
        Layer(rrect(x0, y0, x1, y1, r, d) + number, name="card"),
    ]


# ------------------------------------------------------------------ security
@symbol("key", ["security", "objects"], ["password", "unlock", "access", "credentials", "passkey"],
        effects=["bounce", "wiggle"])
def _key(d):
    # drawn lying with the bow on the left, then turned so the bow sits top leading
    bow_c, bow_r = (-23.0, 0.0), 14.0
    end = 40.0
    pitch = 9.0 + 1.4 * d                    # the bit's teeth keep a white gap between them
    shaft = capsule((bow_c[0] + bow_r, 0.0), (end, 0.0), d)
    teeth = capsule((end, 0.0), (end, 12.0), d) + capsule((end - pitch, 0.0), (end - pitch, 9.0), d)
    parts = ring(bow_c, bow_r, d) + shaft + teeth
    return [Layer([s.transformed(lambda p: rot(p, -45)) for s in parts], name="key")]


@symbol("shield", ["security"], ["security", "protection", "safe", "privacy", "defense"],
        effects=["bounce", "pulse", "breathe"])
def _shield(d):
    TL, TR, B = (-31.0, -30.0), (31.0, -30.0), (0.0, 38.0)
    v = [TL] + bezpts(TL, (-12.0, -36.5), (12.0, -36.5), TR, 10)
    v += bezpts(TR, (31.0, 4.0), (24.0, 25.0), B, 14)
    v += bezpts(B, (-24.0, 25.0), (-31.0, 4.0), TL, 14)[:-1]
    radii = [0.0] * len(v)
    radii[0], radii[10], radii[24] = 5.0, 5.0, 3.0
    return [Layer(stroke(v, radii, d, closed=True), name="shield")]


# ------------------------------------------------------------------ flag, pin, globe
@symbol("flag", ["objects", "communication"], ["flagged", "mark", "report", "important", "milestone"],
        effects=["bounce", "wiggle"])
def _flag(d):
    px, x1 = -31.0, 35.0
    ytop, h, A = -33.0, 34.0, 4.0
    def wave(y0, rev=False):
        ts = [i / 16 for i in range(17)]
        pts = [(px + (x1 - px) * t, y0 - A * math.sin(2 * math.pi * t)) for t in ts]
        return pts[::-1] if rev else pts
    # the cloth's edges are open strokes joined by their round caps (sampled waves are too finely
    # divided for one closed outline's inner offset at the Black master); its leading edge is the pole
    top, bottom = wave(ytop), wave(ytop + h)
    cloth = stroke(top, 0, d) + stroke(bottom, 0, d) + capsule(top[-1], bottom[-1], d)
    return [
        Layer(cloth, color="systemOrangeColor", name="cloth"),
        Layer(capsule((px, -37.0), (px, 38.0), d), name="pole"),
    ]


@symbol("pin", ["objects", "maps"], ["pushpin", "pinned", "keep", "attach", "board"],
        effects=["bounce", "wiggle"])
def _pin(d):
    # a push pin drawn upright, then leaned 45 degrees to the right: head top trailing, point bottom
    # leading.  The cap, a neck whose sides flare into the base plate, and the needle.  The cap grows
    # taller and the neck wider with the weight so both counters stay open at Black.
    cap_top = -37.0
    cap_bot = cap_top + 6.5 + 2.1 * d
    nw = 5.5 + 0.6 * d                       # half-width of the neck
    yp = 2.0                                 # base plate
    fl = 6.0                                 # the flare's height above the plate
    cap = rrect(-13.0, cap_top, 13.0, cap_bot, 3.0, d)
    sides = []
    for s in (1, -1):
        sides += stroke([(s * nw, cap_bot), (s * nw, yp - fl), (s * (nw + fl), yp)], [0, 4.0, 0], d)
    plate = capsule((-19.5, yp), (19.5, yp), d)
    head = [p.transformed(lambda q: rot(q, -45)) for p in cap + sides + plate]
    needle = capsule(rot((0.0, yp), -45), rot((0.0, 36.0), -45), d * 0.85)
    return [
        Layer(needle, color="systemGrayColor", name="needle"),
        Layer(head, color="systemRedColor", name="head"),
    ]


@symbol("globe", ["maps", "connectivity"], ["world", "earth", "internet", "language", "international", "web"],
        effects=["bounce", "pulse"])
def _globe(d):
    R = 35.0
    t = 0.85 * d                             # the grid's lines are a little lighter than the outline
    rx = 15.0 + 0.6 * d                      # the meridian ellipse and the parallels open up as the
    yp = 18.0 + 0.3 * d                      # lines thicken, so the cells stay open at Black
    meridian = stroke(arcpts((0, 0), 0, 90, 450, 36, rx=rx, ry=R), 0, t, closed=True)
    xp = math.sqrt(R * R - yp * yp)
    grid = meridian + capsule((-R, 0), (R, 0), t)
    grid += capsule((-xp, -yp), (xp, -yp), t) + capsule((-xp, yp), (xp, yp), t)
    # the grid lies under the outline, which covers the lines' ends
    return [Layer(grid, level="secondary", name="meridians and parallels"),
            Layer(ring((0, 0), R, d), name="outline")]
