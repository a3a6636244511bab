"""Geometric primitives for Emblem's symbol generator (stdlib only).

Coordinates are SVG-local: x to the right, y DOWN (negative y is up).
Angles given to arc helpers are in degrees, measured visually counter-clockwise
(0 = right, 90 = up), so that designs read like ordinary geometry.

Every primitive produces *outlined* filled sub-paths.  The command structure
(number and kind of segments) of every primitive depends only on its skeleton,
never on the stroke weight, so the three masters always interpolate.
Outer contours are normalised to visually clockwise winding and holes to
counter-clockwise, so the default nonzero fill rule gives unions and holes.
"""
import math

KAPPA = 0.5522847498307936


# ---------------------------------------------------------------- vectors
def add(a, b): return (a[0] + b[0], a[1] + b[1])
def sub(a, b): return (a[0] - b[0], a[1] - b[1])
def mul(a, s): return (a[0] * s, a[1] * s)
def dot(a, b): return a[0] * b[0] + a[1] * b[1]
def cross(a, b): return a[0] * b[1] - a[1] * b[0]
def length(a): return math.hypot(a[0], a[1])


def norm(a):
    l = length(a)
    return (0.0, 0.0) if l < 1e-12 else (a[0] / l, a[1] / l)


def lerp(a, b, t): return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def u(deg):
    """Unit vector at a visual angle (y down coordinates)."""
    r = math.radians(deg)
    return (math.cos(r), -math.sin(r))


def ang(v):
    return math.degrees(math.atan2(-v[1], v[0]))


def bisect(holds, lo, hi, steps=60):
    """Where `holds` stops holding between lo (where it holds) and hi (where it does not), by bisection:
    the bracket (lo, hi) after `steps` halvings."""
    for _ in range(steps):
        mid = (lo + hi) / 2
        if holds(mid):
            lo = mid
        else:
            hi = mid
    return lo, hi


def pol(c, r, deg):
    return add(c, mul(u(deg), r))


def rot(p, deg, c=(0.0, 0.0)):
    """Rotate point p visually counter-clockwise by deg about c."""
    r = math.radians(deg)
    x, y = p[0] - c[0], p[1] - c[1]
    return (c[0] + x * math.cos(r) + y * math.sin(r), c[1] - x * math.sin(r) + y * math.cos(r))


def left_normal(v):
    """Visual-left normal of direction v (y down)."""
    return (v[1], -v[0])


# ---------------------------------------------------------------- sub-paths
class Sub:
    """One closed sub-path: start point + list of ('L', p) / ('C', c1, c2, p).

    An outline drawn from a skeleton (a stroke, ring, capsule or arc band; a disc or solid polygon as a
    line across it) keeps that skeleton as `skeleton`: (the skeleton as an open or closed Sub, whether it
    is closed, the width that covers the outline about it).  draw.py writes the skeletons of a layer as
    its draw guide, which Draw On and Off follow (data-emblem-draw-guide)."""

    def __init__(self, p, role="outer"):
        self.start = p
        self.cur = p
        self.segs = []
        self.role = role
        self.skeleton = None
        # For a hole cut by the primitive that drew it (a ring's inside): that primitive's token, so that
        # a draw guide can tell a band (outline and hole) from a silhouette filled from its outline.
        self.band = None

    def L(self, p):
        self.segs.append(("L", p))
        self.cur = p
        return self

    def C(self, c1, c2, p):
        self.segs.append(("C", c1, c2, p))
        self.cur = p
        return self

    def arc(self, c, r, a0, a1):
        """Circular arc around c from angle a0 to a1 (current point must be at a0)."""
        sweep = a1 - a0
        n = max(1, int(math.ceil(abs(sweep) / 90.0 - 1e-6)))
        step = sweep / n
        for i in range(n):
            s = a0 + step * i
            e = s + step
            k = 4.0 / 3.0 * math.tan(math.radians(step) / 4.0)
            p0 = pol(c, r, s)
            p3 = pol(c, r, e)
            d0 = (-math.sin(math.radians(s)), -math.cos(math.radians(s)))
            d1 = (-math.sin(math.radians(e)), -math.cos(math.radians(e)))
            self.C(add(p0, mul(d0, r * k)), sub(p3, mul(d1, r * k)), p3)
        return self

    # geometry helpers
    def points(self, steps=8):
        pts = [self.start]
        cur = self.start
        for s in self.segs:
            if s[0] == "L":
                pts.append(s[1])
            else:
                for i in range(1, steps + 1):
                    pts.append(bez_pt(cur, s[1], s[2], s[3], i / steps))
            cur = s[-1]
        return pts

    def area(self):
        pts = self.points()
        a = 0.0
        for i in range(len(pts)):
            x0, y0 = pts[i]
            x1, y1 = pts[(i + 1) % len(pts)]
            a += x0 * y1 - x1 * y0
        return a / 2.0  # > 0 : visually clockwise (y down)

    def reversed(self):
        nodes = [self.start] + [s[-1] for s in self.segs]
        out = Sub(nodes[-1], self.role)
        out.skeleton = self.skeleton   # the outline's winding, not the way it is drawn
        out.band = self.band
        for i in range(len(self.segs) - 1, -1, -1):
            s = self.segs[i]
            prev = nodes[i]
            if s[0] == "L":
                out.L(prev)
            else:
                out.C(s[2], s[1], prev)
        return out

    def oriented(self):
        a = self.area()
        want_pos = self.role == "outer"
        if (a > 0) != want_pos and abs(a) > 1e-9:
            return self.reversed()
        return self

    def transformed(self, f):
        out = Sub(f(self.start), self.role)
        for s in self.segs:
            if s[0] == "L":
                out.L(f(s[1]))
            else:
                out.C(f(s[1]), f(s[2]), f(s[3]))
        out.band = self.band
        if self.skeleton is not None:
            sk, closed, width, token = self.skeleton
            # The width scales with the map (maps here are rigid, or uniform scales).
            a, b = f((0.0, 0.0)), f((1.0, 0.0))
            out.skeleton = (sk.transformed(f), closed, width * length(sub(b, a)), token)
        return out


