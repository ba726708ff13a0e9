import Testing
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// Timing ratios judged on the confidence interval of their median, so a
/// rerun gives the same verdict: ranks from the binomial distribution,
/// PASS/FAIL/NOISE, blocks of interleaved frames, and the bench's rows.
@Suite struct RatioEstimateTests {
    /// The rank k with P(X ≤ k) ≤ 2.5 % for X binomial(n, ½), from the
    /// binomial table: n = 7: P(X ≤ 0) = 1/128, P(X ≤ 1) = 8/128 = 6.25 %;
    /// n = 10: P(X ≤ 1) = 11/1024 ≈ 1.07 %, P(X ≤ 2) = 56/1024 ≈ 5.5 %;
    /// n = 20: P(X ≤ 5) ≈ 2.07 %, P(X ≤ 6) ≈ 5.77 %. Under 6 samples even
    /// the extremes fall short of 95 %, and the extremes are used.
    @Test func confidenceRanksFollowTheBinomialTable() {
        #expect(RatioEstimate.confidenceRank(count: 1) == 0)
        #expect(RatioEstimate.confidenceRank(count: 5) == 0)
        #expect(RatioEstimate.confidenceRank(count: 7) == 0)
        #expect(RatioEstimate.confidenceRank(count: 10) == 1)
        #expect(RatioEstimate.confidenceRank(count: 20) == 5)
    }

    @Test func verdictIsJudgedOnTheInterval() {
        let near = RatioEstimate(ratios: [0.52, 0.45, 0.49, 0.47, 0.48])
        #expect(near.median == 0.48 && near.low == 0.45 && near.high == 0.52)
        #expect(near.verdict(target: 0.5) == .noise)
        #expect(RatioEstimate(ratios: [0.40, 0.42, 0.41, 0.44, 0.49]).verdict(target: 0.5) == .pass)
        #expect(RatioEstimate(ratios: [0.51, 0.55, 0.53, 0.60, 0.52]).verdict(target: 0.5) == .fail)
        // Paired rounds: ours[i] ÷ peer[i].
        let paired = RatioEstimate(ours: [1, 2, 3], peer: [2, 4, 6])
        #expect(paired.ratios == [0.5, 0.5, 0.5] && paired.verdict(target: 0.5) == .pass)
        #expect(near.spread == "0.45–0.52×")
    }

    /// Frames in turns: a load spike that hits both sides of a block leaves
    /// the ratio alone, where separate medians would move.
    @Test func interleavedBlocksCancelLoadThatHitsBoth() {
        var ours: [Double] = [], peer: [Double] = []
        for i in 0..<100 {
            let load = i >= 50 && i < 60 ? 5.0 : 1.0  // a busy tenth of the run
            ours.append(2 * load)
            peer.append(load)
        }
        let estimate = RatioEstimate(interleavedOurs: ours, peer: peer, blocks: 10)
        #expect(estimate.ratios.count == 10 && estimate.low == 2 && estimate.high == 2)
        let budget = RatioEstimate(samples: [0.001, 0.003, 0.002, 0.002, 0.004, 0.003], budget: 0.004, blocks: 2)
        #expect(budget.ratios == [0.5, 0.75])  // block medians 2 ms and 3 ms
    }

    /// A timing row from rounds: the median ratio, its interval and a
    /// verdict; NOISE does not fail the bench, FAIL does.
    @Test func benchRowsCarryTheIntervalAndVerdict() {
        let noise = MediaBenchmark.row("encode CPU: x", ours: [0.52, 0.45, 0.49, 0.47, 0.48], "gifsicle -O3",
                                       peer: [1, 1, 1, 1, 1], target: 0.5)
        #expect(noise.verdict == "NOISE" && noise.passes == true && noise.ratioLow == 0.45 && noise.ratioHigh == 0.52)
        let miss = MediaBenchmark.row("encode CPU: x", ours: [0.6, 0.7, 0.65, 0.62, 0.61], "gifsicle -O3",
                                      peer: [1, 1, 1, 1, 1], target: 0.5)
        #expect(miss.verdict == "FAIL" && miss.passes == false)
        let lines = MediaBenchmark.table([noise, miss])
        #expect(lines[0].contains("95 % interval") && lines[1].contains("0.45–0.52×") && lines[1].hasSuffix("NOISE"))
        #expect(lines[2].hasSuffix("FAIL"))
        let unpaired = MediaBenchmark.row("encode CPU: x", ours: [0.5], "ffmpeg 2-pass", peer: nil, target: 0.3)
        #expect(unpaired.verdict == nil && unpaired.ratio == nil)
    }
}

/// The bench's extra rounds go to close calls only.
@Suite struct BenchCloseCallTests {
    @Test func closeCallsAreThoseWithinTwoPercentOfTheTarget() {
        let peer = [1.0, 1.0, 1.0, 1.0, 1.0]
        // 0.505–0.54 reaches within 2 % of 0.5 (0.51): close; 0.52–0.54, 0.40–0.44 and 0.56–0.60 do not.
        #expect(MediaBenchmark.isCloseCall([([0.505, 0.53, 0.54, 0.53, 0.52], peer, 0.5)]))
        #expect(!MediaBenchmark.isCloseCall([([0.52, 0.53, 0.54, 0.53, 0.52], peer, 0.5)]))
        #expect(!MediaBenchmark.isCloseCall([([0.40, 0.42, 0.44, 0.41, 0.43], peer, 0.5)]))
        #expect(!MediaBenchmark.isCloseCall([([0.56, 0.58, 0.60, 0.57, 0.59], peer, 0.5)]))
        #expect(MediaBenchmark.isCloseCall([([0.40, 0.42, 0.44, 0.41, 0.43], peer, 0.5), ([0.3, 0.3, 0.3, 0.3, 0.3], peer, 0.3)]))
        #expect(!MediaBenchmark.isCloseCall([([0.5], nil, 0.5)]))  // no peer installed
        // 15 rounds: the 4th smallest and the 4th largest.
        #expect(RatioEstimate.confidenceRank(count: 15) == 3)
    }
}
