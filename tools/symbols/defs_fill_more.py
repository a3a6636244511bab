"""Filled (`.fill`) forms of weather, communication, object and device symbols: cloud.rain, cloud.bolt,
bubble.right, ellipsis.bubble, quote.bubble (and its rtl, he, ar, ja, zh.traditional designs), person.2,
hand.raised, hand.thumbsup, gift, book, archivebox, tray, shippingbox, printer, tv and car.

As in defs_fill_home, defs_fill_nature and defs_fill_circles, a fill is never redrawn: its base's registered
design is run (under `traced`, which records the skeleton of every primitive it draws, or as plain layers)
and the fill is built from what it drew, so it covers the outline's silhouette exactly at every weight:

* a closed outline keeps its outer contour (the bubbles, the people, the tray, the box, the screen, the car);
* open strokes that enclose a counter add a filler under them: their own skeleton polygon (with the
  skeleton's corner radii), which lies on the strokes' centre lines (the hand's fingers and palm, the
  book's pages, the gift's and the archive box's box);
* the cloud is cloud_solid on the base's own circles (as cloud.fill), moved by the same centring shift.

Parts outside the body stay as the base draws them (rain drops, the bolt and its clearance, wheels, the
tv's stand, paper, the gift's ribbon and bow, the back person and the front person's clearance).  Details
inside a filled body are knocked out as in xmark.octagon (defs_fill_home.knockout): an erase layer punches
them out (monochrome shows a hole) and in hierarchical mode they are drawn again on top.  A body that was
its base's only layer turns secondary with its details primary (as in defs_fill_home); a body that its base
already sets against secondary parts keeps its level (primary), and its details are drawn again secondary
(as flame.fill's inner flame), so they read against it and the secondary parts beside it keep their
contrast.  Glyphs (quotation marks, the ellipsis's dots, lamps, the printer's light) are knocked out in
their own shape; lines (the book's spine, the tray's well, the box's edges, the handle slot, the fingers'
partings, the fist's creases) at cut(d), thinner than the outline's line, stopping rim(d) short of the
fill's edge where they run toward it, so the silhouette stays whole.  Where two solids would merge in
monochrome (the archive box's and the gift's box under their lids) a seam of white (a cut, drawn in every
mode, nothing drawn again) parts them, inside the box.  The gift's ribbon gets a clearance through lid and box
(as the printed sheet does through the printer's body) so that it reads on the solid box; it stops rim(d)
short of the lid's top and the box's bottom edge, so that there too the silhouette stays whole.

Categories, keywords (+ "filled", "solid"), mirroring, effects and defaults are the base's
(defs_fill_circles.fill_symbol).  All artwork is original, built from geom.py primitives."""
from draw import variant, Layer, SYMBOLS, VARIANTS, bbox
from geom import *  # noqa: F401,F403
import symbols_def
from symbols_def import cloud_stroke, cloud_solid
import defs_communication
import defs_devices
import defs_tools
import defs_weather
from defs_weather import solid_fixed
import defs_fill_home
from defs_fill_home import traced_in, expect, filler, cut, rim, reach, reach_where, knockout, MG1
from defs_fill_circles import fill_symbol
from defs_fill_nature import outer, same_outline, moved, outer_fill


# ------------------------------------------------------------------ helpers
def base_fn(name, suffix=None):
    return SYMBOLS[name]["fn"] if suffix is None else VARIANTS[(name, suffix)]["fn"]


def kept(L, **kw):
    """A base layer, unchanged (its own subpaths, level, colour, css, modes and name)."""
    args = dict(level=L.level, color=L.color, css=dict(L.css), erase=L.erase, modes=L.modes, name=L.name)
    args.update(kw)
    return Layer(L.subs, **args)


def _inside_any(p, polys):
    return any(defs_fill_home._inside(p, poly) for poly in polys)


def fits_in(p, r, subs):
    """A disc of radius r at p lies inside the union of the subpaths (sampled round its rim)."""
    polys = [s.points(12) for s in subs]
    return _inside_any(p, polys) and all(_inside_any(pol(p, r, 7.5 * i), polys) for i in range(48))


def reach_in(a, b, r, d, subs):
    """defs_fill_home.reach for a body made of several pieces (strokes and their filler): the point nearest
    b on a->b up to which a knocked-out line end of half-width r keeps rim(d) of solid to the union's edge."""
    return reach_where(a, b, lambda p: fits_in(p, r + rim(d), subs), steps=30)


