"""Weather, time and everyday-care designs: clouds with rain and lightning, snowflake, wind, thermometer,
umbrella, sunrise; alarm clock, timer, stopwatch, hourglass; first-aid case, pills and light bulb.

Every design is our own construction from geom.py primitives in the library's stroke language (line weight
2d, round caps and joins, solids grown by a fraction of d), drawn around the origin with y down.  The
weather symbols reuse cloud.sun.rain's cloud (symbols_def.cloud_stroke on a scaled copy of its CLOUD
circles), its raindrops and bolt's outline; the time symbols reuse clock's face and hands; sunrise has
sun.max's rays.  Where parts would crowd at the Black master their spacing grows with the weight, so
counters and gaps stay open (at least gap(d) of white) at every master."""
import math

import geom
from draw import symbol, Layer, thresholds, bbox
from geom import *  # noqa: F401,F403
from symbols_def import CLOUD, cloud_stroke, dot_r, gap, rrect, _bolt, _clock
from defs_arrows import head
from defs_controls import arcband4


# ------------------------------------------------------------------ shared helpers
def centred(layers):
    """Centre the design vertically on its own bounds at this master (draw.py centres every master with the
    Regular master's shift), for designs whose parts move apart as the weight grows, so the symbol's centre
    does not drift between Ultralight and Black."""
    b = bbox(layers)
    dy = -(b[1] + b[3]) / 2.0
    for L in layers:
        L.subs = [s.transformed(lambda p: (p[0], p[1] + dy)) for s in L.subs]
    return layers


def paint_centroid(subs, steps=24):
    """The centre of the paint of a set of outlines, as Emblem computes a layer's rotation anchor (signed
    areas of every subpath, overlaps counted twice), from sampled contours."""
    A = mx = my = 0.0
    for s in subs:
        pts = s.oriented().points(steps)
        a = cx = cy = 0.0
        for i in range(len(pts)):
            x0, y0 = pts[i]
            x1, y1 = pts[(i + 1) % len(pts)]
            c = x0 * y1 - x1 * y0
            a += c
            cx += (x0 + x1) * c
            cy += (y0 + y1) * c
        A += a / 2.0
        mx += cx / 6.0
        my += cy / 6.0
    return (mx / A, my / A)


def cloud_at(k, ox=0.0, oy=0.0):
    """cloud.sun.rain's cloud (its three circles and flat base) scaled by k and moved by (ox, oy)."""
    def P(c): return (ox + c[0] * k, oy + c[1] * k)
    return dict(L=(P(CLOUD["L"][0]), CLOUD["L"][1] * k), M=(P(CLOUD["M"][0]), CLOUD["M"][1] * k),
                R=(P(CLOUD["R"][0]), CLOUD["R"][1] * k), yb=oy + CLOUD["yb"] * k)


def raindrop(x, top, d, length=8.0):
    """cloud.sun.rain's raindrop: a short line falling to the left (dx : dy = 3.5 : 8)."""
    return capsule((x, top), (x - 3.5 * length / 8.0, top + length), d * 0.85)


BOLT_RADII = [2, 2, 1, 2, 2, 1]


def bolt_verts(s, ox=0.0, oy=0.0):
    """bolt's skeleton (the six corners symbols_def._bolt strokes), scaled by s, moved by (ox, oy)."""
    v = [(p[0] * 1.06, p[1] * 1.04) for p in [(7, -39), (-19, 5), (-1, 5), (-7, 39), (20, -6), (2, -6)]]
    return [(ox + x * s, oy + y * s) for x, y in v]


def same_outline(a, b):
    """Whether two lists of outlines have the same points (within 1e-6)."""
    pa = [p for s in a for p in s.points(4)]
    pb = [p for s in b for p in s.points(4)]
    return len(pa) == len(pb) and all(abs(p[0] - q[0]) + abs(p[1] - q[1]) < 1e-6 for p, q in zip(pa, pb))



def solid_fixed(verts, radii, grow):
    """geom.solid with one cubic at every corner, so that a skeleton that changes with the weight keeps
    the same path structure at every master (geom.solid uses two cubics where a corner turns > 100 deg)."""
    radii = geom._radii(verts, radii)
    plan = [1] * len(verts)
    s = grow if geom._signed_area(verts) > 0 else -grow
    return [geom._rounded(geom._offset(verts, s, True), geom._side_radii(verts, radii, s, True), plan, True)]


