"""Media: transport controls (play, pause, stop, backward/forward, skipping to an end), playback modes
(shuffle, repeat), the playlist, film, the audio waveform, the muted microphone and the quiet speaker.

Every design is our own construction from geom.py primitives, built from the library's own media
designs so that the family stays one family:

* the play triangle is play.circle's triangle (symbols_def._play_circle: the same three vertices and corner
  radius, scaled; PLAY_TRI is checked against play.circle's outline when the symbols are built).  play is
  it outlined, play.fill its silhouette filled; backward, forward and the .end forms are built from the same
  triangle (smaller), so the transport row reads as one set;
* pause.fill is pause's own bars: pause is already drawn solid, so its filled form (the outline's own
  silhouette filled, the defs_fill_* rule) is that same silhouette, and play.fill / pause.fill toggle
  without a jump in size;
* mic.slash is mic's drawing with defs_controls.slash_layers; speaker.wave.1 is speaker.wave.3's speaker
  and its first wave, the very layers (threshold 0, as the first wave of speaker.wave.3);
* music.note.list uses music.note (defs_controls) itself, drawn smaller at the same line weight.

Mirroring: the transport controls (play, forward, backward, the .end forms), shuffle and repeat are fixed:
they show the direction tape or a playlist plays in, which is the same in right-to-left layouts (SF keeps its
media controls fixed; a flipped play would read as rewind).  Shuffle's arrows run with playback, and
repeat's loop turns clockwise as arrow.clockwise does; neither is reading direction.  speaker.wave.1 mirrors like speaker.wave.3;
music.note.list is a list (its rows follow the reading direction) with a music note, whose notation never
mirrors, so it has a right-to-left design (as checklist and list.number have)."""
import math

from draw import symbol, variant, Layer, thresholds, bbox, SYMBOLS
from geom import *  # noqa: F401,F403
from symbols_def import gap, rrect, _mic, _pause, _speaker_wave3, list_row_layers
from defs_controls import slash_layers, _music_note
from defs_arrows import head, wiggle_axis, flipped
from defs_fill_circles import fill_symbol, outer_only, same_outline


def mg(n):
    return {"-sfsymbols-motion-group": n}


# ------------------------------------------------------------------ the play triangle
PLAY_TRI = [(-10.0, -16.0), (17.0, 0.0), (-10.0, 16.0)]    # symbols_def._play_circle's triangle
PLAY_R = 3.0                                                # ... and its corner radius
TRI_W = PLAY_TRI[1][0] - PLAY_TRI[0][0]                     # 27: base to tip
TRI_H = -PLAY_TRI[0][1]                                     # 16: half the base
# how far a rounded tip's skeleton stands back from the tip vertex, per unit of corner radius
TIP_PULL = 1.0 / math.sin(math.atan2(TRI_H, TRI_W)) - 1.0


def check_play_circle(d):
    """PLAY_TRI must be play.circle's triangle (its outline, built the same way, is the same)."""
    same_outline(solid(PLAY_TRI, PLAY_R, d * 0.7), SYMBOLS["play.circle"]["fn"](d)[1].subs, "play.circle")


def triangle(base_x, k, s=1):
    """play.circle's triangle scaled by k, its base (vertical) at x = base_x, pointing right (s = 1) or left
    (s = -1); returns (vertices, corner radii)."""
    return ([(base_x, -TRI_H * k), (base_x + s * TRI_W * k, 0.0), (base_x, TRI_H * k)], [PLAY_R * k] * 3)


def outline_triangle(base_x, k, d, s=1):
    v, r = triangle(base_x, k, s)
    return stroke(v, r, d, closed=True)


def dense(sp, step=0.5):
    """Points along a subpath's outline, straight edges included, at most `step` apart (about)."""
    out, cur = [sp.start], sp.start
    for g in sp.segs:
        n = max(1, int(math.ceil(length(sub(g[-1], cur)) / step)))
        if g[0] == "L":
            out += [lerp(cur, g[1], i / n) for i in range(1, n + 1)]
        else:
            out += bezpts(cur, g[1], g[2], g[3], 2 * n)
        cur = g[-1]
    return out


def extent_y(subs):
    ys = [p[1] for sp in subs for p in sp.points(16)]
    return min(ys), max(ys)


