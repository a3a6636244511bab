"""Emblem symbol designs.  Each function takes d = half stroke weight and returns layers
(bottom first).  Designs are drawn around the origin; draw.py centres them vertically on the
cap height and adds side bearings.  All artwork here is original, built from primitives."""
from draw import symbol, variant, Layer, thresholds
import math
import geom
from geom import *  # noqa: F401,F403


def dot_r(d):
    """Radius of a 'dot' (bullet, exclamation point) so it reads slightly heavier than a line."""
    return 1.3 + d * 1.2


def gap(d):
    """Clearance used around erase layers / badges."""
    return 2.0 + d * 0.45


# ------------------------------------------------------------------ bells
def bell_outline(s=1.0, ox=0.0, oy=0.0):
    """Open skeleton of the bell body: rim corner, flank, dome, flank, rim corner."""
    def P(x, y): return (ox + x * s, oy + y * s)
    rim_l, rim_r = P(-33, 22), P(33, 22)
    verts = [rim_r]
    verts += bezpts(rim_r, P(26, 16), P(23, 8), P(23, -6), 7)
    verts += arcpts(P(0, -6), 23 * s, 0, 180, 14)
    verts += bezpts(P(-23, -6), P(-23, 8), P(-26, 16), rim_l, 7)
    return verts


def bell_parts(d, s=1.0, ox=0.0, oy=0.0):
    def P(x, y): return (ox + x * s, oy + y * s)
    verts = bell_outline(s, ox, oy)
    body = stroke(verts, 0, d) + capsule(P(-33, 22), P(33, 22), d)
    knob = capsule(P(0, -29), P(0, -35), d)
    clapper = arcband(P(0, 23), 8 * s, 180, 360, d)
    return body + knob + clapper


@symbol("bell", ["communication", "status"], ["alert", "notification", "ring", "alarm"],
        effects=["bounce", "wiggle", "pulse"])
def _bell(d):
    return [Layer(bell_parts(d))]


@symbol("bell.badge", ["communication", "status"], ["alert", "notification", "unread", "badge"],
        effects=["bounce", "wiggle", "pulse"])
def _bell_badge(d):
    bc = (26, -26)
    br = 9.0 + d * 0.7
    return [
        Layer(bell_parts(d, ox=-4), css={"-sfsymbols-motion-group": 1}, name="bell"),
        Layer(disc(bc, br + gap(d)), level="secondary", color="systemRedColor", erase=True,
              css={"-sfsymbols-motion-group": 2}, name="badge-clearance"),
        # The badge is what pulses: by layer it pulses alone, as an unread badge does.
        Layer(disc(bc, br), level="secondary", color="systemRedColor",
              css={"-sfsymbols-motion-group": 2, "-sfsymbols-always-pulses": "true"}, name="badge"),
    ]


# ------------------------------------------------------------------ connectivity / audio
@symbol("wifi", ["connectivity"], ["wireless", "network", "internet", "signal"],
        effects=["variableColor", "pulse", "bounce", "drawOn"])
def _wifi(d):
    c = (0, 24)
    radii = [20, 34, 48]
    ts = thresholds(len(radii))
    layers = [Layer(disc((0, 21), dot_r(d) + 0.6), name="dot")]
    for i, (r, t) in enumerate(zip(radii, ts)):
        # Drawn from the left (its draw guide runs the way the line is read); the arcs also draw on with a
        # variable value, one after another (--variable-mode draw).
        css = {"-sfsymbols-variable-threshold": t, "-sfsymbols-variable-draw": "%s %s" % (fmt_range(i / 3.0), fmt_range(1 / 3.0))}
        layers.append(Layer(arcband(c, r, 135, 45, d), css=css))
    return layers


def fmt_range(v):
    """A variable-draw bound to two decimals (0.33, 0.67)."""
    return ("%.2f" % v).rstrip("0").rstrip(".") or "0"


@symbol("speaker.wave.3", ["media", "audio"], ["volume", "sound", "loud", "audio"],
        mirroring="mirrors", effects=["variableColor", "bounce", "pulse"])
def _speaker_wave3(d):
    body = [(-36, -9), (-24, -9), (-10, -23), (-10, 23), (-24, 9), (-36, 9)]
    layers = [Layer(stroke(body, [3, 1.5, 3, 3, 1.5, 3], d, closed=True), name="speaker")]
    for i, (r, t) in enumerate(zip([12, 25, 38], thresholds(3))):
        layers.append(Layer(arcband((-6, 0), r, -42, 42, d * 0.9), level="secondary",
                            css={"-sfsymbols-variable-threshold": t,
                                 "-sfsymbols-variable-draw": "%s %s" % (fmt_range(i / 3.0), fmt_range(1 / 3.0))}))
    return layers


# ------------------------------------------------------------------ people
def person_metrics(d, s=1.0, hk=0.0, bk=0.0):
    """Head radius, body half-width and body height of a figure at scale s.  Small figures (s < 1)
    grow their head (hk) and body (bk) with the weight so that the counters stay open."""
    head_r = 12.5 * s + hk * d
    rx, ry = 27 * s + 0.5 * bk * d, 24 * s + bk * d
    neck = 7 * s + 0.4 * d          # white gap between head and shoulders
    height = 2 * (head_r + d) + neck + ry + 2 * d
    return head_r, rx, ry, neck, height