def skeletal(subs, skeleton, closed, width):
    """The outline pieces `subs`, the first (the outer contour) marked with its skeleton, the others (its
    holes) with the same token."""
    token = object()
    subs[0].skeleton = (skeleton, closed, width, token)
    for hole in subs[1:]:
        hole.band = token
    return subs


def polyline_sub(verts):
    """A skeleton Sub through verts."""
    sp = Sub(verts[0])
    for v in verts[1:]:
        sp.L(v)
    return sp


def across_skeleton(subs):
    """A filled shape's skeleton, (Sub, closed, width): a line across it at mid height, as wide as it is
    tall (its draw wipes across it in the direction of writing).  Drawn with round ends, as every guide,
    the line starts and ends half its width outside the shape."""
    pts = [q for sp in subs for q in sp.points(8)]
    x0, x1 = min(q[0] for q in pts), max(q[0] for q in pts)
    y0, y1 = min(q[1] for q in pts), max(q[1] for q in pts)
    ym = (y0 + y1) / 2.0
    w = y1 - y0
    return polyline_sub([(x0 - w / 2, ym), (x1 + w / 2, ym)]), False, w


def across(subs):
    """A filled shape marked with its skeleton across (across_skeleton)."""
    return skeletal(subs, *across_skeleton(subs))


def bez_pt(p0, p1, p2, p3, t):
    mt = 1 - t
    a, b, c, d = mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t
    return (a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1])


