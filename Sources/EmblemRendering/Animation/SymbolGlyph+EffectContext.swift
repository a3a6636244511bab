import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

extension SymbolGlyph {
    /// What symbol effects need to know about this glyph: layer bounds, annotations and the anchors of spinning
    /// layers, the symbol's centre
    /// between its margins, the layout direction (right-to-left when the glyph is mirrored), and the
    /// symbol-wide defaults of its template (`.defaults` rule).
    public func effectContext(defaults: [String: String] = [:], direction: LayoutDirection? = nil) -> EffectContext {
        let whole = bounds ?? Rect(x: guides.leftMargin, y: guides.capline, width: guides.advanceWidth, height: guides.capHeight)
        let layers = self.layers.enumerated().map { position, layer in
            EffectLayer(index: position, motionGroup: layer.annotations.motionGroup, bounds: layer.bounds ?? whole,
                        alwaysPulses: layer.annotations.alwaysPulses, alwaysRotates: layer.annotations.alwaysRotates,
                        alwaysBreathes: layer.annotations.alwaysBreathes, variableThreshold: layer.annotations.variableThreshold,
                        neverMirrors: layer.annotations.neverMirrors,
                        // A layer that spins (a fan's blades) turns about the centre of its paint, which is
                        // its hub when it is symmetric under rotation; others about their bounds' centre.
                        rotationAnchor: layer.annotations.alwaysRotates ? layer.paintCentroid : nil)
        }
        func flag(_ name: String) -> Bool? {
            defaults[name].map { $0.lowercased() == "true" || $0 == "1" }
        }
        // The wiggle axis is drawn for the template's geometry: a mirrored glyph wiggles along its mirror
        // image, θ → 180° − θ, as `wiggle.forward` turns round (an axis at 0° wiggled right while the mirrored
        // arrow pointed left).
        let wiggleAngle = defaults["-sfsymbols-wiggle-angle"].flatMap(NumberListParser.number)
            .map { isMirrored ? 180 - $0 : $0 }
        // So do the turning senses it declares: mirrored, a symbol that turns clockwise (a circular arrow's
        // way) turns counter-clockwise, as its mirror image does. One it does not declare stays clockwise.
        let turns: (RotateSymbolEffect.Direction) -> RotateSymbolEffect.Direction = { sense in
            isMirrored ? (sense == .clockwise ? .counterClockwise : .clockwise) : sense
        }
        return EffectContext(layers: layers, bounds: whole, center: guides.center, baselineY: guides.baseline,
                             capHeight: guides.capHeight, direction: direction ?? (isMirrored ? .rightToLeft : .leftToRight),
                             rotatesClockwise: flag("-sfsymbols-rotates-clockwise").map { isMirrored ? !$0 : $0 },
                             wiggleAngle: wiggleAngle,
                             wiggleRotation: defaults["-sfsymbols-wiggle-style"].flatMap(Self.wiggleRotation(style:)).map(turns),
                             drawReversesMotionGroups: flag("-sfsymbols-draw-reverses-motion-groups") ?? false)
    }

    /// The turning sense a `-sfsymbols-wiggle-style` names: `clockwise` or `counterclockwise` (any case,
    /// with or without a hyphen) [EST: SF-SEMANTICS 2.6 knows only `linear` from exports]; nil for
    /// `linear` and anything else, which wiggle along the angle.
    static func wiggleRotation(style: String) -> RotateSymbolEffect.Direction? {
        switch String(style.trimmingASCIIWhitespace().lowercased().filter { $0 != "-" }) {
        case "clockwise": return .clockwise
        case "counterclockwise": return .counterClockwise
        default: return nil
        }
    }
}