def person_parts(d, cx=0.0, cy=0.0, s=1.0, grow=0.0, hk=0.0, bk=0.0):
    """Head ring + body dome outline, vertically centred on cy at every weight (the outline's top and
    bottom move apart symmetrically as the weight grows).  grow > 0 returns the solid silhouette grown
    by grow."""
    head_r, rx, ry, neck, height = person_metrics(d, s, hk, bk)
    base = cy + height / 2 - d                       # skeleton of the body's base line
    top = base - ry                                  # skeleton of the dome's top
    head_c = (cx, top - d - neck - d - head_r)
    verts = [(cx + rx, base)]
    verts += arcpts((cx, base), 0, 0, 180, 18, rx=rx, ry=ry)
    radii = [4.0 * s] + [0.0] * 17 + [4.0 * s]
    if grow:
        # the clearance's base stays on the figure's own base (nothing lies below it), so the
        # silhouette does not reach below what is drawn
        lifted = [(cx + rx, base - grow)] + arcpts((cx, base - grow), 0, 0, 180, 18, rx=rx, ry=ry - grow)
        neckc = capsule(head_c, (cx, top), head_r * 0.85 + d + grow)
        return disc(head_c, head_r + d + grow) + solid(lifted, radii, d + grow) + neckc
    return ring(head_c, head_r, d) + stroke(verts, radii, d, closed=True)


@symbol("person", ["people"], ["user", "account", "profile", "contact"], effects=["bounce", "wiggle"])
def _person(d):
    return [Layer(person_parts(d))]


@symbol("person.2.wave.2", ["people", "communication"], ["group", "share", "nearby", "broadcast"],
        mirroring="fixed", effects=["variableColor", "bounce", "pulse"])
def _person2wave2(d):
    s = 0.64
    d = d * 0.88
    hk, bk = 0.35, 0.45
    # the figures are centred (as a pair) on the waves' centre, so the symbol's centre does not drift
    back = person_parts(d, -10.5, -7, s, hk=hk, bk=bk)
    front_at = (9.5, 7)
    layers = [
        Layer(back, level="secondary", css={"-sfsymbols-motion-group": 1}, name="back person"),
        Layer(person_parts(d, front_at[0], front_at[1], s, grow=gap(d), hk=hk, bk=bk), erase=True,
              css={"-sfsymbols-motion-group": 1}, name="front clearance"),
        Layer(person_parts(d, front_at[0], front_at[1], s, hk=hk, bk=bk), css={"-sfsymbols-motion-group": 1},
              name="front person"),
    ]
    c = (0, 0)
    # the inner wave keeps a clear band (gap(d) and room for the bounce) from the back figure
    for k, (r, t) in enumerate(zip([39 + 2.0 * d, 50 + 2.5 * d], thresholds(2))):
        layers.append(Layer(arcband(c, r, -28, 28, d) + arcband(c, r, 152, 208, d), level="secondary",
                            css={"-sfsymbols-variable-threshold": t, "-sfsymbols-motion-group": 2 + k}))
    return layers


@symbol("person.3.sequence", ["people"], ["group", "queue", "order", "team"], mirroring="mirrors",
        effects=["bounce", "variableColor"])
def _person3seq(d):
    s = 0.57
    d = d * 0.88
    hk, bk = 0.4, 0.55
    _, rx, _, _, _ = person_metrics(d, s, hk, bk)
    sp = 2 * (rx + d) + gap(d) + 0.5       # figures never touch: one clearance between the bodies
    xs = [-sp, 0, sp]
    levels = ["primary", "secondary", "tertiary"]
    return [Layer(person_parts(d, x, 0, s, hk=hk, bk=bk), level=lv,
                  css={"-sfsymbols-variable-threshold": t})
            for x, lv, t in zip(xs, levels, thresholds(3))]


# ------------------------------------------------------------------ marks
@symbol("checkmark.circle", ["shapes", "status"], ["done", "ok", "complete", "success", "yes"],
        mirroring="fixed", effects=["bounce", "pulse", "drawOn", "drawOff"])
def _checkmark_circle(d):
    return [
        Layer(ring((0, 0), 35, d), level="secondary", name="circle"),
        Layer(stroke([(-15, 1), (-5, 12), (15, -13)], [2, 2, 2], d), name="checkmark"),
    ]


@symbol("exclamationmark.triangle", ["status"], ["warning", "caution", "alert", "error"],
        effects=["bounce", "pulse", "wiggle"])
def _excl_triangle(d):
    tri = [(0, -37), (42, 35), (-42, 35)]
    r = dot_r(d)
    # the dot keeps a clearance from the base and the stem ends gap(d) above the dot, at every weight
    yd = min(21.0, 35 - d - gap(d) - r - 0.5)
    ye = min(9.0, yd - r - gap(d) - d)
    return [
        Layer(stroke(tri, [7, 7, 7], d, closed=True), level="secondary", name="triangle"),
        Layer(capsule((0, -13), (0, ye), d) + disc((0, yd), r), name="exclamation mark"),
    ]


@symbol("xmark.octagon", ["status", "shapes"], ["stop", "error", "cancel", "close"],
        effects=["bounce", "pulse", "wiggle"])
