"""Filled variants (`<name>.fill`): circled marks and everyday objects.

Every design here is derived from its base symbol's own design, never redrawn: the base is evaluated at the
same weight (its registered function, or the helper it is built from) and its outline pieces are reused, so a
filled symbol has exactly the base's silhouette at every master.

* Circled marks (checkmark, xmark, plus, info, questionmark, arrow.up/down, play, person.crop): SF's pattern,
  as the library's `xmark.octagon` draws it.  The enclosure's outer contour (the base ring's outer circle,
  radius 35 + d, the very subpath) becomes a disc (secondary); the base's glyph, unchanged, is an erase layer
  (so monochrome shows the glyph as a hole) and is drawn again on top only in multicolor (white) and
  hierarchical (primary) mode.  The glyph's two layers form one motion group.
* Objects (flag, pin, cart, eye, video, phone): the outer contour fills.  A closed stroke keeps its outer
  contour and drops its hole; a shape made of open strokes (the flag's cloth, the pin's neck) adds the
  region its skeleton encloses, so the union's edge is the strokes' own outer edge.  A detail inside a filled
  area (the eye's pupil) is cut out with a clearance and drawn again on top; a detail outside stays as it is
  (the cart's frame and wheels, the pin's needle, the flag's pole, the video camera's lens).

Categories, mirroring, effects and symbol defaults are copied from the base's registration; the keywords are
the base's plus "filled" and "solid"."""
import math

from draw import symbol, variant, Layer, SYMBOLS, VARIANTS
from geom import *  # noqa: F401,F403
from symbols_def import gap
from defs_tools import rotated, cropped_person_skeleton
import defs_objects  # noqa: F401  (registers flag, pin, cart, eye: their metadata is copied below)


FILL_KEYWORDS = ("filled", "solid")


def fill_symbol(base):
    """@symbol for <base>.fill with the base's categories, mirroring, effects and defaults; keywords + filled,
    solid."""
    meta = SYMBOLS[base]
    kw = list(meta["keywords"]) + [k for k in FILL_KEYWORDS if k not in meta["keywords"]]
    return symbol(base + ".fill", meta["categories"], kw, mirroring=meta["mirroring"],
                  effects=list(meta["effects"]), never_mirror=meta["never_mirror"],
                  defaults=dict(meta["defaults"]))


def outer_only(subs):
    """The filled silhouette of closed strokes: their outer contours, without the holes."""
    return [s for s in subs if s.role == "outer"]


def same_outline(a, b, what):
    """Reconstructed pieces must be the base's own (same starts, same segment structure)."""
    la, lb = Layer(a).subs, Layer(b).subs
    ok = len(la) == len(lb) and all(
        len(p.segs) == len(q.segs) and length(sub(p.start, q.start)) < 1e-6 for p, q in zip(la, lb))
    assert ok, "%s: the base design changed; update defs_fill_circles.py" % what


def polygon(verts):
    """A plain closed polygon (straight edges), filled."""
    sp = Sub(verts[0])
    for p in verts[1:]:
        sp.L(p)
    sp.L(verts[0])
    return [sp]


# ------------------------------------------------------------------ circled marks
GLYPH_GROUP = 1


def knocked_out(disc_subs, glyph, colour, name, glyph_css=None):
    """disc (secondary, `colour` in multicolor) + glyph cut out of it + glyph drawn again (white in
    multicolor, primary in hierarchical; not in monochrome, which keeps the hole)."""
    css = {"-sfsymbols-motion-group": GLYPH_GROUP}
    css.update(glyph_css or {})
    return [
        Layer(disc_subs, level="secondary", color=colour, name="circle"),
        Layer(glyph, level="primary", color="white", erase=True, css=dict(css), name=name + " cut"),
        Layer(glyph, level="primary", color="white", modes=("multicolor", "hierarchical"), css=dict(css),
              name=name),
    ]


def circled_fill(base_layers, colour, name, glyph_css=None):
    """A circled base (enclosure ring first, glyph layers after it) turned into disc + knocked-out glyph.
    The disc is the ring's own outer circle, so it covers the outline's outer edge exactly."""
    ring_layer = base_layers[0]
    assert ring_layer.name == "circle" and len(ring_layer.subs) == 2, "expected the enclosure ring first"
    glyph = [s for L in base_layers[1:] for s in L.subs]
    return knocked_out(outer_only(ring_layer.subs), glyph, colour, name, glyph_css)


