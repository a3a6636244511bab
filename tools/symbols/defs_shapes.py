"""Basic shapes, marks, math signs and charts: circle, circle.fill, square, square.fill, triangle, diamond,
hexagon, checkmark, equal, divide, percent, number, chart.bar, chart.pie, chart.line.uptrend.xyaxis and
calendar.badge.plus.

Every design is our own construction from geom.py primitives in the library's stroke language (line
weight 2d, round caps and joins, small corner radii), drawn around the origin with y down; draw.py centres
it on the cap height and adds the side bearings.  Where the library already has the piece, it is taken
from the existing design and not redrawn:

* circle is checkmark.circle's enclosing circle (circle_layer), as a symbol of its own (primary);
  circle.fill is that ring's outer circle filled, as the library's circled .fill symbols make their discs;
* triangle is exclamationmark.triangle's triangle;
* checkmark is checkmark.circle's check (its skeleton, traced from the design) scaled up, at the same
  line weight;
* equal and divide use minus's bar (same length and weight, traced from its design);
* calendar.badge.plus is calendar's own layers with a plus badge cleared as bell.badge clears its badge.

Where parts would crowd at the Black master their spacing grows with the weight, so counters and gaps stay
open (at least gap(d) of white) at every master."""
import math

from draw import symbol, Layer, thresholds
from geom import *  # noqa: F401,F403
from symbols_def import gap, dot_r, rrect, _excl_triangle, _calendar
from defs_controls import circle_layer
from defs_arrows import wiggle_axis
from defs_fill_circles import fill_symbol, outer_only
from defs_fill_home import traced, expect


# ------------------------------------------------------------------ shapes
@symbol("circle", ["shapes"], ["round", "shape", "dot", "oval", "record", "radio button"], mirroring="fixed",
        effects=["bounce", "pulse", "breathe"])
def _circle(d):
    # checkmark.circle's enclosure exactly (radius 35, the line weight); alone, it is the primary layer
    return [Layer(circle_layer(d).subs, name="circle")]


@fill_symbol("circle")
def _circle_fill(d):
    (ring_l,) = _circle(d)
    return [Layer(outer_only(ring_l.subs), name="circle")]


SQUARE = (-32.0, -32.0, 32.0, 32.0)     # skeleton: 64 x 64, between square.and.pencil's page and calendar
SQUARE_R = 8.0                          # corner radius of square.and.pencil's page


@symbol("square", ["shapes"], ["box", "shape", "checkbox", "frame", "tile"], mirroring="fixed",
        effects=["bounce", "pulse", "breathe"])
def _square(d):
    return [Layer(rrect(*SQUARE, SQUARE_R, d), name="square")]


@fill_symbol("square")
def _square_fill(d):
    (sq,) = _square(d)
    return [Layer(outer_only(sq.subs), name="square")]


@symbol("triangle", ["shapes"], ["shape", "delta", "pyramid", "polygon", "three"], mirroring="fixed",
        effects=["bounce", "pulse", "breathe"])
def _triangle(d):
    tri = _excl_triangle(d)[0]
    assert tri.name == "triangle" and len(tri.subs) == 2, "exclamationmark.triangle's layout changed"
    return [Layer(tri.subs, name="triangle")]


@symbol("diamond", ["shapes"], ["rhombus", "shape", "lozenge", "gem", "decision"], mirroring="fixed",
        effects=["bounce", "pulse", "breathe"])
def _diamond(d):
    # a square standing on a corner; a little taller than the circle, as a point-up shape must be to look
    # as large
    R = 39.0
    v = [(0.0, -R), (R, 0.0), (0.0, R), (-R, 0.0)]
    return [Layer(stroke(v, [5.0] * 4, d, closed=True), name="diamond")]


@symbol("hexagon", ["shapes"], ["shape", "polygon", "cell", "honeycomb", "six"], mirroring="fixed",
        effects=["bounce", "pulse", "breathe"])
def _hexagon(d):
    # corners up and down (the sides left and right are vertical), radius like xmark.octagon's
    R = 37.0
    v = [pol((0, 0), R, 90 + 60 * i) for i in range(6)]
    return [Layer(stroke(v, [5.0] * 6, d, closed=True), name="hexagon")]


# ------------------------------------------------------------------ checkmark
CHECK_SCALE = 2.1       # checkmark.circle's check is 30 wide; alone it is as wide as plus (about 63)


def check_skeleton():
    """checkmark.circle's check: its skeleton and corner radii, traced from the design itself."""
    _, pieces = traced("checkmark.circle", 1.0)
    _ring, check = expect(pieces, ["ring", "stroke"], "checkmark.circle")
    return check.verts, list(check.args[1])


@symbol("checkmark", ["shapes", "status"], ["done", "ok", "complete", "success", "yes", "tick", "confirm"],
        mirroring="fixed", effects=["bounce", "pulse", "drawOn", "drawOff"])