def _xmark_octagon(d):
    R = 39
    octa = [pol((0, 0), R, 22.5 + 45 * i) for i in range(8)]
    x = capsule((-12.5, -12.5), (12.5, 12.5), d) + capsule((-12.5, 12.5), (12.5, -12.5), d)
    return [
        Layer(solid(octa, 5, d * 0.5), level="secondary", color="systemRedColor", name="octagon"),
        Layer(x, level="primary", color="white", erase=True, css={"-sfsymbols-motion-group": 1},
              name="xmark cut"),
        Layer(x, level="primary", color="white", modes=("multicolor", "hierarchical"),
              css={"-sfsymbols-motion-group": 1}, name="xmark"),
    ]


@symbol("xmark", ["shapes"], ["close", "cancel", "delete", "multiply"], effects=["bounce", "wiggle", "drawOn", "drawOff"])
def _xmark(d):
    a = 25
    return [Layer(capsule((-a, -a), (a, a), d) + capsule((-a, a), (a, -a), d))]


@symbol("plus", ["math", "shapes"], ["add", "new", "create", "more"], effects=["bounce", "rotate"])
def _plus(d):
    a = 31
    return [Layer(capsule((-a, 0), (a, 0), d) + capsule((0, -a), (0, a), d))]


@symbol("minus", ["math", "shapes"], ["subtract", "remove", "less"], effects=["bounce"])
def _minus(d):
    return [Layer(capsule((-31, 0), (31, 0), d))]


# ------------------------------------------------------------------ arrows (these mirror)
@symbol("chevron.forward", ["arrows"], ["next", "disclosure", "forward", "right"], mirroring="mirrors",
        effects=["bounce", "wiggle"])
def _chev_f(d):
    return [Layer(stroke([(-11, -28), (11, 0), (-11, 28)], [1.5] * 3, d))]


@symbol("chevron.backward", ["arrows"], ["previous", "back", "left"], mirroring="mirrors",
        effects=["bounce", "wiggle"])
def _chev_b(d):
    return [Layer(stroke([(11, -28), (-11, 0), (11, 28)], [1.5] * 3, d))]


@symbol("arrow.forward", ["arrows"], ["next", "go", "right", "continue"], mirroring="mirrors",
        effects=["bounce", "wiggle"])
def _arrow_f(d):
    return [Layer(capsule((-34, 0), (32, 0), d) +
                  stroke([(8, -25), (33, 0), (8, 25)], [1.5] * 3, d))]


# ------------------------------------------------------------------ hearts etc
@symbol("heart", ["health", "shapes"], ["love", "like", "favorite"], effects=["bounce", "pulse", "breathe", "drawOn"])
def _heart(d):
    r = 17.5
    cl, cr = (-15.5, -13.0), (15.5, -13.0)
    tip = (0, 33)
    ar = tangent_points(cr, r, tip)[0]           # right circle, outer tangent
    al = tangent_points(cl, r, tip)[1]
    dip_pt = circle_intersection(cl, r, cr, r)
    dip = dip_pt[0] if dip_pt[0][1] < dip_pt[1][1] else dip_pt[1]
    dip_r = ang(sub(dip, cr))
    dip_l = ang(sub(dip, cl))
    right = [tip, pol(cr, r, ar)] + arcpts(cr, r, ar, dip_r if dip_r > ar else dip_r + 360, 16)
    left = [dip] + arcpts(cl, r, dip_l, al if al > dip_l else al + 360, 16) + [tip]
    return [Layer(stroke(right, 0, d) + stroke(left, 0, d), color="systemRedColor")]


def strokes(pieces, d, caps=("round", "round")):
    """Union of open strokes; split skeletons at sharp corners into pieces."""
    out = []
    for p in pieces:
        out += stroke(p, 0, d, caps=caps)
    return out


def rrect(x0, y0, x1, y1, r, d):
    return stroke(rect(x0, y0, x1, y1), r, d, closed=True)


# ------------------------------------------------------------------ connectivity
@symbol("antenna.radiowaves.left.and.right", ["connectivity"], ["broadcast", "radio", "signal", "live"],
        effects=["variableColor", "pulse", "bounce"])
def _antenna(d):
    c = (0, -10)
    layers = [Layer(disc(c, dot_r(d) + 1.5) + capsule(c, (0, 33), d), name="antenna")]
    for r, t in zip([16 + 0.3 * d, 30 + 0.6 * d], thresholds(2)):
        layers.append(Layer(arcband(c, r, -42, 42, d) + arcband(c, r, 138, 222, d),
                            css={"-sfsymbols-variable-threshold": t}))
    return layers


# ------------------------------------------------------------------ weather
CLOUD = dict(L=((-22.0, 4.0), 12.0), M=((-3.0, -7.0), 17.0), R=((19.0, 2.0), 14.0), yb=16.0)


def cloud_arcs(cl):
    (lc, lr), (mc, mr), (rc, rr) = cl["L"], cl["M"], cl["R"]

    def upper(a, b):
        p, q = circle_intersection(a[0], a[1], b[0], b[1])
        return p if p[1] < q[1] else q
    plm, pmr = upper(cl["L"], cl["M"]), upper(cl["M"], cl["R"])
    a_l = ang(sub(plm, lc)) % 360
    a_ml, a_mr = ang(sub(plm, mc)) % 360, ang(sub(pmr, mc)) % 360
    a_r = ang(sub(pmr, rc)) % 360
    return [(lc, lr, a_l, 270), (mc, mr, a_mr, a_ml), (rc, rr, -90, a_r)]


