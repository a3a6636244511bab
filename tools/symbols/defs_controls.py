"""Emblem symbol designs: everyday controls and states (circled marks, menus, media and call
controls, muted/unlocked states).  Each function takes d = half stroke weight and returns layers
(bottom first), like symbols_def.py.  All artwork here is original, built from the primitives in
geom.py; the slashed and opened variants reuse the library's own bell, speaker, lock and circle."""
import math

from draw import symbol, variant, Layer, thresholds
from geom import *  # noqa: F401,F403
import geom
from symbols_def import (bell_parts, dot_r, gap, rrect, _checkmark_circle, _speaker_wave3, _lock)
from defs_arrows import flipped


# ------------------------------------------------------------------ shared pieces
def circle_layer(d):
    """checkmark.circle's enclosing circle, exactly (same subpaths, level and name)."""
    ring_layer = _checkmark_circle(d)[0]
    return Layer(ring_layer.subs, level=ring_layer.level, name=ring_layer.name)


def speaker_subs(d):
    """speaker.wave.3's speaker body, exactly (its bottom layer)."""
    return list(_speaker_wave3(d)[0].subs)


def lock_body_subs(d):
    """lock's body (the rounded box: outer contour + hole), exactly.  lock draws body + shackle
    in one layer; the body's rounded rectangle is its first two subpaths."""
    subs = _lock(d)[0].subs
    assert len(subs) == 3, "lock's layout changed: body (2 subpaths) + shackle (1) expected"
    return list(subs[:2])


def arcband4(c, r, a0, a1, d):
    """arcband with round caps whose arcs always have four cubic segments (geom.arcband picks the
    count from the sweep, so a sweep that changes with the weight would break interpolation)."""
    s = 1.0 if a1 > a0 else -1.0
    k = 4
    sp = Sub(pol(c, r + d, a0))
    for i in range(k):
        sp.arc(c, r + d, a0 + (a1 - a0) * i / k, a0 + (a1 - a0) * (i + 1) / k)
    geom._half_turn(sp, pol(c, r, a1), d, u(a1), u(a1 + 90 * s))
    for i in range(k):
        sp.arc(c, r - d, a1 + (a0 - a1) * i / k, a1 + (a0 - a1) * (i + 1) / k)
    geom._half_turn(sp, pol(c, r, a0), d, mul(u(a0), -1), u(a0 - 90 * s))
    return [sp]


def ellipse(c, rx, ry, rot_deg=0.0):
    """A closed ellipse (four cubic quarter arcs), rotated visually counter-clockwise by rot_deg."""
    def P(x, y): return rot((c[0] + x, c[1] + y), rot_deg, c)
    k = KAPPA
    s = Sub(P(rx, 0))
    s.C(P(rx, -ry * k), P(rx * k, -ry), P(0, -ry))
    s.C(P(-rx * k, -ry), P(-rx, -ry * k), P(-rx, 0))
    s.C(P(-rx, ry * k), P(-rx * k, ry), P(0, ry))
    s.C(P(rx * k, ry), P(rx, ry * k), P(rx, 0))
    return [s]


def slash_layers(p, q, d):
    """A slash on top of everything drawn before it: an erase layer clearing gap(d) around it, then
    the slash itself.  Both form one motion group (2) so that by-layer effects move them together."""
    return [
        Layer(capsule(p, q, d + gap(d)), erase=True, css={"-sfsymbols-motion-group": 2}, name="slash clearance"),
        Layer(capsule(p, q, d), css={"-sfsymbols-motion-group": 2}, name="slash"),
    ]


# ------------------------------------------------------------------ circled marks
def info_glyph(d):
    r = dot_r(d)
    yd = -16.0 - 0.25 * d                 # the dot rises a little as it grows
    ys = yd + r + gap(d) + d              # the stem keeps gap(d) of white below the dot
    yb = 19.0 - 0.2 * d
    serif = 5.0 + 0.3 * d
    stem = stroke([(-serif, ys), (0, ys), (0, yb)], [0, 1.5, 0], d)
    return disc((0, yd), r) + stem


@symbol("info.circle", ["status", "shapes"], ["information", "about", "details", "help", "info"],
        mirroring="fixed", effects=["bounce", "pulse", "wiggle"])
