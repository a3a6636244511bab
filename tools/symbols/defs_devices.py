"""Devices, vehicles and places: printer, keyboard, headphones, tv, gamecontroller, display.2,
externaldrive, cpu; car, bus, tram (front views), bicycle, airplane; mappin.and.ellipse; wifi.slash.

Every design is our own construction from geom.py primitives in the library's stroke language (line
weight 2d, round caps and joins, corner radii of a few units, solids grown by a fraction of d), drawn
around the origin with y down; draw.py centres it on the cap height and adds the side bearings.  Where
parts would crowd at the Black master their spacing grows with the weight, so counters and gaps stay open
at every master."""
import math

from draw import symbol, Layer
from geom import *  # noqa: F401,F403
from symbols_def import gap, rrect, _wifi
from defs_controls import slash_layers, ellipse
from defs_arrows import wiggle_axis


def mg(n):
    return {"-sfsymbols-motion-group": n}


# ------------------------------------------------------------------ helpers
def belt(circles, n_per_90=4):
    """Skeleton of a smooth closed outline running round a chain of circles, visually clockwise: each
    circle (centre, signed radius) is joined to the next by their common tangent.  A positive radius is a
    convex turn (centre inside the outline), a negative one a concave turn (centre outside).  Every arc is
    sampled by its sweep (n_per_90 points per quarter turn, at least 2), which depends on the skeleton
    only, so the masters interpolate."""
    k = len(circles)
    tans = []
    for i in range(k):
        (a, ra), (b, rb) = circles[i], circles[(i + 1) % k]
        D = sub(b, a)
        dist = length(D)
        e = mul(D, 1.0 / dist)
        f = left_normal(e)
        al = (ra - rb) / dist
        be = math.sqrt(max(0.0, 1 - al * al))
        n = add(mul(e, al), mul(f, be))                 # visual-left normal of the travel direction
        tans.append((add(a, mul(n, ra)), add(b, mul(n, rb))))
    pts = []
    for i in range(k):
        c, r = circles[i]
        p_in, p_out = tans[i - 1][1], tans[i][0]
        a0, a1 = ang(sub(p_in, c)), ang(sub(p_out, c))
        if r > 0:                                       # clockwise: angles decrease
            while a1 > a0:
                a1 -= 360
        else:
            while a1 < a0:
                a1 += 360
        m = max(2, int(math.ceil(abs(a1 - a0) / 90.0 * n_per_90)))
        pts += [p_in] + arcpts(c, abs(r), a0, a1, m)
    return pts


def ellipse_band(c, rx, ry, d):
    """An elliptical line: an ellipse grown by d outside, shrunk by d inside (a stroked ellipse whose
    inner side never cusps however flat the ellipse is)."""
    outer = ellipse(c, rx + d, ry + d)[0]
    inner = ellipse(c, rx - d, ry - d)[0]
    inner.role = "hole"
    return [outer, inner]


def tyres(xs, y_top, y_bot, d):
    """The wheel style of every vehicle seen from the front: a short rounded tyre under the body, the
    same width as a line plus a little, its top tucked under the body's bottom line."""
    hw = 3.5
    out = []
    for x in xs:
        out += solid(rect(x - hw, y_top, x + hw, y_bot), 2.5, d)
    return out


def lamp(c, d):
    """A headlight: a dot a little lighter than the line's growth, so it fits small panels."""
    return disc(c, 2.4 + 0.4 * d)


# ------------------------------------------------------------------ printer
@symbol("printer", ["devices", "objects"], ["print", "printer", "paper", "document", "output"],
        effects=["bounce", "pulse"])
def _printer(d):
    x = 42.0
    top, bot = -14.0 - 1.3 * d, 18.0            # the body grows upward so the light keeps clear of the paper
    px = 23.0                                   # half-width of the paper
    ptop, pout = -34.0 - 0.8 * d, 36.0 + 0.5 * d  # the waiting sheet's top, the printed sheet's bottom
    slot = 2.0 + 0.3 * d                        # where the printed sheet comes out
    body = rrect(-x, top, x, bot, 6.0, d)
    light = disc((x - 11.0 - 0.5 * d, (top + slot) / 2), 1.6 + 0.4 * d)
    waiting = stroke([(-px, top), (-px, ptop), (px, ptop), (px, top)], [0, 2.5, 2.5, 0], d)
    printed = stroke(rect(-px, slot, px, pout), 2.5, d, closed=True)
    line_y = pout - 2.0 * d - 3.0
    text = capsule((-px + 9.0, line_y), (px - 9.0, line_y), d * 0.8)
    g = d + gap(d)
    # the printed sheet hangs in front of the body: only the body's bottom line is cleared around it
    # (and nothing beyond the sheet's own outline, so the symbol's bounds are the visible ones)
    clear = solid(rect(-px - g, bot - d - 1.0, px + g, pout + d), 0, 0)
    return [
        Layer(waiting, level="secondary", css=mg(1), name="waiting paper"),
        Layer(body + light, css=mg(2), name="printer"),
        Layer(clear, erase=True, css=mg(3), name="paper clearance"),
        Layer(printed + text, level="secondary", css=mg(3), name="printed paper"),
    ]


