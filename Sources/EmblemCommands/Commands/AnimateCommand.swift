import ArgumentParser
import Dispatch
import EmblemAnimation
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
#if canImport(Glibc)
import Glibc
#endif

/// `emblem animate`: a symbol effect, sampled into SVG frames, PNG frames, one animated SVG, JSON states or
/// a contact sheet.
public struct AnimateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Animate a symbol effect into SVG or PNG frames, an animated SVG or PNG, JSON states, or a contact sheet.",
        discussion: """
            EFFECT reads like SwiftUI: bounce, bounce.up.byLayer, pulse.wholeSymbol, scale.down, \
            variableColor.iterative.reversing, wiggle.forward, wiggle.custom(30), rotate.clockwise.byLayer, \
            breathe.pulse, appear.up, disappear.down, drawOn.individually, drawOff.reversed, \
            replace.downUp:OTHER_SYMBOL, replace.magic:OTHER_SYMBOL (the layers both share stay). \
            Formats: svg-frames and png-frames write OUT/frame-0000.svg … plus OUT/manifest.json (frames are \
            streamed to disk); svg writes one animated SVG (CSS keyframes); apng one animated PNG (full alpha; \
            it loops when the effect repeats forever, else plays once); json writes every layer's \
            transform, opacity and visibility (and, drawing on and off, the part drawn) per frame; sheet writes \
            evenly spaced frames side by side in one PNG.
            """)

    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case svgFrames = "svg-frames", pngFrames = "png-frames", svg, apng, json, sheet
    }

    @Argument(help: "A symbol name or an SVG file.")
    public var symbol: String

    @Option(help: "The effect, e.g. bounce.up.byLayer or replace.downUp:bell.badge.")
    public var effect: String

    @Option(name: .shortAndLong, help: "Output: a directory for frames, a file for svg, apng, json and sheet.")
    public var output: String

    @Option(help: "svg-frames, png-frames, svg, apng, json or sheet (default: from the output's extension, .apng for apng; a directory means svg-frames).")
    public var format: Format?

    @Option(help: "Frames per second.")
    public var fps: Double = 30

    @Option(name: .customLong("size"), help: "Frame size in pixels (default: 128).")
    public var sizeGiven: Int?

    public var size: Int { sizeGiven ?? 128 }

    @Option(help: "Play the effect this many times (not with --repeating; scale, appear, disappear, drawOn, drawOff and replace do not repeat).")
    public var `repeat`: Int?

    @Option(help: "Pause between repetitions, in seconds (periodic repeat; with --repeat or --repeating).")
    public var repeatDelay: Double?

    @Flag(help: "Repeat indefinitely (sampled for --duration; by default the whole periods that first reach 2 s).")
    public var repeating = false

    @Option(help: "Speed multiplier (clamped to 0.5…2 as Apple's renderer does).")
    public var speed: Double = 1

    @Option(help: "Seconds to sample (default: the effect's own duration).")
    public var duration: Double?

    @Option(name: .customLong("sheet-frames"), help: "Frames on a contact sheet (8).")
    public var sheetFramesGiven: Int?

    /// Frames on a contact sheet: given, or 8.
    var sheetFrames: Int { sheetFramesGiven ?? 8 }

    @Option(help: "Background (CSS colour) for PNG output: png-frames and apng (transparent when omitted), sheet (white).")
    public var background: String?

    /// What frames are drawn over: the colour given, else nothing (a sheet starts white).
    var rasterizer: Rasterizer { Rasterizer(background: background.flatMap(RasterColor.init(css:))) }

    @OptionGroup public var style: StyleOptions
    @OptionGroup public var localization: LocalizationOptions
    @OptionGroup public var library: LibraryOptions
    @OptionGroup public var input: InputOptions

    public init() {}

    /// The most seconds an animation is sampled for: 10 minutes, 600,000 frames at the highest `--fps`.
    /// Repeats and delays can ask for far more (`--repeat 1000000000` is 27 years of bouncing), which
    /// would fill the disk or the memory before a frame is written.
    static let maximumDuration = 600.0
    /// The most frames one run makes: ten minutes at 60 fps, the frame at the end included. Within the
    /// other limits, 600 s at 1,000 fps made 600,001 frames, a 595 MB JSON file built in 3.1 GB of memory.
    static let maximumFrames = 36_001
    /// The most layer states one run writes, layers times frames (for `sheet`, times the frames drawn). Ours:
    /// a file of 20,000 copies of one path is 20,000 layers, and 54 frames of it as JSON took 13.4 s, 1.2 GB
    /// and a 259 MB file (≈ 12 µs a layer state); 250,000 take ≈ 3 s, ten layers for over two hours at 30 fps.
    static let maximumLayerStates = 250_000
    /// The most the rasterised frames of one run may cost together, in small shapes drawn
    /// (``FrameDrawingCost``: `use` copies included, larger frames weighing more a shape, a definition or
    /// a draw mask's guide written with each frame counting ``FrameDrawingCost/definitionWeight``). Ours:
    /// ≈ 11 µs of CPU a small shape, so the limit is ≈ 11 s of librsvg's drawing, and a 6 KB file whose
    /// `use` fan-out drew 75,000 squares took 14 s for the 19 APNG frames of a bounce at 128 px; a
    /// symbol of 100 shapes draws ≈ 9,000 frames at 128 px.
    static let maximumShapesDrawn = 1_000_000
    /// The longest pause between repetitions: a million seconds, eleven days, far past anything sampled
    /// yet small enough that no count of repeats overflows the effect's clock.
    static let maximumRepeatDelay = 1_000_000.0

    public func validate() throws {
        try OutputName.checkNotEmpty(output)
        let spec: SymbolEffectSpec
        do { spec = try SymbolEffectSpec.parse(effect) } catch { throw ValidationError(error.message) }
        guard fps > 0, fps <= 1000 else { throw ValidationError("--fps must be greater than 0 and at most 1000.") }
        guard (1...4096).contains(size) else { throw ValidationError("--size must be between 1 and 4096 pixels.") }
        if let duration, !(duration >= 0 && duration <= Self.maximumDuration) {
            throw ValidationError("--duration must be between 0 and \(Int(Self.maximumDuration)) seconds.")
        }
        if let count = self.repeat, count < 1 { throw ValidationError("--repeat must be at least 1.") }
        // ∞ and NaN were taken as 0, and 1e308 overflowed the clock; a delay of days is still one
        // `--duration` can sample part of.
        if let repeatDelay, !(repeatDelay >= 0 && repeatDelay <= Self.maximumRepeatDelay) {
            throw ValidationError("--repeat-delay must be between 0 and \(Int(Self.maximumRepeatDelay)) seconds.")
        }
        // Each was accepted and did nothing: a delay with nothing to pause between, and a count that
        // --repeating silently replaced with "forever".
        if repeatDelay != nil, self.repeat == nil, !repeating {
            throw ValidationError("--repeat-delay is the pause between repetitions; give --repeat N or --repeating with it.")
        }
        // One play has no repetition to pause before: the delay was accepted and did nothing.
        if repeatDelay != nil, self.repeat == 1 {
            throw ValidationError("--repeat-delay is the pause between repetitions, and --repeat 1 plays once; give --repeat 2 or more, or leave the delay out.")
        }
        if self.repeat != nil, repeating {
            throw ValidationError("--repeat plays the effect N times and --repeating forever; give one of them.")
        }
        // Scale holds a state; appear, disappear, draw on and off and replace are transitions: none
        // repeats, and the options were accepted and ignored.
        if [.scale, .appear, .disappear, .drawOn, .drawOff, .replace].contains(spec.name), self.repeat != nil || repeating || repeatDelay != nil {
            throw ValidationError("'\(spec.name.rawValue)' does not repeat (scale holds a state; appear, disappear, drawOn, drawOff "
                                  + "and replace are transitions); --repeat, --repeating and --repeat-delay apply to the other effects.")
        }
        guard speed > 0, speed.isFinite else { throw ValidationError("--speed must be positive.") }
        if sheetFrames < 1 { throw ValidationError("--sheet-frames must be at least 1.") }
        if format == nil {
            try OutputName.check(output, known: ["svg", "apng", "json", "png"],
                                 option: " (a contact sheet), or a directory for frames, or give --format")
        }
        // Frames go into a directory: `-` made one called `-`, and `x.png` one called `x.png`.
        if resolvedFormat == .svgFrames || resolvedFormat == .pngFrames,
           let problem = OutputName.directoryProblem(output, needing: "Frames are written into a", fileExtensions: ["svg", "svgz", "png", "json"],
                                                     otherwise: ", or give --format svg, json or sheet for one file",
                                                     refusesOtherFileNames: false) {
            throw ValidationError(problem)
        }
        if resolvedFormat == .apng || resolvedFormat == .sheet {
            try OutputName.refuseBinary(resolvedFormat == .apng ? "An animated PNG" : "A contact sheet (PNG)", to: output,
                                        alternative: ", or give --format svg or json")
        }
        if let background {
            try RasterColor.checkBackground(background)
            // An SVG or JSON has no pixels to put it under: it was accepted and dropped unseen.
            guard [.pngFrames, .apng, .sheet].contains(resolvedFormat) else {
                throw ValidationError("--background applies to PNG output (png-frames, apng, sheet); this writes \(resolvedFormat.rawValue).")
            }
        }
        // JSON holds each layer's transform, opacity and visibility, no colour and no pixel: these were
        // accepted and the file was the same byte for byte.
        if resolvedFormat == .json {
            let ignored = (sizeGiven.map { _ in ["--size"] } ?? []) + style.colourOptionsGiven
            if !ignored.isEmpty {
                throw ValidationError("\(ignored.joined(separator: ", ")) \(ignored.count == 1 ? "does" : "do") nothing to JSON, which holds each "
                                      + "layer's transform, opacity and visibility; leave \(ignored.count == 1 ? "it" : "them") out, or write another format.")
            }
        }
        if sheetFramesGiven != nil, resolvedFormat != .sheet {
            throw ValidationError("--sheet-frames applies to a contact sheet (--format sheet, or -o x.png); this writes \(resolvedFormat.rawValue).")
        }
    }

    var resolvedFormat: Format {
        if let format { return format }
        // The extension as validate() reads it.
        switch OutputName.fileExtension(of: output) {
        case "svg": return .svg
        case "apng": return .apng
        case "json": return .json
        case "png": return .sheet
        default: return .svgFrames
        }
    }

    /// The animation these options describe.
    func makeAnimation() throws -> (SymbolAnimation, SymbolStyle) {
        let spec = try SymbolEffectSpec.parse(effect)
        var source = SymbolSource(library: library.library(limits: input.limits), limits: input.limits, localization: localization, style: style)
        // SVG and JSON written out are drawn elsewhere, in floating point: only cairo cannot draw what reaches too far.
        source.rasterizes = [.pngFrames, .apng, .sheet].contains(resolvedFormat)
        let (localized, diagnostics) = try reportingErrors { try source.load(symbol) }
        try reportingErrors { try reportWarnings(diagnostics + SymbolImporter.undrawnContent(of: localized.symbol), of: symbol, strict: input.strict) }
        let glyph = try reportingErrors { try localized.glyph(weight: style.weight, scale: style.scale) }
        let designs = DesignOptionsNote(style)
        designs.record(localized.symbol.format)
        if let problem = SymbolAnimation.coordinateProblem(in: glyph, defaults: localized.symbol.defaults) {
            printError("\(symbol): error: \(problem)")
            throw ExitCode(1)
        }
        var options = SymbolEffectOptions.default.speed(speed)
        if let count = self.repeat { options = repeatDelay.map { options.repeat(.periodic(count, delay: $0)) } ?? options.repeat(count) }
        if repeating { options = repeatDelay.map { options.repeat(.periodic(nil, delay: $0)) } ?? options.repeat(nil) }
        let content: SymbolAnimation.Content
        if var replace = spec.makeReplaceEffect(), let other = spec.replacementSymbolName {
            replace.options = options
            let (incoming, incomingDiagnostics) = try reportingErrors { try source.load(other) }
            try reportingErrors { try reportWarnings(incomingDiagnostics, of: other, strict: input.strict) }
            let incomingGlyph = try reportingErrors { try incoming.glyph(weight: style.weight, scale: style.scale) }
            designs.record(incoming.symbol.format)
            if let problem = SymbolAnimation.coordinateProblem(in: incomingGlyph, defaults: incoming.symbol.defaults) {
                printError("\(other): error: \(problem)")
                throw ExitCode(1)
            }
            content = .replace(replace, incoming: incomingGlyph, incomingDefaults: incoming.symbol.defaults)
        } else {
            content = .effect(spec.makeEffect().options(options))
        }
        designs.printIfUnused()
        let animation = SymbolAnimation(glyph: glyph, defaults: localized.symbol.defaults, content: content,
                                        framesPerSecond: fps, duration: duration, direction: localized.resolution.direction)
        guard animation.duration <= Self.maximumDuration else {
            printError("error: '\(effect)' with these options lasts \(NumberFormat(precision: 1).string(animation.duration)) s; at most "
                + "\(Int(Self.maximumDuration)) s are sampled. Give --duration to sample part of it, or fewer repeats or a shorter --repeat-delay.")
            throw ExitCode(1)
        }
        guard animation.frameCount <= Self.maximumFrames else {
            printError("error: '\(effect)' sampled for \(String(format1: animation.duration)) s at \(String(format1: fps)) fps makes \(animation.frameCount) "
                + "frames; at most \(Self.maximumFrames) are made. Give a lower --fps or a shorter --duration.")
            throw ExitCode(1)
        }
        let framesWritten = resolvedFormat == .sheet ? min(sheetFrames, animation.frameCount) : animation.frameCount
        guard animation.glyph.layers.count * framesWritten <= Self.maximumLayerStates else {
            printError("error: \(animation.glyph.layers.count) layers in \(framesWritten) frames are \(animation.glyph.layers.count * framesWritten) "
                + "layer states; at most \(Self.maximumLayerStates) are written. Give a lower --fps or a shorter --duration.")
            throw ExitCode(1)
        }
        return (animation, try style.style())
    }

    /// Refuses an output that is the file animated, or the one a replace brings in, as every command that
    /// writes files refuses one (`animate bell.svg -o bell.svg` replaced the drawing with its animation);
    /// readies one file written at the end (``OutputName/prepareFile(_:inputs:)``).
    private func prepareOutput() throws {
        let inputs = [symbol] + (replacementSymbol.map { [$0] } ?? [])
        if [.svgFrames, .pngFrames].contains(resolvedFormat) {
            try OutputName.refuseWritingOver(inputs, output: output)
        } else {
            try OutputName.prepareFile(output, inputs: inputs)
        }
    }

    /// `--fps` as given, in the shortest text that reads back as it (`30`, `0.25`, `1e-16`): the summary
    /// wrote it at 3 decimals, `.25` and, for `--fps 0.0001`, `0`.
    private var fpsText: String { fps == fps.rounded() && abs(fps) < 1e15 ? String(Int(fps)) : "\(fps)" }

    /// What each frame draws, as the budgets' messages name it: the symbol, or for a replace both symbols
    /// (`bell → heavy.svg`), whose layers every frame draws together.
    private var drawnSymbols: String { replacementSymbol.map { "\(symbol) → \($0)" } ?? symbol }

    /// The symbol or file a replace brings in (`replace.downUp:bell.badge`), for the checks made before
    /// the animation is.
    private var replacementSymbol: String? { (try? SymbolEffectSpec.parse(effect))?.replacementSymbolName }

    /// Refuses to draw `frames` images of a symbol whose text would take more layout, all frames
    /// together, than one drawing may (``Drawing/drawnTextBudget``, ≈ 2 s of librsvg's time): each frame
    /// lays its text out again, so a symbol at the budget took 67 s for 33 PNG frames.
    private func refuseTextLaidOutTooOften(_ animation: SymbolAnimation, frames: Int) throws {
        let perFrame = animation.glyph.textLayoutCost
        guard frames > 1, perFrame * frames > Drawing.drawnTextBudget else { return }
        printError("\(drawnSymbols): error: its text costs \(perFrame) to lay out (as much as \(perFrame) characters of short text), "
            + "and \(frames) frames would lay it out \(frames) times: more than the \(Drawing.drawnTextBudget) one drawing may. "
            + "Draw fewer frames (--fps, --duration, --sheet-frames), or write svg-frames or svg.")
        throw ExitCode(1)
    }

    /// Refuses to draw `frames` images of a symbol whose drawing, all frames together, costs more than
    /// ``maximumShapesDrawn``: each frame draws every shape, and reads every definition and draw mask, again.
    private func refuseShapesDrawnTooOften(costing perFrame: Int, frames: Int) throws {
        let (total, overflowed) = perFrame.multipliedReportingOverflow(by: frames)
        guard frames > 1, overflowed || total > Self.maximumShapesDrawn else { return }
        let cost = overflowed ? "more than \(Int.max)" : "\(total)"
        printError("\(drawnSymbols): error: drawing it at \(size) px costs as much as \(perFrame) small shapes (use copies included, "
            + "larger frames weighing more a shape, a definition or a draw mask's guide counting \(FrameDrawingCost.definitionWeight)), "
            + "and \(frames) frames would cost \(cost): more than the "
            + "\(Self.maximumShapesDrawn) one run draws in reasonable time. "
            + "Draw fewer frames (--fps, --duration, --sheet-frames), or write svg-frames, svg or json.")
        throw ExitCode(1)
    }

    public func run() throws {
        try reportingErrors { try execute() }
    }

    private func execute() throws {
        try prepareOutput()
        localization.mirroring.warnOfUnmatchedPatterns(among: ([symbol] + (replacementSymbol.map { [$0] } ?? [])).filter { FileIO.isFileOrPipe($0) })
        let (animation, style) = try makeAnimation()
        let hasTooFewFrames = duration == 0 || (animation.duration > 0 && animation.frameCount <= 2)
        if hasTooFewFrames {
            // Too few frames to see anything: said as such, not as an effect with nothing to move (`--fps
            // 0.0001` made two identical frames of a bounce, "nothing to animate").
            let sampled = duration == 0 ? "sampled for 0 s" : "sampled at \(fpsText) fps over \(String(format1: animation.duration)) s"
            printError("note: '\(effect)' \(sampled) makes \(animation.frameCount) frame\(animation.frameCount == 1 ? "" : "s"), too few "
                + "to show it move; give a longer --duration or a higher --fps.")
        } else if animation.duration == 0 || animation.isStill {
            // Silence would read as a bug: say why there is only a still frame.
            // The effect's name as the parser reads it: any case, spaces around.
            let isVariableColor = effect.trimmingASCIIWhitespace().lowercased().hasPrefix("variablecolor")
            let why = isVariableColor ? " (variableColor needs layers with variable-value thresholds)" : ""
            printError("note: '\(effect)' has nothing to animate in '\(symbol)'\(why); "
                + (animation.frameCount == 1 ? "writing one still frame." : "every frame is the same."))
        }
        let format = resolvedFormat
        let size = self.size
        let framesDrawn = format == .pngFrames || format == .apng ? animation.frameCount
            : format == .sheet ? min(sheetFrames, animation.frameCount) : 0
        // Made once, for the formats that write frames from it; its cost, masks included, is the budget's.
        let template = [.svgFrames, .pngFrames, .apng, .sheet].contains(format) ? Self.template(for: animation, style: style, size: size) : nil
        try refuseTextLaidOutTooOften(animation, frames: framesDrawn)
        try refuseShapesDrawnTooOften(costing: template?.drawingCost ?? 0, frames: framesDrawn)
        switch format {
        case .json:
            try FileIO.writeAtomically(try JSONOutput.data(AnimationFrames(animation: animation, effect: effect), describing: symbol), to: output)
        case .svg:
            try FileIO.writeAtomically(AnimatedSVGWriter().data(for: animation, style: style, size: Double(size)), to: output)
        case .apng:
            try writeAnimatedPNG(animation, template: template!)
        case .svgFrames, .pngFrames:
            try writeFrames(animation, template: template!, png: format == .pngFrames)
        case .sheet:
            let template = template!
            let count = min(sheetFrames, animation.frameCount)
            // Capped in silence, the sheet read as drawn with the frames asked for. (Too few frames to move
            // has been said already, with what to change.)
            if let asked = sheetFramesGiven, asked > count, !hasTooFewFrames {
                printError("note: '\(effect)' makes only \(count) frame\(count == 1 ? "" : "s") at \(fpsText) fps, fewer than --sheet-frames "
                    + "\(asked); the sheet shows all \(count).")
            }
            let layout = ContactSheetLayout(count: count, columns: count, cellWidth: size, cellHeight: size)
            if let problem = layout.sizeProblem {
                printError("error: \(problem) Give fewer --sheet-frames or a smaller --size.")
                throw ExitCode(1)
            }
            var sheet = PixelImage(layout: layout, background: background.flatMap(RasterColor.init(css:)) ?? .white)
            for cell in 0..<count {
                let frame = count == 1 ? 0 : Int((Double(cell) * Double(animation.frameCount - 1) / Double(count - 1)).rounded())
                sheet.composite(try rasterizer.image(svg: template.svg(states: animation.states(ofFrame: frame)), size: .square(size)),
                                inCell: cell, of: layout)
            }
            try FileIO.writeAtomically(try sheet.pngData(), to: output)
        }
        printError("\(effect): \(animation.frameCount) frame\(animation.frameCount == 1 ? "" : "s") at \(fpsText) fps, \(String(format1: animation.duration)) s → \(output)")
    }

    static func template(for animation: SymbolAnimation, style: SymbolStyle, size: Int) -> FrameTemplate {
        SymbolRenderer(style: style, size: Double(size)).frameTemplate(for: animation.glyph, room: SymbolAnimation.canvasRoom,
                                                                       drawDirection: animation.drawDirection)
    }

    /// Frames are computed and written one by one on every core; nothing holds more than a frame per thread.
    /// They go in place together or not at all (``StagedFiles``): a frame that could not be made left the
    /// ones before it beside an earlier run's, or an empty new directory.
    private func writeFrames(_ animation: SymbolAnimation, template: FrameTemplate, png: Bool) throws {
        let isNewDirectory = !FileIO.isDirectory(output)
        try FileIO.createDirectory(output)
        let digits = max(4, String(animation.frameCount - 1).count)
        let ext = png ? "png" : "svg"
        let output = self.output, size = self.size, rasterizer = self.rasterizer, symbols = drawnSymbols
        let errors = ErrorBox()
        let frames = StagedFiles()
        DispatchQueue.concurrentPerform(iterations: animation.frameCount) { index in
            guard !errors.hasError(before: index) else { return }
            do {
                let svg = template.svg(states: animation.states(ofFrame: index))
                let bytes = png ? try rasterizer.pngData(for: svg, size: .square(size)) : svg
                try frames.stage(bytes, to: output + "/" + FrameName.make(index, digits: digits, extension: ext))
            } catch {
                errors.record(Self.frameError(error, index: index, of: symbols), at: index)
            }
        }
        if let first = errors.first {
            frames.discard()
            if isNewDirectory { rmdir(output) }
            printError(first)
            throw ExitCode(1)
        }
        try frames.commit()
        let manifest = FramesManifest(effect: effect, fps: animation.framesPerSecond, duration: animation.duration,
                                      frameCount: animation.frameCount, size: size, format: ext,
                                      pattern: "frame-%0\(digits)d.\(ext)")
        try FileIO.writeAtomically(try JSONOutput.data(manifest), to: output + "/manifest.json")
        // Only now that the new frames are in place: an earlier, longer run's frames after them would
        // read as part of this animation.
        for problem in FrameName.removeFrames(from: animation.frameCount, in: output, extension: ext) { printError("warning: \(problem)") }
    }

    /// The message for a frame of `symbols` that could not be made.
    static func frameError(_ error: any Error, index: Int, of symbols: String) -> String {
        switch error {
        // It names the frame's file already; wrapped, it read "error: frame 0: …: error: …".
        case let error as any LocatedError where error.location != nil: "\(error)"
        case let error as any LocatedError: "\(symbols): error: frame \(index): \(error.message)"
        case let error as RasterError: "\(symbols): error: frame \(index): \(error.message)"
        default: "\(symbols): error: frame \(index): \(error)"
        }
    }

    /// The frames as one animated PNG, drawn a batch at a time on every core and added in order (the
    /// encoder compresses them on every core too), so that no more than a batch of images (64 MiB of
    /// pixels, or one image when it is larger) is held. A loop's last frame is its first again (the animation samples
    /// whole periods), so it is left out, and the one before it lasts until the loop ends.
    private func writeAnimatedPNG(_ animation: SymbolAnimation, template: FrameTemplate) throws {
        let count = animation.loopPeriod != nil && animation.frameCount > 1 ? animation.frameCount - 1 : animation.frameCount
        var encoder = AnimatedPNGEncoder(width: size, height: size, plays: animation.isOpenEnded ? 0 : 1)
        let batch = max(1, min(64, (64 << 20) / (size * size * 4)))
        let size = self.size, rasterizer = self.rasterizer, symbols = drawnSymbols
        for first in stride(from: 0, to: count, by: batch) {
            let indices = first..<min(count, first + batch)
            let images = Mutex<[Int: PixelImage]>([:])
            let errors = ErrorBox()
            DispatchQueue.concurrentPerform(iterations: indices.count) { offset in
                let index = indices.lowerBound + offset
                do {
                    let image = try rasterizer.image(svg: template.svg(states: animation.states(ofFrame: index)), size: .square(size))
                    images.withLock { $0[index] = image }
                } catch {
                    errors.record(Self.frameError(error, index: index, of: symbols), at: index)
                }
            }
            if let first = errors.first {
                printError(first)
                throw ExitCode(1)
            }
            let drawn = images.withLock { $0 }
            try encoder.append(indices.map { index in
                // The last frame of an animation played once stays; its time is one frame's.
                let end = index + 1 < animation.frameCount ? animation.time(ofFrame: index + 1) : animation.duration + 1 / animation.framesPerSecond
                return (drawn[index]!, end - animation.time(ofFrame: index))
            })
        }
        try FileIO.writeAtomically(try encoder.data(), to: output)
    }
}