def _info_circle(d):
    return [circle_layer(d), Layer(info_glyph(d), name="info")]


def question_glyph(d):
    r = dot_r(d)
    yd = min(18.5, 25.5 - r)                    # the dot keeps clear of the circle at heavy weights
    ye = min(6.5, yd - r - gap(d) - d)          # the stem ends gap(d) above the dot
    c, R = (0.0, -11.2 + 0.4 * d), 10.5 + 0.1 * d   # the hook's counter stays open at Black
    a1 = -34.0 + 4.0 * (d - 1.0)                # heavier hooks turn down sooner, leaving room for the neck
    hook = [pol(c, R, 160)] + arcpts(c, R, 160, a1, 14)
    p0 = pol(c, R, a1)
    t = (math.sin(math.radians(a1)), math.cos(math.radians(a1)))   # clockwise tangent at a1
    k = 0.5 * (ye - p0[1])
    hook += bezpts(p0, add(p0, mul(t, k)), (0.0, ye - 0.6 * k), (0.0, ye), 8)
    return stroke(hook, 0, d) + disc((0, yd), r)


@symbol("questionmark.circle", ["status", "shapes"], ["help", "question", "support", "unknown", "faq"],
        mirroring="fixed", effects=["bounce", "pulse", "wiggle"])
def _questionmark_circle(d):
    return [circle_layer(d), Layer(question_glyph(d), name="question mark")]


@variant("questionmark.circle", "ar")
def _questionmark_circle_ar(d):
    """Arabic-script question mark: the hook turns the other way (the dot stays below).  Only the
    glyph changes; the circle is the base's."""
    return [circle_layer(d), Layer(flipped(question_glyph(d)), name="question mark")]


@symbol("plus.circle", ["math", "shapes"], ["add", "new", "create", "more", "insert"],
        mirroring="fixed", effects=["bounce", "pulse", "rotate"])
def _plus_circle(d):
    a = 16.5 - 0.25 * d
    plus = capsule((-a, 0), (a, 0), d) + capsule((0, -a), (0, a), d)
    # by-layer Rotate turns only the plus (as fan's blades), the circle stays put
    return [circle_layer(d), Layer(plus, css={"-sfsymbols-always-rotates": "true"}, name="plus")]


@symbol("xmark.circle", ["shapes", "status"], ["close", "cancel", "delete", "clear", "dismiss"],
        mirroring="fixed", effects=["bounce", "pulse", "wiggle"])
def _xmark_circle(d):
    a = 12.0 - 0.2 * d
    x = capsule((-a, -a), (a, a), d) + capsule((-a, a), (a, -a), d)
    return [circle_layer(d), Layer(x, name="xmark")]


# ------------------------------------------------------------------ menus and controls
@symbol("ellipsis", ["shapes", "communication"], ["more", "menu", "options", "typing", "loading"],
        mirroring="mirrors", effects=["variableColor", "bounce", "pulse", "breathe"])
def _ellipsis(d):
    r = dot_r(d) + 1.0
    s = 26.0 + 0.7 * d                    # the dots move apart as they grow: the white between them stays
    return [Layer(disc((x, 0), r), css={"-sfsymbols-variable-threshold": t}, name="dot %d" % (i + 1))
            for i, (x, t) in enumerate(zip((-s, 0.0, s), thresholds(3)))]


@symbol("line.3.horizontal", ["shapes", "text formatting"], ["menu", "hamburger", "list", "sidebar", "more"],
        mirroring="fixed", effects=["bounce", "wiggle", "variableColor"])
def _line3(d):
    p = 20.0 + 0.8 * d                    # line pitch: the white between the lines stays open at Black
    return [Layer(capsule((-33, y), (33, y), d), css={"-sfsymbols-variable-threshold": t},
                  name="line %d" % (i + 1))
            for i, (y, t) in enumerate(zip((-p, 0.0, p), thresholds(3)))]


@symbol("square.grid.2x2", ["shapes", "objects"], ["grid", "apps", "tiles", "gallery", "layout"],
        mirroring="fixed", effects=["bounce", "pulse"])
