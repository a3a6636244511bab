"""Emblem symbol designs: the filled (`.fill`) forms of everyday symbols (heart, star, bell, house, folder,
trash, bookmark, person, envelope, lock, tag, mic, camera, doc.text).

A fill is not redrawn: it is derived from its base symbol's own design, so that it covers the outline
symbol's silhouette exactly (same outer contour, size and position at every weight).  The base's
registered function is run under `traced`, which records the skeleton of every primitive it draws
(stroke, capsule, ring, arcband ...).  From that record each fill takes

* the outer contours of the outline's pieces, with their holes dropped (a closed stroke's outer subpath,
  a ring's outer circle), and
* where the outline encloses its counter with open strokes (heart, house, bell, trash can), a filler:
  the pieces' own skeleton polygon (with the skeleton's corner radii), which lies under the strokes, so
  the union of strokes and filler is the outline's silhouette exactly.

Details that sit inside the filled shape are knocked out, as the library does in xmark.octagon: an erase
layer punches the detail out of the fill (monochrome shows a hole), and in hierarchical mode the detail is
drawn again on top, primary on a secondary body.  The redraw is hierarchical only: these symbols have no
multicolor design (their multicolor is their monochrome in the tint), and a tint-coloured redraw would
fill its own hole there.  Knocked-out lines are a little thinner than the outline's lines (cut(d)); where
the outline's line runs into its frame (the envelope's flap, the folder's tab line, the page's fold) the
knock-out stops rim(d) short of the fill's edge, so the silhouette stays whole.  Real openings (the tag's
eyelet, the space under the trash can's handle and inside the lock's shackle) stay open in every mode, and
the page's fold is a crease of white in every mode (part of the sheet, not content).  All artwork is
original, built from geom.py primitives."""
import math

from draw import symbol, variant, Layer, SYMBOLS, VARIANTS
from geom import *  # noqa: F401,F403
import symbols_def


# ------------------------------------------------------------------ tracing a base design
_TRACED = ("stroke", "capsule", "ring", "arcband", "disc", "solid")


class Piece:
    """One primitive call made by a base design: its kind, arguments and the subpaths it returned."""

    def __init__(self, kind, args, kwargs, subs):
        self.kind, self.args, self.kwargs, self.subs = kind, args, kwargs, subs

    @property
    def verts(self):
        return list(self.args[0])

    def outer(self):
        return [s for s in self.subs if s.role == "outer"]

    def hole(self):
        hs = [s for s in self.subs if s.role == "hole"]
        assert len(hs) == 1, "%s has no single counter" % self.kind
        return hs[0]


def traced(name, d, variant_suffix=None, module=symbols_def):
    """Run a base symbol's registered design at half weight d and return (layers, pieces): the pieces
    are the primitives it drew, in drawing order.  The primitives are looked up in the base's module
    at call time, so they are swapped there for recording wrappers while the design runs."""
    fn = SYMBOLS[name]["fn"] if variant_suffix is None else VARIANTS[(name, variant_suffix)]["fn"]
    return traced_in([module], fn, d)


def traced_in(modules, fn, d):
    """traced for designs whose primitives are called from several modules (a design in defs_tools
    drawing through symbols_def.rrect): returns (layers, pieces), the pieces in drawing order."""
    pieces = []
    saved = [(m, k, getattr(m, k)) for m in modules for k in _TRACED if hasattr(m, k)]

    def recorder(kind, real):
        def rec(*args, **kwargs):
            out = real(*args, **kwargs)
            pieces.append(Piece(kind, args, kwargs, out))
            return out
        return rec
    try:
        for m, k, real in saved:
            setattr(m, k, recorder(k, real))
        layers = fn(d)
    finally:
        for m, k, real in saved:
            setattr(m, k, real)
    return layers, pieces


def expect(pieces, kinds, name):
    got = [p.kind for p in pieces]
    assert got == list(kinds), "%s's design changed: drew %s, expected %s" % (name, got, list(kinds))
    return pieces


def meta(name):
    """The base symbol's categories, mirroring and effects; its keywords plus "filled" and "solid"."""
    m = SYMBOLS[name]
    return dict(categories=m["categories"], keywords=m["keywords"] + ["filled", "solid"],
                mirroring=m["mirroring"], effects=m["effects"])