def base_layers(name, d):
    return SYMBOLS[name]["fn"](d)


# Multicolor colours of the discs.  A filled badge says its meaning with its colour where the mark has
# one (SF-SEMANTICS 1.5: "fixed, meaningful colours"): a check is success (green), a plus adds (green, as
# the insert control), an xmark in a disc clears or dismisses (gray, as a text field's clear button).  The
# others carry no fixed meaning and keep their base's tint.
# (base, disc colour, mark name, the mark's extra annotations)
CIRCLED_FILLS = [
    ("checkmark.circle", "systemGreenColor", "checkmark", None),
    ("xmark.circle", "systemGrayColor", "xmark", None),
    # by-layer Rotate turns only the plus (its cut and its drawing), as in plus.circle; the disc stays
    ("plus.circle", "systemGreenColor", "plus", {"-sfsymbols-always-rotates": "true"}),
    ("info.circle", "tintColor", "info", None),
    ("questionmark.circle", "tintColor", "question mark", None),
    ("arrow.up.circle", "tintColor", "arrow", None),
    ("arrow.down.circle", "tintColor", "arrow", None),
    ("play.circle", "tintColor", "play", None),
]


def register_circled_fills(table):
    """Registers <base>.fill for each (base, colour, mark, extra annotations): the base's mark knocked out of
    its filled disc (circled_fill)."""
    for base, colour, mark, glyph_css in table:
        def fn(d, base=base, colour=colour, mark=mark, glyph_css=glyph_css):
            return circled_fill(base_layers(base, d), colour, mark, glyph_css)
        fill_symbol(base)(fn)


register_circled_fills(CIRCLED_FILLS)


@variant("questionmark.circle.fill", "ar")
def _questionmark_circle_fill_ar(d):
    """Arabic-script question mark (questionmark.circle's own ar design) knocked out of the disc."""
    return circled_fill(VARIANTS[("questionmark.circle", "ar")]["fn"](d), "tintColor", "question mark")


# ------------------------------------------------------------------ person.crop.circle.fill
def person_silhouette(d, R=35.0):
    """The figure of person.crop.circle filled: its head ring's outer disc and the region under the
    shoulders' outer edge, cropped where the circle's band begins (radius R - d), so the disc keeps a rim
    as wide as the outline's band all round."""
    head_c, head_r, at, normal, t0 = cropped_person_skeleton(d, R)
    # the base's own outline, to make sure this construction is still its construction
    dome = [at(t0 + (180 - 2 * t0) * i / 18) for i in range(19)]
    same_outline(ring(head_c, head_r, d) + stroke(dome, 0, d), base_layers("person.crop.circle", d)[0].subs,
                 "person.crop.circle")
    rc = R - d

    def edge(t):     # the shoulders' outer edge (the stroke's outer side)
        return add(at(t), mul(normal(t), d))

    _, t1 = bisect(lambda t: length(edge(t)) > rc, 0.0, 90.0)     # where the outer edge enters the band
    n = 18
    pts = [edge(180 - t1 - (180 - 2 * t1) * i / n) for i in range(n + 1)]   # left end, over the top, right end
    sp = Sub(pts[0])
    for i in range(n):                               # Catmull-Rom through the samples, as cubics
        p0 = pts[max(i - 1, 0)]
        p1, p2 = pts[i], pts[i + 1]
        p3 = pts[min(i + 2, n)]
        sp.C(add(p1, mul(sub(p2, p0), 1 / 6)), sub(p2, mul(sub(p3, p1), 1 / 6)), p2)
    a_r = ang(pts[-1])                               # then along the band's inner edge, under the figure
    a_l = ang(pts[0])
    if a_l > a_r:
        a_l -= 360.0
    for k in range(3):
        sp.arc((0.0, 0.0), rc, a_r + (a_l - a_r) * k / 3, a_r + (a_l - a_r) * (k + 1) / 3)
    return disc(head_c, head_r + d) + [sp]


@fill_symbol("person.crop.circle")
def _person_crop_circle_fill(d):
    circle = base_layers("person.crop.circle", d)[2]
    assert circle.name == "circle" and len(circle.subs) == 2
    # the figure is cut out of the disc and drawn again: it and its cut move as one group, the disc as
    # another (as in person.crop.circle, where the person and the circle move separately)
    return knocked_out(outer_only(circle.subs), person_silhouette(d), "tintColor", "person")