def cloud_stroke(cl, d):
    out = []
    for c, r, a0, a1 in cloud_arcs(cl):
        out += arcband(c, r, a0, a1, d)
    out += capsule((cl["L"][0][0], cl["yb"]), (cl["R"][0][0], cl["yb"]), d)
    return out


def cloud_solid(cl, grow):
    out = []
    for key in ("L", "M", "R"):
        c, r = cl[key]
        out += disc(c, r + grow)
    out += solid(rect(cl["L"][0][0], min(cl["L"][0][1], cl["R"][0][1]), cl["R"][0][0], cl["yb"]), 0, grow)
    return out


@symbol("cloud.sun.rain", ["weather"], ["weather", "showers", "forecast", "sunny", "rain"],
        effects=["bounce", "pulse", "variableColor"])
def _cloud_sun_rain(d):
    # the sun moves out from behind the cloud as the weight (and the cloud's clearance) grows, so its
    # visible rays stay whole instead of being cut into stubs
    sc = (14.0 + 2.0 * d, -16.0 - 0.2 * d)
    sr = 7.0 + 0.5 * d                      # the disc's counter stays open
    r_in = sr + 2 * d + 3.5 - 0.1 * d       # rays keep a white gap from the disc
    sun = ring(sc, sr, d)
    for a in (0, 45, 90, 135):              # the rays the cloud does not cover
        sun += capsule(pol(sc, r_in, a), pol(sc, r_in + 5.0 - 0.3 * d, a), d)
    top = 20 + 2.45 * d     # the rain drops lower as the sun grows up-right: the centre does not drift
    layers = [
        Layer(sun, level="secondary", color="systemYellowColor", name="sun"),
        Layer(cloud_solid(CLOUD, d + gap(d)), level="primary", erase=True,
              css={"-sfsymbols-motion-group": 1}, name="cloud clearance"),
        Layer(cloud_stroke(CLOUD, d), level="primary", color="systemGrayColor",
              css={"-sfsymbols-motion-group": 1}, name="cloud"),
    ]
    # one layer per raindrop (variable colour lights them in turn); they bounce together
    for x, t in zip((-14 - 0.8 * d, 0, 14 + 0.8 * d), thresholds(3)):
        layers.append(Layer(capsule((x, top), (x - 3.5, top + 8), d * 0.85), level="tertiary",
                            color="systemBlueColor",
                            css={"-sfsymbols-variable-threshold": t, "-sfsymbols-motion-group": 2},
                            name="raindrop"))
    return layers


# ------------------------------------------------------------------ devices
@symbol("iphone", ["devices"], ["phone", "mobile", "smartphone", "device"], effects=["bounce", "wiggle"])
def _iphone(d):
    y = -30 + d
    return [Layer(rrect(-20, -37, 20, 37, 8.5, d) + capsule((-5, y), (5, y), d * 0.8))]


@symbol("laptopcomputer", ["devices"], ["laptop", "notebook", "computer", "mac"], effects=["bounce"])
def _laptop(d):
    return [Layer(rrect(-35, -27, 35, 16, 4, d) + solid(rect(-46, 23, 46, 25), [1, 1, 3, 3], d))]


@symbol("desktopcomputer", ["devices"], ["computer", "monitor", "display", "imac"], effects=["bounce"])
def _desktop(d):
    neck = [(-7, 15), (7, 15), (8.5, 28), (-8.5, 28)]
    return [Layer(rrect(-42, -35, 42, 15, 4, d) + solid(neck, 0, d * 0.5) + capsule((-17, 29), (17, 29), d))]


@symbol("watch", ["devices", "health"], ["watch", "wearable", "time", "smartwatch"], effects=["bounce", "wiggle"])
def _watch(d):
    top = [(-13, -22), (-11, -37), (11, -37), (13, -22)]
    bot = [(x, -y) for x, y in top]
    return [Layer(rrect(-19, -22, 19, 22, 9, d) + stroke(top, [0, 2, 2, 0], d) + stroke(bot, [0, 2, 2, 0], d) +
                  solid(rect(19, -8, 21.5, 3), 1, d * 0.7))]


# ------------------------------------------------------------------ fan
@symbol("fan", ["devices", "home"], ["fan", "ventilation", "cooling", "air"], effects=["rotate", "bounce"],
        defaults={"-sfsymbols-rotates-clockwise": "true"})
def _fan(d):
    hub_r = 6.0 + 0.8 * d
    # the blades start at the hub's outer edge (their round ends reach no further in than the hub ring's
    # skeleton), so the hub's hole stays open; 3-fold symmetric about the hub centre, which is the
    # blades' paint centroid
    root = hub_r + d
    A, B = pol((0, 0), root, 118), pol((0, 0), root, 62)
    T = (9, -38)
    blade = [A] + bezpts(A, (-11, -19), (-6, -38), T, 12) + bezpts(T, (22, -38.5), (16, -16), B, 12)
    blades = []
    for k in range(3):
        blades += stroke([rot(p, -120 * k) for p in blade], 0, d)
    return [
        Layer(blades, css={"-sfsymbols-always-rotates": "true", "-sfsymbols-motion-group": 1}, name="blades"),
        Layer(ring((0, 0), hub_r, d), css={"-sfsymbols-motion-group": 1}, name="hub"),
    ]


