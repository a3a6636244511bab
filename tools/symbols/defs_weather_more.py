"""More weather designs: cloud.sun, cloud.moon, cloud.snow, cloud.fog, cloud.drizzle, cloud.heavyrain,
moon.stars, sun.min, sunset, thermometer.sun, humidity, tornado.

Derived from the accepted weather symbols, never redrawn: the clouds are cloud.rain's cloud (defs_weather.cloud_at
on symbols_def.CLOUD, scale 1.12, systemGray, primary, motion group 1), a sun or moon behind a cloud sits under
the cloud's erase clearance as in cloud.sun.rain, the drops are cloud.rain's raindrop, the moon is moon's two
circles, the snow is snowflake's arms, sunset is sunrise with its arrow turned round, sun.min is sun.max's disc,
thermometer.sun is thermometer.medium's tube and mercury.  Where a skeleton is rebuilt (moon, snowflake, the
small sun), it is asserted to draw its base.  Spacing that would crowd at the Black master grows with the
weight, so at least gap(d) of white stays open between separate parts."""
import math

from draw import symbol, Layer, thresholds, SYMBOLS, bbox
from geom import *  # noqa: F401,F403
from symbols_def import CLOUD, cloud_stroke, cloud_solid, gap, _moon, _sun_max, _cloud_sun_rain
from defs_fill_nature import moon_angles
from defs_weather import (centred, cloud_at, raindrop, same_outline, solid_fixed, _snowflake, _sunrise,
                          _thermometer_medium)


# ------------------------------------------------------------------ shared parts
RAIN_CLOUD = (1.12, 0.0, -8.0)          # cloud.rain's cloud: scale and offset


def rain_cloud_layer(cl, d):
    return Layer(cloud_stroke(cl, d), color="systemGrayColor", css={"-sfsymbols-motion-group": 1}, name="cloud")


def small_sun(d, sc, angles):
    """cloud.sun.rain's sun (its disc and the rays at `angles`) centred on sc."""
    sr = 7.0 + 0.5 * d
    r_in = sr + 2 * d + 3.5 - 0.1 * d
    out = ring(sc, sr, d)
    for a in angles:
        out += capsule(pol(sc, r_in, a), pol(sc, r_in + 5.0 - 0.3 * d, a), d)
    return out


def sun_centre(d, k=1.0, ox=0.0, oy=0.0):
    """Where cloud.sun.rain puts its sun, for its cloud scaled by k and moved by (ox, oy)."""
    return (ox + (14.0 + 2.0 * d) * k, oy + (-16.0 - 0.2 * d) * k)


def moon_band(d, s=1.0, ox=0.0, oy=0.0):
    """moon's crescent (its two circles), scaled by s about the lit circle's centre, moved to (ox, oy)."""
    c1, r1, c2, r2 = (ox, oy), 35.0 * s, (ox + 16.0 * s, oy - 14.0 * s), 29.0 * s
    oa, ob, ia, ib = moon_angles((c1, r1, c2, r2))
    return arcband(c1, r1, oa, ob, d) + arcband(c2, r2, ia, ib, d)


def flake(c, R, d, w):
    """snowflake's six arms (without its branches, which close up when small), radius R, half-width w."""
    out = []
    for i in range(6):
        out += capsule(c, pol(c, R, 90 + 60 * i), w)
    return out


def sparkle(c, R, d):
    """A four-pointed star: long points up/down/left/right, a waist of 0.3 R, grown by half the weight."""
    v = [pol(c, R if i % 2 == 0 else 0.3 * R, 90 + 45 * i) for i in range(8)]
    return solid_fixed(v, [1.0 if i % 2 == 0 else 0.5 for i in range(8)], 0.5 * d)


def _checks(d):
    # the rebuilt skeletons still draw their bases: fail loudly if a base's design changes
    assert same_outline(_moon(d)[0].subs, Layer(moon_band(d)).subs), "moon changed: update moon_band"
    csr = _cloud_sun_rain(d)
    assert same_outline(csr[0].subs, Layer(small_sun(d, sun_centre(d), (0, 45, 90, 135))).subs), \
        "cloud.sun.rain's sun changed: update small_sun"
    sf = _snowflake(d)[0].subs
    arms = Layer(flake((0, 0), 38.0, d, d)).subs
    assert same_outline([s for i, s in enumerate(sf) if i % 3 == 0], arms), "snowflake changed: update flake"


def sky_behind_cloud(d, body, color, name):
    """A sun or moon behind cloud.rain's cloud: the body, the cloud's clearance erasing it, then the cloud."""
    cl = cloud_at(*RAIN_CLOUD)
    return [
        Layer(body, level="secondary", color=color, name=name),
        Layer(cloud_solid(cl, d + gap(d)), erase=True, css={"-sfsymbols-motion-group": 1}, name="cloud clearance"),
        Layer(cloud_stroke(cl, d), color="systemGrayColor", css={"-sfsymbols-motion-group": 1}, name="cloud"),
    ]


