import Testing
import ScrollKitCore
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// The quantiser's pieces on their own.
@Suite struct MediaQuantizerTests {
    @Test func nearestSearchAgreesWithBruteForce() {
        let noise = MediaSamples.noise(count: 3 * 300, seed: 5)
        let centers = (0..<100).map { (Int32(noise[3 * $0]), Int32(noise[3 * $0 + 1]), Int32(noise[3 * $0 + 2])) }
            + [(10, 10, 10), (10, 10, 10)]  // duplicates: the lower index must win
        let search = NearestColorSearch(centers)
        for k in 100..<300 {
            let (r, g, b) = (Int32(noise[3 * k]), Int32(noise[3 * k + 1]), Int32(noise[3 * k + 2]))
            #expect(search.nearest(r, g, b) == MedianCutQuantizer.nearest(r, g, b, in: centers))
        }
        #expect(search.nearest(10, 10, 10) == MedianCutQuantizer.nearest(10, 10, 10, in: centers))
    }

    @Test func fewColoursComeBackExactly() {
        let entries = [(0, 0, 0), (255, 0, 0), (0, 0, 255)].map {
            MedianCutQuantizer.Entry(r: Int32($0.0), g: Int32($0.1), b: Int32($0.2), count: 5)
        }
        let palette = MedianCutQuantizer.palette(for: entries, maxColors: 8)
        #expect(Set(palette) == [RGBColor(r: 0, g: 0, b: 0), RGBColor(r: 255, g: 0, b: 0), RGBColor(r: 0, g: 0, b: 255)])
    }

    @Test func clustersAreFoundAndPopulationWeighted() {
        // Four tight clusters, one heavy: four colours must land near the four centres.
        var entries: [MedianCutQuantizer.Entry] = []
        let clusters: [(Int, Int, Int, Int)] = [(30, 30, 30, 1000), (220, 40, 40, 10), (40, 220, 40, 10), (40, 40, 220, 10)]
        for (cx, cy, cz, weight) in clusters {
            for d in -3...3 {
                entries.append(.init(r: Int32(cx + d), g: Int32(cy - d), b: Int32(cz), count: weight))
            }
        }
        let palette = MedianCutQuantizer.palette(for: entries, maxColors: 4)
        #expect(palette.count == 4)
        for (cx, cy, cz, _) in clusters {
            let distances: [Int] = palette.map { c in
                let dr = abs(Int(c.r) - cx), dg = abs(Int(c.g) - cy), db = abs(Int(c.b) - cz)
                return dr + dg + db
            }
            let nearest = distances.min()!
            #expect(nearest <= 3, "no palette colour near (\(cx), \(cy), \(cz)): \(palette)")
        }
    }
}
