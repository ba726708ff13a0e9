/// A canonical, length-limited prefix code as DEFLATE uses it (RFC 1951 §3.2.2).
///
/// `lengths[s]` is symbol `s`'s code length in bits (0 = unused); `codes[s]`
/// holds its code already bit-reversed, ready for an LSB-first bit writer.
/// Invariant: the lengths satisfy Kraft's inequality (sum of 2^-len ≤ 1), with
/// equality whenever two or more symbols are used.
struct HuffmanCode: Sendable {
    let lengths: [UInt8]
    let codes: [UInt16]

    /// The canonical code for the given lengths (each 0…15).
    init(lengths: [UInt8]) {
        self.lengths = lengths
        var lengthCount = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { lengthCount[Int(l)] += 1 }  // lengthCount[0] stays 0
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + lengthCount[bits - 1]) << 1
            nextCode[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            codes[symbol] = Self.reversed(UInt16(nextCode[Int(l)]), bits: Int(l))
            nextCode[Int(l)] += 1
        }
        self.codes = codes
    }

    /// A code built from symbol frequencies: Huffman's optimal lengths,
    /// redistributed (JPEG Annex K.3's rule) so none exceeds `limit` bits.
    /// Deterministic: ties break by symbol number.
    init(frequencies: [Int], limit: Int) {
        self.init(lengths: Self.lengths(for: frequencies, limit: limit))
    }

    /// Total bits to code `frequencies` with this code (extra bits not included).
    func cost(_ frequencies: [Int]) -> Int {
        var total = 0
        for (s, f) in frequencies.enumerated() where f > 0 { total += f * Int(lengths[s]) }
        return total
    }

    static func reversed(_ code: UInt16, bits: Int) -> UInt16 {
        var c = code, r: UInt16 = 0
        for _ in 0..<bits {
            r = (r << 1) | (c & 1)
            c >>= 1
        }
        return r
    }

    /// Optimal code lengths for `frequencies` no longer than `limit` (1…15).
    /// A lone used symbol gets length 1; unused symbols get 0.
    static func lengths(for frequencies: [Int], limit: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: frequencies.count)
        // Leaves sorted by (frequency, symbol): the two-queue Huffman construction.
        let used = frequencies.indices.filter { frequencies[$0] > 0 }
            .sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        if used.isEmpty { return result }
        if used.count == 1 {
            result[used[0]] = 1
            return result
        }
        // Nodes 0..<n are leaves (in sorted order); n... are internal nodes.
        let n = used.count
        var weight = used.map { frequencies[$0] }
        var parent = [Int](repeating: -1, count: 2 * n - 1)
        weight.reserveCapacity(2 * n - 1)
        var leaf = 0, internalNext = n
        func takeSmallest() -> Int {
            // Prefer the leaf on ties: keeps trees shallow and the choice deterministic.
            if leaf < n && (internalNext >= weight.count || weight[leaf] <= weight[internalNext]) {
                leaf += 1
                return leaf - 1
            }
            internalNext += 1
            return internalNext - 1
        }
        for _ in 0..<(n - 1) {
            let a = takeSmallest()
            let b = takeSmallest()
            let node = weight.count
            weight.append(weight[a] + weight[b])
            parent[a] = node
            parent[b] = node
        }
        // Depths from the root (the last node) down.
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
        }
        var lengthCount = [Int](repeating: 0, count: max(limit, depth[0...(n - 1)].max()!) + 1)
        for i in 0..<n { lengthCount[depth[i]] += 1 }
        // JPEG Annex K.3: move pairs of overlong leaves up until none exceeds the limit.
        var longest = lengthCount.count - 1
        while longest > limit {
            if lengthCount[longest] == 0 { longest -= 1; continue }
            var j = longest - 2
            while lengthCount[j] == 0 { j -= 1 }
            lengthCount[longest] -= 2
            lengthCount[longest - 1] += 1
            lengthCount[j + 1] += 2
            lengthCount[j] -= 1
        }
        // Most frequent symbols get the shortest codes.
        var bits = 1
        for symbol in used.reversed() {
            while lengthCount[bits] == 0 { bits += 1 }
            result[symbol] = UInt8(bits)
            lengthCount[bits] -= 1
        }
        return result
    }
}