def _checkmark(d):
    # a checkmark is a universal mark with a fixed shape: it never mirrors (README, checklist)
    verts, radii = check_skeleton()
    k = CHECK_SCALE
    return [Layer(stroke([(x * k, y * k) for x, y in verts], [r * 1.5 for r in radii], d), name="checkmark")]


# ------------------------------------------------------------------ math signs
def minus_bar():
    """minus's bar: its two end points (the half weight is the symbol's own d)."""
    _, pieces = traced("minus", 1.0)
    (bar,) = expect(pieces, ["capsule"], "minus")
    return bar.args[0], bar.args[1]


def bar_at(y, d):
    (x0, _), (x1, _) = minus_bar()
    return capsule((x0, y), (x1, y), d)


@symbol("equal", ["math"], ["equals", "same", "result", "sum", "equivalent"], mirroring="fixed",
        effects=["bounce"])
def _equal(d):
    h = 10.5 + 0.5 * d                  # the white between the bars stays open at Black
    return [Layer(bar_at(-h, d) + bar_at(h, d), name="equal")]


@symbol("divide", ["math"], ["division", "divided by", "quotient", "obelus", "split"], mirroring="fixed",
        effects=["bounce"])
def _divide(d):
    r = dot_r(d) + 0.5
    h = 14.0 + 1.2 * d                  # the dots keep their white from the bar as they grow
    return [Layer(bar_at(0.0, d) + disc((0.0, -h), r) + disc((0.0, h), r), name="divide")]


@symbol("percent", ["math", "commerce"], ["percentage", "discount", "ratio", "rate", "sale"], mirroring="fixed",
        effects=["bounce"])
def _percent(d):
    # script-dependent signs are fixed: a percent sign is a glyph, not a direction (a flip would be a
    # wrong sign in a right-to-left layout, as a flipped digit would)
    top, bot = (21.0, -34.0), (-21.0, 34.0)          # the slash rises to the right
    rr = 8.5 + 0.4 * d                               # the rings' counters stay open at Black
    v = norm(sub(top, bot))
    n = left_normal(v)                               # up and to the left of the slash
    # the upper ring's top is level with the slash's top; its centre sits off the slash by the ring, both
    # lines and a clearance (about 5.5 units of white at every weight)
    off = rr + 2 * d + gap(d) + 3.3 - 0.35 * d
    t = ((34.0 - rr) + n[1] * off) / -v[1]
    up = add(mul(n, off), mul(v, t))
    lo = mul(up, -1.0)                               # point-symmetric: the lower ring down right
    return [Layer(capsule(bot, top, d) + ring(up, rr, d) + ring(lo, rr, d), name="percent")]


@symbol("number", ["math", "text formatting"], ["hashtag", "hash", "pound", "sharp", "tag", "number sign"],
        mirroring="fixed", effects=["bounce"])
def _number(d):
    # slanted uprights crossing two level bars; the grid's middle cell stays open as the weight grows
    h = 11.0 + 0.5 * d                  # bars at y = -h, h
    w = 10.0 + 0.5 * d                  # uprights cross the centre line at x = -w, w
    s = 0.18                            # the uprights' lean (dx per unit of height)
    top, bot = -33.0, 33.0
    bars = capsule((-31.0, -h), (31.0, -h), d) + capsule((-31.0, h), (31.0, h), d)
    ups = []
    for x in (-w, w):
        ups += capsule((x - s * top, top), (x - s * bot, bot), d)
    return [Layer(bars + ups, name="number")]


# ------------------------------------------------------------------ charts
@symbol("chart.bar", ["charts", "math"], ["graph", "statistics", "bar chart", "analytics", "growth", "data"],
        mirroring="mirrors", effects=["variableColor", "bounce", "pulse"])
def _chart_bar(d):
    # three bars rising in the reading direction; each is a layer of its own, lit in turn by variable colour
    w = 5.5 + 0.5 * d                   # half width (skeleton): the counters stay 5 wide at Black
    pitch = 17.5 + 2.8 * d              # about 6 units of white between the bars at every weight
    base = 33.0
    heights = (24.0, 44.0, 66.0)
    r = min(4.0, w - 1.0)
    layers = []
    for i, (hgt, t) in enumerate(zip(heights, thresholds(3))):
        x = (i - 1) * pitch
        layers.append(Layer(rrect(x - w, base - hgt, x + w, base, r, d),
                            css={"-sfsymbols-variable-threshold": t}, name="bar %d" % (i + 1)))
    return layers


def sector_verts(c, R, a0, a1, step=6.0):
    """Skeleton of a pie sector: centre, then the arc from a0 to a1 (visual degrees, a1 > a0)."""
    n = max(2, int(math.ceil((a1 - a0) / step)))
    return [c, pol(c, R, a0)] + arcpts(c, R, a0, a1, n)


@symbol("chart.pie", ["charts", "math"], ["pie chart", "graph", "statistics", "share", "portion", "analytics"],
        mirroring="fixed", effects=["bounce", "pulse"])
