"""Communication: speech bubbles (right, a pair, quote, ellipsis), at, envelope.open, megaphone, hands
(raised, thumbs up/down, wave), face.smiling, person.2, phone.arrow.up.right and the slashed antenna.

Every design is our own construction from geom.py primitives in the library's stroke language (line
weight 2d, round caps and joins, corner radii of a few units, solids grown by a fraction of d), drawn
around the origin with y down; draw.py centres it on the cap height and adds the side bearings.  Where a
symbol extends one the library already has, it reuses that design's own outline or skeleton (bubble.left,
ellipsis, envelope, person, phone, antenna, slash_layers), so related symbols never drift apart."""
import math

from draw import symbol, variant, Layer, thresholds
from geom import *  # noqa: F401,F403
from symbols_def import gap, dot_r, person_parts, _antenna
from defs_controls import _bubble_left, _ellipsis, _phone, slash_layers
from defs_arrows import flipped, moved, straight_arrow, wiggle_axis
from defs_fill_home import traced, expect


def mg(n):
    return {"-sfsymbols-motion-group": n}


# ------------------------------------------------------------------ bubbles
# bubble.left's skeleton (defs_controls._bubble_left), repeated here so that the bubble can be drawn at
# other sizes with the absolute line weight; bubble_outline checks that it still draws bubble.left exactly.
BUBBLE_V = [(-38, -30), (38, -30), (38, 19), (-17, 19), (-35, 34), (-38, 6)]
BUBBLE_R = [20, 20, 20, 5, 2.5, 8]
BODY = dict(x0=-38.0, x1=38.0, y0=-30.0, y1=19.0)       # the bubble's body (skeleton), tail excluded


def bubble_verts(s=1.0, at=(0.0, 0.0), flip=False):
    k = -1.0 if flip else 1.0
    return [(at[0] + k * x * s, at[1] + y * s) for x, y in BUBBLE_V], [r * s for r in BUBBLE_R]


def bubble_outline(d, s=1.0, at=(0.0, 0.0), flip=False):
    v, r = bubble_verts(s, at, flip)
    return stroke(v, r, d, closed=True)


def bubble_solid(d, grow, s=1.0, at=(0.0, 0.0), flip=False):
    """The bubble's silhouette grown by `grow` beyond its line (a clearance)."""
    v, r = bubble_verts(s, at, flip)
    return solid(v, r, d + grow)


def _same(a, b):
    pa = [p for s in a for p in s.points(2)]
    pb = [p for s in b for p in s.points(2)]
    return len(pa) == len(pb) and all(abs(p[0] - q[0]) + abs(p[1] - q[1]) < 1e-6 for p, q in zip(pa, pb))


def bubble_left_subs(d):
    """bubble.left's outline, exactly (and a check that BUBBLE_V/BUBBLE_R still describe it)."""
    subs = [s.oriented() for s in _bubble_left(d)[0].subs]
    assert _same(subs, [s.oriented() for s in bubble_outline(d)]), "bubble.left's design changed"
    return subs


def bubble_right_subs(d):
    return flipped(bubble_left_subs(d))


