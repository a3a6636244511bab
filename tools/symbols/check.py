#!/usr/bin/env python3
"""Mechanical checks for symbols/<name>/symbol.svg, its variant files symbols/<name>/<suffix>.svg
and info.json (stdlib only).

  python3 tools/symbols/check.py            # check every symbol and variant, exit 1 on failure
"""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SYMDIR = os.path.join(ROOT, "symbols")
NS = "{http://www.w3.org/2000/svg}"
MASTERS = ["Ultralight-S", "Regular-S", "Black-S"]
BASELINE = 696.0
EFFECTS = {"bounce", "pulse", "variableColor", "scale", "appear", "disappear", "replace", "wiggle",
           "rotate", "breathe", "drawOn", "drawOff"}
LEVELS = {"primary", "secondary", "tertiary"}
SUFFIXES = ("rtl", "ar", "he", "hi", "ja", "ko", "th", "zh", "zh.traditional")
TOKEN = re.compile(r"[MLCZmlcz]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
ARGS = {"M": 2, "L": 2, "C": 6, "Z": 0}


def parse_d(d):
    toks = TOKEN.findall(d)
    cmds, pts = [], []
    i = 0
    while i < len(toks):
        c = toks[i]
        if c not in ARGS:
            raise ValueError("implicit command / unsupported token %r" % c)
        n = ARGS[c]
        nums = [float(t) for t in toks[i + 1:i + 1 + n]]
        if len(nums) != n or any(t in ARGS for t in toks[i + 1:i + 1 + n]):
            raise ValueError("bad argument count for %s" % c)
        cmds.append(c)
        pts += [(nums[k], nums[k + 1]) for k in range(0, n, 2)]
        i += 1 + n
    return cmds, pts


def bez_extrema(pts_cmds):
    """Rough bbox: all points (control points bound a cubic, so this is conservative)."""
    return pts_cmds


def subpath_areas(cmds, pts):
    """Signed area of each subpath's control polygon (sign = winding direction)."""
    out, cur, k = [], [], 0
    for c in cmds:
        n = ARGS[c] // 2
        if c == "M" and cur:
            out.append(cur)
            cur = []
        cur += pts[k:k + n]
        k += n
    if cur:
        out.append(cur)
    areas = []
    for poly in out:
        a = 0.0
        for i in range(len(poly)):
            x0, y0 = poly[i]
            x1, y1 = poly[(i + 1) % len(poly)]
            a += x0 * y1 - x1 * y0
        areas.append(a / 2)
    return areas


def correspondence(geo):
    """Points must correspond across masters: same winding per subpath, no far jumps."""
    errs = []
    ul, rg, bk = (geo[m] for m in MASTERS)
    for (c0, p0, h0), (c1, p1, h1), (c2, p2, h2) in zip(ul, rg, bk):
        for a0, a1, a2 in zip(subpath_areas(c0, p0), subpath_areas(c1, p1), subpath_areas(c2, p2)):
            if abs(a0) > 0.5 and abs(a2) > 0.5 and (a0 > 0) != (a2 > 0):
                errs.append("subpath winding differs between masters")
            if abs(a1) > 0.5 and abs(a2) > 0.5 and (a1 > 0) != (a2 > 0):
                errs.append("subpath winding differs between masters")
        for q0, q2 in zip(p0, p2):
            # compare relative to each master's advance centre
            dx = (q2[0] - h2) - (q0[0] - h0)
            dy = q2[1] - q0[1]
            if dx * dx + dy * dy > 30.0 ** 2:
                errs.append("point moves %.1f units between Ultralight and Black (correspondence?)"
                            % (dx * dx + dy * dy) ** 0.5)
                break
    return errs


def check_svg(path, full_name, layer_info):
    """Check one template file (symbol.svg or a variant).  Appends, per layer of the Regular
    master, (level or None for erase layers, classes) to layer_info."""
    errs = []
    try:
        tree = ET.parse(path)
    except Exception as e:  # noqa: BLE001
        return ["XML: %s" % e]
    root = tree.getroot()
    ids = {el.get("id"): el for el in root.iter() if el.get("id")}
    tv = ids.get("template-version")
    if tv is None or not (tv.text or "").startswith("Template v."):
        errs.append("template-version text missing")
    dn = ids.get("descriptive-name")
    if dn is None or (dn.text or "").strip() != full_name:
        errs.append("descriptive-name is %r, expected %r" % (None if dn is None else dn.text, full_name))
    style = "".join(el.text or "" for el in root.iter(NS + "style"))
    rules = dict(re.findall(r"\.([^\s{]+)\s*\{([^}]*)\}", style))
    structs = {}
    classes = {}
    geo = {}
    for m in MASTERS:
        g = ids.get(m)
        if g is None:
            errs.append("missing master %s" % m)
            continue
        tm = re.match(r"matrix\(1 0 0 1 ([-\d.]+) ([-\d.]+)\)", g.get("transform", ""))
        if not tm:
            errs.append("%s: bad transform" % m)
            continue
        gx, gy = float(tm.group(1)), float(tm.group(2))
        lm, rm = ids.get("left-margin-" + m), ids.get("right-margin-" + m)
        if lm is None or rm is None:
            errs.append("%s: margins missing" % m)
            continue
        lx, rx = float(lm.get("x1")), float(rm.get("x1"))
        if abs(lx - gx) > 0.01:
            errs.append("%s: group x %.3f != left margin %.3f" % (m, gx, lx))
        if abs(gy - BASELINE) > 0.01:
            errs.append("%s: group y is not the Small baseline" % m)
        paths = list(g.iter(NS + "path"))
        if not paths:
            errs.append("%s: no paths" % m)
        st, cl = [], []
        allpts = []
        for p in paths:
            if "stroke" in (p.get("style") or "") or p.get("stroke"):
                errs.append("%s: stroked path" % m)
            try:
                cmds, pts = parse_d(p.get("d", ""))
            except ValueError as e:
                errs.append("%s: %s" % (m, e))
                continue
            st.append((tuple(cmds), len(pts)))
            allpts.append((cmds, pts, (rx - gx) / 2))
            cl.append(p.get("class"))
            for (x, y) in pts:
                if x < -0.01 or gx + x > rx + 0.01:
                    errs.append("%s: point x=%.2f outside margins (adv %.2f)" % (m, x, rx - gx))
                    break
                if y < -100 or y > 30:
                    errs.append("%s: point y=%.2f outside baseline-100..+30" % (m, y))
                    break
        structs[m] = st
        classes[m] = cl
        geo[m] = allpts
    if len(structs) == 3:
        a, b, c = (structs[m] for m in MASTERS)
        if not (a == b == c):
            errs.append("masters differ in path structure/point counts")
        if not (classes[MASTERS[0]] == classes[MASTERS[1]] == classes[MASTERS[2]]):
            errs.append("masters differ in classes")
        else:
            errs += correspondence(geo)
        # class syntax and styles
        levels = []
        for cls in classes[MASTERS[1]]:
            parts = (cls or "").split()
            lv_of_layer = None
            modes = [p.split("-")[0] for p in parts]
            if "monochrome" not in modes and "hierarchical" not in modes:
                errs.append("path without monochrome/hierarchical class")
            for p in parts:
                if p not in rules:
                    errs.append("class %s has no style rule" % p)
                if p.startswith("hierarchical-"):
                    lv = p.split(":", 1)[1] if ":" in p else ""
                    if lv not in LEVELS:
                        errs.append("bad level %s" % p)
                    erase = "clear-behind:true" in rules.get(p, "")
                    if not erase:
                        levels.append(lv)
                        lv_of_layer = lv
                if p.startswith("multicolor-") and ":" not in p:
                    errs.append("multicolor class without colour %s" % p)
            # clear-behind consistency within a layer
            flags = {"clear-behind:true" in rules.get(p, "") for p in parts}
            if len(flags) > 1:
                errs.append("erase flag not on every class of layer %s" % cls)
            layer_info.append((lv_of_layer, parts))
        if "primary" not in levels:
            errs.append("no primary layer")
    return errs


def check_symbol(name):
    d = os.path.join(SYMDIR, name)
    base_layers = []
    errs = check_svg(os.path.join(d, "symbol.svg"), name, base_layers)
    variants = {}
    for f in sorted(os.listdir(d)):
        if f == "info.json" or f == "symbol.svg":
            continue
        if not f.endswith(".svg") or f[:-4] not in SUFFIXES:
            errs.append("unexpected file %s (variants are <suffix>.svg, suffix in %s)" % (f, ", ".join(SUFFIXES)))
            continue
        sfx = f[:-4]
        layers = []
        errs += ["%s: %s" % (f, e) for e in check_svg(os.path.join(d, f), "%s.%s" % (name, sfx), layers)]
        variants[sfx] = layers
    # info.json
    try:
        info = json.load(open(os.path.join(d, "info.json")))
        if info.get("name") != name:
            errs.append("info.json name mismatch")
        if info.get("mirroring") not in ("fixed", "mirrors", "hasRTLVariant"):
            errs.append("info.json mirroring invalid")
        for k in ("categories", "keywords", "effects"):
            if not isinstance(info.get(k), list) or not info[k]:
                errs.append("info.json %s missing" % k)
        if not set(info.get("effects", [])) <= EFFECTS:
            errs.append("info.json unknown effect %s" % (set(info["effects"]) - EFFECTS))
        if not isinstance(info.get("multicolor"), bool):
            errs.append("info.json multicolor not bool")
        if info.get("variantContent", "digits") not in ("digits", "letters"):
            errs.append("info.json variantContent must be digits or letters")
        nm = info.get("neverMirrorLayers")
        if nm is not None and not all(isinstance(i, int) for i in nm):
            errs.append("neverMirrorLayers must be ints")
        elif nm is not None:
            # the same indices are applied to every variant file, so they must exist everywhere
            for label, layers in [("symbol.svg", base_layers)] + [(s + ".svg", v) for s, v in variants.items()]:
                for i in nm:
                    if not 0 <= i < len(layers):
                        errs.append("neverMirrorLayers index %d out of range for %s (%d layers)"
                                    % (i, label, len(layers)))
                    elif layers[i][0] is None:
                        errs.append("neverMirrorLayers index %d is an erase layer in %s" % (i, label))
        mir = info.get("mirroring")
        if mir == "hasRTLVariant" and "rtl" not in variants:
            errs.append("mirroring is hasRTLVariant but rtl.svg is missing")
        if "rtl" in variants and mir != "hasRTLVariant":
            errs.append("rtl.svg present but mirroring is %s (expected hasRTLVariant)" % mir)
    except Exception as e:  # noqa: BLE001
        errs.append("info.json: %s" % e)
    # variants must be compatible with the base: at least one primary layer (checked per file),
    # the same colour/level vocabulary, and no level the base does not use at all
    base_levels = {lv for lv, _ in base_layers if lv}
    for sfx, layers in variants.items():
        lv = {l for l, _ in layers if l}
        if not lv <= base_levels | {"primary"}:
            errs.append("%s.svg uses levels %s the base symbol does not" % (sfx, sorted(lv - base_levels)))
    return errs


def main():
    names = sorted(n for n in os.listdir(SYMDIR) if os.path.isdir(os.path.join(SYMDIR, n)))
    bad = 0
    for n in names:
        errs = check_symbol(n)
        # old layout: a folder "<base>.<suffix>" next to "<base>" is a variant in the wrong place
        for sfx in SUFFIXES:
            if n.endswith("." + sfx) and n[:-len(sfx) - 1] in names:
                errs.append("looks like a variant folder; move it to %s/%s.svg" % (n[:-len(sfx) - 1], sfx))
        if errs:
            bad += 1
            for e in sorted(set(errs)):
                print("FAIL %s: %s" % (n, e))
    nvar = sum(1 for n in names for f in os.listdir(os.path.join(SYMDIR, n))
               if f.endswith(".svg") and f != "symbol.svg")
    print("%d symbols (+%d variant files) checked, %d failing" % (len(names), nvar, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