def clock_hands(d, c, k):
    """clock's hands (the same polyline, scaled by k about the face's centre c; the line keeps its weight)."""
    return stroke([(c[0] + x * k, c[1] + y * k) for x, y in [(0, -22), (0, 0), (15, 9)]], [1, 2, 1], d)



# ------------------------------------------------------------------ clouds
@symbol("cloud", ["weather"], ["cloudy", "overcast", "sky", "forecast", "storage"],
        effects=["bounce", "pulse", "breathe"])
def _cloud(d):
    return [Layer(cloud_stroke(cloud_at(1.24), d), name="cloud")]


@symbol("cloud.rain", ["weather"], ["rain", "rainy", "showers", "forecast", "wet", "drizzle"],
        effects=["variableColor", "bounce", "pulse"])
def _cloud_rain(d):
    cl = cloud_at(1.12, 0.0, -8.0)
    layers = [Layer(cloud_stroke(cl, d), color="systemGrayColor", css={"-sfsymbols-motion-group": 1},
                    name="cloud")]
    # four drops, alternately high and low, each a variable-colour layer; they fall together
    top = cl["yb"] + d + gap(d) + 0.85 * d + 1.5
    sp = 14.0 + 0.8 * d
    xs = [(-1.5 + i) * sp + 2.0 for i in range(4)]
    for i, (x, t) in enumerate(zip(xs, thresholds(4))):
        y = top + (0 if i % 2 == 0 else 5.0 + 0.6 * d)
        layers.append(Layer(raindrop(x, y, d, 11.0), level="secondary", color="systemBlueColor",
                            css={"-sfsymbols-variable-threshold": t, "-sfsymbols-motion-group": 2},
                            name="raindrop %d" % (i + 1)))
    return centred(layers)


@symbol("cloud.bolt", ["weather"], ["thunderstorm", "lightning", "storm", "thunder", "forecast"],
        effects=["bounce", "pulse", "breathe"])
def _cloud_bolt(d):
    # bolt_verts copies bolt's skeleton: fail loudly if bolt's design changes
    assert same_outline(_bolt(d)[0].subs, Layer(stroke(bolt_verts(1.0), BOLT_RADII, d, closed=True)).subs), \
        "bolt's outline changed: update bolt_verts"
    cl = cloud_at(1.12, 0.0, -10.0)
    s = 0.66
    bv = bolt_verts(s, 1.0, cl["yb"] + 7.0)
    radii = [r * s for r in BOLT_RADII]
    g = 0.5 * d
    return centred([
        Layer(cloud_stroke(cl, d), color="systemGrayColor", css={"-sfsymbols-motion-group": 1}, name="cloud"),
        Layer(solid(bv, radii, g + gap(d)), level="secondary", color="systemYellowColor", erase=True,
              css={"-sfsymbols-motion-group": 2}, name="bolt clearance"),
        # the flash: by-layer Pulse pulses the bolt alone
        Layer(solid(bv, radii, g), level="secondary", color="systemYellowColor",
              css={"-sfsymbols-motion-group": 2, "-sfsymbols-always-pulses": "true"}, name="bolt"),
    ])


# ------------------------------------------------------------------ snowflake
@symbol("snowflake", ["weather", "nature"], ["snow", "winter", "cold", "freeze", "frost", "air conditioning"],
        effects=["bounce", "rotate", "breathe"], defaults={"-sfsymbols-rotates-clockwise": "true"})
def _snowflake(d):
    R = 38.0
    rb = 21.0 + 0.2 * d                  # where the branches leave the arm
    bl = 11.0 - 0.2 * d                  # branch length: the branches keep clear of the arm at Black
    ba = 50.0                            # the branches' angle from the arm
    out = []
    for i in range(6):
        a = 90 + 60 * i
        b = pol((0, 0), rb, a)
        out += capsule((0, 0), pol((0, 0), R, a), d)
        out += capsule(b, pol(b, bl, a + ba), d) + capsule(b, pol(b, bl, a - ba), d)
    return [Layer(out, name="snowflake")]


# ------------------------------------------------------------------ wind
@symbol("wind", ["weather", "nature"], ["breeze", "air", "windy", "gust", "blow", "weather"],
        effects=["variableColor", "bounce", "wiggle"],
        defaults={"-sfsymbols-wiggle-style": "linear", "-sfsymbols-wiggle-angle": 0})