# ------------------------------------------------------------------ keyboard
@symbol("keyboard", ["devices", "keyboard"], ["keyboard", "typing", "keys", "input", "type"],
        effects=["bounce"])
def _keyboard(d):
    W = 44.0
    H = 21.5 + 1.2 * d                          # the body grows taller so the key rows keep apart
    p = 10.0 + 0.6 * d                          # row pitch
    h = 2.1 + 0.45 * d                          # half-size of a key
    px = 15.0
    keys = []
    for x in [px * i for i in (-2, -1, 0, 1, 2)]:
        keys += solid(rect(x - h, -p - h, x + h, -p + h), min(1.2, h), 0)
    for x in [px * (i + 0.5) for i in (-2, -1, 0, 1)]:
        keys += solid(rect(x - h, -h, x + h, h), min(1.2, h), 0)
    keys += capsule((-px * 1.3, p), (px * 1.3, p), h)
    return [Layer(rrect(-W, -H, W, H, 6.0, d), name="keyboard"),
            Layer(keys, level="secondary", name="keys")]


# ------------------------------------------------------------------ headphones
@symbol("headphones", ["devices", "media", "audio"], ["headphones", "audio", "music", "listen", "headset"],
        effects=["bounce", "pulse"])
def _headphones(d):
    R, cy = 30.0, -2.0
    cw = 9.5 + 0.4 * d                          # half-width of a cup (its counter stays open at Black)
    ctop, cbot = 4.0, 36.0
    band = [(-R, ctop)] + [(-R, cy)] + arcpts((0, cy), R, 180, 0, 16) + [(R, ctop)]
    cups = []
    for s in (-1, 1):
        cups += rrect(s * R - cw, ctop, s * R + cw, cbot, 7.0, d)
    return [Layer(stroke(band, 0, d), level="secondary", css=mg(1), name="band"),
            Layer(cups, css=mg(2), name="ear cups")]


# ------------------------------------------------------------------ tv
@symbol("tv", ["devices", "media"], ["television", "tv", "screen", "watch", "video", "monitor"],
        effects=["bounce"])
def _tv(d):
    x, top, bot = 43.0, -30.0, 18.0
    foot_y = 25.5 + 1.4 * d                     # the feet keep clear of the screen at every weight
    feet = []
    for s in (-1, 1):
        feet += capsule((s * 29.0, bot), (s * 34.0, foot_y), d)
    return [Layer(feet, level="secondary", css=mg(1), name="stand"),
            Layer(rrect(-x, top, x, bot, 5.0, d), css=mg(2), name="screen")]


# ------------------------------------------------------------------ gamecontroller
@symbol("gamecontroller", ["devices", "media"], ["game", "controller", "gamepad", "play", "gaming", "joystick"],
        effects=["bounce", "wiggle"])
def _gamecontroller(d):
    outline = belt([((-25.0, -13.0), 11.0), ((25.0, -13.0), 11.0), ((30.0, 14.0), 13.0),
                    ((0.0, 36.0), -22.0), ((-30.0, 14.0), 13.0)])
    body = stroke(outline, 0, d, closed=True)
    cy = -4.0 + 0.5 * d                         # the controls move down and draw in as the lines thicken
    pc = (-21.0 + 0.2 * d, cy)
    a = 7.5 - 0.3 * d
    t = 0.8 * d
    pad = capsule((pc[0] - a, pc[1]), (pc[0] + a, pc[1]), t) + capsule((pc[0], pc[1] - a), (pc[0], pc[1] + a), t)
    bc = (21.0 - 0.4 * d, cy)
    s = 5.5 + 0.35 * d
    br = 1.5 + 0.4 * d
    buttons = []
    for k in range(4):
        buttons += disc(pol(bc, s, 90 * k), br)
    return [Layer(body, css=mg(1), name="controller"),
            Layer(pad + buttons, level="secondary", css=mg(2), name="controls")]


