"""Tools, rewards and containers: scissors, wrench, hammer, paintbrush, sparkles, gift, trophy, crown, book,
newspaper, archivebox, tray, shippingbox, doc.on.doc, person.crop.circle, person.badge.plus.

Every design is our own construction from geom.py primitives in the library's stroke language (line
weight 2d, round caps and joins, small corner radii, solids grown by a fraction of d), drawn around the
origin with y down; draw.py centres it on the cap height and adds the side bearings.  Where parts would
crowd at the Black master their spacing grows with the weight, so counters and gaps stay open at every
master.  The document, person and circle symbols are built from the library's own page (doc.text), figure
(person) and enclosure (checkmark.circle)."""
import math

from draw import symbol, Layer, thresholds
from geom import *  # noqa: F401,F403
from symbols_def import gap, dot_r, rrect, person_metrics, person_parts, doc_page
from defs_controls import circle_layer, arcband4


# ------------------------------------------------------------------ shared helpers
def rotated(subs, deg, c=(0.0, 0.0)):
    """Finished outline pieces turned visually counter-clockwise by deg about c."""
    return [s.transformed(lambda p: rot(p, deg, c)) for s in subs]


# ------------------------------------------------------------------ scissors
PIVOT = (0.0, 0.0)


def scissor_half(d, side):
    """One half of a pair of open scissors: finger ring (bottom), shank up to the pivot and a tapered solid
    blade from the pivot to the tip on the other side.  side = -1: ring on the left, blade up-right."""
    P = PIVOT
    rr = 9.0 + 0.3 * d                               # ring (skeleton); its hole stays open at Black
    C = (side * (18.0 + 0.8 * d), 26.0)              # the rings move apart as they grow
    T = (-side * 16.0, -38.0)
    shank = capsule(pol(C, rr, ang(sub(P, C))), P, d)
    v = norm(sub(T, P))
    n = left_normal(v)
    wb = 5.0
    B = sub(P, mul(v, 5.0))
    blade = solid([add(B, mul(n, wb)), T, sub(B, mul(n, wb))], [2.0, 1.0, 2.0], 0.5 * d)
    return ring(C, rr, d) + shank + blade