def closed_fill(piece):
    """The region an open stroke's skeleton closes with the straight line back to its start (corner radii
    the skeleton's own, the closing corners sharp; one cubic a corner, so that the masters interpolate
    however the skeleton's angles change with the weight)."""
    r = list(piece.args[1]) if isinstance(piece.args[1], (list, tuple)) else [float(piece.args[1])] * len(piece.verts)
    return solid_fixed(piece.verts, r, 0.0)


def seam_w(d):
    """Half-width of a seam: a hairline of white, lighter than a knocked-out line, so it leaves room for
    the details below it at Black."""
    return 0.45 + 0.25 * d


def seam(y_top, x_edge, d):
    """A horizontal cut of white whose top is y_top (the lid's lower edge), across a box whose outer sides
    are at +-x_edge, stopping rim(d) short of them: it parts the box from the lid without opening the
    silhouette, and lies wholly in the box, so the lid keeps its outline's height."""
    k = seam_w(d)
    xe = x_edge - rim(d) - k
    return capsule((-xe, y_top + k), (xe, y_top + k), k)


# ------------------------------------------------------------------ clouds
def traced_cloud(name, d, kinds):
    """The base's layers and its cloud: the circles and base line cloud_stroke drew (rebuilt as a CLOUD
    dict), and the vertical shift defs_weather.centred applied; asserted to redraw the base's cloud."""
    layers, pieces = traced_in([symbols_def, defs_weather], base_fn(name), d)
    expect(pieces, kinds, name)
    arcs = [p for p in pieces if p.kind == "arcband"]
    base = [p for p in pieces if p.kind == "capsule"][0]
    assert len(arcs) == 3
    (l_c, l_r), (m_c, m_r), (r_c, r_r) = [(p.args[0], p.args[1]) for p in arcs]
    cl = dict(L=(l_c, l_r), M=(m_c, m_r), R=(r_c, r_r), yb=base.args[0][1])
    raw = cloud_stroke(cl, d)
    cloud = layers[0]
    dy = bbox([cloud])[1] - bbox([Layer(raw)])[1]
    assert same_outline(moved(raw, 0.0, dy), cloud.subs), "%s's cloud changed" % name
    return layers, moved(cloud_solid(cl, d), 0.0, dy)


@fill_symbol("cloud.rain")
def _cloud_rain_fill(d):
    """The cloud filled (its circles and base grown by d, as cloud.fill); the drops as they are."""
    layers, cloud = traced_cloud("cloud.rain", d, ["arcband"] * 3 + ["capsule"] * 5)
    c = layers[0]
    return [Layer(cloud, level=c.level, color=c.color, css=dict(c.css), name="cloud")] + \
        [kept(L) for L in layers[1:]]


@fill_symbol("cloud.bolt")
def _cloud_bolt_fill(d):
    """The cloud filled; the bolt's clearance (cut through the cloud) and the bolt as they are."""
    layers, cloud = traced_cloud("cloud.bolt", d, ["stroke", "stroke"] + ["arcband"] * 3 +
                                 ["capsule", "solid", "solid"])
    c = layers[0]
    assert [L.erase for L in layers] == [False, True, False], "cloud.bolt's layers changed"
    return [Layer(cloud, level=c.level, color=c.color, css=dict(c.css), name="cloud")] + \
        [kept(L) for L in layers[1:]]


# ------------------------------------------------------------------ bubbles
@fill_symbol("bubble.right")
def _bubble_right_fill(d):
    return outer_fill("bubble.right", d, "bubble")


@fill_symbol("ellipsis.bubble")
def _ellipsis_bubble_fill(d):
    """The bubble filled (secondary), the dots knocked out; in hierarchical mode each dot is drawn again
    (primary) with its variable-colour threshold."""
    bubble, *dots = base_fn("ellipsis.bubble")(d)
    body = outer(bubble.subs)
    assert len(body) == 1 and len(bubble.subs) == 2 and len(dots) == 3, "ellipsis.bubble's layers changed"
    cut_subs = [s for L in dots for s in L.subs]
    return [Layer(body, level=bubble.level, css=dict(bubble.css), name="bubble"),
            Layer(cut_subs, erase=True, name="dots cut")] + \
        [kept(L, modes=("hierarchical",)) for L in dots]