/// The names of frame files, `frame-0000.svg`: the number zero-padded to at least four digits.
enum FrameName {
    static func make(_ index: Int, digits: Int, extension ext: String) -> String {
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + "." + ext
    }

    /// The number of a frame file named so with `ext` (lowercase, as written), at any padding a run writes;
    /// nil for any other name.
    static func number(in name: String, extension ext: String) -> Int? {
        // On bytes: `hasPrefix` compares characters, and `frame-\u{301}…` is no frame of ours.
        let (bytes, prefix, suffix) = (name.utf8, "frame-".utf8, ("." + ext).utf8)
        guard bytes.starts(with: prefix), bytes.reversed().starts(with: suffix.reversed()) else { return nil }
        let digits = bytes.dropFirst(prefix.count).dropLast(suffix.count)
        guard digits.count >= 4, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// Removes the frame files (files or links, not directories) with `ext` numbered `count` or more in
    /// `directory`; returns what could not be removed.
    static func removeFrames(from count: Int, in directory: String, extension ext: String) -> [String] {
        let stale = FileIO.entryNames(in: directory).filter { name in number(in: name, extension: ext).map { $0 >= count } ?? false }
        return stale.map { directory + "/" + $0 }.compactMap { path in
            var info = stat()
            guard lstat(path, &info) == 0, [S_IFREG, S_IFLNK].contains(info.st_mode & S_IFMT) else { return nil }
            return unlink(path) == 0 ? nil : "cannot remove the earlier frame \(path): \(String(cString: strerror(errno)))"
        }
    }
}

/// `manifest.json` next to frame files.
struct FramesManifest: Codable {
    var effect: String
    var fps: Double
    var duration: Double
    var frameCount: Int
    var size: Int
    var format: String
    /// printf-style name of frame files (`frame-%04d.svg`).
    var pattern: String
}

import Synchronization

/// The error of the earliest frame among those recorded from several threads: the same frame's in
/// every run (the first recorded in time named frame 0 in some runs and frame 1 in others).
final class ErrorBox: Sendable {
    private let storage = Mutex<(index: Int, message: String)?>(nil)
    func record(_ message: String, at index: Int) {
        storage.withLock { if $0 == nil || index < $0!.index { $0 = (index, message) } }
    }
    /// Whether an error is recorded for a frame before `index` (so that frame need not be made).
    func hasError(before index: Int) -> Bool { storage.withLock { $0.map { $0.index < index } ?? false } }
    var first: String? { storage.withLock { $0?.message } }
}