@symbol("bubble.right", ["communication"], ["message", "chat", "comment", "speech", "reply", "sent"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _bubble_right(d):
    # bubble.left's mirror image; "right" names the side of the tail, so it never mirrors (as bubble.left)
    return [Layer(bubble_right_subs(d), name="bubble")]


@symbol("bubble.left.and.bubble.right", ["communication"],
        ["conversation", "chat", "messages", "dialogue", "discussion", "reply"],
        mirroring="fixed", effects=["bounce", "wiggle", "pulse"])
def _bubbles(d):
    # the first speaker (tail left) behind, the answer (tail right) in front, lower and to the right;
    # the front bubble's clearance hides the back bubble's line where the two overlap.  The pair moves
    # apart (and shrinks a little) as the line grows, so the back bubble keeps the same band of white
    # above and beside the front one (its top, its leading side and its tail) at every weight.
    s = 0.785 - 0.013 * d
    ox, oy = 6.0 + 1.6 * d, 8.0 + 1.3 * d
    back_at, front_at = (-ox, -oy), (ox, oy)
    return [
        Layer(bubble_outline(d, s, back_at), level="secondary", css=mg(1), name="back bubble"),
        Layer(bubble_solid(d, gap(d), s, front_at, flip=True), erase=True, css=mg(2), name="front clearance"),
        Layer(bubble_outline(d, s, front_at, flip=True), css=mg(2), name="front bubble"),
    ]


# ------------------------------------------------------------------ quote.bubble
def body_centre():
    return ((BODY["x0"] + BODY["x1"]) / 2, (BODY["y0"] + BODY["y1"]) / 2)


def comma9(c, r, t):
    """A '9'-shaped quotation comma (as in ” and „): a round head of radius r centred on c and a tail of
    half-width t leaving its trailing flank and hooking down and back under it."""
    x, y = c
    p0 = (x + r - t, y)
    tail = [p0] + bezpts(p0, (x + r - t, y + 1.05 * r), (x + 0.35 * r, y + 1.85 * r), (x - 0.6 * r, y + 2.05 * r), 8)
    return disc(c, r) + stroke(tail, 0, t)


def quote_metrics(d):
    r = 5.0 + 0.6 * d                   # the heads grow like dots, a little heavier than the line
    t = 0.9 + 0.38 * d                  # the tails stay lighter than the heads
    pitch = 2 * r + 3.0 + 0.6 * d       # the two commas keep white between them at every weight
    return r, t, pitch


def quote_mark(d, kind, centre):
    """A double quotation mark, centred (by its bounds) on `centre`:
    '99' = ” (and „), two '9' commas;  '66' = “, the same commas turned a half turn (never mirrored)."""
    r, t, pitch = quote_metrics(d)
    subs = comma9((-pitch / 2, 0.0), r, t) + comma9((pitch / 2, 0.0), r, t)
    if kind == "66":
        subs = moved(subs, lambda p: (-p[0], -p[1]))
    pts = [p for s in subs for p in s.points(8)]
    cx = (min(p[0] for p in pts) + max(p[0] for p in pts)) / 2
    cy = (min(p[1] for p in pts) + max(p[1] for p in pts)) / 2
    return moved(subs, lambda p: (p[0] - cx + centre[0], p[1] - cy + centre[1]))


def corner_brackets(d):
    """「 」: the CJK corner brackets, point-symmetric about the bubble's body: the opening one at the top
    leading corner, the closing one at the bottom trailing corner.  Their corners keep gap(d) of white
    from the bubble's line, and their long arms pass each other as the weight grows."""
    t = 0.85 * d
    cx, cy = body_centre()
    b = min(16.5, (cy - BODY["y0"]) - d - gap(d) - t - 1.0)     # corner height above/below the centre
    a = 19.0 + 0.2 * d                                            # corner distance left/right of the centre
    w, h = 12.0, b + 7.0
    return (stroke([(cx - a + w, cy - b), (cx - a, cy - b), (cx - a, cy - b + h)], [0, 1.5, 0], t) +
            stroke([(cx + a - w, cy + b), (cx + a, cy + b), (cx + a, cy + b - h)], [0, 1.5, 0], t))


def guillemet(d, centre, pointing=1):
    """» (pointing = 1) or « (-1), centred on `centre`: two chevrons a little lighter than the line, far
    enough apart that the white between their arms stays open at every weight."""
    t = 0.65 * d + 0.3
    h, w = 9.0 - 0.2 * d, 5.0
    pitch = 4.5 + 2.5 * t
    cx, cy = centre
    out = []
    for k in (-0.5, 0.5):
        x = cx + k * pitch
        out += stroke([(x - pointing * w / 2, cy - h), (x + pointing * w / 2, cy), (x - pointing * w / 2, cy + h)],
                      [1.0, 1.5, 1.0], t)
    return out


def guillemet_width(d):
    t = 0.65 * d + 0.3
    return 4.5 + 2.5 * t + 5.0 + 2 * t


def quote_bubble(d, marks, rtl):
    bubble = bubble_right_subs(d) if rtl else bubble_left_subs(d)
    return [Layer(bubble, level="secondary", css=mg(1), name="bubble"),
            Layer(marks, css=mg(2), name="quotation marks")]


@symbol("quote.bubble", ["communication", "text formatting"], ["quote", "quotation", "citation", "said", "comment"],
        mirroring="hasRTLVariant", effects=["bounce", "wiggle"])
def _quote_bubble(d):
    # Latin: the opening mark “ (66), in bubble.left
    return quote_bubble(d, quote_mark(d, "66", body_centre()), False)


@variant("quote.bubble", "rtl")
def _quote_bubble_rtl(d):
    """Right-to-left: the tail moves to the leading (right) side; the mark is not mirrored (a mirrored “
    is no quotation mark in any script) but is the opening mark RTL text uses, ” (99), which hooks toward
    the text that follows it on the left."""
    return quote_bubble(d, quote_mark(d, "99", body_centre()), True)


@variant("quote.bubble", "he")
def _quote_bubble_he(d):
    """Hebrew: the opening mark is the low „ (Academy of the Hebrew Language: „…” read right to left);
    it sits low in the bubble, on the line, as far as the weight leaves room (at the heaviest weights
    the mark fills the bubble's height and is centred)."""
    r, t, _ = quote_metrics(d)
    cx, cy = body_centre()
    low = BODY["y1"] - d - gap(d) - 1.5 - (2.05 * r + t) / 2 - r / 2
    return quote_bubble(d, quote_mark(d, "99", (cx, max(cy, low))), True)


@variant("quote.bubble", "ar")
def _quote_bubble_ar(d):
    """Arabic script: guillemets; read right to left, the opening » stands on the right pointing outward."""
    cx, cy = body_centre()
    sp = guillemet_width(d) / 2 + 2.5 + 0.4 * d
    return quote_bubble(d, guillemet(d, (cx - sp, cy), -1) + guillemet(d, (cx + sp, cy), 1), True)


@variant("quote.bubble", "ja")
def _quote_bubble_ja(d):
    """Japanese: corner brackets 「」 (horizontal text, left to right: the bubble keeps its tail left)."""
    return quote_bubble(d, corner_brackets(d), False)


@variant("quote.bubble", "zh.traditional")
def _quote_bubble_zh_traditional(d):
    """Traditional Chinese quotes with corner brackets too (Simplified Chinese uses “ ”: the base)."""
    return quote_bubble(d, corner_brackets(d), False)


# ------------------------------------------------------------------ ellipsis.bubble
ELLIPSIS_SCALE = 0.66


@symbol("ellipsis.bubble", ["communication"], ["typing", "message", "chat", "more", "reply", "waiting"],
        mirroring="mirrors", effects=["variableColor", "bounce", "pulse", "breathe"])
def _ellipsis_bubble(d):
    # ellipsis's own dots (with their variable-colour thresholds), scaled into the bubble's body; the
    # tail's side follows the layout (a flip is right: the dots are symmetric and light up from the
    # leading side)
    cx, cy = body_centre()
    k = ELLIPSIS_SCALE
    layers = [Layer(bubble_left_subs(d), level="secondary", css=mg(1), name="bubble")]
    for L in _ellipsis(d):
        layers.append(Layer(moved(L.subs, lambda p: (cx + k * p[0], cy + k * p[1])), level=L.level,
                            css=dict(L.css), name=L.name))
    return layers


# ------------------------------------------------------------------ at
@symbol("at", ["communication", "text formatting"], ["email", "address", "mention", "username", "handle"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _at(d):
    # a universal sign (and a character): never mirrored.  The small bowl's stem runs down its right
    # flank, turns through a half circle into the big circle and runs counter-clockwise all the way
    # round, ending under the turn.  The bowl grows a little with the weight so its counter stays open.
    R = 35.0
    ri = 12.0 + 0.5 * d
    hc, hr = ((ri + R) / 2, 0.0), (R - ri) / 2
    line = [(ri, -ri), (ri, 0.0)] + arcpts(hc, hr, 180, 360, 8) + arcpts((0, 0), R, 0, 302, 30)
    return [Layer(ring((0, 0), ri, d) + stroke(line, 0, d), name="at")]


# ------------------------------------------------------------------ envelope.open
@symbol("envelope.open", ["communication"], ["mail", "email", "read", "opened", "letter", "message"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _envelope_open(d):
    # envelope's own box and flap (read from its design): the same width, corner radius and line; the
    # flap, folded up about the top edge, becomes the roof (as deep as the closed flap's V), and the
    # pocket's edge below it is the same V, shallower
    _, pieces = traced("envelope", d)
    box, flap = expect(pieces, ["stroke", "stroke"], "envelope")
    x = box.verts[1][0]
    r_box = box.args[1]
    (fa, fv, fb), r_flap = flap.verts, flap.args[1]
    inset = x - fb[0]                          # the flap's lines start this far inside the corners
    depth = fv[1] - fa[1]                      # the closed flap's depth
    top, bot = -5.0, 33.0
    outline = stroke([(-x, top), (0.0, top - depth), (x, top), (x, bot), (-x, bot)], [3, 4, 3, r_box, r_box],
                     d, closed=True)
    pocket = stroke([(-x + inset, top + inset), (0.0, top + 0.67 * depth), (x - inset, top + inset)], r_flap, d)
    return [Layer(outline + pocket, name="envelope")]


# ------------------------------------------------------------------ megaphone
@symbol("megaphone", ["communication"], ["announce", "announcement", "broadcast", "loud", "promote", "news"],
        mirroring="mirrors", effects=["variableColor", "bounce", "wiggle", "pulse"])
def _megaphone(d):
    # it speaks forward: in a right-to-left layout it flips like speaker.wave.3, and its sound lines
    # (variable colour, secondary, as speaker.wave.3's) light up from the mouth outward
    xn, xm = -19.0, 13.0                       # the cone's narrow end and its mouth
    hn, hm = 9.0 + 0.4 * d, 27.0
    cone = stroke([(xn, -hn), (xm, -hm), (xm, hm), (xn, hn)], [2.5, 5.0, 5.0, 2.5], d, closed=True)
    xb = xn - 9.0 - 1.6 * d                    # the mouthpiece: its counter stays open at Black
    back = stroke([(xn, -hn + 1.0), (xb, -hn + 1.0), (xb, hn - 1.0), (xn, hn - 1.0)], [0, 3, 3, 0], d)
    gx = -8.0                                  # the grip hangs from the cone's lower side, raked back
    gy = hn + (gx - xn) * (hm - hn) / (xm - xn)
    grip = capsule((gx, gy), (gx - 4.5, gy + 13.0 - 0.4 * d), d)
    layers = [Layer(cone + back + grip, css=mg(1), name="megaphone")]
    c = (xm - 4.0, 0.0)
    for r, t in zip([15.0 + 1.5 * d, 27.0 + 2.2 * d], thresholds(2)):
        layers.append(Layer(arcband(c, r, -40, 40, d), level="secondary",
                            css={"-sfsymbols-variable-threshold": t}, name="sound"))
    return layers


# ------------------------------------------------------------------ face.smiling
@symbol("face.smiling", ["communication", "people"], ["emoji", "smile", "happy", "face", "feedback", "mood"],
        mirroring="fixed", effects=["bounce", "wiggle", "breathe"])
def _face_smiling(d):
    er = 2.2 + 0.9 * d                                  # eyes: short upright capsules, a little heavier than the line
    eyes = capsule((-12.0, -14.0), (-12.0, -7.0), er) + capsule((12.0, -14.0), (12.0, -7.0), er)
    mouth = arcband((0.0, 0.0), 19.0 - 0.4 * d, 208, 332, d)
    return [Layer(ring((0, 0), 35, d), level="secondary", css=mg(1), name="face"),
            Layer(eyes + mouth, css=mg(2), name="features")]


# ------------------------------------------------------------------ person.2
@symbol("person.2", ["people", "communication"], ["group", "people", "contacts", "friends", "team", "users"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _person2(d):
    # person.2.wave.2's pair (back figure up and to the left, secondary; front figure down and to the
    # right with a clearance, primary), drawn larger without the waves
    s = 0.74
    d = d * 0.92
    hk, bk = 0.25, 0.3
    # the pair moves apart sideways as the lines grow, so the back figure's head stays whole
    back_at, front_at = (-12.5 - 0.9 * d, -7.0), (11.5 + 0.9 * d, 7.0)
    return [
        Layer(person_parts(d, back_at[0], back_at[1], s, hk=hk, bk=bk), level="secondary", css=mg(1),
              name="back person"),
        Layer(person_parts(d, front_at[0], front_at[1], s, grow=gap(d), hk=hk, bk=bk), erase=True, css=mg(2),
              name="front clearance"),
        Layer(person_parts(d, front_at[0], front_at[1], s, hk=hk, bk=bk), css=mg(2), name="front person"),
    ]


# ------------------------------------------------------------------ phone.arrow.up.right
@symbol("phone.arrow.up.right", ["communication", "devices"], ["call", "outgoing", "dial", "phone", "calling"],
        mirroring="fixed", effects=["bounce", "wiggle"], defaults=wiggle_axis(315))
def _phone_arrow_up_right(d):
    # phone's handset, exactly; the arrow (arrow.forward's build: shaft stopping short of an open head)
    # rises in the space the handset's curve leaves free.  "up.right" names a direction and the
    # handset is fixed too, so the symbol never mirrors.
    a = 7.5 + 1.5 * d                         # the tail keeps clear of the ear piece as the handset grows
    tail = (a, -a)
    tip = (34.0 + 0.3 * d, -34.0 - 0.3 * d)
    return [Layer(_phone(d)[0].subs, css=mg(1), name="handset"),
            Layer(straight_arrow(tail, tip, 14.0, d), css=mg(2), name="arrow")]


# ------------------------------------------------------------------ antenna slash
@symbol("antenna.radiowaves.left.and.right.slash", ["connectivity", "communication"],
        ["broadcast off", "no signal", "radio", "offline", "disconnected"],
        mirroring="fixed", effects=["variableColor", "pulse", "bounce"])
def _antenna_slash(d):
    # antenna.radiowaves.left.and.right's mast and waves (with their thresholds) moving as one group,
    # and the library's slash (top leading to bottom trailing, with its clearance)
    layers = [Layer(L.subs, level=L.level, color=L.color, css=dict(L.css, **mg(1)), name=L.name or "wave %d" % i)
              for i, L in enumerate(_antenna(d))]
    # The slash crosses the middle of the symbol just below the antenna's head, a little steeper than
    # 45 degrees, so that it passes through the open sectors above and below the head, between the
    # left and right waves: the outer waves stay whole and the inner ones lose at most a tip (the
    # upper left, the lower right) to the clearance at heavy weights.  It reaches 30 up and 30 down
    # from its centre, so it sits centred on the symbol.
    v = u(-50.0)                                         # 50 degrees down to the trailing side
    c = (0.0, -5.0)                                      # 5 below the head (0, -10)
    L = 30.0 / v[1]
    a, b = add(c, mul(v, -L)), add(c, mul(v, L))
    return layers + slash_layers(a, b, d)


# ------------------------------------------------------------------ hands
# A hand is drawn in the library's outline language as a few open strokes whose ends meet: the outer
# contour of the palm (with the thumb) and one upside-down U per finger.  Neighbouring fingers share the
# line between them, and those shared lines stop inside the palm, so the fingers read as separate at every
# weight without any counter closing up.  The finger pitch grows with the weight (the white inside each
# finger stays open at Black).

def hand_raised_skeleton(d, s=1.0, pitch=None, split=-3.0):
    """The raised right hand, palm toward the viewer (thumb on the viewer's left), as a list of
    (polyline, radii) for open strokes.  Drawn upright around the origin, at scale s (a smaller hand
    keeps a finger pitch that leaves the fingers' white open at Black; `pitch` overrides it, and `split`
    is where the lines between the fingers stop, before scaling)."""
    p = max(s * (10.6 + 0.6 * d), 2 * d + 2.2) if pitch is None else pitch   # finger pitch
    xl = 5.0 - 2 * p                            # the index finger's outer side; the fingers are centred on x = 5
    xs = [xl + k * p for k in range(5)]
    tops = [-27.0 * s, -35.0 * s, -32.0 * s, -23.0 * s]   # fingertips (skeleton): index, middle, ring, little
    yc = [t + p / 2 for t in tops]
    base = split * s                            # where the lines between the fingers stop
    bot = 36.0 * s                              # the heel of the hand
    # thumb: leaves the palm's side up and to the left
    phi = 142.0
    uu = u(phi)
    n1 = u(phi - 90)                            # the thumb's upper side (toward the fingers)
    tw = 0.53 * p                               # half the thumb's width
    B0 = (xl, 9.0 * s)
    L = 16.0 * s
    k = tw * n1[0] / uu[0]
    Ja = (xl, B0[1] + tw * n1[1] - k * uu[1])   # the thumb's upper side meets the index finger
    Jb = (xl, B0[1] - tw * n1[1] + k * uu[1])   # the thumb's lower side meets the palm
    Tc = add(B0, mul(uu, L))
    a_lo, a_hi = ang(mul(n1, -1)), ang(n1)
    while a_hi > a_lo:
        a_hi -= 360.0
    # the thumb and the index finger are separate strokes meeting at the fork (a sharp V that a single
    # stroke could not offset at Black)
    thumb = [Jb, pol(Tc, tw, a_lo)] + arcpts(Tc, tw, a_lo, a_hi, 8) + [Ja]
    index = [Ja, (xl, yc[0])] + arcpts((xl + p / 2, yc[0]), p / 2, 180, 0, 8) + [(xs[1], base)]
    pieces = [(thumb, [0.0] * len(thumb)), (index, [0.0] * len(index))]
    for i in (1, 2):                            # middle and ring fingers
        f = [(xs[i], base), (xs[i], yc[i])] + arcpts((xs[i] + p / 2, yc[i]), p / 2, 180, 0, 8) + [(xs[i + 1], base)]
        pieces.append((f, [0.0] * len(f)))
    palm = [Jb, (xl, bot), (xs[4], bot), (xs[4], yc[3])] + arcpts((xs[3] + p / 2, yc[3]), p / 2, 0, 180, 8) + \
        [(xs[3], base)]
    rp = [0.0] * len(palm)
    rp[1], rp[2] = 13.0 * s, 10.0 * s
    pieces.append((palm, rp))
    return pieces


def hand_strokes(pieces, d, f=None):
    out = []
    for v, r in pieces:
        if f is not None:
            v = [f(q) for q in v]
        out += stroke(v, r, d)
    return out


@symbol("hand.raised", ["communication", "people"], ["stop", "hello", "raise hand", "question", "palm", "hi"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _hand_raised(d):
    # a right hand raised, palm toward the viewer (so its thumb is on the viewer's left, as a hand held
    # up toward someone is seen); a gesture, not a direction: it never mirrors
    return [Layer(hand_strokes(hand_raised_skeleton(d), d), name="hand")]


@symbol("hand.wave", ["communication", "people"], ["hello", "hi", "wave", "goodbye", "greeting", "bye"],
        mirroring="fixed", effects=["wiggle", "bounce", "variableColor"],
        defaults={"-sfsymbols-wiggle-style": "counterclockwise"})
def _hand_wave(d):
    # hand.raised, a little smaller, tipped toward its little finger, with a motion line either side of
    # the fingertips (the swing's two ends).  Variable colour lights them in turn, one side then the
    # other, and everything is one motion group, so the default rotational wiggle swings hand and lines
    # together.
    s = 0.82
    tilt = -15.0
    pivot = (5.0, 36.0 * s)
    f = lambda q: rot(q, tilt, pivot)       # noqa: E731
    # the smaller hand's short fingers would clump at the heavy weights: their pitch grows with the
    # line, so the white inside each finger (and the thumb) widens with the weight
    p = max(s * (10.6 + 0.6 * d), 2.2 * d + 2.6)
    split = -3.0 + 1.4 * (d - 1.0)          # and the lines between them reach further into the palm
    layers = [Layer(hand_strokes(hand_raised_skeleton(d, s, p, split), d, f), css=mg(1), name="hand")]
    c = f((7.0, -4.0 * s))                  # the lines are arcs around the hand's middle
    outline = [q for sp in layers[0].subs for q in sp.points(8)]
    for (a0, a1), t in zip([(122.0, 152.0), (24.0, 56.0)], thresholds(2)):
        a0, a1 = a0 + tilt, a1 + tilt
        # each line keeps gap(d) of white from the farthest part of the hand in its direction (the
        # fingertips: the lines stop short of the thumb and the palm's side)
        near = [length(sub(q, c)) for q in outline if a0 - 4 <= ang(sub(q, c)) % 360 <= a1 + 4]
        r = max(near) + d + gap(d) + 1.0
        layers.append(Layer(arcband(c, r, a0, a1, d), level="secondary",
                            css={"-sfsymbols-variable-threshold": t, **mg(1)}, name="motion"))
    return layers


def thumbsup_skeleton(d):
    """A right hand's fist seen from the side, thumb up, fingers curled toward the viewer's right, with a
    cuff at the wrist.  The fist is one closed outline (the back of the hand rising into the thumb, the
    curled fingers as a single rounded block in front, its front leaning back a little); two short,
    slightly lighter creases from the block's front edge part the fingers, shortening as the line grows
    until at Black they are nubs on the outline (the fist grows upward so their white stays open).  The
    thumb's white and the cuff's counter widen with the weight.  Returns a list of (polyline, radii, k),
    k = True for a closed stroke or a line weight factor for an open one, and the cuff's rectangle."""
    yb = 31.0                                   # the bottom of the fist (skeleton)
    y0 = -4.0 - 1.5 * d                         # the top of the curled fingers, where the thumb stands
    xf, xr = -17.0, 27.0                        # the back of the hand and the front of the fingers
    tw = 6.5 + 0.5 * d                          # half the thumb's width: its white stays open at Black
    lean = 12.0                                 # the thumb leans back a little from the fist
    tc = (-10.0, -36.0 + tw)                    # the thumb's tip: a half circle around tc
    tip_l, tip_r = pol(tc, tw, 90 + lean + 90), pol(tc, tw, lean)
    foot = (tip_r[0] + (y0 - tip_r[1]) * math.tan(math.radians(lean)), y0)   # its front line lands here
    xb = xr - 4.0                               # the front leans back a little toward the bottom finger
    fist = [(xf, yb), (xf, y0 + 3.0), tip_l] + arcpts(tc, tw, 180 + lean, lean, 8) + [foot, (xr, y0), (xb, yb)]
    rf = [0.0] * len(fist)
    rf[0], rf[1] = 11.0, 8.0                    # the heel and the back of the hand are round
    rf[-3] = 3.5                                # a soft fillet where the thumb meets the index finger
    rf[-2], rf[-1] = 11.0, 11.0                 # the knuckles of the curled fingers
    pieces = [(fist, rf, True)]
    L = 12.0 - 1.0 * d                          # the creases' length inside the line (a nub at Black)
    for k in (1, 2):
        y = y0 + k * (yb - y0) / 3.0
        x = xr + (xb - xr) * k / 3.0
        pieces.append(([(x, y), (x - L, y)], [0.0, 0.0], 0.8))
    cw = 3.0 + 2.35 * d                         # the cuff: white of 3 + 0.35 d inside it
    cx1 = xf - 2 * d - gap(d)                   # gap(d) of white between cuff and hand
    cuff = rect(cx1 - cw, y0 + 3.0, cx1, yb + 1.0)
    return pieces, cuff


def thumbsup(d, flip_v=False):
    pieces, cuff = thumbsup_skeleton(d)
    f = (lambda q: (q[0], -q[1])) if flip_v else None
    out = []
    for v, r, k in pieces:                      # k: True (closed) or an open stroke's line weight factor
        if f is not None:
            v = [f(q) for q in v]
        out += stroke(v, r, d, closed=True) if k is True else stroke(v, r, d * k)
    if f:
        cuff = [f(q) for q in cuff]
    return out + stroke(cuff, 3.0, d, closed=True)


@symbol("hand.thumbsup", ["communication", "people"], ["like", "approve", "yes", "good", "agree", "ok"],
        mirroring="fixed", effects=["bounce", "wiggle"], defaults=wiggle_axis(270))
def _hand_thumbsup(d):
    # a universal gesture (HIG: not flipped); thumbs down is the same hand turned over about the forearm
    return [Layer(thumbsup(d), name="hand")]


@symbol("hand.thumbsdown", ["communication", "people"], ["dislike", "disapprove", "no", "bad", "disagree"],
        mirroring="fixed", effects=["bounce", "wiggle"], defaults=wiggle_axis(90))
def _hand_thumbsdown(d):
    # hand.thumbsup with the forearm rolled over: mirrored top to bottom, the cuff stays on the left
    return [Layer(thumbsup(d, flip_v=True), name="hand")]
