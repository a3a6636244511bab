"""Arrow designs: directions, circular arrows, arrows in enclosures, paired arrows, share/save, undo.

Every design here is drawn from geom.py primitives, in the stroke language of `arrow.forward` and
`chevron.forward` (symbols_def.py): a round-capped shaft whose end stops one unit short of the tip, and an
open head whose arms leave the tip at 45 degrees with a 1.5 corner radius.  The plain arrows and chevrons are
built from those two designs themselves (mirrored or turned), so they can never drift apart from them."""
import math

from draw import symbol, Layer, SYMBOLS
from geom import *  # noqa: F401,F403


# ------------------------------------------------------------------ transforms of finished outlines
def moved(subs, f):
    """The outline pieces under an affine map f (a reflection reverses the winding; Layer re-orients)."""
    return [s.transformed(f) for s in subs]


def flipped(subs):
    return moved(subs, lambda p: (-p[0], p[1]))


def turned(subs, deg):
    """Turned visually counter-clockwise by deg about the origin."""
    return moved(subs, lambda p: rot(p, deg))


def base_outline(name, d):
    """The union of every layer's outline of an existing design (a single-layer arrow or chevron)."""
    return [s for L in SYMBOLS[name]["fn"](d) for s in L.subs]


# ------------------------------------------------------------------ building blocks
HEAD_RADII = [1.5] * 3


def head(tip, axis_deg, arm, d):
    """An open arrowhead: tip, pointing along axis_deg, arms of length `arm` at 45 degrees back."""
    back = axis_deg + 180
    return stroke([pol(tip, arm, back - 45), tip, pol(tip, arm, back + 45)], HEAD_RADII, d)


def straight_arrow(tail, tip, arm, d):
    """A straight arrow like arrow.forward: the shaft stops 1 unit short of the tip, under the head."""
    v = norm(sub(tip, tail))
    return capsule(tail, sub(tip, v), d) + head(tip, ang(v), arm, d)


def wiggle_axis(deg):
    """Symbol default: wiggle linearly along deg (degrees clockwise from +x on screen: 90 down, 270 up)."""
    return {"-sfsymbols-wiggle-style": "linear", "-sfsymbols-wiggle-angle": deg}


# ------------------------------------------------------------------ plain arrows and chevrons
@symbol("arrow.backward", ["arrows"], ["back", "previous", "return", "left"], mirroring="mirrors",
        effects=["bounce", "wiggle"], defaults=wiggle_axis(180))
def _arrow_backward(d):
    # the exact mirror image of arrow.forward; it wiggles the way it points (180 = left, mirrored: right)
    return [Layer(flipped(base_outline("arrow.forward", d)))]