def _quote_bubble_fill(d, suffix):
    """The bubble filled (secondary), the marks knocked out, drawn again primary in hierarchical mode."""
    bubble, marks = base_fn("quote.bubble", suffix)(d)
    body = outer(bubble.subs)
    assert len(body) == 1 and len(bubble.subs) == 2, "quote.bubble's layers changed"
    return [Layer(body, level=bubble.level, css=dict(bubble.css), name="bubble")] + \
        knockout(marks.subs, "quotation marks", level=marks.level, group=marks.css["-sfsymbols-motion-group"])


@fill_symbol("quote.bubble")
def _quote_bubble_fill_base(d):
    return _quote_bubble_fill(d, None)


# quote.bubble's script designs, each knocked out of the same filled bubble
for _suffix in ("rtl", "he", "ar", "ja", "zh.traditional"):
    variant("quote.bubble.fill", _suffix)(lambda d, suffix=_suffix: _quote_bubble_fill(d, suffix))


# ------------------------------------------------------------------ people and hands
@fill_symbol("person.2")
def _person2_fill(d):
    """Both figures filled (head disc, body dome); the front figure's clearance as it is."""
    back, clear, front = base_fn("person.2")(d)
    assert clear.erase and len(back.subs) == 4 and len(front.subs) == 4, "person.2's layers changed"
    return [Layer(outer(back.subs), level=back.level, css=dict(back.css), name=back.name),
            kept(clear),
            Layer(outer(front.subs), level=front.level, css=dict(front.css), name=front.name)]


@fill_symbol("hand.raised")
def _hand_raised_fill(d):
    """The hand filled: its five strokes (thumb, index, middle, ring, palm with the little finger) and the
    regions their skeletons close, with the core of the palm between them.  The lines where two fingers
    share a side are knocked out, from where they stop in the palm up to rim(d) short of the notch between
    the fingertips."""
    _, pieces = traced_in([defs_communication], base_fn("hand.raised"), d)
    thumb, index, middle, ring_, palm = expect(pieces, ["stroke"] * 5, "hand.raised")
    Ja, Jb = index.verts[0], palm.verts[0]
    assert thumb.verts[0] == Jb and thumb.verts[-1] == Ja
    bases = [index.verts[-1], middle.verts[-1], ring_.verts[-1]]
    assert bases == [middle.verts[0], ring_.verts[0], palm.verts[-1]], "hand.raised's fingers changed"
    core = solid_fixed([Ja] + bases + [Jb], 0, 0.0)
    body = []
    for p in pieces:
        body += p.subs
    for p in pieces:
        body += closed_fill(p)
    body += core
    k = cut(d)
    lines = []
    for left, right in ((index, middle), (middle, ring_), (ring_, palm)):
        a = left.verts[-1]
        up_l = left.verts[-2]
        up_r = right.verts[1] if right is not palm else right.verts[-2]
        top = (a[0], min(up_l[1], up_r[1]))
        lines += capsule(a, reach_in(a, top, k, d, body), k)
    return [Layer(body, level="secondary", css=MG1, name="hand")] + knockout(lines, "finger lines")


@fill_symbol("hand.thumbsup")
def _hand_thumbsup_fill(d):
    """The fist and the cuff filled; the creases knocked out from rim(d) inside the fingers' front edge,
    at their full skeleton length (the outline shortens them as its line grows; here they stay open)."""
    _, pieces = traced_in([defs_communication], base_fn("hand.thumbsup"), d)
    fist, c1, c2, cuff = expect(pieces, ["stroke"] * 4, "hand.thumbsup")
    edge = fist.outer()[0]
    k = cut(d)
    creases = []
    for c in (c1, c2):
        p, q = c.verts                       # p on the fingers' front (skeleton), q inside
        inner = (p[0] - 12.0, p[1])
        assert q[1] == p[1] and q[0] < p[0]
        creases += capsule(inner, reach(inner, p, k, d, edge), k)
    return [Layer(fist.outer() + cuff.outer(), level="secondary", css=MG1, name="hand")] + \
        knockout(creases, "creases")