def filler(verts, radii=0.0):
    """The skeleton polygon itself (corners rounded with the skeleton's own radii): it lies on the
    strokes' centre lines, so it closes the counter without reaching past the outline."""
    return solid(verts, radii, 0.0)


def as_hole(subs):
    """The subpaths as holes (wound counter-clockwise) of the layer they join."""
    out = []
    for s in subs:
        h = s.transformed(lambda p: p)
        h.role = "hole"
        out.append(h)
    return out


# ------------------------------------------------------------------ knock-outs
def cut(d):
    """Half-width of a knocked-out line: thinner than the outline's line (a white line in a solid
    reads heavier than a dark line on white), growing with the weight."""
    return 0.45 + 0.55 * d


def _poly(sub_, steps=12):
    return sub_.points(steps)


def _inside(p, poly):
    w = False
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        if (y0 > p[1]) != (y1 > p[1]):
            x = x0 + (p[1] - y0) * (x1 - x0) / (y1 - y0)
            if x > p[0]:
                w = not w
    return w


def _edge_dist(p, poly):
    best = 1e9
    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        ab = sub(b, a)
        t = 0.0 if dot(ab, ab) < 1e-12 else max(0.0, min(1.0, dot(sub(p, a), ab) / dot(ab, ab)))
        best = min(best, length(sub(p, lerp(a, b, t))))
    return best


def fits(p, r, contour):
    """A disc of radius r at p lies inside the contour (a closed subpath)."""
    poly = _poly(contour)
    return _inside(p, poly) and _edge_dist(p, poly) >= r


def rim(d):
    """The least solid a knocked-out line leaves between its end and the fill's outer contour: half
    the outline's line and a little, so that line ends that meet the outline's frame come close to
    the edge without breaking the silhouette."""
    return 0.5 + d


def reach_where(a, b, fits_at, steps=40):
    """The point nearest b on a->b where fits_at still holds (it holds at a), found by bisection."""
    assert fits_at(a), "knock-out starts outside the fill"
    if fits_at(b):
        return b
    lo, _ = bisect(lambda t: fits_at(lerp(a, b, t)), 0.0, 1.0, steps)
    return lerp(a, b, lo)


def reach(a, b, r, d, contour):
    """The point nearest b on a->b up to which a knocked-out line end of half-width r keeps rim(d)
    of solid between itself and the contour (the fill's outer subpath; a must fit)."""
    return reach_where(a, b, lambda p: fits(p, r + rim(d), contour))


def knockout(subs, detail, level="primary", group=2):
    """The detail's two layers: its cut through everything below (all modes), then the detail itself
    drawn again at `level`, in hierarchical mode only."""
    mg = {"-sfsymbols-motion-group": group}
    return [Layer(subs, level=level, erase=True, css=mg, name=detail + " cut"),
            Layer(subs, level=level, modes=("hierarchical",), css=mg, name=detail)]


MG1 = {"-sfsymbols-motion-group": 1}
MG2 = {"-sfsymbols-motion-group": 2}


# ------------------------------------------------------------------ shapes: heart, star, bookmark
@symbol("heart.fill", **meta("heart"))
def _heart_fill(d):
    layers, pieces = traced("heart", d)
    right, left = expect(pieces, ["stroke", "stroke"], "heart")
    # right runs tip -> right lobe -> dip, left runs dip -> left lobe -> tip
    skel = right.verts + left.verts[1:-1]
    subs = right.outer() + left.outer() + filler(skel)
    return [Layer(subs, color=layers[0].color, name="heart")]


@symbol("star.fill", **meta("star"))
def _star_fill(d):
    layers, pieces = traced("star", d)
    (star,) = expect(pieces, ["stroke"], "star")
    return [Layer(star.outer(), color=layers[0].color, name="star")]


@symbol("bookmark.fill", **meta("bookmark"))
def _bookmark_fill(d):
    _, pieces = traced("bookmark", d)
    (mark,) = expect(pieces, ["stroke"], "bookmark")
    return [Layer(mark.outer(), name="bookmark")]


# ------------------------------------------------------------------ person
@symbol("person.fill", **meta("person"))
def _person_fill(d):
    _, pieces = traced("person", d)
    head, body = expect(pieces, ["ring", "stroke"], "person")
    return [Layer(head.outer() + body.outer(), name="person")]