@symbol("arrow.up", ["arrows"], ["up", "upload", "increase", "raise", "top"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(270))
def _arrow_up(d):
    return [Layer(turned(base_outline("arrow.forward", d), 90))]


@symbol("arrow.down", ["arrows"], ["down", "download", "decrease", "lower", "bottom"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(90))
def _arrow_down(d):
    return [Layer(turned(base_outline("arrow.forward", d), -90))]


@symbol("chevron.up", ["arrows"], ["up", "collapse", "less", "disclosure", "scroll up"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(270))
def _chevron_up(d):
    return [Layer(turned(base_outline("chevron.forward", d), 90))]


@symbol("chevron.down", ["arrows"], ["down", "expand", "more", "disclosure", "dropdown"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(90))
def _chevron_down(d):
    return [Layer(turned(base_outline("chevron.forward", d), -90))]


# ------------------------------------------------------------------ circular arrows
def arc_arrow(c, r, a_tail, a_tip, arm, d, lead=None):
    """An arrow running along a circle from angle a_tail to a_tip (a_tip < a_tail: clockwise on screen),
    the line stopping 1 unit short of the tip as arrow.forward's shaft does,
    with an open head at a_tip.  The head is aimed along the chord from the point `lead` units of arc
    behind the tip (default: 0.8 arm), so it sits on the curve instead of flying off its tangent."""
    s = 1.0 if a_tip > a_tail else -1.0
    tip = pol(c, r, a_tip)
    lead = 0.8 * arm if lead is None else lead
    behind = pol(c, r, a_tip - s * math.degrees(lead / r))
    shaft_end = a_tip - s * math.degrees(1.0 / r)       # the shaft stops 1 unit short of the tip
    return arcband(c, r, a_tail, shaft_end, d) + head(tip, ang(sub(tip, behind)), arm, d)


# The head sits at eleven o'clock, where its outer arm stays inside the circle's bounding square; with the
# gap ahead of it (one o'clock to eleven) the symbol's bounds are centred on the circle's centre (within
# 0.3 units), so rotate, which turns a symbol without rotating layers about its bounds' centre, spins the
# arrow in place instead of swinging it round an off-centre point.
CW = dict(r=31.0, tail=60.0, tip=115.0 - 360.0, arm=17.0, lead=8.5)


def clockwise_arrow(d):
    return arc_arrow((0, 0), CW["r"], CW["tail"], CW["tip"], CW["arm"], d, CW["lead"])


@symbol("arrow.clockwise", ["arrows"], ["refresh", "reload", "redo", "rotate", "repeat"],
        effects=["rotate", "bounce", "wiggle"],
        defaults={"-sfsymbols-rotates-clockwise": "true", "-sfsymbols-wiggle-style": "clockwise"})
def _arrow_clockwise(d):
    return [Layer(clockwise_arrow(d), name="arrow")]


@symbol("arrow.counterclockwise", ["arrows"], ["undo", "reset", "revert", "rotate", "back"],
        effects=["rotate", "bounce", "wiggle"],
        defaults={"-sfsymbols-rotates-clockwise": "false", "-sfsymbols-wiggle-style": "counterclockwise"})
def _arrow_counterclockwise(d):
    # the mirror image of arrow.clockwise (it is a design of its own, not its RTL form: both are fixed)
    return [Layer(flipped(clockwise_arrow(d)), name="arrow")]


# ------------------------------------------------------------------ arrows in a circle
def circled_arrow(d, up):
    """The enclosure (secondary, as checkmark.circle's) and a shorter arrow.up of the same build inside
    it (primary).  The arrow is centred on its bounds, so the head's weight sits in the upper half."""
    s = -1 if up else 1
    tail, tip = (0, -s * 19.0), (0, s * 19.0)
    return [Layer(ring((0, 0), 35, d), level="secondary", name="circle"),
            Layer(straight_arrow(tail, tip, 21.0, d), name="arrow")]


@symbol("arrow.up.circle", ["arrows"], ["upload", "up", "send", "top", "increase"],
        effects=["bounce", "wiggle", "pulse"], defaults=wiggle_axis(270))
def _arrow_up_circle(d):
    return circled_arrow(d, True)


@symbol("arrow.down.circle", ["arrows"], ["download", "down", "receive", "save", "decrease"],
        effects=["bounce", "wiggle", "pulse"], defaults=wiggle_axis(90))
def _arrow_down_circle(d):
    return circled_arrow(d, False)


# ------------------------------------------------------------------ share / save: a tray and an arrow
def tray(d):
    """An open-topped box: the top edge keeps only short returns at the corners, leaving a doorway for the
    arrow that widens with the weight, so the shaft keeps a clearance from the returns' ends."""
    x, top, bot = 27.0, -6.0, 38.0
    door = 11.0 + 1.25 * d
    v = [(-door, top), (-x, top), (-x, bot), (x, bot), (x, top), (door, top)]
    return stroke(v, [0, 5, 6, 6, 5, 0], d)


@symbol("square.and.arrow.up", ["arrows", "communication"], ["share", "export", "send", "upload", "action"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(270))
def _square_and_arrow_up(d):
    # the arrow leaves the tray: it rises from the tray's middle and its head stands clear above it
    return [Layer(tray(d), level="secondary", css={"-sfsymbols-motion-group": 1}, name="box"),
            Layer(straight_arrow((0, 14), (0, -41), 22.0, d), css={"-sfsymbols-motion-group": 2},
                  name="arrow")]


@symbol("square.and.arrow.down", ["arrows"], ["download", "save", "import", "receive", "inbox"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(90))
def _square_and_arrow_down(d):
    # the arrow comes in from above and its head lands inside the tray
    return [Layer(tray(d), level="secondary", css={"-sfsymbols-motion-group": 1}, name="box"),
            Layer(straight_arrow((0, -41), (0, 22), 18.0, d), css={"-sfsymbols-motion-group": 2},
                  name="arrow")]


# ------------------------------------------------------------------ pairs of arrows
def arrow_pair(d):
    """Two arrows of arrow.up's build, side by side: up on the left, down on the right.  Each head's inner
    arm reaches towards the other shaft, so the shafts stand apart by the head's reach plus a white
    band that stays open (and grows a little) at every weight."""
    arm, y = 20.0, 33.0
    x = (arm * 0.7071 + 2 * d + 4.0 + 1.0 * d) / 2
    return (straight_arrow((-x, y), (-x, -y), arm, d), straight_arrow((x, -y), (x, y), arm, d))


@symbol("arrow.up.arrow.down", ["arrows"], ["sort", "order", "reorder", "swap", "vertical"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(270))
def _arrow_up_arrow_down(d):
    up, down = arrow_pair(d)
    return [Layer(up, css={"-sfsymbols-motion-group": 1}, name="up arrow"),
            Layer(down, css={"-sfsymbols-motion-group": 2}, name="down arrow")]


@symbol("arrow.left.arrow.right", ["arrows"], ["swap", "exchange", "transfer", "switch", "horizontal"],
        effects=["bounce", "wiggle"])
def _arrow_left_arrow_right(d):
    # arrow.up.arrow.down turned a quarter clockwise: right on top, left below
    right, left = (turned(a, -90) for a in arrow_pair(d))
    return [Layer(right, css={"-sfsymbols-motion-group": 1}, name="right arrow"),
            Layer(left, css={"-sfsymbols-motion-group": 2}, name="left arrow")]


# ------------------------------------------------------------------ sync: two arcs with solid heads
def arc_triangle_arrow(c, r, a_tail, a_tip, d):
    """An arc running clockwise from a_tail to a_tip that ends in a solid triangular head whose point is on
    the circle at a_tip.  The head grows with the weight so it always reads wider than the line."""
    hl = 11.0 + 1.2 * d                     # head length along the curve
    hw = 5.5 + 1.1 * d                      # half the base's width (skeleton)
    a_base = a_tip + math.degrees(hl / r)
    T, B = pol(c, r, a_tip), pol(c, r, a_base)
    n = left_normal(norm(sub(T, B)))
    tri = [T, add(B, mul(n, hw)), sub(B, mul(n, hw))]
    a_end = a_base - math.degrees(0.5 * hl / r)         # the line runs into the head, not past it
    return arcband(c, r, a_tail, a_end, d) + solid(tri, [1.0, 1.5, 1.5], d * 0.5)


SYNC = dict(r=30.0, gap=36.0, at=20.0)


@symbol("arrow.triangle.2.circlepath", ["arrows"], ["sync", "refresh", "reload", "update", "loop", "repeat"],
        effects=["rotate", "bounce"], defaults={"-sfsymbols-rotates-clockwise": "true"})
def _arrow_triangle_2_circlepath(d):
    # two identical arrows, a half turn apart, chasing each other clockwise; the symbol is symmetric under
    # the half turn, so the whole symbol spins about the circle's centre (its bounds' centre)
    r, g, at = SYNC["r"], SYNC["gap"], SYNC["at"]
    first = arc_triangle_arrow((0, 0), r, at + 180 - g / 2, at + g / 2, d)
    return [Layer(first, css={"-sfsymbols-motion-group": 1}, name="upper arrow"),
            Layer(turned(first, 180), css={"-sfsymbols-motion-group": 2}, name="lower arrow")]


# ------------------------------------------------------------------ undo
@symbol("arrow.uturn.backward", ["arrows", "editing"], ["undo", "back", "return", "revert", "reply"],
        mirroring="mirrors", effects=["bounce", "wiggle"], defaults=wiggle_axis(180))
def _arrow_uturn_backward(d):
    # the head leads backward along the upper line; the line turns down through a half circle and runs
    # back under itself
    top, bot, cx, arm = -15.0, 25.0, 14.0, 24.0
    R = (bot - top) / 2
    tip = (-37.0, top)
    line = [(tip[0] + 1, top), (cx, top)] + arcpts((cx, top + R), R, 90, -90, 16) + [(-8.0, bot)]
    return [Layer(stroke(line, 0, d) + head(tip, 180, arm, d))]