# ------------------------------------------------------------------ play, pause, stop
PLAY_K = 2.0        # play: play.circle's triangle at twice its size (54 wide, 64 high on the skeleton)


@symbol("play", ["media"], ["play", "start", "resume", "video", "audio", "music"],
        effects=["bounce", "pulse"])
def _play(d):
    check_play_circle(d)
    return [Layer(outline_triangle(-TRI_W * PLAY_K / 2, PLAY_K, d), name="play")]


@fill_symbol("play")
def _play_fill(d):
    (tri,) = _play(d)
    return [Layer(outer_only(tri.subs), name="play")]


@fill_symbol("pause")
def _pause_fill(d):
    # pause's bars are solid already: their silhouette filled is the bars themselves
    (bars,) = _pause(d)
    return [Layer(list(bars.subs), name="bars")]


STOP = dict(h=25.5, r=6.0)


@symbol("stop", ["media"], ["stop", "end", "halt", "square", "record"], effects=["bounce", "pulse"])
def _stop(d):
    h = STOP["h"]
    return [Layer(rrect(-h, -h, h, h, STOP["r"], d), name="stop")]


@fill_symbol("stop")
def _stop_fill(d):
    (sq,) = _stop(d)
    return [Layer(outer_only(sq.subs), name="stop")]


# ------------------------------------------------------------------ skipping: backward, forward, .end
SKIP_K = 1.45       # the two triangles of forward/backward
END_K = 1.6         # the triangle of forward.end/backward.end


def double_triangle(d, s):
    """Two triangles in a row pointing along s; the leading one's base stands on the trailing one's
    rounded tip (its skeleton), so the two outlines join into one glyph at every weight."""
    k = SKIP_K
    w = TRI_W * k
    step = w - TIP_PULL * PLAY_R * k            # base to base
    x0 = -s * (w + step) / 2                    # the row centred on x = 0
    trailing = outline_triangle(x0, k, d, s)
    leading = outline_triangle(x0 + s * step, k, d, s)
    return trailing, leading


def skip(d, s):
    trailing, leading = double_triangle(d, s)
    return [Layer(trailing, css=mg(1), name="trailing triangle"),
            Layer(leading, css=mg(2), name="leading triangle")]