# ------------------------------------------------------------------ sun and moon behind a cloud
@symbol("cloud.sun", ["weather"], ["partly cloudy", "sunny intervals", "forecast", "sun", "cloud"],
        effects=["bounce", "pulse", "breathe"])
def _cloud_sun(d):
    _checks(d)
    sc = sun_centre(d, *RAIN_CLOUD)
    return sky_behind_cloud(d, small_sun(d, sc, (0, 45, 90, 135)), "systemYellowColor", "sun")


@symbol("cloud.moon", ["weather"], ["night", "partly cloudy", "forecast", "moon", "cloud"],
        effects=["bounce", "pulse", "breathe"])
def _cloud_moon(d):
    k, ox, oy = RAIN_CLOUD
    # the moon stands higher and further out than the sun: its lit side faces the cloud, so its horns and
    # upper rim are what shows
    mc = (ox + (19.0 + 1.6 * d) * k, oy + (-19.0 - 0.6 * d) * k)
    return sky_behind_cloud(d, moon_band(d, 0.5 + 0.01 * d, *mc), "tintColor", "moon")


# ------------------------------------------------------------------ precipitation under a cloud
def precip(d, parts, color, level="secondary", kind="drop"):
    cl = cloud_at(*RAIN_CLOUD)
    layers = [rain_cloud_layer(cl, d)]
    for i, (subs, t) in enumerate(zip(parts, thresholds(len(parts)))):
        layers.append(Layer(subs, level=level, color=color,
                            css={"-sfsymbols-variable-threshold": t, "-sfsymbols-motion-group": 2},
                            name="%s %d" % (kind, i + 1)))
    return centred(layers)


def below_cloud(d, w):
    """The top of the first row under cloud.rain's cloud, for a part of half-width w (as cloud.rain)."""
    return cloud_at(*RAIN_CLOUD)["yb"] + d + gap(d) + w + 1.5


@symbol("cloud.snow", ["weather"], ["snow", "snowfall", "winter", "cold", "forecast", "flurries"],
        effects=["variableColor", "bounce", "pulse"])
def _cloud_snow(d):
    w = 0.75 * d                          # a little lighter than cloud.rain's drops: six arms meet in a flake
    R = 5.0 + 1.0 * d                     # the arms stay apart at Black
    cy = below_cloud(d, w) + R - 1.5
    sp = 18.0 + 1.6 * d
    parts = []
    for i in range(3):
        x = (i - 1) * sp
        y = cy + (0.0 if i % 2 == 0 else R + 0.4 * d + 2.0)
        parts.append(flake((x, y), R, d, w))
    return precip(d, parts, "systemCyanColor", kind="snowflake")


@symbol("cloud.fog", ["weather"], ["fog", "mist", "haze", "foggy", "forecast", "visibility"],
        effects=["variableColor", "bounce", "pulse"])
def _cloud_fog(d):
    top = below_cloud(d, d) + 1.5 + 0.3 * d   # a wider gap than rain's: the lines must not read as the cloud's base
    p = 8.0 + 2 * d + gap(d) - 2.0       # line pitch: the white between the lines stays open
    lines = [capsule((-30.0, top), (18.0, top), d), capsule((-18.0, top + p), (30.0, top + p), d)]
    return precip(d, lines, "systemGrayColor", kind="fog line")


@symbol("cloud.drizzle", ["weather"], ["drizzle", "light rain", "showers", "forecast", "wet", "sprinkle"],
        effects=["variableColor", "bounce", "pulse"])
def _cloud_drizzle(d):
    # six short drops of cloud.rain's kind in two staggered rows
    w = 0.85 * d
    top = below_cloud(d, w)
    ln = 4.0
    sp = 17.0 + 1.4 * d
    rp = ln + 2 * w + gap(d) + 2.0        # the row pitch: the rows stay apart
    parts = []
    for row in range(2):
        for i in range(3):
            x = (i - 1) * sp + (2.0 if row == 0 else 2.0 + 0.5 * sp)
            parts.append(raindrop(x, top + row * rp, d, ln))
    return precip(d, parts, "systemBlueColor", kind="drop")


@symbol("cloud.heavyrain", ["weather"], ["heavy rain", "downpour", "storm", "showers", "forecast", "wet"],
        effects=["variableColor", "bounce", "pulse"])
def _cloud_heavyrain(d):
    # five long drops of cloud.rain's kind, closer together than cloud.rain's four
    w = 0.85 * d
    top = below_cloud(d, w)
    sp = 12.5 + 1.25 * d
    parts = []
    for i in range(5):
        x = (i - 2) * sp + 4.0
        parts.append(raindrop(x, top + (0.0 if i % 2 == 0 else 3.0), d, 17.0))
    return precip(d, parts, "systemBlueColor", kind="drop")


# ------------------------------------------------------------------ night
@symbol("moon.stars", ["weather", "nature"], ["night", "sleep", "stars", "clear night", "bedtime"],
        effects=["variableColor", "bounce", "pulse", "wiggle"])