# ------------------------------------------------------------------ display.2
def desktop_parts(d, s, ox, oy):
    """desktopcomputer's screen, neck and foot (symbols_def._desktop), at scale s about the origin and
    moved by (ox, oy); the line weight is not scaled."""
    def P(x, y): return (ox + x * s, oy + y * s)
    (x0, y0), (x1, y1) = P(-42, -35), P(42, 15)
    neck = [P(-7, 15), P(7, 15), P(8.5, 28), P(-8.5, 28)]
    return rrect(x0, y0, x1, y1, 4, d) + solid(neck, 0, d * 0.5) + capsule(P(-17, 29), P(17, 29), d)


@symbol("display.2", ["devices"], ["displays", "monitors", "screens", "multiple displays", "extended desktop"],
        effects=["bounce"])
def _display2(d):
    s = 0.78
    back, front = (10.0, -8.0), (-10.0, 8.0)
    g = d + gap(d)
    x0, y0, x1, y1 = front[0] - 42 * s, front[1] - 35 * s, front[0] + 42 * s, front[1] + 15 * s
    # the front screen hides the back display and keeps gap(d) from it above and to the right (where
    # the back display shows); the clearance goes no further than the front screen's outline elsewhere
    clear = solid(rect(x0 - d, y0 - g, x1 + g, y1 + d), [4 + d, 4 + g, 4 + d, 4 + d], 0)
    return [
        Layer(desktop_parts(d, s, *back), level="secondary", css=mg(1), name="back display"),
        Layer(clear, erase=True, css=mg(2), name="front display clearance"),
        Layer(desktop_parts(d, s, *front), css=mg(2), name="front display"),
    ]


# ------------------------------------------------------------------ externaldrive
@symbol("externaldrive", ["devices"], ["drive", "disk", "storage", "backup", "external", "hard drive"],
        effects=["bounce", "pulse"])
def _externaldrive(d):
    x, y = 42.0, 21.0 + 0.5 * d
    lr = 1.8 + 0.45 * d                         # the activity light
    cl = 2.0 + 0.25 * d                         # white around it, above and below
    div = y - 2 * d - 2 * (lr + cl)             # the front panel's upper line
    body = rrect(-x, -y, x, y, 8.0, d) + capsule((-x, div), (x, div), d)
    led = disc((x - 11.0 - 0.3 * d, (div + y) / 2), lr)
    return [Layer(body, css=mg(1), name="drive"),
            # the activity light is what pulses
            Layer(led, css={"-sfsymbols-motion-group": 1, "-sfsymbols-always-pulses": "true"},
                  name="activity light")]


# ------------------------------------------------------------------ cpu
@symbol("cpu", ["devices"], ["processor", "chip", "cpu", "silicon", "computing", "performance"],
        effects=["bounce", "pulse"])
def _cpu(d):
    H = 23.0 + 0.8 * d                          # the package grows so the pins keep their spacing
    L = H + 11.0
    p = 12.0 + 0.9 * d
    t = 0.85 * d
    pins = []
    for k in (-1, 0, 1):
        for q in range(4):
            pins += [s.transformed(lambda pt, q=q: rot(pt, 90 * q))
                     for s in capsule((k * p, -H), (k * p, -L), t)]
    die = 9.5 + 0.3 * d
    return [Layer(pins, level="secondary", css=mg(1), name="pins"),
            Layer(rrect(-H, -H, H, H, 5.0, d) + rrect(-die, -die, die, die, 2.5, d), css=mg(1), name="package")]


# ------------------------------------------------------------------ vehicles, front views
@symbol("car", ["transportation", "maps"], ["car", "automobile", "drive", "vehicle", "traffic", "parking"],
        effects=["bounce", "wiggle"])
def _car(d):
    bot = 20.0
    hood = -8.0 - 0.3 * d
    v = [(-23, -32), (23, -32), (31, hood), (40, -4), (40, bot), (-40, bot), (-40, -4), (-31, hood)]
    body = stroke(v, [5, 5, 2, 4, 6, 6, 4, 2], d, closed=True) + capsule((-31, hood), (31, hood), d)
    ly, lx = (hood + bot) / 2, 28.0 - 0.6 * d
    lamps = lamp((-lx, ly), d) + lamp((lx, ly), d)
    return [Layer(tyres((-30, 30), bot - 4, bot + 8, d), level="secondary", css=mg(1), name="wheels"),
            Layer(body + lamps, css=mg(2), name="body")]