# ------------------------------------------------------------------ flag.fill
def flag_waves():
    """defs_objects._flag's cloth skeleton: the top and bottom waves, leading end at the pole."""
    px, x1 = -31.0, 35.0
    ytop, h, A = -33.0, 34.0, 4.0

    def wave(y0):
        return [(px + (x1 - px) * t, y0 - A * math.sin(2 * math.pi * t)) for t in [i / 16 for i in range(17)]]
    return wave(ytop), wave(ytop + h)


@fill_symbol("flag")
def _flag_fill(d):
    cloth_l, pole_l = base_layers("flag", d)
    top, bottom = flag_waves()
    cloth = stroke(top, 0, d) + stroke(bottom, 0, d) + capsule(top[-1], bottom[-1], d)
    same_outline(cloth, cloth_l.subs, "flag")
    # the base's edges plus the cloth they enclose (its leading edge runs under the pole)
    filled = list(cloth_l.subs) + polygon(top + bottom[::-1])
    return [Layer(filled, color=cloth_l.color, level=cloth_l.level, name="cloth"),
            Layer(pole_l.subs, color=pole_l.color, level=pole_l.level, name="pole")]


# ------------------------------------------------------------------ pin.fill
@fill_symbol("pin")
def _pin_fill(d):
    needle_l, head_l = base_layers("pin", d)
    # defs_objects._pin's head, upright: the cap, the neck's flaring sides and the base plate
    cap_top = -37.0
    cap_bot = cap_top + 6.5 + 2.1 * d
    nw = 5.5 + 0.6 * d
    yp, fl = 2.0, 6.0
    cap = stroke(rect(-13.0, cap_top, 13.0, cap_bot), 3.0, d, closed=True)
    sides = []
    for s in (1, -1):
        sides += stroke([(s * nw, cap_bot), (s * nw, yp - fl), (s * (nw + fl), yp)], [0, 4.0, 0], d)
    plate = capsule((-19.5, yp), (19.5, yp), d)
    same_outline(rotated(cap + sides + plate, -45), head_l.subs, "pin")
    # the neck filled: the region the sides' skeleton encloses with the cap and the plate (same corner
    # radii), under the sides' own strokes
    neck = solid([(nw, cap_bot), (nw, yp - fl), (nw + fl, yp), (-nw - fl, yp), (-nw, yp - fl), (-nw, cap_bot)],
                 [0, 4.0, 0, 0, 4.0, 0], 0)
    head = rotated(outer_only(cap) + sides + plate + neck, -45)
    return [Layer(needle_l.subs, color=needle_l.color, level=needle_l.level, name="needle"),
            Layer(head, color=head_l.color, level=head_l.level, name="head")]


# ------------------------------------------------------------------ cart.fill
@fill_symbol("cart")
def _cart_fill(d):
    cart_l, wheels_l = base_layers("cart", d)
    # cart's first layer is the frame (one open stroke: handle, leading side, base rail) and the basket
    # (a closed stroke: outer contour + hole).  The basket fills; frame and wheels stay.
    subs = cart_l.subs
    assert len(subs) == 3 and [s.role for s in subs] == ["outer", "outer", "hole"], "cart's layout changed"
    return [Layer(outer_only(subs), name="cart"),
            Layer(wheels_l.subs, css=dict(wheels_l.css), name="wheels")]


# ------------------------------------------------------------------ eye.fill
@fill_symbol("eye")
def _eye_fill(d):
    eye_l, pupil_l = base_layers("eye", d)
    assert len(eye_l.subs) == 2 and len(pupil_l.subs) == 1
    xs = [p[0] for p in pupil_l.subs[0].points()]
    r = (max(xs) - min(xs)) / 2                       # the pupil's radius (a disc at the centre)
    iris = disc((0.0, 0.0), r + gap(d))
    return [
        Layer(outer_only(eye_l.subs), name="eye"),
        Layer(iris, erase=True, css={"-sfsymbols-motion-group": 1}, name="pupil clearance"),
        Layer(pupil_l.subs, css={"-sfsymbols-motion-group": 1}, name="pupil"),
    ]


# ------------------------------------------------------------------ video.fill, phone.fill
@fill_symbol("video")
def _video_fill(d):
    body_l, lens_l = base_layers("video", d)
    return [Layer(outer_only(body_l.subs), name="camera"), Layer(outer_only(lens_l.subs), name="lens")]


@fill_symbol("phone")
def _phone_fill(d):
    (handset_l,) = base_layers("phone", d)
    return [Layer(outer_only(handset_l.subs), name="handset")]