# ------------------------------------------------------------------ bell
def _arc2(sp, c, r, a0, a1):
    """A circular arc in two cubics (sweeps under 180 degrees): a fixed structure at every weight."""
    m = (a0 + a1) / 2
    sp.arc(c, r, a0, m)
    sp.arc(c, r, m, a1)


def clapper_solid(c, R, y_top, d):
    """A solid clapper: the disc (c, R) below the line y = y_top, its two corners filleted."""
    e = 0.6 + 0.2 * d                               # fillet radius
    fy = y_top + e                                  # fillet centres: on the chord's inner parallel,
    fx = math.sqrt((R - e) ** 2 - (fy - c[1]) ** 2)  # internally tangent to the disc
    fl, fr = (c[0] - fx, fy), (c[0] + fx, fy)
    tl = ang(sub(fl, c)) % 360                      # about 200 (down left)
    tr = ang(sub(fr, c)) % 360                      # about 340 (down right)
    sp = Sub(pol(fl, e, 90))
    _arc2(sp, fl, e, 90, tl)
    _arc2(sp, c, R, tl, tr)
    _arc2(sp, fr, e, tr, 450)
    sp.L(pol(fl, e, 90))
    return [sp]


@symbol("bell.fill", **meta("bell"))
def _bell_fill(d):
    _, pieces = traced("bell", d)
    body, lip, knob, clap = expect(pieces, ["stroke", "capsule", "capsule", "arcband"], "bell")
    # the body's skeleton runs rim corner -> dome -> rim corner; the rim's line closes it
    bell = body.outer() + lip.outer() + filler(body.verts) + knob.outer()
    # the clapper: its arc band's whole disc below the rim, set off from the rim by a slot of white
    c, r = clap.args[0], clap.args[1]
    rim_y = lip.args[0][1]
    y_top = rim_y + d + 0.8 + 0.3 * d
    return [Layer(bell + clapper_solid(c, r + d, y_top, d), name="bell")]


# ------------------------------------------------------------------ house
@symbol("house.fill", **meta("house"))
def _house_fill(d):
    _, pieces = traced("house", d)
    roof, walls, door = expect(pieces, ["stroke", "stroke", "stroke"], "house")
    apex = roof.verts[1]
    skel = walls.verts + [apex]            # wall top, down, floor, up, wall top, apex
    radii = list(walls.args[1]) + [roof.args[1][1]]
    house = roof.outer() + walls.outer() + filler(skel, radii)
    # the door: the shape of the outline's door frame (its skeleton), standing on the floor's inner edge
    (xl, floor), (_, top), (xr, _), _ = door.verts
    hole = solid([(xl, floor - d), (xl, top), (xr, top), (xr, floor - d)], door.args[1], 0.0)
    return [Layer(house, level="secondary", css=MG1, name="house")] + knockout(hole, "door")


# ------------------------------------------------------------------ folder
@symbol("folder.fill", **meta("folder"))
def _folder_fill(d):
    _, pieces = traced("folder", d)
    folder, tab = expect(pieces, ["stroke", "capsule"], "folder")
    k = cut(d)
    p, q = tab.args[0], tab.args[1]
    mid = lerp(p, q, 0.5)
    edge = folder.outer()[0]
    line = capsule(reach(mid, p, k, d, edge), reach(mid, q, k, d, edge), k)
    return [Layer(folder.outer(), level="secondary", css=MG1, name="folder")] + \
        knockout(line, "tab line")


# ------------------------------------------------------------------ trash
@symbol("trash.fill", **meta("trash"))
def _trash_fill(d):
    _, pieces = traced("trash", d)
    lid, handle, can, rib1, rib2 = expect(pieces, ["capsule", "stroke", "stroke", "capsule", "capsule"], "trash")
    # the can's skeleton is closed by the lid's line
    body = can.outer() + filler(can.verts, can.args[1])
    k = cut(d)
    ribs = capsule(rib1.args[0], rib1.args[1], k) + capsule(rib2.args[0], rib2.args[1], k)
    return [Layer(body, level="secondary", css=MG1, name="can")] + knockout(ribs, "ribs", group=1) + \
        [Layer(lid.outer() + handle.outer(), css=MG2, name="lid")]