def _square_grid(d):
    h = 13.5                       # half side of each tile (skeleton)
    c = 18.0 + 1.0 * d             # tile centres: 9 units of white between the tiles at every weight
    tiles = []
    for y in (-c, c):
        for x in (-c, c):
            tiles += rrect(x - h, y - h, x + h, y + h, 4.5, d)
    return [Layer(tiles, name="tiles")]


@symbol("slider.horizontal.3", ["settings", "media"], ["adjust", "filter", "controls", "equalizer", "settings"],
        mirroring="fixed", effects=["bounce", "variableColor"])
def _slider3(d):
    kr = 6.5 + 0.3 * d                    # knob ring (skeleton); its hole stays open at Black
    pitch = 20.0 + 1.1 * d                # rows spread as the knobs grow
    rows = [(-pitch, 13.0), (0.0, -12.0), (pitch, 1.0)]
    layers = [Layer(capsule((-37, y), (37, y), d), level="secondary",
                    css={"-sfsymbols-variable-threshold": t}, name="track %d" % (i + 1))
              for i, ((y, _), t) in enumerate(zip(rows, thresholds(3)))]
    # the clearance takes the track out of the knob's hole and gap(d) either side of the ring; it
    # stays within the track's own band, so it never bites into a neighbouring row
    w, hb = kr + d + gap(d), d + 0.75
    clear = []
    for y, x in rows:
        clear += solid(rect(x - w, y - hb, x + w, y + hb), 0, 0)
    knobs = sum((ring((x, y), kr, d) for y, x in rows), [])
    layers.append(Layer(clear, erase=True, name="knob clearance"))
    layers.append(Layer(knobs, name="knobs"))
    return layers


