import Testing
@testable import ScrollKitCore

@Suite struct LayoutSizingTests {
    /// SwiftUI's formula: (container − spacing·(count − 1)) / count · span + spacing·(span − 1).
    static let formulaCases: [(Double, Int, Int, Double, Double)] = [
        (390, 3, 1, 0, 130),
        (844, 3, 1, 0, 844.0 / 3),
        (390, 1, 1, 0, 390),
        (390, 3, 2, 10, (390.0 - 20) / 3 * 2 + 10),  // 256.666…
        (390, 4, 4, 8, 390),  // spanning every column covers the container
        (10, 3, 1, 20, 0),  // spacing larger than the container: never negative
    ]

    @Test(arguments: formulaCases)
    func containerRelativeFormula(container: Double, count: Int, span: Int, spacing: Double, expected: Double) {
        let length = ItemSizing.containerRelativeLength(container: container, count: count, span: span, spacing: spacing)
        #expect(abs(length - expected) < 1e-9)
        #expect(ItemSizing.containerRelative(count: count, span: span, spacing: spacing)
            .length(ofItem: 7, containerLength: container) == length)
    }

    @Test func containerRelativeGoldenThirds() {
        #expect(ItemSizing.containerRelativeLength(container: 390, count: 3, span: 1, spacing: 0) == 130)
        #expect(abs(ItemSizing.containerRelativeLength(container: 844, count: 3, span: 1, spacing: 0) - 281.333_333_333) < 1e-6)
    }

    @Test func containerRelativeSanitizesBadInput() {
        #expect(ItemSizing.containerRelativeLength(container: .nan, count: 3, span: 1, spacing: 0) == 0)
        #expect(ItemSizing.containerRelativeLength(container: 390, count: 0, span: 0, spacing: .nan) == 390)
        #expect(ItemSizing.containerRelativeLength(container: .infinity, count: 3, span: 1, spacing: 0) == LayoutLimits.maximumLength / 3)
        #expect(ItemSizing.containerRelative(count: -2, span: -1, spacing: -5).sanitized == .containerRelative(count: 1, span: 1, spacing: 0))
    }

    /// Reference outputs of SplitMix64 for seed 1234567 (the published test vector).
    @Test func splitMixMatchesTheReferenceStream() {
        let reference: [UInt64] = [
            6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
        ]
        var generator = SplitMix64(seed: 1_234_567)
        for (i, expected) in reference.enumerated() {
            #expect(generator.next() == expected)
            #expect(SplitMix64.value(seed: 1_234_567, index: UInt64(i)) == expected)
        }
    }

    @Test func seededRandomLengthsFollowTheFormula() {
        // length(i) = min + (max − min) · (bits >> 11) · 2⁻⁵³ with bits the i-th output.
        let sizing = ItemSizing.seededRandom(min: 60, max: 220, seed: 1_234_567)
        let u0 = Double(6_457_827_717_110_365_317 as UInt64 >> 11) * 0x1p-53
        let u1 = Double(3_203_168_211_198_807_973 as UInt64 >> 11) * 0x1p-53
        #expect(sizing.length(ofItem: 0, containerLength: 390) == 60 + 160 * u0)
        #expect(sizing.length(ofItem: 1, containerLength: 844) == 60 + 160 * u1)
        for i in 0..<2000 {
            let length = sizing.length(ofItem: i, containerLength: 390)
            #expect(length >= 60 && length < 220)
        }
        // Same seed, same lengths; another seed, other lengths.
        let other = ItemSizing.seededRandom(min: 60, max: 220, seed: 1_234_568)
        #expect((0..<50).map { sizing.length(ofItem: $0, containerLength: 0) } == (0..<50).map { sizing.length(ofItem: $0, containerLength: 0) })
        #expect((0..<50).map { sizing.length(ofItem: $0, containerLength: 0) } != (0..<50).map { other.length(ofItem: $0, containerLength: 0) })
    }

    @Test func seededRandomSanitizesItsBounds() {
        #expect(ItemSizing.seededRandom(min: 220, max: 60, seed: 1).sanitized == .seededRandom(min: 60, max: 220, seed: 1))
        #expect(ItemSizing.seededRandom(min: .nan, max: .infinity, seed: 1).sanitized == .seededRandom(min: 0, max: LayoutLimits.maximumLength, seed: 1))
        #expect(ItemSizing.fixed(-3).sanitized == .fixed(0))
        #expect(ItemSizing.fixed(.nan).sanitized == .fixed(0))
    }
}