@symbol("bus", ["transportation", "maps"], ["bus", "transit", "public transport", "coach", "travel"],
        effects=["bounce", "wiggle"])
def _bus(d):
    x, top, bot = 30.0, -36.0, 24.0
    glass = -2.0 - 0.5 * d                      # the windscreen's lower edge
    body = rrect(-x, top, x, bot, 8.0, d) + capsule((-x, glass), (x, glass), d)
    mirrors = []
    for s in (-1, 1):
        mirrors += stroke([(s * x, top + 8), (s * (x + 7), top + 8), (s * (x + 7), top + 18)], [0, 3, 0], d)
    ly, lx = (glass + bot) / 2, 20.0 - 0.8 * d
    lamps = lamp((-lx, ly), d) + lamp((lx, ly), d)
    return [Layer(tyres((-20, 20), bot - 4, bot + 8, d), level="secondary", css=mg(1), name="wheels"),
            Layer(body + mirrors + lamps, css=mg(2), name="body")]


@symbol("tram", ["transportation", "maps"], ["tram", "streetcar", "trolley", "light rail", "transit"],
        effects=["bounce", "wiggle"])
def _tram(d):
    x, top, bot = 27.0, -22.0, 26.0
    glass = 2.0 - 0.7 * d
    body = stroke(rect(-x, top, x, bot), [12, 12, 6, 6], d, closed=True) + capsule((-x, glass), (x, glass), d)
    ly, lx = (glass + bot) / 2, 16.0 - 0.6 * d
    lamps = lamp((-lx, ly), d) + lamp((lx, ly), d)
    wire_y = -39.0
    pant = stroke([(-7, top), (6, -30.5), (-3, wire_y)], [0, 2, 0], d)
    wire = capsule((-30, wire_y), (30, wire_y), d * 0.85)
    # the wire moves with the body, so the pantograph never leaves it
    return [Layer(tyres((-17, 17), bot - 4, bot + 8, d), level="secondary", css=mg(1), name="wheels"),
            Layer(wire, level="secondary", css=mg(2), name="overhead wire"),
            Layer(body + lamps + pant, css=mg(2), name="body")]


# ------------------------------------------------------------------ bicycle (side view)
def bicycle_skeleton(d):
    """Wheel radius and the frame's joints: rear and front hub, bottom bracket, seat and head.  As the
    weight grows the wheels part (and shrink a little), the seat and head rise and the head moves back,
    so the seat tube and the down tube keep white between them and the rings at every master."""
    wr = 17.5 - 0.2 * d
    wx, wy = 28.0 + 0.55 * d, 10.0
    R, F = (-wx, wy), (wx, wy)
    ty = -18.0 - 0.3 * d                        # seat and head (the top tube)
    BB = (-1.5, wy + 10.0)                      # the bottom bracket hangs below the hubs, between the wheels
    S = (BB[0] - 0.15 * (BB[1] - ty), ty)       # seat tube leaning back a little
    H = (F[0] - 11.0 - 1.2 * d, ty)
    return wr, R, F, BB, S, H


@symbol("bicycle", ["transportation", "health"], ["bike", "cycling", "ride", "bicycle", "sport", "fitness"],
        mirroring="mirrors", effects=["bounce", "wiggle"], defaults=wiggle_axis(0))