def _wind(d):
    # three gusts: the upper one curls up, the lower one down, the middle one runs on past both
    p = 12.0 + 0.9 * d                   # line pitch: the white between the lines stays open at Black
    r = 6.2 + 0.6 * d                    # curl radius: the curl's end stays gap(d) clear of its own line
    e = 135.0                            # how far the curl turns back
    gusts = [
        [(-30.0, -p), (12.0, -p)] + arcpts((12.0, -p - r), r, -90, e, 16),
        [(-40.0, 0.0), (36.0, 0.0)],
        [(-20.0, p), (4.0, p)] + arcpts((4.0, p + r), r, 90, -e, 16),
    ]
    return centred([Layer(stroke(v, 0, d), css={"-sfsymbols-variable-threshold": t, "-sfsymbols-motion-group": i + 1},
                          name="gust %d" % (i + 1))
                    for i, (v, t) in enumerate(zip(gusts, thresholds(3)))])


# ------------------------------------------------------------------ thermometer
def _thermometer(d):
    """The tube (glass), the mercury's bulb, and where its column runs: (tube, bulb, the bulb's centre and
    skeleton radius, the column's top at full, the column's half-width)."""
    m = 1.0 + 0.5 * d                    # half-width of the mercury column
    gm = 1.6 + 0.35 * d                  # white between the mercury and the glass
    w = d + gm + m                       # the tube's skeleton half-width
    Rb = w + 6.5                         # the bulb's skeleton radius
    top, cb = -38.0, (0.0, 24.0)
    yt = top + w
    aL = math.degrees(math.acos(-w / Rb))      # where the tube's walls meet the bulb
    aR = 180.0 - aL
    JL = pol(cb, Rb, aL)
    v = [JL, (-w, yt)] + arcpts((0, yt), w, 180, 0, 8) + [pol(cb, Rb, aR)]
    v += arcpts(cb, Rb, aR, aL - 360, 16)[:-1]
    radii = [0.0] * len(v)
    radii[0] = radii[10] = 2.0
    tube = stroke(v, radii, d, closed=True)
    rm = Rb - d - gm
    return tube, disc(cb, rm), cb, Rb, (0.0, yt), m


@symbol("thermometer.medium", ["weather", "health"], ["temperature", "heat", "fever", "climate", "degrees"],
        effects=["bounce", "pulse", "breathe"])
def _thermometer_medium(d):
    tube, bulb, cb, Rb, full, m = _thermometer(d)
    mercury = bulb + capsule(cb, (0.0, (full[1] + cb[1] - Rb) / 2 + 2.0), m)
    return [Layer(tube, name="tube"),
            Layer(mercury, level="secondary", color="systemRedColor", name="mercury")]


@symbol("thermometer.variable", ["weather", "health"], ["temperature", "level", "gauge", "heat", "climate", "degrees"],
        effects=["bounce", "pulse"])
def _thermometer_variable(d):
    """thermometer.medium with its column free to rise: a variable value draws it from the bulb up
    (-sfsymbols-variable-draw 0 1; its draw guide runs upwards), over a faint copy of the whole."""
    tube, bulb, cb, _, full, m = _thermometer(d)
    return [Layer(tube, name="tube"),
            Layer(bulb, level="secondary", color="systemRedColor", name="bulb"),
            Layer(capsule(cb, (full[0], full[1] + 2.0 * m), m), level="secondary", color="systemRedColor", name="column",
                  css={"-sfsymbols-variable-draw": "0 1"})]


# ------------------------------------------------------------------ umbrella
@symbol("umbrella", ["weather", "objects"], ["rain", "protection", "insurance", "cover", "shelter"],
        effects=["bounce", "wiggle"])
def _umbrella(d):
    W, yb, H = 41.0, -2.0, 34.0
    n, sag = 4, 5.0
    # the dome and each scallop are open strokes joined by their round caps at the ribs' tips (one closed
    # outline's inner offset would fold over at the sharp tips at the Black master)
    canopy = stroke([(W, yb)] + arcpts((0, yb), 0, 0, 180, 20, rx=W, ry=H), 0, d)
    h = W / n
    rho = (h * h + sag * sag) / (2 * sag)
    al = math.degrees(math.asin(h / rho))
    for i in range(n):
        c = (-W + h * (2 * i + 1), yb - sag + rho)
        canopy += stroke([pol(c, rho, 90 + al)] + arcpts(c, rho, 90 + al, 90 - al, 6), 0, d)
    tip = capsule((0, yb - H), (0, yb - H - 4.0), d)
    hr = 6.0 + 0.6 * d
    yh = 27.0
    handle = capsule((0, yb), (0, yh), d) + arcband((-hr, yh), hr, 0, -180, d)
    return centred([Layer(canopy + tip, css={"-sfsymbols-motion-group": 1}, name="canopy"),
                    Layer(handle, css={"-sfsymbols-motion-group": 1}, name="handle")])