# ------------------------------------------------------------------ arrows
@symbol("arrowshape.turn.up.forward", ["arrows", "communication"], ["forward", "share", "send", "redirect"],
        mirroring="mirrors", effects=["bounce", "wiggle"])
def _arrowshape_turn(d):
    s = 0.86
    C = (12, 6)
    ri, ro = 40.0, 58.0
    v = [(40, -45), (12, -18), (12, C[1] - ri)]
    v += arcpts(C, ri, 90, 180, 9)
    v += [(C[0] - ri, 14), (C[0] - ro, 14), (C[0] - ro, C[1])]
    v += arcpts(C, ro, 180, 90, 12)
    v += [(12, -72)]
    radii = [0.0] * len(v)
    radii[0], radii[1], radii[2] = 3.5, 3, 1.5
    i_e1 = 3 + 9
    radii[i_e1], radii[i_e1 + 1] = 3, 3
    radii[-2], radii[-1] = 1.5, 3
    v = [(x * s, y * s) for x, y in v]
    return [Layer(stroke(v, [r * s for r in radii], d, closed=True))]


@symbol("text.alignleft", ["text formatting"], ["paragraph", "align", "left", "text"], mirroring="fixed",
        effects=["bounce"])
def _text_alignleft(d):
    lines = []
    for y, l in zip((-24, -8, 8, 24), (66, 46, 66, 38)):
        lines += capsule((-33, y), (-33 + l, y), d)
    return [Layer(lines)]


def list_row_layers(marks, line_pieces, mark_name):
    """Marks (primary, always on) + one secondary layer per row's line, lit in turn by variable colour."""
    return [Layer(marks, name=mark_name)] + [
        Layer(piece, level="secondary", css={"-sfsymbols-variable-threshold": t}, name="line %d" % (i + 1))
        for i, (piece, t) in enumerate(zip(line_pieces, thresholds(len(line_pieces))))]


@symbol("list.bullet", ["text formatting"], ["list", "bullets", "items", "menu"], mirroring="mirrors",
        effects=["bounce", "variableColor"])
def _list_bullet(d):
    ys = (-23, 0, 23)
    return list_row_layers(sum((disc((-33, y), dot_r(d) + 0.5) for y in ys), []),
                           [capsule((-15, y), (37, y), d) for y in ys], "bullets")


# ------------------------------------------------------------------ lists with unmirrorable marks
def digit(n, cx, cy, t, h=18.0):
    """Digits 1-3 as outlines of our own strokes, in a box h tall centred at (cx, cy)."""
    k = h / 18.0
    def P(x, y): return (cx + x * k, cy + y * k)
    if n == 1:
        return capsule(P(1.5, -9), P(1.5, 9), t) + capsule(P(1.5, -9), P(-4.5, -4.5), t)
    if n == 2:
        c, r = P(0, -3.8), 5.2 * k
        top = [pol(c, r, 160)] + arcpts(c, r, 160, -38, 10)
        return stroke(top + [P(-5.5, 9), P(5.8, 9)], 0, t)
    # flat-topped 3: top bar, a diagonal into the waist, one open lower bowl (stays open when bold)
    c2, r2 = P(0, 3.6), 5.4 * k
    a0 = 118
    waist = pol(c2, r2, a0)
    return (stroke([P(-5, -9), P(5, -9), waist], [0, 1, 0], t) +
            stroke([waist] + arcpts(c2, r2, a0, -150, 12), 0, t))


LIST_ROWS = (-27.0, 0.0, 27.0)


def _list_number(d, rtl, numeral=None):
    # the numerals follow the weight; above Regular they grow (and the rows spread) so that the
    # counters of 2 and 3 stay open and the digits keep a clearance from each other.  `numeral(n, x, y,
    # t, h)` draws another script's digits in the same places (defs_numbers: list.number's ar, hi, th).
    numeral = numeral or digit
    t = 0.6 * d + 0.4
    extra = max(0.0, d - 3.25)
    h = 18.0 + 1.8 * extra
    pitch = 27.0 + 2.3 * extra
    s = -1 if rtl else 1
    digits, lines = [], []
    for n, y in zip((1, 2, 3), (-pitch, 0.0, pitch)):
        digits += numeral(n, -33 * s, y, t, h)
        lines.append(capsule(((-14 + 0.8 * d + 0.5 * extra) * s, y), (38 * s, y), d * 0.9))
    return list_row_layers(digits, lines, "numbers")


@symbol("list.number", ["text formatting"], ["list", "numbered", "ordered", "steps"], mirroring="hasRTLVariant",
        never_mirror=[0], effects=["bounce", "variableColor"], variant_content="digits")
def _list_number_ltr(d):
    return _list_number(d, False)


@variant("list.number", "rtl")
def _list_number_rtl(d):
    """RTL: the numbers lead on the right, but the digits themselves are never mirrored."""
    return _list_number(d, True)


def checkmark(cx, cy, t, k=1.0):
    """A small checkmark (short stroke down-right, long stroke up-right); never mirrored."""
    return stroke([(cx - 7 * k, cy + 1 * k), (cx - 2 * k, cy + 7 * k), (cx + 8 * k, cy - 7 * k)], [1, 1.5, 1], t)


