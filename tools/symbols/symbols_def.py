"""Emblem symbol designs.  Each function takes d = half stroke weight and returns layers
(bottom first).  Designs are drawn around the origin; draw.py centres them vertically on the
cap height and adds side bearings.  All artwork here is original, built from primitives."""
from draw import symbol, Layer, thresholds
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
        Layer(disc(bc, br), level="secondary", color="systemRedColor",
              css={"-sfsymbols-motion-group": 2}, name="badge"),
    ]


# ------------------------------------------------------------------ connectivity / audio
@symbol("wifi", ["connectivity"], ["wireless", "network", "internet", "signal"],
        effects=["variableColor", "pulse", "bounce"])
def _wifi(d):
    c = (0, 24)
    radii = [20, 34, 48]
    ts = thresholds(len(radii))
    layers = [Layer(disc((0, 21), dot_r(d) + 0.6), name="dot")]
    for r, t in zip(radii, ts):
        layers.append(Layer(arcband(c, r, 45, 135, d), css={"-sfsymbols-variable-threshold": t}))
    return layers


@symbol("speaker.wave.3", ["media", "audio"], ["volume", "sound", "loud", "audio"],
        mirroring="mirrors", effects=["variableColor", "bounce", "pulse"])
def _speaker_wave3(d):
    body = [(-36, -9), (-24, -9), (-10, -23), (-10, 23), (-24, 9), (-36, 9)]
    layers = [Layer(stroke(body, [3, 1.5, 3, 3, 1.5, 3], d, closed=True), name="speaker")]
    for r, t in zip([12, 25, 38], thresholds(3)):
        layers.append(Layer(arcband((-6, 0), r, -42, 42, d * 0.9), level="secondary",
                            css={"-sfsymbols-variable-threshold": t}))
    return layers


# ------------------------------------------------------------------ people
def person_parts(d, cx=0.0, cy=0.0, s=1.0, grow=0.0):
    """Head ring + body dome outline.  grow > 0 returns the solid silhouette grown by grow."""
    head_r = 12.5 * s + 0.4 * d * (1 - s)
    head_c = (cx, cy + 7 * s - 2 * d - (7 * s + 0.4 * d) - head_r)
    verts = [(cx + 27 * s, cy + 31 * s)]
    verts += arcpts((cx, cy + 31 * s), 0, 0, 180, 18, rx=27 * s, ry=24 * s)
    radii = [4.0 * s] + [0.0] * 17 + [4.0 * s]
    if grow:
        return disc(head_c, head_r + d + grow) + solid(verts, radii, d + grow)
    return ring(head_c, head_r, d) + stroke(verts, radii, d, closed=True)


@symbol("person", ["people"], ["user", "account", "profile", "contact"], effects=["bounce", "wiggle"])
def _person(d):
    return [Layer(person_parts(d))]


@symbol("person.2.wave.2", ["people", "communication"], ["group", "share", "nearby", "broadcast"],
        mirroring="fixed", effects=["variableColor", "bounce", "pulse"])
def _person2wave2(d):
    s = 0.64
    d = d * 0.88
    back = person_parts(d, -10, -7, s)
    front_at = (8, 4.5)
    layers = [
        Layer(back, level="secondary", css={"-sfsymbols-motion-group": 1}, name="back person"),
        Layer(person_parts(d, front_at[0], front_at[1], s, grow=gap(d)), erase=True,
              css={"-sfsymbols-motion-group": 1}, name="front clearance"),
        Layer(person_parts(d, front_at[0], front_at[1], s), css={"-sfsymbols-motion-group": 1},
              name="front person"),
    ]
    c = (0, 0)
    for k, (r, t) in enumerate(zip([40, 51], thresholds(2))):
        layers.append(Layer(arcband(c, r, -28, 28, d) + arcband(c, r, 152, 208, d), level="secondary",
                            css={"-sfsymbols-variable-threshold": t, "-sfsymbols-motion-group": 2 + k}))
    return layers


@symbol("person.3.sequence", ["people"], ["group", "queue", "order", "team"], mirroring="mirrors",
        effects=["bounce", "variableColor"])
def _person3seq(d):
    s = 0.6
    d = d * 0.88
    xs = [-36, 0, 36]
    levels = ["primary", "secondary", "tertiary"]
    return [Layer(person_parts(d, x, 0, s), level=lv,
                  css={"-sfsymbols-variable-threshold": t})
            for x, lv, t in zip(xs, levels, thresholds(3))]


# ------------------------------------------------------------------ marks
@symbol("checkmark.circle", ["shapes", "status"], ["done", "ok", "complete", "success", "yes"],
        mirroring="fixed", never_mirror=[1], effects=["bounce", "pulse"])
def _checkmark_circle(d):
    return [
        Layer(ring((0, 0), 35, d), level="secondary", name="circle"),
        Layer(stroke([(-15, 1), (-5, 12), (15, -13)], [2, 2, 2], d), name="checkmark"),
    ]


@symbol("exclamationmark.triangle", ["status"], ["warning", "caution", "alert", "error"],
        effects=["bounce", "pulse", "wiggle"])
def _excl_triangle(d):
    tri = [(0, -37), (42, 35), (-42, 35)]
    return [
        Layer(stroke(tri, [7, 7, 7], d, closed=True), level="secondary", name="triangle"),
        Layer(capsule((0, -13), (0, 9), d) + disc((0, 21), dot_r(d)), name="exclamation mark"),
    ]


@symbol("xmark.octagon", ["status", "shapes"], ["stop", "error", "cancel", "close"],
        effects=["bounce", "pulse", "wiggle"])
def _xmark_octagon(d):
    R = 39
    octa = [pol((0, 0), R, 22.5 + 45 * i) for i in range(8)]
    x = capsule((-12.5, -12.5), (12.5, 12.5), d) + capsule((-12.5, 12.5), (12.5, -12.5), d)
    return [
        Layer(solid(octa, 5, d * 0.5), level="secondary", color="systemRedColor", name="octagon"),
        Layer(x, level="primary", color="white", erase=True, name="xmark cut"),
        Layer(x, level="primary", color="white", modes=("multicolor", "hierarchical"), name="xmark"),
    ]


@symbol("xmark", ["shapes"], ["close", "cancel", "delete", "multiply"], effects=["bounce", "wiggle"])
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
@symbol("heart", ["health", "shapes"], ["love", "like", "favorite"], effects=["bounce", "pulse", "breathe"])
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