# ------------------------------------------------------------------ sunrise
@symbol("sunrise", ["weather", "time"], ["dawn", "morning", "sun", "daybreak", "wake"],
        effects=["bounce", "pulse", "wiggle"],
        defaults={"-sfsymbols-wiggle-style": "linear", "-sfsymbols-wiggle-angle": 270})
def _sunrise(d):
    hy = 10.0
    c = (0.0, hy)
    rs = 18.0
    sun = arcband(c, rs, 0, 180, d)
    # sun.max's rays (8.5 + 0.8 d clear of the disc's line, 12 long at the skeleton), the three above the horizon
    rays = []
    for a in (45, 90, 135):
        rays += capsule(pol(c, rs + 8.5 + 0.8 * d, a), pol(c, rs + 20.5, a), d)
    horizon = capsule((-40.0, hy), (40.0, hy), d)
    tip = (0.0, hy + 2 * d + gap(d) + 1.0)
    arrow = capsule((0.0, tip[1] + 1.0), (0.0, tip[1] + 21.0), d) + head(tip, 90, 13.0, d)
    return centred([
        Layer(sun, level="secondary", color="systemYellowColor", css={"-sfsymbols-motion-group": 1}, name="sun"),
        Layer(rays, level="secondary", color="systemYellowColor", css={"-sfsymbols-motion-group": 1},
              name="rays"),
        Layer(horizon, css={"-sfsymbols-motion-group": 2}, name="horizon"),
        Layer(arrow, css={"-sfsymbols-motion-group": 3}, name="arrow"),
    ])


# ------------------------------------------------------------------ time
@symbol("alarm", ["time", "objects"], ["alarm clock", "wake up", "ring", "reminder", "morning"],
        effects=["bounce", "wiggle", "pulse"])
def _alarm(d):
    # clock_hands copies clock's hands: fail loudly if clock's design changes
    assert same_outline(_clock(d)[1].subs, Layer(clock_hands(d, (0.0, 0.0), 1.0)).subs), \
        "clock's hands changed: update clock_hands"
    c, R = (0.0, 4.0), 28.0
    k = R / 35.0
    face = ring(c, R, d)
    for a in (235, 305):
        face += capsule(pol(c, R, a), pol(c, R + 8.0, a), d)
    # the bells: open domes over the face's shoulders, their ends gap(d) clear of the face
    bells = []
    rb = 10.0
    for a in (135, 45):
        Db = R + 0.5 * rb
        while length(sub(pol(pol(c, Db, a), rb, a - 75), c)) - R < 2 * d + gap(d):
            Db += 0.05
        bc = pol(c, Db, a)
        bells += arcband(bc, rb, a - 75, a + 75, d)
    return centred([
        Layer(face, level="secondary", css={"-sfsymbols-motion-group": 1}, name="face"),
        Layer(bells, level="secondary", css={"-sfsymbols-motion-group": 2}, name="bells"),
        Layer(clock_hands(d, c, k), css={"-sfsymbols-motion-group": 1}, name="hands"),
    ])


@symbol("timer", ["time"], ["countdown", "kitchen timer", "duration", "remaining", "clock"],
        effects=["bounce", "pulse", "wiggle"])
def _timer(d):
    # the dial is the time that remains: it runs clockwise from the hand round to twelve o'clock, and the
    # time that has gone by is the open sector between twelve and the hand
    R, ah = 35.0, 30.0
    dial = arcband4((0, 0), R, ah, 90 - 360, d)
    hand = capsule((0, 0), pol((0, 0), 21.0, ah), d) + disc((0, 0), dot_r(d) + 0.5)
    return [Layer(dial, level="secondary", name="dial"), Layer(hand, name="hand")]


def balanced_hand(c, ang_deg, L, d):
    """A stopwatch's seconds hand: a needle from the hub and, behind the hub, a tail half as long ending in
    a round counterweight just heavy enough to balance the needle, so that the hand's paint centroid (the
    anchor by-layer Rotate turns it about) is the hub."""
    e = u(ang_deg)
    te = pol(c, 0.5 * L, ang_deg + 180)
    hand = capsule(c, pol(c, L, ang_deg), d) + capsule(c, te, d)

    def needle_heavier(rw):
        cx, cy = paint_centroid(hand + disc(te, rw))
        return (cx - c[0]) * e[0] + (cy - c[1]) * e[1] > 0
    lo, hi = bisect(needle_heavier, d, 3.0 * d + 6.0)
    return hand + disc(te, (lo + hi) / 2)