def _chart_pie(d):
    R = 30.5
    a0, a1 = 0.0, 90.0                  # the slice: the top right quarter
    mid = (a0 + a1) / 2
    # the slice is pulled out along its bisector until the white between its edges and the pie's is
    # gap(d) at every weight (the edges are parallel, e * sin(45) apart for a quarter)
    e = (2 * d + gap(d)) / math.sin(math.radians((a1 - a0) / 2))
    sc = pol((0.0, 0.0), e, mid)
    pie = sector_verts((0.0, 0.0), R, a1, a0 + 360.0)
    slice_ = sector_verts(sc, R, a0, a1)
    rad = lambda v: [2.0, 3.0] + [0.0] * (len(v) - 3) + [3.0]   # noqa: E731
    return [
        Layer(stroke(pie, rad(pie), d, closed=True), css={"-sfsymbols-motion-group": 1}, name="pie"),
        Layer(stroke(slice_, rad(slice_), d, closed=True), level="secondary",
              css={"-sfsymbols-motion-group": 2}, name="slice"),
    ]


@symbol("chart.line.uptrend.xyaxis", ["charts", "math"],
        ["graph", "trend", "growth", "statistics", "line chart", "analytics", "stocks", "increase"],
        mirroring="mirrors", effects=["bounce", "pulse", "wiggle"], defaults=wiggle_axis(270))
def _chart_line_uptrend(d):
    # the axes (secondary) meet at the bottom leading corner; the line (primary) rises toward the trailing
    # side.  The axes step out as the weight grows so the line keeps its white from them.
    ax = -36.0 - 1.0 * d
    ay = 33.0 + 0.6 * d
    axes = stroke([(ax, -36.0), (ax, ay), (36.0, ay)], [0, 4.0, 0], d)
    sx = 0.6 * d                        # the whole line steps right with the axis (its angles stay)
    line = [(x + sx, y) for x, y in ((-27.0, 17.0), (-11.0, -3.0), (2.0, 9.0), (31.0, -24.0))]
    return [
        Layer(axes, level="secondary", css={"-sfsymbols-motion-group": 1}, name="axes"),
        Layer(stroke(line, [0, 3.0, 3.0, 0], d), css={"-sfsymbols-motion-group": 2}, name="trend line"),
    ]


# ------------------------------------------------------------------ calendar.badge.plus
def clipped_disc(c, r, h):
    """The disc (c, r) cut off by the lines x = c.x + h and y = c.y + h (h < r < h * sqrt(2)): a badge's
    clearance that reaches no further right or down than the badge itself, so it adds nothing to the
    symbol's bounds there.  Fixed structure at every weight: two chords and the arcs between them, each arc
    in a fixed number of cubics."""
    al = math.degrees(math.acos(h / r))         # the chords' ends lie al off the right and down axes
    sp = Sub(pol(c, r, al))
    for a0, a1, k in ((al, 270.0 - al, 3), (270.0 + al, 360.0 - al, 1)):
        for i in range(k):
            sp.arc(c, r, a0 + (a1 - a0) * i / k, a0 + (a1 - a0) * (i + 1) / k)
        if a1 != 360.0 - al:
            sp.L(pol(c, r, 270.0 + al))          # along the bottom chord
    sp.L(pol(c, r, al))                         # up the right chord
    return [sp]


@symbol("calendar.badge.plus", ["time", "objects"], ["add event", "new event", "schedule", "date", "plan", "create"],
        mirroring="mirrors", effects=["bounce", "wiggle"])
def _calendar_badge_plus(d):
    # calendar's own layers; the plus badge sits on its bottom trailing corner, cleared by a disc as
    # bell.badge clears its badge.  It moves out as the weight grows so the clearance never cuts into the
    # nearest day.  The calendar is symmetric, so mirroring only moves the badge to the trailing side.
    frame, days = _calendar(d)
    a = 11.0                            # person.badge.plus's plus
    k = -7.0 + 1.8 * d
    pc = (37.0 + k, 35.0 + k)
    plus = capsule((pc[0] - a, pc[1]), (pc[0] + a, pc[1]), d) + capsule((pc[0], pc[1] - a), (pc[0], pc[1] + a), d)
    rc = a + d + gap(d)
    for day in days.subs:                       # the clearance takes no bite out of a day
        pts = day.points()
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        c, r = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2), (max(xs) - min(xs)) / 2
        assert length(sub(c, pc)) >= rc + r, "calendar.badge.plus: the badge's clearance cuts a day"
    mg1, mg2 = {"-sfsymbols-motion-group": 1}, {"-sfsymbols-motion-group": 2}
    return [
        Layer(frame.subs, level=frame.level, css=mg1, name=frame.name),
        Layer(days.subs, level=days.level, css=mg1, name=days.name),
        Layer(clipped_disc(pc, rc, a + d), level="secondary", erase=True, css=mg2,
              name="badge clearance"),
        Layer(plus, level="secondary", css=mg2, name="badge"),
    ]