# ------------------------------------------------------------------ communication
@symbol("phone", ["communication", "devices"], ["call", "telephone", "handset", "dial", "contact"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _phone(d):
    C = (22.0, -22.0)                     # the handle bows around C, toward the lower left
    Ro = 56.0
    Ri = Ro - (8.0 + 1.6 * d)             # handle: its counter stays open at Black
    Rp = Ri - (9.5 + 0.5 * d)             # the ear and mouth pieces stand inward
    a0, a1 = 165.0, 285.0                 # ends of the handset
    pad = math.degrees((14.0 + 1.2 * d) / Rp)   # each piece is ~14 + 1.2 d long on its inner face
    v = [pol(C, Ro, a0)] + arcpts(C, Ro, a0, a1, 12)
    v += [pol(C, Rp, a1)] + arcpts(C, Rp, a1, a1 - pad, 4)
    v += [pol(C, Ri, a1 - pad)] + arcpts(C, Ri, a1 - pad, a0 + pad, 8)
    v += [pol(C, Rp, a0 + pad)] + arcpts(C, Rp, a0 + pad, a0, 4)[:-1]
    radii = [0.0] * len(v)
    e = 12                                # index of the outer arc's end at a1
    radii[0] = radii[e] = 9.0             # outer ends of the handset
    radii[e + 1] = radii[-1] = 6.0        # inner corners of the pieces
    radii[e + 5] = radii[e + 15] = 4.0    # the pieces' inner faces turn toward the handle ...
    radii[e + 6] = radii[e + 14] = 6.0    # ... and run into it with a soft fillet
    return [Layer(stroke(v, radii, d, closed=True), name="handset")]


@symbol("video", ["communication", "media", "devices"], ["camera", "facetime", "call", "record", "film"],
        mirroring="fixed", effects=["bounce", "pulse"])
def _video(d):
    body = rrect(-40, -22, 12, 22, 7, d)
    xl = 15.0 + 2.2 * d                   # the lens keeps ~3 units of white from the body
    lens = stroke([(xl, -7), (xl + 22, -19), (xl + 22, 19), (xl, 7)], [2.5, 3.5, 3.5, 2.5], d, closed=True)
    return [Layer(body, name="camera"), Layer(lens, name="lens")]


@symbol("bubble.left", ["communication"], ["message", "chat", "comment", "speech", "reply"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _bubble_left(d):
    v = [(-38, -30), (38, -30), (38, 19), (-17, 19), (-35, 34), (-38, 6)]
    return [Layer(stroke(v, [20, 20, 20, 5, 2.5, 8], d, closed=True), name="bubble")]


# ------------------------------------------------------------------ media
@symbol("music.note", ["media", "audio"], ["music", "song", "audio", "tune", "sound"],
        mirroring="fixed", effects=["bounce", "wiggle", "breathe"])
def _music_note(d):
    g = 0.6 * d
    hc, rx, ry, tilt = (-11.0, 23.0), 11.5, 8.0, 22.0
    head = ellipse(hc, rx + g, ry + g, tilt)
    # the stem stands on the head's right flank: its right edge meets the head's rightmost point
    ext = math.sqrt(((rx + g) * math.cos(math.radians(tilt))) ** 2 + ((ry + g) * math.sin(math.radians(tilt))) ** 2)
    sx = hc[0] + ext - d
    top = -37.0
    stem = capsule((sx, hc[1] - 2), (sx, top), d)
    flag = [(sx, top)] + bezpts((sx, top), (sx + 3, -27), (sx + 22, -25), (sx + 19, -5), 10)
    return [Layer(head + stem + stroke(flag, 0, d), name="note")]


@symbol("power", ["settings", "devices", "energy"], ["on", "off", "shutdown", "standby", "switch"],
        mirroring="fixed", effects=["bounce", "pulse", "breathe"])
def _power(d):
    R = 31.0
    g = math.degrees(math.asin(min(0.95, (8.5 + 2.3 * d) / R)))   # the gap widens with the weight
    arc = arcband4((0, 0), R, 90 + g, 450 - g, d)
    bar = capsule((0, -R - 3), (0, -4), d)
    return [Layer(arc, css={"-sfsymbols-motion-group": 1}, name="ring"),
            Layer(bar, css={"-sfsymbols-motion-group": 2}, name="bar")]


# ------------------------------------------------------------------ states: slashed, open
@symbol("bell.slash", ["communication", "status"], ["mute", "silent", "notifications off", "quiet", "do not disturb"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _bell_slash(d):
    return [Layer(bell_parts(d), css={"-sfsymbols-motion-group": 1}, name="bell")] + \
        slash_layers((-35, -38), (35, 32), d)


def _speaker_slash(d, rtl):
    sx = -1.0 if rtl else 1.0
    spk = speaker_subs(d)
    if rtl:
        spk = flipped(spk)
    # a short slash across the speaker's middle (the cone, just in front of the box), so the small
    # speaker (the same one, at the same place, as in speaker.wave.3) keeps its box and the step into
    # the cone on one side and the cone's flare on the other, up to Black
    cx = -14.0 * sx
    h = 23.0
    return [Layer(spk, css={"-sfsymbols-motion-group": 1}, name="speaker")] + \
        slash_layers((cx - h, -h), (cx + h, h), d)


@symbol("speaker.slash", ["media", "audio"], ["mute", "silent", "sound off", "volume", "quiet"],
        mirroring="hasRTLVariant", effects=["bounce", "wiggle"])
def _speaker_slash_ltr(d):
    return _speaker_slash(d, False)


@variant("speaker.slash", "rtl")
def _speaker_slash_rtl(d):
    """RTL: the speaker faces the other way (as speaker.wave.3 does when it mirrors), but the slash
    keeps the one direction every slashed symbol uses (top-left to bottom-right)."""
    return _speaker_slash(d, True)


@symbol("lock.open", ["security", "objects"], ["unlocked", "open", "unsecure", "access", "public"],
        mirroring="fixed", effects=["bounce", "wiggle"])
def _lock_open(d):
    # the shackle is pulled up and swung round its long (right) leg: the long leg stays in the
    # body, the short leg hangs free beside it
    lift = 5.0
    cy = -20.0 - lift
    x0 = 17.0                                    # the long leg, where lock's right leg stands
    free = -10.0 - lift                          # the short leg's end
    shackle = [(x0, -7), (x0, cy)] + arcpts((x0 + 17, cy), 17, 180, 0, 12) + [(x0 + 34, free)]
    return [Layer(lock_body_subs(d), css={"-sfsymbols-motion-group": 1}, name="body"),
            Layer(stroke(shackle, 0, d), css={"-sfsymbols-motion-group": 2}, name="shackle")]