# ------------------------------------------------------------------ gift
@fill_symbol("gift")
def _gift_fill(d):
    """Lid and box filled, parted by a seam; the ribbon and bow as they are, the ribbon in a clearance
    through lid and box that stops rim(d) short of the lid's top edge and the box's bottom edge (the
    ribbon's ends rest on those bridges), so the silhouette stays whole."""
    layers, pieces = traced_in([symbols_def, defs_tools], base_fn("gift"), d)
    lid, box, ribbon, loop1, loop2 = expect(pieces, ["stroke"] * 2 + ["capsule"] + ["stroke"] * 2, "gift")
    box_l, ribbon_l = layers
    body = lid.outer() + box.subs + filler(box.verts, box.args[1])
    lb = box.verts[0][1]                                     # the lid's bottom line (skeleton)
    x_side = box.verts[-1][0] + d                            # the box's outer side
    k = cut(d)
    (_, top), (_, bot) = ribbon.args[0], ribbon.args[1]
    w = d + k
    clear = solid(rect(-w, top - d + rim(d), w, bot + d - rim(d)), 0, 0.0)
    return [Layer(body, level=box_l.level, color=box_l.color, css=dict(box_l.css), name="box"),
            Layer(seam(lb + d, x_side, d), erase=True, name="seam"),
            Layer(clear, level=ribbon_l.level, erase=True, css=dict(ribbon_l.css), name="ribbon clearance"),
            kept(ribbon_l)]


# ------------------------------------------------------------------ book
@fill_symbol("book")
def _book_fill(d):
    """Both pages filled (their edges and the region they close with the spine); the spine knocked out,
    stopping rim(d) short of the dips at the top and bottom, so the pages stay one silhouette."""
    _, pieces = traced_in([defs_tools], base_fn("book"), d)
    spine, *pages = expect(pieces, ["capsule"] + ["stroke", "stroke", "capsule"] * 2, "book")
    body = list(spine.subs)
    for top, bot, side in (pages[0:3], pages[3:6]):
        assert top.verts[-1] == side.args[0] and bot.verts[-1] == side.args[1]
        body += top.subs + bot.subs + side.subs + filler(top.verts + bot.verts[::-1])
    k = cut(d)
    p, q = spine.args[0], spine.args[1]
    mid = lerp(p, q, 0.5)
    line = capsule(reach_in(mid, p, k, d, body), reach_in(mid, q, k, d, body), k)
    return [Layer(body, level="secondary", css=MG1, name="book")] + knockout(line, "spine")


# ------------------------------------------------------------------ archivebox
@fill_symbol("archivebox")
def _archivebox_fill(d):
    """The box filled under the lid (primary, as in archivebox), parted from it by a seam; the handle slot
    knocked out (drawn again secondary in hierarchical mode); the lid filled (secondary)."""
    layers, pieces = traced_in([symbols_def, defs_tools], base_fn("archivebox"), d)
    lid, box, slot = expect(pieces, ["stroke", "stroke", "capsule"], "archivebox")
    box_l, lid_l = layers
    body = box.subs + filler(box.verts, box.args[1])
    edge_y = box.verts[0][1]                                 # the lid's lower edge, where the box hangs
    x_side = box.verts[-1][0] + d
    k = cut(d)
    p, q = slot.args[0], slot.args[1]
    grp = box_l.css["-sfsymbols-motion-group"]
    return [Layer(body, level=box_l.level, css=dict(box_l.css), name="box"),
            Layer(seam(edge_y, x_side, d), erase=True, css=dict(box_l.css), name="seam")] + \
        knockout(capsule(p, q, k), "handle slot", level="secondary", group=grp) + \
        [Layer(lid.outer(), level=lid_l.level, css=dict(lid_l.css), name="lid")]


# ------------------------------------------------------------------ tray
@fill_symbol("tray")
def _tray_fill(d):
    """The tray filled; the front panel's well line knocked out, its ends rim(d) short of the sides."""
    _, pieces = traced_in([defs_tools], base_fn("tray"), d)
    tray, well = expect(pieces, ["stroke", "stroke"], "tray")
    edge = tray.outer()[0]
    k = cut(d)
    v = well.verts
    line = stroke([reach(v[1], v[0], k, d, edge)] + v[1:-1] + [reach(v[-2], v[-1], k, d, edge)], well.args[1], k)
    return [Layer(tray.outer(), level="secondary", css=MG1, name="tray")] + knockout(line, "well")