def _bicycle(d):
    # a side view riding toward the trailing edge: it wiggles back and forth along its way (0 = right;
    # mirrored in right-to-left layouts, where forward is to the left)
    wr, R, F, BB, S, H = bicycle_skeleton(d)
    dw, t = 0.8 * d, 0.7 * d                    # tyres and tubes a little lighter than a line
    post = add(S, mul(norm(sub(S, BB)), 4.5 + 1.1 * d))
    saddle = capsule((post[0] - 7.0, post[1]), (post[0] + 2.5, post[1]), t)
    stem = add(H, mul(norm(sub(H, F)), 4.5 + 0.7 * d))
    bar = stroke([H, stem, (stem[0] - 7.5, stem[1] - 0.5)], [0, 2, 0], t)
    # chainstay + seat tube, top tube + down tube, the fork and the seat post: a few strokes meeting at
    # round joins; there is no seat stay, so the rear joint stays open
    frame = stroke([R, BB, S], [0, 2, 0], t) + stroke([S, H, BB], [0, 2, 0], t) + capsule(H, F, t) + \
        capsule(S, post, t)
    # only the chainstay and the fork cross a ring (each runs to its hub): a narrow clearance sets them
    # in front of it; the triangles are not cleared, so the wheels show through the frame
    g = t + 0.3 * gap(d)
    clear = capsule(R, BB, g) + capsule(H, F, g)
    wheels = ring(R, wr, dw) + ring(F, wr, dw)
    return [Layer(wheels, level="secondary", css=mg(1), name="wheels"),
            Layer(clear, erase=True, css=mg(2), name="frame clearance"),
            Layer(frame + bar + saddle, css=mg(2), name="frame")]


# ------------------------------------------------------------------ airplane (top view, nose up)
@symbol("airplane", ["transportation", "maps"], ["flight", "travel", "airplane mode", "plane", "airport", "trip"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(270))
def _airplane(d):
    fw = 2.0                                    # half-width of the fuselage (skeleton)
    right = [(fw, -8.5), (39.0, 8.0), (39.0, 11.0), (fw, 3.5), (fw, 24.0), (14.0, 32.5), (14.0, 35.0),
             (1.5, 34.0)]
    rr = [0.0, 1.5, 1.5, 0.0, 0.0, 1.5, 1.5, 1.0]
    left = [(-x, y) for x, y in reversed(right)]
    nose = [(-fw, -30.0)] + arcpts((0, -30.0), fw, 180, 0, 4)
    v = nose + right + left
    radii = [0.0] * len(nose) + rr + list(reversed(rr))
    return [Layer(solid(v, radii, d), name="airplane")]


# ------------------------------------------------------------------ mappin.and.ellipse
def pin_outline(C, r, T):
    a0, a1 = tangent_points(C, r, T)            # a0: left tangent, a1: right tangent
    return [T, pol(C, r, a1)] + arcpts(C, r, a1, a0 - 360, 20)


@symbol("mappin.and.ellipse", ["maps", "navigation"], ["location", "place", "map", "pin", "destination", "here"],
        effects=["bounce", "wiggle", "pulse"])
def _mappin_and_ellipse(d):
    C, r, T = (0.0, -14.0), 19.0, (0.0, 22.0)
    v = pin_outline(C, r, T)
    radii = [2.5] + [0.0] * (len(v) - 1)
    pin = stroke(v, radii, d, closed=True) + disc(C, 5.5 + 0.4 * d)
    # the ground's far side passes behind the pin, its near side in front: the clearance follows the
    # pin's tapering sides, gap(d) out, and stops at the ground's middle, where the point stands
    g = d + gap(d)
    a0, a1 = tangent_points(C, r, T)
    P0, P1 = pol(C, r, a0), pol(C, r, a1)
    yb = T[1] - g
    Q0, Q1 = lerp(P0, T, (yb - P0[1]) / (T[1] - P0[1])), lerp(P1, T, (yb - P1[1]) / (T[1] - P1[1]))
    clear = solid([P1, Q1, Q0, P0], 0, g)
    return [
        Layer(ellipse_band((0.0, 22.0), 32.0, 10.0, d), level="secondary", css=mg(1), name="ground"),
        Layer(clear, erase=True, css=mg(2), name="pin clearance"),
        Layer(pin, css=mg(2), name="pin"),
    ]


# ------------------------------------------------------------------ wifi.slash
@symbol("wifi.slash", ["connectivity"], ["wireless", "network", "offline", "disconnected", "no signal", "wifi off"],
        effects=["variableColor", "pulse", "bounce"])
def _wifi_slash(d):
    # wifi's own dot and arcs (with their variable-colour thresholds), moving as one group
    layers = [Layer(L.subs, level=L.level, color=L.color, css=dict(L.css, **mg(1)), name=L.name or "wave %d" % i)
              for i, L in enumerate(_wifi(d))]
    # a 45-degree slash through the middle; at heavy weights it moves up and to the right so that it
    # keeps a clearance from the dot
    k = max(0.0, 3.75 * d - 14.3) / 2
    return layers + slash_layers((-31.0 + k, -31.0 - k), (31.0 + k, 31.0 - k), d)