def _checklist(d, rtl):
    s = -1 if rtl else 1
    t = d * 0.85
    marks, lines = [], []
    for y in LIST_ROWS:
        marks += checkmark(-33 * s, y - 1, t)
        lines.append(capsule(((-13 + 0.8 * d) * s, y), (38 * s, y), d * 0.9))
    return list_row_layers(marks, lines, "checkmarks")


@symbol("checklist", ["text formatting", "productivity"], ["tasks", "todo", "done", "list"],
        mirroring="hasRTLVariant", never_mirror=[0], effects=["bounce", "variableColor"])
def _checklist_ltr(d):
    return _checklist(d, False)


@variant("checklist", "rtl")
def _checklist_rtl(d):
    """RTL: the rows lead on the right, the checkmarks keep their (non-directional) shape."""
    return _checklist(d, True)


# ------------------------------------------------------------------ shapes
@symbol("star", ["shapes"], ["favorite", "rating", "star"], effects=["bounce", "pulse", "breathe", "drawOn"])
def _star(d):
    v = [pol((0, 3), 42 if i % 2 == 0 else 18.5, 90 + 36 * i) for i in range(10)]
    return [Layer(stroke(v, [3.0 if i % 2 == 0 else 1.5 for i in range(10)], d, closed=True),
                  color="systemYellowColor")]


@symbol("bolt", ["weather", "energy"], ["lightning", "power", "electric", "fast", "charge"],
        effects=["bounce", "pulse", "breathe"])
def _bolt(d):
    v = [(p[0] * 1.06, p[1] * 1.04) for p in [(7, -39), (-19, 5), (-1, 5), (-7, 39), (20, -6), (2, -6)]]
    return [Layer(stroke(v, [2, 2, 1, 2, 2, 1], d, closed=True), color="systemYellowColor")]


@symbol("house", ["home", "places"], ["home", "building", "residence"], effects=["bounce"])
def _house(d):
    roof = stroke([(-41, -4), (0, -38), (41, -4)], [2, 2, 2], d)
    body = stroke([(-28, -15), (-28, 35), (28, 35), (28, -15)], [0, 5, 5, 0], d)
    w, top = 6.0 + 0.8 * d, 14.0 - 0.6 * d      # the door widens (and rises) with the weight
    door = stroke([(-w, 35), (-w, top), (w, top), (w, 35)], [0, 3, 3, 0], d)
    return [Layer(roof + body + door)]


@symbol("gearshape", ["settings", "objects"], ["settings", "preferences", "gear", "cog"], effects=["rotate", "bounce"],
        defaults={"-sfsymbols-rotates-clockwise": "true"})
def _gear(d):
    rt, rr = 38.0, 29.5
    v, hole = [], []
    # hollow teeth for light weights that fill in smoothly as the weight grows
    hw = 2 * rt * math.sin(math.radians(8)) / 2 - 1.15 * d     # inner half-width at the tip
    f = max(0.0, min(1.0, hw / 4.0))
    ri = rr - d
    for i in range(8):
        th = 90 + 45 * i
        v += [pol((0, 0), rr, th - 15), pol((0, 0), rt, th - 8), pol((0, 0), rt, th + 8), pol((0, 0), rr, th + 15)]
        ar = 15 - math.degrees(1.1 * d / rr) * (1 - f) - math.degrees(0.6 * d / rr) * f
        at = ar + (math.degrees(max(hw, 0.0) / (rt - d)) - ar) * f
        ti = ri + f * (rt - d - ri)
        hole += [pol((0, 0), ri, th - ar), pol((0, 0), ti, th - at), pol((0, 0), ti, th + at),
                 pol((0, 0), ri, th + ar)]
    radii = [2.0, 2.5, 2.5, 2.0] * 8
    hole_sub = geom._rounded(hole, [0.0, 1.0 * f, 1.0 * f, 0.0] * 8, geom._corner_plan(v, True), True, role="hole")
    gear = solid(v, radii, d) + [hole_sub]
    return [Layer(gear, name="gear"), Layer(ring((0, 0), 10.5, d), name="hub")]


@symbol("magnifyingglass", ["objects"], ["search", "find", "zoom", "lookup"], effects=["bounce", "wiggle"])
def _magnifier(d):
    c = (-7, -7)
    return [Layer(ring(c, 25, d) + capsule(pol(c, 25, -45), (33, 33), d * 1.15))]


@symbol("trash", ["objects"], ["delete", "remove", "bin", "garbage"], effects=["bounce", "wiggle"])
def _trash(d):
    lid = capsule((-34, -25), (34, -25), d)
    handle = stroke([(-11, -25), (-11, -35), (11, -35), (11, -25)], [0, 3, 3, 0], d)
    can = stroke([(-26, -25), (-23, 35), (23, 35), (26, -25)], [0, 6, 6, 0], d)
    lines = capsule((-8, -11), (-8, 22), d * 0.8) + capsule((8, -11), (8, 22), d * 0.8)
    return [Layer(lid + handle + can + lines)]


@symbol("folder", ["objects"], ["directory", "files", "documents"], effects=["bounce"])
def _folder(d):
    v = [(-42, -30), (-15, -30), (-9, -22), (42, -22), (42, 31), (-42, 31)]
    return [Layer(stroke(v, [4, 2, 2, 4, 5, 5], d, closed=True) + capsule((-42, -11), (42, -11), d))]