# ------------------------------------------------------------------ shippingbox
@fill_symbol("shippingbox")
def _shippingbox_fill(d):
    """The box filled (primary, brown in multicolor); its edges and the tape knocked out, drawn again
    secondary in hierarchical mode (the tape's own level)."""
    layers, pieces = traced_in([defs_tools], base_fn("shippingbox"), d)
    box, edges, down, tape = expect(pieces, ["stroke", "stroke", "capsule", "stroke"], "shippingbox")
    box_l, tape_l = layers
    edge = box.outer()[0]
    k = cut(d)
    ul, C, ur = edges.verts
    lines = stroke([reach(C, ul, k, d, edge), C, reach(C, ur, k, d, edge)], edges.args[1], k)
    lines += capsule(C, reach(C, down.args[1], k, d, edge), k)
    A, B, B2 = tape.verts
    band = stroke([reach(B, A, k, d, edge), B, B2], tape.args[1], k)
    return [Layer(box.outer(), level=box_l.level, color=box_l.color, css=MG1, name="box")] + \
        knockout(lines, "edges", level="secondary", group=1) + \
        knockout(band, "tape", level=tape_l.level, group=2)


# ------------------------------------------------------------------ printer
@fill_symbol("printer")
def _printer_fill(d):
    """The body filled (primary); the light knocked out (drawn again secondary); the printed sheet comes
    out of a slot: printer's paper clearance (its margin beside the sheet, down through the bottom line)
    carried up round the sheet's top.  Above the sheet the margin is gap(d), or, where the light comes
    close to the sheet (the heavy weights), half the white the outline leaves between them, so that a
    bridge of solid as wide as the margin parts the light from the slot.  Both papers as they are."""
    layers, pieces = traced_in([symbols_def, defs_devices], base_fn("printer"), d)
    body, light, waiting, printed, text, clear = expect(
        pieces, ["stroke", "disc", "stroke", "stroke", "capsule", "solid"], "printer")
    waiting_l, printer_l, clear_l, printed_l = layers
    (x0, y0), _, (x1, y1), _ = clear.verts
    (px0, slot), _, (px1, pout), _ = printed.verts
    g = px0 - x0                                             # the clearance's margin beside the sheet
    assert y1 == pout + d and abs((x1 - px1) - g) < 1e-9, "printer's paper clearance changed"
    c, r_light = light.args[0], light.args[1]
    sheet = printed.outer()[0]
    white = defs_fill_home._edge_dist(c, defs_fill_home._poly(sheet)) - r_light
    m = min(g - d, white / 2)                                # the margin above the sheet's outer edge
    r = printed.args[1] + d + m
    hole = solid(rect(x0, slot - d - m, x1, y1), [r, r, 0, 0], 0.0)
    grp = printer_l.css["-sfsymbols-motion-group"]
    return [kept(waiting_l),
            Layer(body.outer(), level=printer_l.level, css=dict(printer_l.css), name="printer")] + \
        knockout(light.subs, "light", level="secondary", group=grp) + \
        [Layer(hole, erase=True, css=dict(clear_l.css), name="paper slot"),
         kept(printed_l)]


# ------------------------------------------------------------------ tv
@fill_symbol("tv")
def _tv_fill(d):
    stand, screen = base_fn("tv")(d)
    body = outer(screen.subs)
    assert len(body) == 1 and len(screen.subs) == 2, "tv's layers changed"
    return [kept(stand), Layer(body, level=screen.level, css=dict(screen.css), name="screen")]


# ------------------------------------------------------------------ car
@fill_symbol("car")
def _car_fill(d):
    """The body filled (primary); the windscreen (the outline's counter above the bonnet's line) and the
    lamps knocked out, drawn again secondary in hierarchical mode; the wheels as they are."""
    layers, pieces = traced_in([defs_devices], base_fn("car"), d)
    body, hood, lamp1, lamp2, tyre1, tyre2 = expect(
        pieces, ["stroke", "capsule", "disc", "disc", "solid", "solid"], "car")
    wheels_l, body_l = layers
    v, radii = body.verts, body.args[1]
    assert hood.args[0] == v[7] and hood.args[1] == v[2], "car's bonnet line changed"
    screen = solid([v[0], v[1], v[2], v[7]], [radii[0], radii[1], radii[2], radii[7]], -d)
    grp = body_l.css["-sfsymbols-motion-group"]
    return [kept(wheels_l), Layer(body.outer(), level=body_l.level, css=dict(body_l.css), name="body")] + \
        knockout(screen, "windscreen", level="secondary", group=grp) + \
        knockout(lamp1.subs + lamp2.subs, "lamps", level="secondary", group=grp)
