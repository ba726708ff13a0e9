import PlaygroundMedia

/// A GIF89a reader written for the tests from the specification alone (no
/// code shared with the encoder): walks the block structure and decodes
/// each image's LZW data, so tests can check structure as well as pixels.
package struct MediaGIFReader {
    package struct Image {
        package var x, y, width, height: Int
        package var delay: Int
        package var disposal: Int
        package var transparentIndex: Int?
        package var localTable: [UInt8]?   // RGB triples
        package var minCodeSize: Int
        package var indices: [UInt8]
        package var dataBytes: Int         // LZW bytes, sub-block framing excluded
    }

    package struct ReadError: Error, CustomStringConvertible { package var description: String }

    package var width = 0, height = 0
    package var globalTable: [UInt8]?
    package var loopCount: Int?
    package var images: [Image] = []
    package var trailerAt = -1

    package init(_ d: [UInt8]) throws {
        func fail(_ s: String) -> ReadError { ReadError(description: s) }
        guard d.count >= 13, Array(d[0..<6]) == Array("GIF89a".utf8) else { throw fail("no GIF89a header") }
        func u16(_ p: Int) -> Int { Int(d[p]) | Int(d[p + 1]) << 8 }
        width = u16(6)
        height = u16(8)
        let packed = d[10]
        var p = 13
        if packed & 0x80 != 0 {
            let n = 3 << (Int(packed & 7) + 1)
            globalTable = Array(d[p..<(p + n)])
            p += n
        }
        var gce: (delay: Int, disposal: Int, transparent: Int?)? = nil
        func subBlocks() throws -> [UInt8] {
            var out: [UInt8] = []
            while true {
                guard p < d.count else { throw fail("sub-blocks run past the end") }
                let n = Int(d[p]); p += 1
                if n == 0 { return out }
                out += d[p..<(p + n)]
                p += n
            }
        }
        while p < d.count {
            switch d[p] {
            case 0x21:
                let label = d[p + 1]
                p += 2
                if label == 0xF9 {
                    guard d[p] == 4 else { throw fail("GCE size \(d[p])") }
                    let flags = d[p + 1]
                    gce = (u16(p + 2), Int(flags >> 2) & 7, flags & 1 != 0 ? Int(d[p + 4]) : nil)
                    p += 5
                    guard d[p] == 0 else { throw fail("GCE terminator") }
                    p += 1
                } else if label == 0xFF {
                    let n = Int(d[p])
                    let app = String(decoding: d[(p + 1)..<(p + 1 + n)], as: UTF8.self)
                    p += 1 + n
                    let body = try subBlocks()
                    if app == "NETSCAPE2.0" && body.count == 3 && body[0] == 1 { loopCount = Int(body[1]) | Int(body[2]) << 8 }
                } else {
                    _ = try subBlocks()
                }
            case 0x2C:
                let x = u16(p + 1), y = u16(p + 3), w = u16(p + 5), h = u16(p + 7)
                let flags = d[p + 9]
                p += 10
                var local: [UInt8]? = nil
                if flags & 0x80 != 0 {
                    let n = 3 << (Int(flags & 7) + 1)
                    local = Array(d[p..<(p + n)])
                    p += n
                }
                let minCode = Int(d[p]); p += 1
                let data = try subBlocks()
                let indices = try Self.lzwDecode(data, minCodeSize: minCode, expected: w * h)
                images.append(Image(x: x, y: y, width: w, height: h, delay: gce?.delay ?? 0, disposal: gce?.disposal ?? 0,
                                    transparentIndex: gce?.transparent, localTable: local, minCodeSize: minCode,
                                    indices: indices, dataBytes: data.count))
                gce = nil
            case 0x3B:
                trailerAt = p
                p += 1
                guard p == d.count else { throw fail("bytes after the trailer") }
            default:
                throw fail("unknown block 0x\(String(d[p], radix: 16)) at \(p)")
            }
        }
        guard trailerAt >= 0 else { throw fail("no trailer") }
    }

    /// Strict LZW decoding: the stream must start with a clear code, end with
    /// the end code exactly at the last meaningful bits, and yield `expected`
    /// indices. Entries are stored as (prefix code, last index, length).
    package static func lzwDecode(_ data: [UInt8], minCodeSize: Int, expected: Int) throws -> [UInt8] {
        guard (2...8).contains(minCodeSize) else { throw ReadError(description: "min code size \(minCodeSize)") }
        let clear = 1 << minCodeSize, end = clear + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var length = [Int](repeating: 0, count: 4096)
        for i in 0..<clear { suffix[i] = UInt8(i); length[i] = 1 }
        var next = end + 1
        var size = minCodeSize + 1
        var bitPos = 0
        func read() -> Int? {
            guard bitPos + size <= data.count * 8 else { return nil }
            var v = 0
            for k in 0..<size {
                let bit = (Int(data[(bitPos + k) >> 3]) >> ((bitPos + k) & 7)) & 1
                v |= bit << k
            }
            bitPos += size
            return v
        }
        var out: [UInt8] = []
        out.reserveCapacity(expected)
        func firstIndex(_ code: Int) -> UInt8 {
            var c = code
            while prefix[c] >= 0 { c = prefix[c] }
            return suffix[c]
        }
        func emit(_ code: Int) {
            let start = out.count
            out.append(contentsOf: repeatElement(0, count: length[code]))
            var c = code, k = out.count - 1
            while k >= start { out[k] = suffix[c]; c = prefix[c]; k -= 1 }
        }
        var previous: Int? = nil
        var first = true
        while true {
            guard let code = read() else { throw ReadError(description: "data ended without an end code") }
            if first && code != clear { throw ReadError(description: "stream does not start with a clear code") }
            first = false
            if code == clear {
                next = end + 1; size = minCodeSize + 1; previous = nil
                continue
            }
            if code == end { break }
            if code < next && (code < clear || code > end) {
                emit(code)
                if let previous, next < 4096 {
                    prefix[next] = previous; suffix[next] = firstIndex(code); length[next] = length[previous] + 1
                    next += 1
                }
            } else if code == next, let previous, next < 4096 {
                prefix[next] = previous; suffix[next] = firstIndex(previous); length[next] = length[previous] + 1
                next += 1
                emit(code)
            } else {
                throw ReadError(description: "code \(code) not in the table (next \(next))")
            }
            previous = code
            if next == (1 << size) && size < 12 { size += 1 }
        }
        guard (data.count * 8 - bitPos) < 8 else { throw ReadError(description: "\(data.count * 8 - bitPos) bits after the end code") }
        guard out.count == expected else { throw ReadError(description: "\(out.count) indices, expected \(expected)") }
        return out
    }

    /// The frames as displayed (disposal "none"/"do not dispose" assumed,
    /// transparent pixels keep what was there), each as a full RGBA canvas.
    package func composedFrames() -> [RGBAImage] {
        var canvas = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
        var frames: [RGBAImage] = []
        for image in images {
            let table = image.localTable ?? globalTable ?? []
            for row in 0..<image.height {
                for col in 0..<image.width {
                    let index = Int(image.indices[row * image.width + col])
                    if index == image.transparentIndex { continue }
                    let x = image.x + col, y = image.y + row
                    guard x < width, y < height else { continue }
                    let o = (y * width + x) * 4
                    canvas.pixels[o] = table[3 * index]
                    canvas.pixels[o + 1] = table[3 * index + 1]
                    canvas.pixels[o + 2] = table[3 * index + 2]
                    canvas.pixels[o + 3] = 255
                }
            }
            frames.append(canvas)
        }
        return frames
    }
}