@symbol("scissors", ["editing", "objects"], ["cut", "trim", "clip", "scissors", "crop"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _scissors(d):
    # two halves crossing at the pivot, where a screw hole is punched through both; the hole moves with
    # the scissors (one motion group)
    return [
        Layer(scissor_half(d, -1) + scissor_half(d, 1), css={"-sfsymbols-motion-group": 1}, name="scissors"),
        Layer(disc(PIVOT, 1.1 + 0.3 * d), erase=True, css={"-sfsymbols-motion-group": 1}, name="pivot"),
    ]


# ------------------------------------------------------------------ wrench
@symbol("wrench", ["objects", "settings"], ["tool", "repair", "settings", "fix", "spanner", "maintenance"],
        mirroring="fixed", effects=["bounce", "wiggle"],
        defaults={"-sfsymbols-wiggle-style": "clockwise"})
def _wrench(d):
    # drawn upright (open jaw at the top), then leaned so the jaw sits top trailing.  One outline: the
    # handle runs into a round head whose U-shaped jaw opens at the top.  The head's walls and the jaw
    # widen with the weight, so the white inside the walls and in the jaw stays open at Black.
    H = (0.0, -22.0)
    s = 4.5 + 0.6 * d                               # half-width of the jaw (its floor a half circle)
    Ro = 16.0 + 1.2 * d                             # the head's outer radius: walls of at least 2d + 3
    w = 5.0 + 0.55 * d                              # half-width of the handle: its slot stays open
    yb = 40.0                                       # end of the handle
    dl = math.degrees(math.asin(w / Ro))
    so = math.degrees(math.asin(s / Ro))
    v = [(-w, yb), (-w, H[1] + math.sqrt(Ro * Ro - w * w))]
    v += arcpts(H, Ro, 270 - dl, 90 + so, 12)
    v += [(-s, H[1])] + arcpts(H, s, 180, 360, 8)
    v += [pol(H, Ro, 90 - so)] + arcpts(H, Ro, 90 - so, -90 + dl, 12)
    v += [(w, yb)]
    radii = [0.0] * len(v)
    radii[0] = radii[-1] = w * 0.95                 # the handle's round end
    radii[1] = radii[-2] = 3.0                      # the handle runs into the head with a fillet
    radii[13] = radii[23] = 1.5                     # the jaw's tips
    return [Layer(rotated(stroke(v, radii, d, closed=True), -45), name="wrench")]


# ------------------------------------------------------------------ hammer
@symbol("hammer", ["objects"], ["tool", "build", "construction", "repair", "nail", "develop"],
        mirroring="fixed", effects=["bounce", "wiggle"],
        defaults={"-sfsymbols-wiggle-style": "clockwise"})
def _hammer(d):
    # drawn upright with the head across the top (striking face right, claw left), then leaned
    hh = 14.0 + 0.8 * d                             # the head's height: its counter stays open
    y0 = -36.0
    y1 = y0 + hh
    head = rrect(-12.0, y0, 26.0, y1, 3.0, d)
    # the claw carries the head's top edge on, leftward and bending down to its point
    claw = [(-8.0, y0)] + bezpts((-8.0, y0), (-20.0, y0), (-30.0, y0 + 3.0), (-35.0, y1 + 4.0), 8)
    w = 4.5 + 0.6 * d
    handle = stroke(rect(-w, y1, w, 40.0), [0.0, 0.0, w * 0.9, w * 0.9], d, closed=True)
    return [Layer(rotated(head + stroke(claw, 0, d) + handle, -45), name="hammer")]


# ------------------------------------------------------------------ paintbrush
@symbol("paintbrush", ["editing", "objects"], ["paint", "brush", "draw", "art", "color", "design"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _paintbrush(d):
    # drawn upright (bristles down), then leaned: bristles bottom leading, handle top trailing
    fw = 8.0 + 0.5 * d                              # ferrule half-width (skeleton)
    ft, fb = -4.0, 5.0 + 0.5 * d                    # ferrule top / bottom
    wt, wb = 3.5 + 0.6 * d, 5.0 + 0.6 * d           # handle half-width at the end / at the ferrule
    yt = -42.0
    handle = stroke([(-wb, ft), (-wt, yt), (wt, yt), (wb, ft)], [0, wt * 0.9, wt * 0.9, 0], d, closed=True)
    ferrule = solid(rect(-fw, ft, fw, fb), 1.5, 0.6 * d)
    T = (-3.0, 40.0)                                # the tip, drawn a little to one side
    x0 = fw - 1.0
    right = [(x0, fb)] + bezpts((x0, fb), (x0 + 8.0, fb + 9.0), (13.0, 29.0), T, 10)
    left = [(-x0, fb)] + bezpts((-x0, fb), (-x0 - 8.0, fb + 9.0), (-16.0, 27.0), T, 10)
    bristles = stroke(right, 0, d) + stroke(left, 0, d)
    return [Layer(rotated(handle + ferrule + bristles, -45), name="paintbrush")]


# ------------------------------------------------------------------ sparkles
def sparkle(c, R, d, filled=False, k=0.3, e=0.1):
    """A four-pointed star: four inward-bowing curves from point to point, each an open stroke (their
    round caps make the points), optionally filled in with the skeleton's own shape."""
    tips = [pol(c, R, 90 - 90 * i) for i in range(5)]
    out, skel = [], []
    for i in range(4):
        a, b = tips[i], tips[i + 1]
        ta, tb = norm(sub(c, a)), norm(sub(c, b))     # towards the centre
        sa, sb = norm(sub(b, a)), norm(sub(a, b))     # along the chord
        c1 = add(a, add(mul(ta, R * k), mul(sa, R * e)))
        c2 = add(b, add(mul(tb, R * k), mul(sb, R * e)))
        pts = [a] + bezpts(a, c1, c2, b, 8)
        out += stroke(pts, 0, d)
        skel += pts[:-1]
    if filled:
        out += solid(skel, 0, 0)
    return out


@symbol("sparkles", ["shapes", "weather", "editing"], ["magic", "new", "clean", "shine", "ai", "stars", "effects"],
        mirroring="fixed", effects=["variableColor", "bounce", "pulse", "breathe"])
def _sparkles(d):
    big = sparkle((-9.0, 7.0), 31.0, d)
    mid = sparkle((24.0 + 0.3 * d, -22.0), 13.0, d, filled=True)
    small = sparkle((23.0 + 0.5 * d, 26.0 + 0.3 * d), 8.0, d, filled=True)
    ts = thresholds(3)
    return [
        Layer(big, css={"-sfsymbols-variable-threshold": ts[0], "-sfsymbols-motion-group": 1}, name="big star"),
        Layer(mid, level="secondary", css={"-sfsymbols-variable-threshold": ts[1], "-sfsymbols-motion-group": 2},
              name="medium star"),
        Layer(small, level="secondary",
              css={"-sfsymbols-variable-threshold": ts[2], "-sfsymbols-motion-group": 3}, name="small star"),
    ]


# ------------------------------------------------------------------ gift
@symbol("gift", ["commerce", "objects"], ["present", "birthday", "surprise", "reward", "giftcard"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _gift(d):
    lt = -18.0 + 0.5 * d                            # lid top: lower as the bow's loops grow
    lb = lt + 13.0 + 1.0 * d                        # lid bottom: its counter stays open
    lid = rrect(-40.0, lt, 40.0, lb, 3.0, d)
    box = stroke([(-34.0, lb), (-34.0, 37.0), (34.0, 37.0), (34.0, lb)], [0, 5.0, 5.0, 0], d)
    ribbon = capsule((0.0, lt), (0.0, 37.0), d)
    # the bow: two loops leaving the knot on the lid, up and out
    K = (0.0, lt)
    bow = []
    for s in (-1, 1):
        E = (s * 25.0, lt - 6.0)
        loop = [K] + bezpts(K, (s * 5.0, lt - 23.0), (s * 32.0, lt - 28.0), E, 10)
        loop += bezpts(E, (s * 20.0, lt - 1.0), (s * 8.0, lt - 2.0), K, 8)
        bow += stroke(loop, 0, d)
    return [Layer(lid + box, name="box"),
            Layer(ribbon + bow, level="secondary", color="systemRedColor", css={"-sfsymbols-motion-group": 1},
                  name="ribbon")]


# ------------------------------------------------------------------ trophy
@symbol("trophy", ["objects", "games", "sports"], ["award", "winner", "prize", "champion", "achievement", "cup"],
        mirroring="fixed", effects=["bounce", "wiggle", "breathe"])
def _trophy(d):
    top, hw = -36.0, 21.0
    yb = 5.0                                        # bottom of the bowl
    bowl = [(-hw, top), (hw, top)] + bezpts((hw, top), (hw, -12.0), (14.0, yb), (0.0, yb), 10)
    bowl += bezpts((0.0, yb), (-14.0, yb), (-hw, -12.0), (-hw, top), 10)[:-1]
    radii = [2.5, 2.5] + [0.0] * (len(bowl) - 2)
    cup = stroke(bowl, radii, d, closed=True)
    hr = 8.0 + 1.4 * d                              # handles: their counters stay open at Black
    hc = -24.0
    for s in (-1, 1):
        cx = s * (hw - 1.0 + 0.3 * d)
        a0, a1 = (100, 260) if s < 0 else (80, -80)
        cup += arcband((cx, hc), hr, a0, a1, d)
    hb = 11.0 + 1.3 * d                             # the plinth's height: its counter stays open
    base = rrect(-17.0, 37.0 - hb, 17.0, 37.0, 3.0, d)
    stem = capsule((0.0, yb), (0.0, 37.0 - hb), d)
    return [Layer(cup, color="systemYellowColor", name="cup"),
            Layer(stem + base, level="secondary", color="systemYellowColor", name="base")]


# ------------------------------------------------------------------ crown
@symbol("crown", ["objects", "games"], ["king", "queen", "royal", "premium", "vip", "best"],
        mirroring="fixed", effects=["bounce", "wiggle", "breathe"])
def _crown(d):
    # the points rise from a band across the crown's foot; the band's line moves up as the weight grows,
    # so the white strip under it stays open
    yb, yt = 30.0, -22.0
    v = [(-33.0, yb), (-39.0, yt), (-17.0, -4.0), (0.0, -34.0), (17.0, -4.0), (39.0, yt), (33.0, yb)]
    body = stroke(v, [4.0, 2.0, 2.0, 2.0, 2.0, 2.0, 4.0], d, closed=True)
    for p in (v[1], v[3], v[5]):                    # a ball on each point
        body += disc(p, dot_r(d) + 0.8)
    yband = yb - (2 * d + gap(d) + 5.0)
    xs = 33.0 + 6.0 * (yb - yband) / (yb - yt)      # where the band meets the crown's sides
    band = capsule((-xs, yband), (xs, yband), d)
    return [Layer(body, color="systemYellowColor", name="crown"),
            Layer(band, level="secondary", color="systemYellowColor", name="band")]


# ------------------------------------------------------------------ book
def open_page(d, s):
    """One half of an open book, s = 1 right, -1 left: the top and bottom edges rise from the spine and
    the outer edge joins them.  Each edge is its own open stroke (their round caps make the corners): a
    closed outline of the sampled curves would fold over itself at the spine at the Black master."""
    St, Sb = (0.0, -27.0), (0.0, 33.0)
    xo = 40.0 * s
    top = [St] + bezpts(St, (9.0 * s, -34.0), (26.0 * s, -36.0), (xo, -33.0), 8)
    bot = [Sb] + bezpts(Sb, (9.0 * s, 27.0), (26.0 * s, 25.0), (xo, 27.0), 8)
    return stroke(top, 0, d) + stroke(bot, 0, d) + capsule((xo, -33.0), (xo, 27.0), d)


@symbol("book", ["text formatting", "education", "objects"], ["read", "reading", "library", "open book", "story"],
        mirroring="fixed", effects=["bounce"])
def _book(d):
    return [Layer(capsule((0.0, -27.0), (0.0, 33.0), d) + open_page(d, -1) + open_page(d, 1), name="book")]


# ------------------------------------------------------------------ newspaper
@symbol("newspaper", ["text formatting", "communication"], ["news", "article", "press", "headlines", "journal"],
        mirroring="mirrors", effects=["bounce"])
def _newspaper(d):
    x0, y0, x1, y1 = -27.0, -33.0, 40.0, 33.0
    sheet = rrect(x0, y0, x1, y1, 5.0, d)
    # the inner sheet, folded back: it shows as a narrower column along the leading edge, wider as the
    # weight grows so that its counter stays open
    xl = -39.0 - 1.0 * d
    back = stroke([(x0, -13.0), (xl, -13.0), (xl, y1), (x0, y1)], [0, 3.0, 7.0, 0], d)
    # the page: a photo beside two short lines, a full line under them; rows spread with the weight
    # (and draw in from the sheet's sides), so the white between them and around them stays open
    t = 0.75 * d
    p = 14.0 + 0.4 * d
    rows = [-15.0 + k * p for k in range(3)]
    xa, xe = -17.0 + 0.9 * d, 30.0 - 1.2 * d        # the column's left and right ends
    photo = solid(rect(xa, rows[0] - 3.0, 2.0 + 0.3 * d, rows[1] + 3.0), 1.5, 0.6 * d)
    xt = 11.0 + 0.9 * d
    lines = capsule((xt, rows[0]), (xe, rows[0]), t) + capsule((xt, rows[1]), (xe, rows[1]), t)
    lines += capsule((xa, rows[2]), (xe, rows[2]), t)
    return [Layer(sheet + back, name="newspaper"),
            Layer(photo + lines, level="secondary", name="articles")]


# ------------------------------------------------------------------ archivebox
@symbol("archivebox", ["objects"], ["archive", "storage", "box", "files", "store"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _archivebox(d):
    lt = -34.0
    lb = lt + 14.0 + 0.8 * d                        # the lid's counter stays open at Black
    lid = rrect(-41.0, lt, 41.0, lb, 4.0, d)
    # the box hangs from the lid: its sides end square on the lid's lower edge (no stubs on the lid)
    box = stroke([(-35.0, lb + d), (-35.0, 36.0), (35.0, 36.0), (35.0, lb + d)], [0, 5.0, 5.0, 0], d,
                 caps=("butt", "butt"))
    ys = lb + 11.0 + 0.9 * d                        # the handle slot keeps clear of the lid
    slot = capsule((-10.0, ys), (10.0, ys), d)
    return [Layer(box + slot, css={"-sfsymbols-motion-group": 2}, name="box"),
            Layer(lid, level="secondary", css={"-sfsymbols-motion-group": 1}, name="lid")]


# ------------------------------------------------------------------ tray
@symbol("tray", ["objects", "communication"], ["inbox", "mail", "documents", "letters", "box"],
        mirroring="fixed", effects=["bounce"])
def _tray(d):
    yr = 2.0                                        # the rim the front panel's well dips from
    outer = stroke([(-31.0, -31.0), (31.0, -31.0), (41.0, yr), (41.0, 32.0), (-41.0, 32.0), (-41.0, yr)],
                   [4.0, 4.0, 2.5, 6.0, 6.0, 2.5], d, closed=True)
    dip = 11.0 + 0.4 * d
    well = stroke([(-41.0, yr), (-15.0, yr), (-11.0, yr + dip), (11.0, yr + dip), (15.0, yr), (41.0, yr)],
                  [0, 2.5, 2.5, 2.5, 2.5, 0], d)
    return [Layer(outer + well, name="tray")]


# ------------------------------------------------------------------ shippingbox
@symbol("shippingbox", ["objects", "commerce"], ["package", "parcel", "delivery", "shipping", "box", "order"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _shippingbox(d):
    hx, hy = 37.0, 19.0
    top, bot = (0.0, -38.0), (0.0, 38.0)
    ur, lr, ll, ul = (hx, -hy), (hx, hy), (-hx, hy), (-hx, -hy)
    C = (0.0, 0.0)
    box = stroke([top, ur, lr, bot, ll, ul], [3.0, 2.5, 3.0, 3.0, 3.0, 2.5], d, closed=True)
    box += stroke([ul, C, ur], [0, 2.0, 0], d) + capsule(C, bot, d)
    # the tape runs across the lid from the back edge to the front-left edge and down the left face
    A, B = lerp(top, ur, 0.5), lerp(ul, C, 0.5)
    tape = stroke([A, B, (B[0], B[1] + 17.0)], [0, 1.5, 0], d)
    return [Layer(box, color="systemBrownColor", name="box"),
            Layer(tape, level="secondary", color="systemBrownColor", name="tape")]


# ------------------------------------------------------------------ doc.on.doc
def page(d, x0, y0, x1, y1, fold):
    """doc.text's page (symbols_def.doc_page) drawn in any box: the same outline, folded corner and radii."""
    v = [(x0, y0), (x1 - fold, y0), (x1, y0 + fold), (x1, y1), (x0, y1)]
    return (stroke(v, [5, 1, 1, 5, 5], d, closed=True) +
            stroke([(x1 - fold, y0), (x1 - fold, y0 + fold), (x1, y0 + fold)], [0, 2, 0], d)), v


# the page above is doc_page's construction; make sure they never drift apart
assert [s.start for s in page(3.25, -29, -38, 29, 38, 19)[0]] == [s.start for s in doc_page(3.25)]


@symbol("doc.on.doc", ["text formatting", "objects"], ["copy", "duplicate", "documents", "files", "pages"],
        mirroring="fixed", effects=["bounce"])
def _doc_on_doc(d):
    off = 14.0
    w, h, fold = 47.0, 61.0, 15.0
    x0, y0 = -(w + off) / 2, -(h + off) / 2
    back = page(d, x0, y0, x0 + w, y0 + h, fold)[0][:2]   # the back sheet's outline; its fold lies behind
    front, fv = page(d, x0 + off, y0 + off, x0 + off + w, y0 + off + h, fold)
    return [
        Layer(back, level="secondary", css={"-sfsymbols-motion-group": 1}, name="back page"),
        Layer(solid(fv, [5, 1, 1, 5, 5], d + gap(d)), erase=True, css={"-sfsymbols-motion-group": 2},
              name="front page clearance"),
        Layer(front, css={"-sfsymbols-motion-group": 2}, name="front page"),
    ]


# ------------------------------------------------------------------ person.crop.circle
def cropped_person_skeleton(d, R=35.0):
    """person's figure, a little smaller, standing in a circle of radius R that crops its body: the head's
    centre and radius, and the shoulders' dome as a function at(t) (an ellipse) with its outward normal,
    drawn from t0 to 180 - t0, where it meets the circle's skeleton."""
    s = 0.86
    # the head grows a little less than person's with the weight (hk < 0), so at Black there is still
    # room in the circle for the neck's white and the shoulders
    head_r, rx, ry, neck, _ = person_metrics(d, s, hk=-0.35)
    head_c = (0.0, -10.0 - 0.35 * d)
    top = head_c[1] + head_r + d + neck + d        # skeleton of the dome's top, as in person_parts
    ry = ry + 4.0
    base = top + ry
    rx = rx + 3.0

    def at(t):
        a = math.radians(t)
        return (rx * math.cos(a), base - ry * math.sin(a))

    def normal(t):
        a = math.radians(t)
        return norm((ry * math.cos(a), -rx * math.sin(a)))
    _, hi = bisect(lambda t: length(at(t)) > R, 0.0, 90.0)
    return head_c, head_r, at, normal, hi


def cropped_person(d, R=35.0):
    """The cropped figure's outline: the head ring and the shoulders' dome, whose ends run into the
    circle's line."""
    head_c, head_r, at, _, t0 = cropped_person_skeleton(d, R)
    dome = [at(t0 + (180 - 2 * t0) * i / 18) for i in range(19)]
    return ring(head_c, head_r, d) + stroke(dome, 0, d)


@symbol("person.crop.circle", ["people"], ["user", "account", "profile", "avatar", "contact"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _person_crop_circle(d):
    # the circle lies on top: its band is cleared first, so the shoulders end cleanly at its inner edge
    # (the clearance moves with the circle, so a bouncing figure stays cropped by it)
    circle = circle_layer(d)
    circle.css["-sfsymbols-motion-group"] = 2
    return [Layer(cropped_person(d), css={"-sfsymbols-motion-group": 1}, name="person"),
            Layer(ring((0.0, 0.0), 35.25, d - 0.25), erase=True, css={"-sfsymbols-motion-group": 2},
                  name="circle clearance"),
            circle]


# ------------------------------------------------------------------ person.badge.plus
@symbol("person.badge.plus", ["people"], ["add user", "add contact", "invite", "new account", "friend"],
        mirroring="mirrors", effects=["bounce", "wiggle"])
def _person_badge_plus(d):
    # the plus is a badge at the trailing side (lower right); mirroring puts it on the trailing side of a
    # right-to-left layout, and the plus and the figure are both unchanged by a flip
    pc = (27.0 + 0.4 * d, 14.0 + 0.2 * d)
    a = 11.0
    plus = capsule((pc[0] - a, pc[1]), (pc[0] + a, pc[1]), d) + capsule((pc[0], pc[1] - a), (pc[0], pc[1] + a), d)
    g = d + gap(d)
    clear = (capsule((pc[0] - a, pc[1]), (pc[0] + a, pc[1]), g) +
             capsule((pc[0], pc[1] - a), (pc[0], pc[1] + a), g))
    return [
        Layer(person_parts(d, cx=-9.0), css={"-sfsymbols-motion-group": 1}, name="person"),
        Layer(clear, level="secondary", erase=True, css={"-sfsymbols-motion-group": 2}, name="badge clearance"),
        Layer(plus, level="secondary", css={"-sfsymbols-motion-group": 2}, name="badge"),
    ]