# ---------------------------------------------------------------- skeleton samplers
def arcpts(c, r, a0, a1, n, rx=None, ry=None):
    """n points along an arc (excluding the start, including the end)."""
    rx = r if rx is None else rx
    ry = r if ry is None else ry
    out = []
    for i in range(1, n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        out.append((c[0] + rx * math.cos(a), c[1] - ry * math.sin(a)))
    return out


def bezpts(p0, p1, p2, p3, n):
    """n points along a cubic (excluding p0, including p3)."""
    return [bez_pt(p0, p1, p2, p3, i / n) for i in range(1, n + 1)]


def segpts(p0, p1, n):
    return [lerp(p0, p1, i / n) for i in range(1, n + 1)]


# ---------------------------------------------------------------- primitives
def circle(c, r, role="outer"):
    s = Sub(pol(c, r, 0), role)
    s.arc(c, r, 0, 360)
    return s


def disc(c, r):
    return across([circle(c, r)])


def circle_skeleton(c, r):
    """A circle's skeleton, drawn as a pen draws one: from the top, clockwise."""
    sp = Sub(pol(c, r, 90))
    sp.arc(c, r, 90, -270)
    return sp


def ring(c, r, d):
    return skeletal([circle(c, r + d, "outer"), circle(c, max(r - d, 0.01), "hole")], circle_skeleton(c, r), True, 2 * d)


def _half_turn(sp, c, r, e_from, e_mid):
    """Semicircle around c from direction e_from via e_mid to -e_from (two quarter cubics)."""
    e_to = mul(e_from, -1)
    p0 = add(c, mul(e_from, r))
    pm = add(c, mul(e_mid, r))
    p1 = add(c, mul(e_to, r))
    sp.C(add(p0, mul(e_mid, r * KAPPA)), add(pm, mul(e_from, r * KAPPA)), pm)
    sp.C(add(pm, mul(e_to, r * KAPPA)), add(p1, mul(e_mid, r * KAPPA)), p1)


def capsule(p, q, d):
    """A line segment p-q of half-thickness d with round caps."""
    v = norm(sub(q, p))
    n = left_normal(v)
    sp = Sub(add(p, mul(n, d)))
    sp.L(add(q, mul(n, d)))
    _half_turn(sp, q, d, n, v)
    sp.L(sub(p, mul(n, d)))
    _half_turn(sp, p, d, mul(n, -1), mul(v, -1))
    return skeletal([sp], polyline_sub([p, q]), False, 2 * d)


def arcband(c, r, a0, a1, d, caps=("round", "round")):
    """A circular arc of radius r from a0 to a1 stroked with half-thickness d."""
    s = 1.0 if a1 > a0 else -1.0
    sp = Sub(pol(c, r + d, a0))
    sp.arc(c, r + d, a0, a1)
    e = pol(c, r, a1)
    if caps[1] == "round":
        _half_turn(sp, e, d, u(a1), u(a1 + 90 * s))
    else:
        sp.L(pol(c, r - d, a1))
    sp.arc(c, r - d, a1, a0)
    b = pol(c, r, a0)
    if caps[0] == "round":
        _half_turn(sp, b, d, mul(u(a0), -1), u(a0 - 90 * s))
    else:
        sp.L(pol(c, r + d, a0))
    skeleton = Sub(pol(c, r, a0))
    skeleton.arc(c, r, a0, a1)
    return skeletal([sp], skeleton, False, 2 * d)


def _corner_plan(verts, closed):
    """Per-vertex number of cubic segments (decided from the skeleton only)."""
    n = len(verts)
    plan = []
    for i in range(n):
        if not closed and (i == 0 or i == n - 1):
            plan.append(0)
            continue
        a, b, c = verts[(i - 1) % n], verts[i], verts[(i + 1) % n]
        din, dout = norm(sub(b, a)), norm(sub(c, b))
        phi = math.degrees(math.acos(max(-1.0, min(1.0, dot(din, dout)))))
        plan.append(2 if phi > 100 else 1)
    return plan


def _offset(verts, d, closed):
    """Offset a chain of vertices to its visual-left side by d (miter vertices)."""
    n = len(verts)
    out = []
    for i in range(n):
        ns = []
        if closed or i > 0:
            ns.append(left_normal(norm(sub(verts[i], verts[(i - 1) % n]))))
        if closed or i < n - 1:
            ns.append(left_normal(norm(sub(verts[(i + 1) % n], verts[i]))))
        if len(ns) == 1:
            out.append(add(verts[i], mul(ns[0], d)))
        else:
            n1, n2 = ns
            den = 1.0 + dot(n1, n2)
            if den < 1e-6:
                den = 1e-6
            out.append(add(verts[i], mul(add(n1, n2), d / den)))
    return out


def _rounded(verts, radii, plan, closed, sp=None, role="outer"):
    """Trace a chain of vertices with tangent circular corners of given radii."""
    n = len(verts)
    corners = {}
    for i in range(n):
        if plan[i] == 0:
            continue
        a, v, c = verts[(i - 1) % n], verts[i], verts[(i + 1) % n]
        din, dout = norm(sub(v, a)), norm(sub(c, v))
        phi = math.acos(max(-1.0, min(1.0, dot(din, dout))))
        r = max(radii[i], 0.0)
        t = r * math.tan(phi / 2)
        A, B = sub(v, mul(din, t)), add(v, mul(dout, t))
        segs = []
        if plan[i] == 1:
            h = 4.0 / 3.0 * math.tan(phi / 4) * r
            segs.append((add(A, mul(din, h)), sub(B, mul(dout, h)), B))
        else:
            m = norm(sub(dout, din))
            O = add(v, mul(m, r / max(math.cos(phi / 2), 1e-9)))
            M = sub(O, mul(m, r))
            tm = norm(add(din, dout))
            h = 4.0 / 3.0 * math.tan(phi / 8) * r
            segs.append((add(A, mul(din, h)), sub(M, mul(tm, h)), M))
            segs.append((add(M, mul(tm, h)), sub(B, mul(dout, h)), B))
        corners[i] = (A, segs)
    if closed:
        first = corners[0][0] if 0 in corners else verts[0]
        if sp is None:
            sp = Sub(first, role)
        else:
            sp.L(first)
        for i in range(n):
            if i in corners:
                if i != 0:
                    sp.L(corners[i][0])
                for s in corners[i][1]:
                    sp.C(*s)
            elif i != 0:
                sp.L(verts[i])
        sp.L(first)
        return sp
    if sp is None:
        sp = Sub(verts[0], role)
    else:
        sp.L(verts[0])
    for i in range(1, n - 1):
        if i in corners:
            sp.L(corners[i][0])
            for s in corners[i][1]:
                sp.C(*s)
        else:
            sp.L(verts[i])
    sp.L(verts[-1])
    return sp


def _side_radii(verts, radii, d, closed):
    """Corner radii on the visual-left offset at distance d (d may be negative)."""
    n = len(verts)
    out = []
    for i in range(n):
        if not closed and (i == 0 or i == n - 1):
            out.append(0.0)
            continue
        a, v, c = verts[(i - 1) % n], verts[i], verts[(i + 1) % n]
        turn = cross(norm(sub(v, a)), norm(sub(c, v)))
        # turn > 0: visual right turn, the left side is the outside of the corner
        outside = (turn > 0) == (d > 0)
        out.append(radii[i] + abs(d) if outside else max(radii[i] - abs(d), 0.0))
    return out


def _radii(verts, radii):
    if isinstance(radii, (int, float)):
        return [float(radii)] * len(verts)
    return list(radii)


def _signed_area(verts):
    a = 0.0
    for i in range(len(verts)):
        x0, y0 = verts[i]
        x1, y1 = verts[(i + 1) % len(verts)]
        a += x0 * y1 - x1 * y0
    return a / 2


def stroke(verts, radii, d, closed=False, caps=("round", "round")):
    """Outline a polyline/polygon skeleton (with rounded corners) at half-thickness d."""
    radii = _radii(verts, radii)
    plan = _corner_plan(verts, closed)
    if closed:
        area = _signed_area(verts)
        left = _offset(verts, d, True)
        right = _offset(verts, -d, True)
        lr = _side_radii(verts, radii, d, True)
        rr = _side_radii(verts, radii, -d, True)
        inner = right if area > 0 else left
        ir = rr if area > 0 else lr
        outer = left if area > 0 else right
        orr = lr if area > 0 else rr
        if _signed_area(inner) * area <= 0:
            raise ValueError("stroke: inner contour collapsed (d=%.2f)" % d)
        return skeletal([_rounded(outer, orr, plan, True, role="outer"),
                         _rounded(inner, ir, plan, True, role="hole")], polyline_sub(list(verts)), True, 2 * d)
    left = _offset(verts, d, False)
    rv = list(reversed(verts))
    right = _offset(rv, d, False)
    lr = _side_radii(verts, radii, d, False)
    rr = _side_radii(rv, list(reversed(radii)), d, False)
    rplan = list(reversed(plan))
    sp = _rounded(left, lr, plan, False)
    v_end = norm(sub(verts[-1], verts[-2]))
    n_end = left_normal(v_end)
    if caps[1] == "round":
        _half_turn(sp, verts[-1], d, n_end, v_end)
    _rounded(right, rr, rplan, False, sp=sp)
    v_st = norm(sub(verts[0], verts[1]))
    n_st = left_normal(v_st)
    if caps[0] == "round":
        _half_turn(sp, verts[0], d, n_st, v_st)
    else:
        sp.L(left[0])
    return skeletal([sp], polyline_sub(list(verts)), False, 2 * d)


def solid(verts, radii, d):
    """A filled polygon skeleton grown outward by d (corner radii grow by d)."""
    radii = _radii(verts, radii)
    plan = _corner_plan(verts, True)
    area = _signed_area(verts)
    o = _offset(verts, d if area > 0 else -d, True)
    orr = _side_radii(verts, radii, d if area > 0 else -d, True)
    return across([_rounded(o, orr, plan, True, role="outer")])


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def tangent_points(c, r, p):
    """Tangent points on circle (c, r) seen from external point p."""
    v = sub(p, c)
    dd = length(v)
    base = math.degrees(math.atan2(-v[1], v[0]))
    off = math.degrees(math.acos(r / dd))
    return (base + off, base - off)


def circle_intersection(c1, r1, c2, r2):
    d = length(sub(c2, c1))
    a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
    h = math.sqrt(max(r1 * r1 - a * a, 0))
    e = norm(sub(c2, c1))
    m = add(c1, mul(e, a))
    n = left_normal(e)
    return add(m, mul(n, h)), sub(m, mul(n, h))
