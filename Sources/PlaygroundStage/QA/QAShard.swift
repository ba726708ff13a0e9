/// `qa --shard K/N`: the K-th of N deterministic slices of a run's cells,
/// for a CI matrix of N jobs. Cells (scenario × behavior, in the order one
/// run makes them: files sorted as `ScenarioPaths` finds them, behaviors in
/// catalog order) are dealt round-robin: cell i (from 0) belongs to shard
/// `i mod N + 1`, so each shard gets every N-th cell and the slices are
/// about equal whatever the suite. A file that cannot be read has no cells:
/// its error belongs to shard `f mod N + 1`, f its index among the files.
package struct QAShard: Hashable, Sendable, CustomStringConvertible {
    /// 1…count.
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `K/N` (1 ≤ K ≤ N); throws a message naming the option.
    package init(parsing text: String) throws(QAShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw QAShardError(description: "--shard: \"\(text)\" is not K/N (e.g. 2/4: the second of four shards)")
        }
        guard n >= 1, n <= 1000, k >= 1, k <= n else {
            throw QAShardError(description: "--shard: \(text): K must be 1…N and N 1…1000")
        }
        self.init(index: k, count: n)
    }

    /// True when cell `ordinal` (from 0) belongs to this shard.
    package func owns(cell ordinal: Int) -> Bool { ordinal % count == index - 1 }

    package var description: String { "\(index)/\(count)" }
}

/// A bad `--shard` value (exit 2).
package struct QAShardError: Error, CustomStringConvertible {
    package var description: String
}
