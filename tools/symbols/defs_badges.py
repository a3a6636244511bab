"""Badged, slashed, circled and filled forms of existing symbols, and two new designs: folder.badge.plus,
cart.badge.plus, envelope.badge, bell.badge.fill, trash.slash, lock.shield, key.fill, creditcard.fill,
bag.fill, clock.fill, person.circle, house.circle, map and line.3.horizontal.decrease.

Nothing here is redrawn: every derived symbol runs its base's registered design (or a helper that rebuilds
the base's skeleton at another size, asserted to draw the base itself at size 1) and reuses what it drew.

* Plus badges are person.badge.plus's plus (arm 11, line weight 2d, secondary) on a clearance: a disc of
  a + d + gap(d) cut off where the plus itself ends (calendar.badge.plus's clipped_disc), so the clearance
  adds nothing to the symbol's bounds.  Dot badges are bell.badge's dot (radius 9 + 0.7 d, systemRed,
  always pulses), cleared the same way.  Badge and clearance form motion group 2, the base group 1.
* Mirroring: a badge on a symmetric base (envelope) mirrors, so that the badge sits on the trailing side
  (as person.badge.plus and calendar.badge.plus); otherwise the badged symbol follows its base (folder is
  fixed, cart mirrors).  A fill follows its base (bell.badge.fill: bell.badge's).
* trash.slash: trash, then defs_controls.slash_layers.  Its multicolor is red (SF-SEMANTICS 1.5).
* Circled (person.circle, house.circle): checkmark.circle's circle (secondary) round the base's own figure,
  drawn smaller and whole (not cropped), primary.  lock.shield: the shield (secondary) round lock.fill's
  silhouette, smaller, primary.
* Fills follow defs_fill_*: the base's outer contours; details inside the body knocked out (erase layer,
  drawn again in hierarchical mode); real openings (the key's ring hole) stay open in every mode.

All artwork is original, built from geom.py primitives."""
import math

from draw import symbol, Layer, SYMBOLS, thresholds
from geom import *  # noqa: F401,F403
import symbols_def
from symbols_def import gap, rrect, person_parts, _bell_badge, _lock, _house, _trash, _folder, _envelope
import defs_objects  # noqa: F401  (registers cart, bag, creditcard, key, shield)
from defs_objects import _cart, _shield
from defs_controls import circle_layer, slash_layers, _line3
from defs_shapes import clipped_disc
from defs_fill_home import _bell_fill, cut, rim, knockout, MG1
from defs_fill_circles import fill_symbol, outer_only, knocked_out
from defs_fill_nature import same_outline, moved
from defs_fill_more import traced_in

MG2 = {"-sfsymbols-motion-group": 2}
PLUS_ARM = 11.0                         # person.badge.plus's plus


def plus_badge(pc, d, a=PLUS_ARM):
    return capsule((pc[0] - a, pc[1]), (pc[0] + a, pc[1]), d) + capsule((pc[0], pc[1] - a), (pc[0], pc[1] + a), d)


def flipped_v(subs, y):
    """Subpaths reflected about the horizontal line at y (orientation is fixed by Layer)."""
    return [s.transformed(lambda p: (p[0], 2 * y - p[1])) for s in subs]


def clipped_disc_up(c, r, h):
    """clipped_disc cut off at the right and at the top (for a badge on a top trailing corner)."""
    return flipped_v(clipped_disc(c, r, h), c[1])


def plus_badge_layers(pc, d, up=False):
    a = PLUS_ARM
    rc, h = a + d + gap(d), a + d
    clear = clipped_disc_up(pc, rc, h) if up else clipped_disc(pc, rc, h)
    return [Layer(clear, level="secondary", erase=True, css=MG2, name="badge clearance"),
            Layer(plus_badge(pc, d), level="secondary", css=MG2, name="badge")]


def dot_badge_layers(bc, d):
    """bell.badge's dot (radius, colour, pulse) and its clearance, clipped at the top and the right."""
    ref = _bell_badge(d)
    br = 9.0 + d * 0.7
    assert same_outline(disc((26, -26), br), ref[2].subs), "bell.badge's dot changed"
    return [Layer(clipped_disc_up(bc, br + gap(d), br), level="secondary", color="systemRedColor",
                  erase=True, css=MG2, name="badge clearance"),
            Layer(disc(bc, br), level="secondary", color="systemRedColor", css=dict(ref[2].css), name="badge")]