@symbol("stopwatch", ["time", "fitness"], ["lap", "elapsed", "timing", "race", "measure", "chronograph"],
        effects=["bounce", "rotate", "pulse"], defaults={"-sfsymbols-rotates-clockwise": "true"})
def _stopwatch(d):
    c, R = (0.0, 5.0), 31.0
    case = ring(c, R, d)
    ytop = c[1] - R - (7.0 + 1.6 * d)
    case += capsule((0.0, c[1] - R), (0.0, ytop), d) + capsule((-7.5, ytop), (7.5, ytop), d)
    case += capsule(pol(c, R, 45), pol(c, R + 6.0 + 0.8 * d, 45), d)
    hand = balanced_hand(c, 120.0, 22.0 - 1.3 * d, d)
    return centred([
        Layer(case, level="secondary", name="case"),
        Layer(hand, css={"-sfsymbols-always-rotates": "true"}, name="hand"),
    ])


def _side_curve(n, sgn):
    """One side of the hourglass (sgn -1 left, +1 right), top plate to bottom plate through the neck."""
    W = 19.0
    top = bezpts((sgn * W, -34.0), (sgn * W, -13.0), (sgn * n, -10.0), (sgn * n, 0.0), 12)
    pts = [(sgn * W, -34.0)] + top
    pts += [(x, -y) for x, y in reversed(pts[:-1])]
    return pts


@symbol("hourglass", ["time", "status"], ["waiting", "loading", "sand", "pending", "busy", "timer"],
        effects=["bounce", "rotate", "pulse"], defaults={"-sfsymbols-rotates-clockwise": "true"})
def _hourglass(d):
    n = 2.5 + 1.0 * d                    # neck half-width: its channel stays open
    Y = 36.0
    plates = capsule((-24.0, -Y), (24.0, -Y), d) + capsule((-24.0, Y), (24.0, Y), d)
    left, right = _side_curve(n, -1), _side_curve(n, 1)
    glass = stroke(left, 0, d) + stroke(right, 0, d)
    # sand: the inside of the glass (its sides offset inward by the wall and a clearance), cut at two
    # heights: what is left in the upper bulb runs down into the neck, a mound lies in the lower bulb
    gs = 0.35 * d
    off = d + 0.8 * gap(d) + gs
    inL = geom._offset(left, off, False)        # both sides run downward: their visual left is +x
    inR = geom._offset(right, -off, False)

    def x_at(curve, y):
        for (xa, ya), (xb, yb) in zip(curve, curve[1:]):
            if (ya - y) * (yb - y) <= 0 and ya != yb:
                return xa + (xb - xa) * (y - ya) / (yb - ya)
        raise ValueError("hourglass: y=%.2f outside the glass" % y)

    # the upper sand ends where the glass has narrowed to a thin stream (a fixed inner width)
    y_end = -30.0
    while x_at(inR, y_end + 0.05) - x_at(inL, y_end + 0.05) > 1.2:
        y_end += 0.05
    y_top = y_end - 11.0
    ys = [y_top + (y_end - y_top) * i / 6 for i in range(7)]
    top_sand = [(x_at(inL, y), y) for y in ys] + [(x_at(inR, y), y) for y in reversed(ys)]
    yf = Y - d - 0.8 * gap(d) - gs               # the floor: clear of the bottom plate
    ym = 18.0 - 0.2 * d                          # the mound's top
    yr = ym + 6.0                                # where the mound meets the glass
    xl, xr = x_at(inL, yr), x_at(inR, yr)
    mound = [(xl + (xr - xl) * i / 8, yr - (yr - ym) * math.sin(math.pi * i / 8)) for i in range(9)]
    bot_sand = [(x_at(inL, yf), yf)] + mound + [(x_at(inR, yf), yf)]
    sand = solid_fixed(top_sand, 1.0, gs) + solid_fixed(bot_sand, 1.0, gs)
    return [Layer(plates + glass, name="frame"), Layer(sand, level="secondary", name="sand")]


# ------------------------------------------------------------------ health
@symbol("cross.case", ["health", "objects"], ["first aid", "medical", "kit", "emergency", "doctor"],
        effects=["bounce", "pulse", "wiggle"])