@symbol("forward", ["media"], ["fast forward", "skip", "next", "seek", "ahead"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(0))
def _forward(d):
    return skip(d, 1)


@symbol("backward", ["media"], ["rewind", "skip back", "previous", "seek", "back"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(180))
def _backward(d):
    return skip(d, -1)


def skip_to_end(d, s):
    """A triangle pointing along s and a bar across its tip, a white gap between them that grows a little
    with the weight.  The bar's round ends reach as high and low as the triangle's outline."""
    k = END_K
    w = TRI_W * k
    tri = outline_triangle(-s * w / 2, k, d, s)
    tip = s * (w / 2 - TIP_PULL * PLAY_R * k)   # the rounded tip's skeleton
    white = 3.0 + 0.6 * d
    bx = tip + s * (d + white + d)
    top, bot = extent_y(tri)
    bar = capsule((bx, top + d), (bx, bot - d), d)
    return [Layer(tri, css=mg(1), name="triangle"), Layer(bar, css=mg(2), name="bar")]


@symbol("forward.end", ["media"], ["next", "skip", "next track", "end", "last"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(0))
def _forward_end(d):
    return skip_to_end(d, 1)


@symbol("backward.end", ["media"], ["previous", "skip back", "previous track", "beginning", "restart"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(180))
def _backward_end(d):
    return skip_to_end(d, -1)


# ------------------------------------------------------------------ shuffle, repeat
SHUF = dict(x0=-38.0, xs=-24.0, xe=18.0, tip=38.0, y=22.0, bend=16.0, arm=14.0)


def shuffle_curve(sy):
    """The S-curve of one shuffle arrow: from the left at y = -sy*Y over to y = +sy*Y (cubic's points)."""
    y, xs, xe, b = SHUF["y"], SHUF["xs"], SHUF["xe"], SHUF["bend"]
    return (xs, -sy * y), (xs + b, -sy * y), (xe - b, sy * y), (xe, sy * y)


def shuffle_arrow(sy, d):
    y, tip = SHUF["y"], SHUF["tip"]
    c = shuffle_curve(sy)
    line = [(SHUF["x0"], -sy * y), c[0]] + bezpts(*c, 16) + [(tip - 1.0, sy * y)]
    return stroke(line, 0, d) + head((tip, sy * y), 0, SHUF["arm"], d)


@symbol("shuffle", ["media", "arrows"], ["shuffle", "random", "mix", "playlist", "order"],
        effects=["bounce", "wiggle"], defaults=wiggle_axis(0))
def _shuffle(d):
    # the arrow rising to the top right crosses over the falling one, which is cut gap(d) either side
    c = shuffle_curve(-1)
    mid = [bez_pt(*c, 0.3 + 0.4 * i / 12) for i in range(13)]
    return [Layer(shuffle_arrow(1, d), css=mg(1), name="falling arrow"),
            Layer(stroke(mid, 0, d + gap(d)), erase=True, css=mg(2), name="crossing clearance"),
            Layer(shuffle_arrow(-1, d), css=mg(2), name="rising arrow")]


REP = dict(w=34.0, h=20.0, r=12.0, arm=14.0)


def repeat_arrow(d):
    """The upper arrow of the loop: up the left side, round the corner, along the top to a head pointing
    right; the lower arrow is the same turned a half turn.  As the weight grows, the head draws back and
    the other arrow's end drops, so the white between them stays open."""
    w, h = REP["w"], REP["h"]
    start = 7.0 - 0.5 * d               # where the line starts on the left side (below the middle)
    tip = 17.5 - 0.9 * d
    line = stroke([(-w, start), (-w, -h), (tip - 1.0, -h)], [0, REP["r"], 0], d)
    return line + head((tip, -h), 0, REP["arm"], d)


@symbol("repeat", ["media", "arrows"], ["repeat", "loop", "again", "replay", "playlist"],
        effects=["bounce", "wiggle"], defaults={"-sfsymbols-wiggle-style": "clockwise"})
def _repeat(d):
    upper = repeat_arrow(d)
    lower = [sp.transformed(lambda p: rot(p, 180)) for sp in upper]
    return [Layer(upper, css=mg(1), name="upper arrow"), Layer(lower, css=mg(2), name="lower arrow")]


# ------------------------------------------------------------------ music.note.list
NOTE_S = 0.7        # music.note drawn at this size ...
NOTE_T = 0.9        # ... with a line this fraction of the weight (a list's marks are a little lighter)


def small_note(d, ox, oy):
    """music.note itself, scaled by NOTE_S about its own origin and moved to (ox, oy): it is drawn at the
    half weight NOTE_T * d / NOTE_S, so that its lines are NOTE_T * d thick after scaling."""
    (note,) = _music_note(NOTE_T * d / NOTE_S)
    return [sp.transformed(lambda p: (ox + NOTE_S * p[0], oy + NOTE_S * p[1])) for sp in note.subs]


def _music_note_list(d, rtl):
    note = small_note(d, 0.0, 0.0)
    x0, y0, x1, y1 = bbox([Layer(note)])
    # the note stands at the trailing end, its bounds' right edge at x = 40, its foot at y = 33
    note = small_note(d, 40.0 - x1, 33.0 - y1)
    pts = [q for sp in note for q in dense(sp)]
    p = 16.0 + 1.0 * d                          # row pitch: the rows spread as the lines thicken
    # the first row runs the full width above the note, clear of its flag; the other two stop gap(d) + 2
    # short of the part of the note at their height
    top = min(q[1] for q in pts) - d - gap(d) - 3.0
    lines = [capsule((-38.0, top), (40.0 - d, top), d)]
    for k in (1, 2):
        y = top + k * p
        near = [q[0] for q in pts if abs(q[1] - y) <= d + gap(d)]
        assert near, "music.note.list: row %d does not reach the note" % (k + 1)
        lines.append(capsule((-38.0, y), (min(near) - d - gap(d) - 2.0, y), d))
    if rtl:
        # a right-to-left list: the rows start on the right and the note leads on the left, with its
        # own shape (only its position changes)
        lines = [flipped(ln) for ln in lines]
        note = [sp.transformed(lambda q: (q[0] - 2.0 * 40.0 + (x1 - x0), q[1])) for sp in note]
    return list_row_layers(note, lines, "note")


@symbol("music.note.list", ["media", "audio"], ["playlist", "queue", "songs", "music", "tracks", "list"],
        mirroring="hasRTLVariant", never_mirror=[0], effects=["bounce", "variableColor"])
def _music_note_list_ltr(d):
    return _music_note_list(d, False)


@variant("music.note.list", "rtl")
def _music_note_list_rtl(d):
    """RTL: the rows start on the right and the note leads on the left, unmirrored (a note's flag always
    points right in notation)."""
    return _music_note_list(d, True)


# ------------------------------------------------------------------ film
FILM = dict(w=38.0, h=31.0, r=6.0, holes=(-22.5, -7.5, 7.5, 22.5))


@symbol("film", ["media", "photography"], ["movie", "video", "cinema", "film strip", "reel"],
        effects=["bounce", "pulse"])
def _film(d):
    """A film strip: the frame's outline with two windows (frames of the film) and, either side, a solid
    perforated band (the perforations are holes, open in every mode)."""
    w, h = FILM["w"], FILM["h"]
    bw = 9.0 + 0.4 * d                   # the band's width between the frame's edge and its inner line
    xi = w - bw                          # skeleton of the band's inner line
    dv = 0.8 * d                         # half the divider between the two windows
    body = solid(rect(-w, -h, w, h), FILM["r"], d)
    windows = []
    for y0, y1 in ((-h + d, -dv), (dv, h - d)):
        sp = solid(rect(-xi + d, y0, xi - d, y1), 1.5, 0.0)[0]
        sp.role = "hole"
        windows.append(sp)
    # the perforations leave d + 1.5 of solid either side, about a line's width at the light weights
    hw = bw - 3.0
    hh = hw + 1.5
    xc = w - bw / 2
    perf = []
    for x in (-xc, xc):
        for y in FILM["holes"]:
            sp = solid(rect(x - hw / 2, y - hh / 2, x + hw / 2, y + hh / 2), 1.2, 0.0)[0]
            sp.role = "hole"
            perf.append(sp)
    return [Layer(body + windows + perf, name="film strip")]


# ------------------------------------------------------------------ waveform
WAVE = (6.0, 15.0, 28.0, 19.0, 31.0, 12.0, 5.0)     # half lengths of the bars (skeleton)


@symbol("waveform", ["media", "audio"], ["audio", "sound", "voice", "recording", "signal", "equalizer"],
        effects=["variableColor", "bounce", "pulse", "breathe"])
def _waveform(d):
    t = 0.9 * d
    p = 10.0 + 0.9 * d                   # the bars move apart as they thicken: the white between stays open
    n = len(WAVE)
    layers = []
    # one layer per bar, lit left to right by variable colour (the bars are centred on x = 0)
    for i, (hl, th) in enumerate(zip(WAVE, thresholds(n))):
        x = (i - (n - 1) / 2) * p
        layers.append(Layer(capsule((x, -hl), (x, hl), t), css={"-sfsymbols-variable-threshold": th},
                            name="bar %d" % (i + 1)))
    return layers


# ------------------------------------------------------------------ mic.slash, speaker.wave.1
@symbol("mic.slash", ["devices", "media"], ["microphone", "mute", "muted", "mic off", "silent", "audio"],
        effects=["bounce", "pulse", "wiggle"])
def _mic_slash(d):
    (mic,) = _mic(d)
    return [Layer(list(mic.subs), css=mg(1), name="mic")] + slash_layers((-27.0, -36.0), (27.0, 32.0), d)


@symbol("speaker.wave.1", ["media", "audio"], ["volume", "sound", "quiet", "low", "audio"],
        mirroring="mirrors", effects=["variableColor", "bounce", "pulse"])
def _speaker_wave1(d):
    spk, wave = _speaker_wave3(d)[:2]
    # one wave: speaker.wave.3's first, with the threshold a single variable layer has (0, as there)
    assert wave.css["-sfsymbols-variable-threshold"] == thresholds(1)[0]
    return [Layer(list(spk.subs), level=spk.level, name="speaker"),
            Layer(list(wave.subs), level=wave.level, css=dict(wave.css), name="wave 1")]