@symbol("paperplane", ["communication"], ["send", "message", "mail", "submit"], effects=["bounce", "wiggle"])
def _paperplane(d):
    A, B, C, D = (-39, -3), (37, -37), (10, 37), (-3, 8)
    return [Layer(stroke([A, B, C, D], [3, 3, 3, 1.5], d, closed=True) + capsule(D, lerp(D, B, 0.45), d))]


@symbol("lock", ["security", "objects"], ["secure", "locked", "password", "private"], effects=["bounce", "wiggle"])
def _lock(d):
    shackle = [(-17, -7), (-17, -20)] + arcpts((0, -20), 17, 180, 0, 12) + [(17, -7)]
    return [Layer(rrect(-28, -7, 28, 37, 6, d) + stroke(shackle, 0, d))]


@symbol("envelope", ["communication"], ["mail", "email", "message", "letter"], effects=["bounce", "wiggle"])
def _envelope(d):
    return [Layer(rrect(-42, -29, 42, 29, 5, d) + stroke([(-40, -27), (0, 3), (40, -27)], [0, 3, 0], d))]


@symbol("calendar", ["time", "objects"], ["date", "schedule", "event", "month"], effects=["bounce"])
def _calendar(d):
    dots = []
    for y in (2, 19):
        for x in (-18, 0, 18):
            dots += disc((x, y), 1.8 + d * 0.95)
    return [Layer(rrect(-37, -31, 37, 35, 6, d) + capsule((-37, -15), (37, -15), d), name="frame"),
            Layer(dots, level="secondary", name="days")]


@symbol("clock", ["time"], ["time", "hour", "watch", "schedule"],
        effects=["bounce", "rotate", "wiggle"])
def _clock(d):
    return [Layer(ring((0, 0), 35, d), level="secondary", name="face"),
            Layer(stroke([(0, -22), (0, 0), (15, 9)], [1, 2, 1], d), name="hands")]


@symbol("battery.100", ["devices", "energy"], ["battery", "power", "charge", "full"], mirroring="mirrors",
        effects=["bounce", "pulse"])
def _battery100(d):
    g = 2.5 + 0.5 * d
    tx = 34 + d + gap(d) + 0.6 * d       # terminal: a clearance gap(d) from the body at every weight
    body = rrect(-42, -19, 34, 19, 8.5, d) + solid(rect(tx, -6.5, tx + 2, 6.5), 1.5, d * 0.6)
    inset = d + g
    level = solid(rect(-42 + inset, -19 + inset, 34 - inset, 19 - inset), max(8.5 - inset, 1.0), 0)
    return [Layer(body, css={"-sfsymbols-motion-group": 1}, name="battery"),
            Layer(level, color="systemGreenColor", css={"-sfsymbols-motion-group": 1}, name="level")]


@symbol("flame", ["nature", "weather"], ["fire", "hot", "trending", "burn"], effects=["bounce", "pulse", "breathe"])
def _flame(d):
    T = (3, -39)
    right = [T] + bezpts(T, (9, -25), (27, -15), (27, 8), 10) + bezpts((27, 8), (27, 26), (14, 36), (0, 36), 8)
    left = [(0, 36)] + bezpts((0, 36), (-14, 36), (-27, 26), (-27, 8), 8) + \
        bezpts((-27, 8), (-27, -7), (-16, -15), (-11, -27), 8)
    flick = [(-11, -27)] + bezpts((-11, -27), (-6, -20), (-1, -26), T, 6)
    c, r = (0, 21 - 0.5 * d), 8 - 0.4 * d
    tip = (0, 4 - 0.5 * d)
    a0, a1 = tangent_points(c, r, tip)    # a0: left tangent, a1: right tangent
    core = [tip, pol(c, r, a1)] + arcpts(c, r, a1, a0 - 360, 14)
    return [Layer(strokes([right, left, flick], d), color="systemOrangeColor", name="flame"),
            Layer(solid(core, [1.0] + [0.0] * 15, d * 0.5), color="systemYellowColor",
                  name="core")]


@symbol("leaf", ["nature"], ["nature", "eco", "plant", "green"], effects=["bounce", "wiggle", "breathe"])
def _leaf(d):
    A, B = (-26, 26), (32, -32)
    axis = sub(B, A)
    n = norm(left_normal(axis))
    def side(s): return [add(add(A, mul(axis, t)), mul(n, s * math.sin(math.pi * t) ** 0.8))
                         for t in [i / 18 for i in range(19)]]
    return [Layer(strokes([side(21), side(-20)], d) + capsule((-38, 38), (10, -10), d),
                  color="systemGreenColor")]


@symbol("drop", ["nature", "weather"], ["water", "liquid", "humidity", "rain"], effects=["bounce", "breathe"])
def _drop(d):
    T, c, r = (0, -39), (0, 12), 25.0
    a0, a1 = tangent_points(c, r, T)   # a0: left (150), a1: right (30)
    v = [T, pol(c, r, a1)] + arcpts(c, r, a1, a0 - 360, 20) + [T]
    return [Layer(stroke(v, 0, d), color="systemCyanColor")]