def kept(L, **kw):
    args = dict(level=L.level, color=L.color, css=dict(L.css), erase=L.erase, modes=L.modes, name=L.name)
    args.update(kw)
    return Layer(L.subs, **args)


# ------------------------------------------------------------------ plus badges
@symbol("folder.badge.plus", ["objects"], ["directory", "files", "documents", "new folder", "add", "create"],
        mirroring="fixed", effects=["bounce"])
def _folder_badge_plus(d):
    # folder's own layer; the plus sits on its bottom trailing corner as calendar.badge.plus's does, moving
    # out as the weight grows.  The folder's tab is on the leading side, so the folder does not mirror (as
    # folder), and the badge stays with it.
    (folder,) = _folder(d)
    k = -7.0 + 1.8 * d
    pc = (42.0 + k, 31.0 + k)
    return [kept(folder, css=MG1)] + plus_badge_layers(pc, d)


@symbol("cart.badge.plus", ["commerce"], ["shopping", "basket", "buy", "checkout", "store", "add to cart", "add"],
        mirroring="mirrors", effects=["bounce", "wiggle"])
def _cart_badge_plus(d):
    # the plus stands over the basket's top trailing corner (the handle is on the leading side); the cart
    # mirrors, and the badge with it, so it stays on the trailing side
    cart, wheels = _cart(d)
    # It rises with the weight less than the basket's corner does, so that the symbol stays within the
    # grid's height at Black (it passed baseline + 20 there).
    k = -4.0 + 1.2 * d
    pc = (40.0 + k, -26.0 - 0.4 * k)
    return [kept(cart, css=MG1), kept(wheels)] + plus_badge_layers(pc, d, up=True)


# ------------------------------------------------------------------ dot badges
@symbol("envelope.badge", ["communication"], ["mail", "email", "message", "letter", "unread", "new", "badge"],
        mirroring="mirrors", effects=["bounce", "wiggle", "pulse"])
def _envelope_badge(d):
    # bell.badge's dot on the envelope's top trailing corner; the envelope is symmetric, so mirroring
    # only moves the badge to the trailing side
    (env,) = _envelope(d)
    k = -3.0 + 0.8 * d
    bc = (40.0 + k, -27.0 - k)
    return [kept(env, css=MG1)] + dot_badge_layers(bc, d)


@fill_symbol("bell.badge")
def _bell_badge_fill(d):
    # bell.fill, moved where bell.badge draws its bell; bell.badge's own badge and clearance
    bell, clear, badge = _bell_badge(d)
    assert same_outline(moved(symbols_def.bell_parts(d), -4.0, 0.0), bell.subs), "bell.badge's bell moved"
    (body,) = _bell_fill(d)
    return [Layer(moved(body.subs, -4.0, 0.0), level=body.level, color=body.color, css=dict(bell.css),
                  name="bell"), kept(clear), kept(badge)]