# ------------------------------------------------------------------ envelope
@symbol("envelope.fill", **meta("envelope"))
def _envelope_fill(d):
    _, pieces = traced("envelope", d)
    box, flap = expect(pieces, ["stroke", "stroke"], "envelope")
    k = cut(d)
    a, v, b = flap.verts
    edge = box.outer()[0]
    flap_line = stroke([reach(v, a, k, d, edge), v, reach(v, b, k, d, edge)], flap.args[1], k)
    return [Layer(box.outer(), level="secondary", css=MG1, name="envelope")] + \
        knockout(flap_line, "flap")


# ------------------------------------------------------------------ lock
def keyhole(c, d):
    """A keyhole: a round head and a slot below it."""
    r = 4.2 + 0.35 * d
    return disc(c, r) + capsule(c, (c[0], c[1] + 8.5 + 0.2 * d), 0.5 * r + 0.25)


@symbol("lock.fill", **meta("lock"))
def _lock_fill(d):
    _, pieces = traced("lock", d)
    box, shackle = expect(pieces, ["stroke", "stroke"], "lock")
    x0, y0 = box.verts[0]
    x1, y1 = box.verts[2]
    # the shackle's legs stop (square) at the body's top edge, so in hierarchical mode no primary leg
    # end shows on the secondary body; the union with the body is the outline's silhouette
    sv = shackle.verts
    top = y0 - d + 0.05
    legs = [(sv[0][0], top)] + sv[1:-1] + [(sv[-1][0], top)]
    arch = stroke(legs, 0, d, caps=("butt", "butt"))
    c = ((x0 + x1) / 2, (y0 + y1) / 2 - 4.0)
    return [Layer(box.outer(), level="secondary", css=MG1, name="body")] + \
        knockout(keyhole(c, d), "keyhole", group=1) + \
        [Layer(arch, css=MG2, name="shackle")]


# ------------------------------------------------------------------ tag
@symbol("tag.fill", **meta("tag"))
def _tag_fill(d):
    _, pieces = traced("tag", d)
    tag, eyelet = expect(pieces, ["stroke", "ring"], "tag")
    c, r = eyelet.args[0], eyelet.args[1]
    # the eyelet is a real hole: a hole of the tag in every mode, a little wider than the ring's counter
    hole = [circle(c, r + 0.5 * d, role="hole")]
    return [Layer(tag.outer() + hole, name="tag")]


# ------------------------------------------------------------------ mic
@symbol("mic.fill", **meta("mic"))
def _mic_fill(d):
    _, pieces = traced("mic", d)
    head, holder, stand = expect(pieces, ["stroke", "stroke", "capsule"], "mic")
    return [Layer(head.outer() + holder.outer() + stand.outer(), name="mic")]


# ------------------------------------------------------------------ camera
@symbol("camera.fill", **meta("camera"))
def _camera_fill(d):
    _, pieces = traced("camera", d)
    body, lens = expect(pieces, ["stroke", "ring"], "camera")
    c, r = lens.args[0], lens.args[1]
    # a ring of white as wide as a knocked-out line, its outer edge on the outline's lens ring's
    # outer edge, round a solid lens
    ro = r + d
    return [Layer(body.outer(), level="secondary", css=MG1, name="body"),
            Layer(disc(c, ro), erase=True, css=MG2, name="lens clearance"),
            Layer(disc(c, ro - 2 * cut(d)), css=MG2, name="lens")]


# ------------------------------------------------------------------ doc.text
def _doc_text_fill(d, suffix):
    _, pieces = traced("doc.text", d, suffix)
    *lines, page, fold = expect(pieces, ["capsule", "capsule", "capsule", "stroke", "stroke"], "doc.text")
    k = cut(d)
    # the fold: a crease of white between the page and its turned-down corner (a hole of the page in
    # every mode: it is part of the sheet, not content)
    a, corner, b = fold.verts
    edge = page.outer()[0]
    crease = stroke([reach(corner, a, k, d, edge), corner, reach(corner, b, k, d, edge)], [0, 1.0, 0], k)
    text = []
    for ln in lines:
        text += capsule(ln.args[0], ln.args[1], k)
    return [Layer(page.outer() + as_hole(crease), level="secondary", css=MG1, name="page")] + \
        knockout(text, "text")


@symbol("doc.text.fill", **meta("doc.text"))
def _doc_text_fill_ltr(d):
    return _doc_text_fill(d, None)


@variant("doc.text.fill", "rtl")
def _doc_text_fill_rtl(d):
    """RTL: doc.text's own RTL design filled: the fold stays top right, the text lines align right."""
    return _doc_text_fill(d, "rtl")