@symbol("moon", ["weather", "nature"], ["night", "sleep", "dark mode", "crescent"], effects=["bounce", "wiggle"])
def _moon(d):
    c1, r1, c2, r2 = (0, 0), 35.0, (16, -14), 29.0
    p, q = circle_intersection(c1, r1, c2, r2)
    a1, a2 = ang(sub(p, c1)), ang(sub(q, c1))
    toward = ang(sub(c2, c1))

    def outside(c, a, b, avoid):
        # arc from a to b (increasing), choose the one that does not contain 'avoid'
        b2 = b if b > a else b + 360
        inside = (avoid - a) % 360 < (b2 - a)
        return (b, a + 360 if a < b else a) if inside else (a, b2)
    oa, ob = outside(c1, a1, a2, toward)
    b1, b2 = ang(sub(p, c2)), ang(sub(q, c2))
    away = ang(sub(c1, c2))
    ia, ib = outside(c2, b1, b2, (away + 180) % 360)
    return [Layer(arcband(c1, r1, oa, ob, d) + arcband(c2, r2, ia, ib, d))]


@symbol("sun.max", ["weather"], ["sunny", "brightness", "day", "light"], effects=["bounce", "rotate", "pulse"])
def _sun_max(d):
    rays = []
    for i in range(8):
        rays += capsule(pol((0, 0), 22 + 0.8 * d, 45 * i), pol((0, 0), 34, 45 * i), d)
    return [Layer(ring((0, 0), 13.5, d), color="systemYellowColor", name="sun"),
            Layer(rays, color="systemYellowColor", name="rays")]


@symbol("camera", ["devices", "photography"], ["photo", "picture", "camera", "snapshot"], effects=["bounce"])
def _camera(d):
    v = [(-41, -20), (-17, -20), (-11, -30), (11, -30), (17, -20), (41, -20), (41, 29), (-41, 29)]
    return [Layer(stroke(v, [6, 2, 3, 3, 2, 6, 6, 6], d, closed=True) + ring((0, 5), 14.5 - 0.5 * d, d))]


@symbol("mic", ["devices", "media"], ["microphone", "record", "voice", "audio"], effects=["bounce", "pulse"])
def _mic(d):
    hr = 22 + 0.8 * d
    holder = [(-hr, -12)] + arcpts((0, -4), hr, 180, 360, 14) + [(hr, -12)]
    return [Layer(rrect(-12, -38, 12, 8, 12, d) + stroke(holder, 0, d) + capsule((0, -4 + hr), (0, 32), d))]


@symbol("play.circle", ["media"], ["play", "start", "video", "resume"], effects=["bounce", "pulse"])
def _play_circle(d):
    return [Layer(ring((0, 0), 35, d), level="secondary", name="circle"),
            Layer(solid([(-10, -16), (17, 0), (-10, 16)], 3, d * 0.7), name="play")]


@symbol("pause", ["media"], ["pause", "hold", "stop"], effects=["bounce"])
def _pause(d):
    return [Layer(solid(rect(-17, -30, -8, 30), 2.5, d) + solid(rect(8, -30, 17, 30), 2.5, d))]


@symbol("location", ["maps", "navigation"], ["gps", "navigation", "here", "direction"], effects=["bounce", "pulse"])
def _location(d):
    return [Layer(stroke([(33, -33), (3, 35), (-3, 3), (-35, -3)], [3, 3, 1.5, 3], d, closed=True))]


@symbol("tag", ["commerce", "objects"], ["label", "price", "tag", "sale"], effects=["bounce", "wiggle"])
def _tag(d):
    v = [rot(p, -45) for p in [(-37, 0), (-21, -18), (33, -18), (33, 18), (-21, 18)]]
    return [Layer(stroke(v, [4, 3, 5, 5, 3], d, closed=True) + ring(rot((-14, 0), -45), 4.5, d * 0.7))]


def doc_page(d):
    v = [(-29, -38), (10, -38), (29, -19), (29, 38), (-29, 38)]
    return stroke(v, [5, 1, 1, 5, 5], d, closed=True) + stroke([(10, -38), (10, -19), (29, -19)], [0, 2, 0], d)


@symbol("doc.text", ["text formatting", "objects"], ["document", "file", "page", "text"], mirroring="hasRTLVariant",
        effects=["bounce"])
def _doc_text(d):
    lines = []
    for y, x1 in ((-4, 16), (9, 16), (22, 6)):
        lines += capsule((-16, y), (x1, y), d * 0.8)
    return [Layer(doc_page(d), name="page"), Layer(lines, level="secondary", name="text")]


@variant("doc.text", "rtl")
def _doc_text_rtl(d):
    """RTL design: the page keeps its folded corner, only the text lines align right."""
    lines = []
    for y, x0 in ((-4, -16), (9, -16), (22, -6)):
        lines += capsule((x0, y), (16, y), d * 0.8)
    return [Layer(doc_page(d), name="page"), Layer(lines, level="secondary", name="text")]


@symbol("bookmark", ["objects"], ["save", "favorite", "reading", "mark"], effects=["bounce"])
def _bookmark(d):
    return [Layer(stroke([(-23, -38), (23, -38), (23, 37), (0, 19), (-23, 37)], [4, 4, 2, 2, 2], d, closed=True))]


import locale_def  # noqa: E402,F401  (character, textformat, character.book.closed + locale variants)