# ------------------------------------------------------------------ trash.slash
@symbol("trash.slash", ["objects"], ["delete", "remove", "bin", "garbage", "undelete", "restore", "no trash"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _trash_slash(d):
    (trash,) = _trash(d)
    slash = slash_layers((-37.0, -39.0), (37.0, 37.0), d)
    return [kept(trash, color="systemRedColor", css=MG1, name="trash")] + \
        [kept(L, color="systemRedColor") for L in slash]


# ------------------------------------------------------------------ lock.shield
def lock_parts(d, s=1.0, c=(0.0, 0.0)):
    """lock's body (a closed rounded box: outer contour + hole) and shackle at scale s about c."""
    def P(x, y): return (c[0] + x * s, c[1] + y * s)
    body = stroke([P(-28, -7), P(28, -7), P(28, 37), P(-28, 37)], 6 * s, d, closed=True)
    shackle = [P(-17, -7), P(-17, -20)] + arcpts(P(0, -20), 17 * s, 180, 0, 12) + [P(17, -7)]
    return body, stroke(shackle, 0, d)


@symbol("lock.shield", ["security"], ["security", "protection", "safe", "privacy", "secure", "locked", "password"],
        mirroring="fixed", effects=["bounce", "pulse", "breathe"])
def _lock_shield(d):
    body, shackle = lock_parts(d)
    assert same_outline(body + shackle, _lock(d)[0].subs), "lock's design changed"
    (shield,) = _shield(d)
    # lock.fill's silhouette (the body solid, the shackle's arch), smaller and a little lighter; its
    # shackle's counter opens up with the weight so it stays open at Black
    t = 0.8 * d
    s = 0.42 + 0.012 * d
    body, shackle = lock_parts(t, s, (0.0, -6.5 + 0.2 * d))
    return [kept(shield, level="secondary", name="shield"),
            Layer(outer_only(body) + shackle, name="lock")]


# ------------------------------------------------------------------ circled
def reach_of(subs):
    """The greatest distance of an outline from the origin (the circle's centre)."""
    return max(length(p) for sp in subs for p in sp.points(16))


def fitted(make, d, margin=0.5, lo=0.3, hi=0.9):
    """The largest scale s at which make(s) keeps gap(d) + margin of white inside checkmark.circle's circle
    (skeleton radius 35, line 2d)."""
    room = 35.0 - d - gap(d) - margin

    def fits_at(s):
        try:
            return reach_of(make(s)) <= room
        except ValueError:          # a counter collapsed: too small
            return True
    lo, _ = bisect(fits_at, lo, hi, 40)
    make(lo)
    return lo


def best_fit(make, d, ys):
    """(s, cy): the vertical position among ys that lets make(s, cy) be largest, and that scale."""
    return max((fitted(lambda s_: make(s_, cy), d), cy) for cy in ys)


def circled_weight(d, k, k_heavy):
    """The line weight of a glyph inside the circle: k d up to Regular, growing by only k_heavy per unit
    above it, so that the glyph's counters stay open in the room the circle's heavier line leaves."""
    return k * d if d <= 3.25 else k * 3.25 + k_heavy * (d - 3.25)


@symbol("person.circle", ["people"], ["user", "account", "profile", "avatar", "contact"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _person_circle(d):
    # person's own figure (person_parts, grown as person.2.wave.2's small figures so its counters stay
    # open), whole inside the circle: the largest that keeps gap(d) of white from the circle's line,
    # set a little high so that its head and its shoulders' corners are about equally clear of it
    t = circled_weight(d, 0.88, 0.16)
    hk, bk = 0.35, 0.45
    s, cy = best_fit(lambda s_, cy: person_parts(t, 0.0, cy, s_, hk=hk, bk=bk), d,
                     [-4.0 + 0.5 * i for i in range(15)])
    return [circle_layer(d), Layer(person_parts(t, 0.0, cy, s, hk=hk, bk=bk), name="person")]


def house_parts(d, s=1.0, c=(0.0, 0.0), kw=0.8):
    """house's roof, walls and door at scale s about c.  The door widens (by kw d) and rises with the
    weight as in house (kw = 0.8)."""
    def P(x, y): return (c[0] + x * s, c[1] + y * s)
    roof = stroke([P(-41, -4), P(0, -38), P(41, -4)], [2 * s] * 3, d)
    body = stroke([P(-28, -15), P(-28, 35), P(28, 35), P(28, -15)], [0, 5 * s, 5 * s, 0], d)
    w, top = 6.0 * s + kw * d, c[1] + 14.0 * s - 0.6 * d
    door = stroke([(c[0] - w, c[1] + 35 * s), (c[0] - w, top), (c[0] + w, top), (c[0] + w, c[1] + 35 * s)],
                  [0, 3 * s, 3 * s, 0], d)
    return roof + body + door


@symbol("house.circle", ["home", "places"], ["home", "building", "residence"], mirroring="fixed",
        effects=["bounce"])
def _house_circle(d):
    assert same_outline(house_parts(d), _house(d)[0].subs), "house's design changed"
    # house's own house, as large as gap(d) of white from the circle allows.  Above Regular its line
    # grows more slowly and its door widens less, so that the door and the white beside it stay open
    t = circled_weight(d, 0.85, 0.12)
    kw = 0.8 if d <= 3.25 else 0.8 - 0.11 * (d - 3.25)
    s, cy = best_fit(lambda s_, cy: house_parts(t, s_, (0.0, cy), kw), d, [-4.0 + 0.5 * i for i in range(15)])
    c = (0.0, cy)
    w = 6.0 * s + kw * t
    assert w - t >= 1.0 and 28 * s - 2 * t - w >= 2.0, "house.circle: the door or its sides close up"
    return [circle_layer(d), Layer(house_parts(t, s, c, kw), name="house")]


# ------------------------------------------------------------------ fills
@fill_symbol("key")
def _key_fill(d):
    (key,) = SYMBOLS["key"]["fn"](d)
    subs = key.subs
    assert [s.role for s in subs] == ["outer", "hole", "outer", "outer", "outer"], "key's layout changed"
    # the bow fills; a small ring hole (a real opening, as tag.fill's eyelet) stays toward its outer end
    hc = rot((-27.0, 0.0), -45)
    hole = [circle(hc, 3.5 + 0.4 * d, role="hole")]
    return [Layer([subs[0]] + hole + subs[2:], name="key")]


@fill_symbol("creditcard")
def _creditcard_fill(d):
    layers, pieces = traced_in([defs_objects, symbols_def], SYMBOLS["creditcard"]["fn"], d)
    assert [p.kind for p in pieces] == ["solid", "capsule", "stroke"], "creditcard's design changed"
    stripe_p, number_p, card_p = pieces
    x0, y0 = card_p.args[0][0]
    x1, _ = card_p.args[0][2]
    # the card fills (it stays primary: its base sets it against the secondary stripe); the stripe and
    # the number are knocked out and drawn again secondary.  The stripe stops rim(d) short of the card's
    # sides, so the silhouette stays whole.
    sv = stripe_p.args[0]
    g = stripe_p.args[2]
    e = rim(d) - d
    stripe = solid(rect(x0 + e, sv[0][1] - g, x1 - e, sv[2][1] + g), 0.5, 0.0)
    k = cut(d)
    number = capsule(number_p.args[0], number_p.args[1], k)
    return [Layer(card_p.outer(), css=MG1, name="card")] + \
        knockout(stripe, "stripe", level="secondary", group=1) + \
        knockout(number, "number", level="secondary", group=1)


@fill_symbol("bag")
def _bag_fill(d):
    bag, handle = SYMBOLS["bag"]["fn"](d)
    assert [s.role for s in bag.subs] == ["outer", "hole"], "bag's layout changed"
    return [Layer(outer_only(bag.subs), name="bag"), kept(handle)]


@fill_symbol("clock")
def _clock_fill(d):
    face, hands = SYMBOLS["clock"]["fn"](d)
    assert len(face.subs) == 2, "clock's face changed"
    return knocked_out(outer_only(face.subs), hands.subs, "tintColor", "hands")


# ------------------------------------------------------------------ map
@symbol("map", ["maps", "navigation"], ["map", "directions", "navigation", "route", "atlas", "guide"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _map(d):
    # a map folded in three: the panels lean alternately, so the top and bottom edges zigzag.  The side
    # panels are closed outlines (primary); the middle panel is their two fold lines and its own top and
    # bottom edges (secondary), which run under the fold lines.  The panels widen a little with the weight.
    xf = 13.5 + 0.3 * d
    xo = 40.0 + 0.6 * d
    lo, hi = -30.0, -36.0                  # tops of the low and high folds
    left = [(-xo, lo), (-xf, hi), (-xf, -lo), (-xo, -hi)]
    right = [(xf, lo), (xo, hi), (xo, -lo), (xf, -hi)]
    rl, rr = [4.0, 1.5, 1.5, 4.0], [1.5, 4.0, 4.0, 1.5]
    mid = stroke([(-xf, hi), (xf, lo)], 0, d) + stroke([(xf, -hi), (-xf, -lo)], 0, d)
    return [Layer(mid, level="secondary", name="middle panel"),
            Layer(stroke(left, rl, d, closed=True) + stroke(right, rr, d, closed=True), name="side panels")]


# ------------------------------------------------------------------ filter
@symbol("line.3.horizontal.decrease", ["shapes", "text formatting"], ["filter", "sort", "funnel", "refine", "narrow"],
        mirroring="fixed", effects=["bounce", "wiggle", "variableColor"])
def _line3_decrease(d):
    # line.3.horizontal's lines (same pitch, weight and thresholds), shortening about the centre line
    base = _line3(d)
    out = []
    for i, (L, h) in enumerate(zip(base, (33.0, 20.5, 8.0))):
        ys = [p[1] for p in L.subs[0].points()]
        y = (min(ys) + max(ys)) / 2
        if i == 0:
            assert same_outline(capsule((-h, y), (h, y), d), L.subs), "line.3.horizontal changed"
        out.append(Layer(capsule((-h, y), (h, y), d), css=dict(L.css), name=L.name))
    return out
