import CZlib

/// One way of deflating: a zlib level and strategy, and optionally the match search tuned past what the
/// level sets (`deflateTune`).
struct Deflation: Sendable {
    /// How far zlib's match search goes: a match this long makes the search at the next byte shorter
    /// (`good`), a match shorter than `lazy` is checked against the next byte's, a match of `nice` ends
    /// the search, and at most `chain` earlier places are tried (zlib's `good_length`, `max_lazy`,
    /// `nice_length`, `max_chain`).
    struct Search: Sendable {
        var good: Int32
        var lazy: Int32
        var nice: Int32
        var chain: Int32
    }

    var level: Int32
    var strategy: Int32
    /// Set after every reset: `deflateReset` gives a state its level's search back.
    var search: Search?
    /// Whether this way matches only runs of one byte (`Z_RLE`), and so is worth trying beside another only
    /// where the bytes favour runs (``RepeatCensus/mayFavourRuns``).
    var matchesRunsOnly: Bool { strategy == Z_RLE }

    /// Run-length coding: only runs of one byte repeated are matched.
    static let runLength = Deflation(level: 9, strategy: Z_RLE)

    /// The full search for filtered images (`Z_FILTERED`, which prefers literals to short matches), with
    /// level 9's matching (always lazy, a match of 258 is enough, a match of 32 shortens the search) on
    /// chains cut to 32, instead of libpng's level 6 (good 8, lazy 16, nice 128, chain 128). On filtered
    /// icon rows it writes 5–8% fewer bytes than libpng's setting, in 0.6–0.8 of its time. The bytes come
    /// from the lazy matching; chains of 128 or 256 cost time and saved nothing more, and level 9's
    /// 4,096 saved up to 7% more (on the multicolor symbols nothing) in 5–15 times the time
    /// (docs/PERFORMANCE.md, "PNG encoding").
    static let filtered = Deflation(level: 6, strategy: Z_FILTERED, search: Search(good: 32, lazy: 258, nice: 258, chain: 32))
}
