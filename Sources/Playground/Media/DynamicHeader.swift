/// The header of a dynamic-Huffman DEFLATE block (RFC 1951 §3.2.7): HLIT,
/// HDIST, HCLEN, the code length code, and the run-length coded lengths of
/// the literal/length and distance codes.
struct DynamicHeader {
    /// Run-length coded lengths: symbol 0…18 and the value of its extra bits.
    private var items: [(symbol: UInt8, extra: UInt8)] = []
    private let literalCount: Int     // HLIT + 257
    private let distanceCount: Int    // HDIST + 1
    private let codeLengthCount: Int  // HCLEN + 4
    private let codeLengthCode: HuffmanCode

    /// Bits the header takes, the 3 block-type bits excluded.
    let bitCount: Int

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        var lit = literalLengths.count
        while lit > 257 && literalLengths[lit - 1] == 0 { lit -= 1 }
        var dist = distanceLengths.count
        while dist > 1 && distanceLengths[dist - 1] == 0 { dist -= 1 }
        literalCount = lit
        distanceCount = dist
        let all = Array(literalLengths[0..<lit]) + Array(distanceLengths[0..<dist])
        items = Self.runLengthEncode(all)
        var frequencies = [Int](repeating: 0, count: 19)
        for item in items { frequencies[Int(item.symbol)] += 1 }
        var lengths = HuffmanCode.lengths(for: frequencies, limit: 7)
        if lengths.filter({ $0 > 0 }).count < 2 {
            // A lone symbol: pair it with another so the code is complete.
            let other = lengths[0] > 0 ? 1 : 0
            lengths[other] = 1
        }
        codeLengthCode = HuffmanCode(lengths: lengths)
        var count = 19
        while count > 4 && lengths[DeflateTables.codeLengthOrder[count - 1]] == 0 { count -= 1 }
        codeLengthCount = count
        var bits = 5 + 5 + 4 + 3 * count
        for item in items {
            bits += Int(lengths[Int(item.symbol)])
            switch item.symbol {
            case 16: bits += 2
            case 17: bits += 3
            case 18: bits += 7
            default: break
            }
        }
        bitCount = bits
    }

    func write(into out: inout LSBBitWriter) {
        out.write(UInt32(literalCount - 257), count: 5)
        out.write(UInt32(distanceCount - 1), count: 5)
        out.write(UInt32(codeLengthCount - 4), count: 4)
        for k in 0..<codeLengthCount {
            out.write(UInt32(codeLengthCode.lengths[DeflateTables.codeLengthOrder[k]]), count: 3)
        }
        for item in items {
            let s = Int(item.symbol)
            out.write(UInt32(codeLengthCode.codes[s]), count: Int(codeLengthCode.lengths[s]))
            switch item.symbol {
            case 16: out.write(UInt32(item.extra), count: 2)
            case 17: out.write(UInt32(item.extra), count: 3)
            case 18: out.write(UInt32(item.extra), count: 7)
            default: break
            }
        }
    }

    /// Code lengths as symbols 0…15 (a length), 16 (repeat the previous 3–6
    /// times), 17 (3–10 zeros), 18 (11–138 zeros).
    static func runLengthEncode(_ lengths: [UInt8]) -> [(symbol: UInt8, extra: UInt8)] {
        var result: [(symbol: UInt8, extra: UInt8)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 {
                    let k = min(run, 138)
                    result.append((18, UInt8(k - 11)))
                    run -= k
                }
                if run >= 3 {
                    result.append((17, UInt8(run - 3)))
                    run = 0
                }
                while run > 0 { result.append((0, 0)); run -= 1 }
            } else {
                result.append((value, 0))
                run -= 1
                while run >= 3 {
                    let k = min(run, 6)
                    result.append((16, UInt8(k - 3)))
                    run -= k
                }
                while run > 0 { result.append((value, 0)); run -= 1 }
            }
        }
        return result
    }
}
