/// The fixed tables of RFC 1951 §3.2.5: length and distance symbols with
/// their base values and extra-bit counts, and the order in which the code
/// length code's lengths are sent.
enum DeflateTables {
    /// Base match length of length symbols 257…285 (index = symbol − 257).
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                    35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Base distance of distance symbols 0…29.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                      257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                      8193, 12289, 16385, 24577]
    static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                           7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order of code-length-code lengths in a dynamic block header.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Length symbol index (symbol − 257) for each match length 0…258 (3…258 meaningful).
    static let lengthIndex: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for index in 0..<29 {
            let end = index == 28 ? 259 : lengthBase[index + 1]
            for length in lengthBase[index]..<end where length <= 258 { table[length] = UInt8(index) }
        }
        table[258] = 28  // 258 has its own symbol (285), not 284 + 31
        return table
    }()

    /// Distance symbol for each distance 1…32768, indexed by distance − 1.
    static let distanceIndex: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 32768)
        for index in 0..<30 {
            let end = index == 29 ? 32769 : distanceBase[index + 1]
            for distance in distanceBase[index]..<end { table[distance - 1] = UInt8(index) }
        }
        return table
    }()

    /// Code lengths of the fixed literal/length code (RFC 1951 §3.2.6), 288 symbols.
    static let fixedLiteralLengths: [UInt8] =
        [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
        + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
    /// Fixed distance code: 5 bits for all 30 (of 32) symbols.
    static let fixedDistanceLengths: [UInt8] = [UInt8](repeating: 5, count: 30)
}