def _cross_case(d):
    x0, y0, x1, y1 = -40.0, -20.0, 40.0, 33.0
    body = rrect(x0, y0, x1, y1, 7.0, d)
    handle = stroke([(-12, y0), (-12, y0 - 11), (12, y0 - 11), (12, y0)], [0, 4, 4, 0], d)
    cy = (y0 + y1) / 2
    a, w = 13.0, 4.5
    v = [(-w, -a), (w, -a), (w, -w), (a, -w), (a, w), (w, w), (w, a), (-w, a), (-w, w), (-a, w), (-a, -w), (-w, -w)]
    v = [(x, y + cy) for x, y in v]
    radii = [1.0, 1.0, 0.0, 1.0, 1.0, 0.0] * 2
    cross = solid(v, radii, 0.5 * d)
    return [Layer(body + handle, name="case"), Layer(cross, level="secondary", name="cross")]


def outlined_capsule(p, q, w, d):
    """The outline of a capsule of half-width w (skeleton) from p to q."""
    outer = capsule(p, q, w + d)[0]
    inner = capsule(p, q, w - d)[0]
    inner.role = "hole"
    return [outer, inner]


def tablet_parts(tc, rx, ry, t, d):
    """A round tablet lying flat, seen from above and in front: the outline of its top face (an ellipse) and
    its side, a solid band t high below the face's front edge; and the silhouette of the whole tablet (for
    a clearance)."""
    top = stroke(arcpts(tc, 0, 0, 360, 36, rx=rx, ry=ry), 0, d, closed=True)
    lo = (tc[0], tc[1] + t)
    front = [(tc[0] - rx, tc[1])] + arcpts(tc, 0, 180, 360, 18, rx=rx, ry=ry)
    side = front + arcpts(lo, 0, 360, 180, 18, rx=rx, ry=ry)
    sil = arcpts(tc, 0, 0, 180, 18, rx=rx, ry=ry) + arcpts(lo, 0, 180, 360, 18, rx=rx, ry=ry)
    return top + solid_fixed(side, 0, d), sil


@symbol("pills", ["health"], ["medicine", "medication", "drugs", "pharmacy", "tablets", "capsule"],
        effects=["bounce", "wiggle"])
def _pills(d):
    # a capsule lying at 45 degrees behind a round tablet lying flat (a flat disc seen at an angle, so it is
    # never read as a circle with a slash)
    pc, hl, w = (-12.0, -11.0), 19.0, 10.0 + 0.4 * d
    ax = u(45)
    p, q = sub(pc, mul(ax, hl)), add(pc, mul(ax, hl))
    n = left_normal(ax)
    pill = outlined_capsule(p, q, w, d) + capsule(add(pc, mul(n, w)), sub(pc, mul(n, w)), d)
    tc, rx, ry = (15.0, 10.0), 18.5 + 0.3 * d, 6.0 + 1.0 * d
    t = 3.5 + 0.4 * d                            # the side's height
    tablet, sil = tablet_parts(tc, rx, ry, t, d)
    return centred([
        Layer(pill, level="secondary", css={"-sfsymbols-motion-group": 1}, name="capsule"),
        Layer(solid_fixed(sil, 0, d + gap(d)), erase=True, css={"-sfsymbols-motion-group": 2},
              name="tablet clearance"),
        Layer(tablet, css={"-sfsymbols-motion-group": 2}, name="tablet"),
    ])


# ------------------------------------------------------------------ light bulb
@symbol("lightbulb", ["objects", "home"], ["idea", "light", "lamp", "tip", "hint", "energy"],
        effects=["bounce", "pulse", "breathe"])
def _lightbulb(d):
    c, R = (0.0, -13.0), 24.0
    nw, y0 = 11.0, 10.0
    a1 = 218.0
    P1 = pol(c, R, a1)
    t1 = (math.sin(math.radians(a1)), math.cos(math.radians(a1)))       # travel direction at a1 (clockwise)
    left = [(-nw, y0)] + bezpts((-nw, y0), (-nw, y0 - 7.0), sub(P1, mul(t1, 7.0)), P1, 8)
    v = left + arcpts(c, R, a1, -(a1 - 180), 24)
    right = [(-x, y) for x, y in reversed(left)]
    v += right[1:]
    glass = stroke(v, 0, d)
    pitch = 8.0 + 1.5 * d
    base = capsule((-nw, y0 + pitch), (nw, y0 + pitch), d) + capsule((-nw + 4.0, y0 + 2 * pitch),
                                                                      (nw - 4.0, y0 + 2 * pitch), d)
    return centred([Layer(glass, color="systemYellowColor", name="glass"),
                    Layer(base, level="secondary", color="systemGrayColor", name="base")])