def _moon_stars(d):
    layers = [Layer(moon_band(d, 0.84, -6.0, 5.0), css={"-sfsymbols-motion-group": 1}, name="moon")]
    stars = [((17.0 + 0.4 * d, -22.0 - 0.5 * d), 10.0 + 0.2 * d), ((30.0 + 0.8 * d, -3.0 - 0.1 * d), 7.0 + 0.2 * d)]
    for i, ((c, R), t) in enumerate(zip(stars, thresholds(2))):
        layers.append(Layer(sparkle(c, R, d), level="secondary",
                            css={"-sfsymbols-variable-threshold": t, "-sfsymbols-motion-group": 2},
                            name="star %d" % (i + 1)))
    return centred(layers)


# ------------------------------------------------------------------ sun
@symbol("sun.min", ["weather"], ["dim", "brightness", "low", "day", "light"], effects=["bounce", "rotate", "pulse"])
def _sun_min(d):
    disc_layer = _sun_max(d)[0]                           # sun.max's disc
    rays = []
    for i in range(8):
        r0 = 22 + 0.8 * d                                 # where sun.max's rays start
        rays += capsule(pol((0, 0), r0, 45 * i), pol((0, 0), r0 + 3.0, 45 * i), d)
    return [disc_layer, Layer(rays, color="systemYellowColor", name="rays")]


@symbol("sunset", ["weather", "time"], ["dusk", "evening", "sun", "sundown", "twilight"],
        effects=["bounce", "pulse", "wiggle"],
        defaults={"-sfsymbols-wiggle-style": "linear", "-sfsymbols-wiggle-angle": 90})
def _sunset(d):
    # sunrise, with its arrow turned round about its own middle: it points down, clear of the horizon as before
    layers = _sunrise(d)
    arrow = layers[-1]
    b = bbox([arrow])
    m = b[1] + b[3]
    layers[-1] = Layer([s.transformed(lambda p: (p[0], m - p[1])) for s in arrow.subs],
                       css=arrow.css, name=arrow.name)
    return layers


@symbol("thermometer.sun", ["weather", "health"], ["hot", "heat", "temperature", "summer", "warm"],
        effects=["bounce", "pulse", "breathe"])
def _thermometer_sun(d):
    tube, mercury = _thermometer_medium(d)
    # the tube's outer half-width, as thermometer.medium computes it
    w = d + (1.6 + 0.35 * d) + (1.0 + 0.5 * d)
    sr = 7.0 + 0.5 * d
    sc = (w + d + gap(d) + sr + d + 5.0, -22.0)
    sun = small_sun(d, sc, (0, 45, 90, 135, 225, 270, 315))
    return [Layer(tube.subs, css={"-sfsymbols-motion-group": 1}, name="tube"),
            Layer(mercury.subs, level="secondary", color="systemRedColor", css={"-sfsymbols-motion-group": 1},
                  name="mercury"),
            Layer(sun, level="secondary", color="systemYellowColor", css={"-sfsymbols-motion-group": 2},
                  name="sun")]


# ------------------------------------------------------------------ humidity
@symbol("humidity", ["weather", "nature"], ["moisture", "humid", "water", "dew point", "damp"],
        effects=["bounce", "breathe", "wiggle"])
def _humidity(d):
    drop = SYMBOLS["drop"]["fn"](d)[0]                    # drop's outline
    c, r = (0.0, 12.0), 25.0
    gs = 0.35 * d
    R = r - d - gap(d) - gs                               # the water stays clear of the drop's wall
    A = 2.2
    n = 16
    # the water's surface: one wave across the drop's widest part, then the drop's round bottom
    wave = [(-R + 2 * R * i / n, c[1] - A * math.sin(2 * math.pi * i / n)) for i in range(n + 1)]
    v = wave + arcpts(c, R, 0, -180, 16)[1:-1]
    water = solid_fixed(v, 0, gs)
    return [Layer(drop.subs, color="systemCyanColor", name="drop"),
            Layer(water, level="secondary", color="systemBlueColor", name="water")]


# ------------------------------------------------------------------ tornado
@symbol("tornado", ["weather", "nature"], ["storm", "twister", "cyclone", "whirlwind", "wind", "hurricane"],
        effects=["variableColor", "bounce", "wiggle"])
def _tornado(d):
    # five gusts stacked into a funnel that narrows and sways as it comes down
    p = 11.0 + 1.0 * d                                    # pitch: the white between the lines stays open
    halfs = [38.0, 30.0, 22.0, 14.0, 7.0]
    shifts = [0.0, 4.0, 8.0, 6.0, 1.0]
    layers = []
    for i, (h, s, t) in enumerate(zip(halfs, shifts, thresholds(5))):
        y = (i - 2) * p
        layers.append(Layer(capsule((s - h, y), (s + h, y), d),
                            css={"-sfsymbols-variable-threshold": t, "-sfsymbols-motion-group": i + 1},
                            name="gust %d" % (i + 1)))
    return centred(layers)
