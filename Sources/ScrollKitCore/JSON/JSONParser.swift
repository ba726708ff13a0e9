/// A strict RFC 8259 JSON parser that records each value's line and column.
/// Numbers that overflow a Double are rejected rather than read as infinity.
public struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Nesting limit, so hostile input cannot exhaust the stack.
    public static let maxDepth = 256

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Parses one JSON document; trailing non-space characters are an error.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(text)
        parser.skipSpace()
        let value = try parser.parseValue(depth: 0)
        parser.skipSpace()
        if parser.index < parser.scalars.count {
            throw parser.error("unexpected text after the JSON value")
        }
        return value
    }

    private func error(_ message: String) -> JSONParseError {
        JSONParseError(message: message, line: line, column: column)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipSpace() {
        while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    private mutating func expect(_ c: Unicode.Scalar) throws(JSONParseError) {
        guard current == c else {
            throw error(current.map { "expected '\(c)' but found '\($0)'" } ?? "expected '\(c)' but the text ended")
        }
        advance()
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
        let startLine = line, startColumn = column
        guard let c = current else { throw error("expected a value but the text ended") }
        let kind: JSONValue.Kind
        switch c {
        case "{": kind = try parseObject(depth: depth)
        case "[": kind = try parseArray(depth: depth)
        case "\"": kind = .string(try parseString())
        case "t": try literal("true"); kind = .bool(true)
        case "f": try literal("false"); kind = .bool(false)
        case "n": try literal("null"); kind = .null
        case "-", "0"..."9": kind = .number(try parseNumber())
        default: throw error("unexpected character '\(c)'")
        }
        return JSONValue(kind, line: startLine, column: startColumn)
    }

    private mutating func literal(_ word: String) throws(JSONParseError) {
        for expected in word.unicodeScalars {
            guard current == expected else { throw error("invalid literal, expected '\(word)'") }
            advance()
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue.Kind {
        advance() // {
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipSpace()
        if current == "}" { advance(); return .object(members) }
        while true {
            skipSpace()
            guard current == "\"" else { throw error("expected a quoted member name") }
            let keyLine = line, keyColumn = column
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw JSONParseError(message: "duplicate member \"\(key)\"", line: keyLine, column: keyColumn)
            }
            skipSpace()
            try expect(":")
            skipSpace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipSpace()
            if current == "," { advance(); continue }
            if current == "}" { advance(); return .object(members) }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue.Kind {
        advance() // [
        var items: [JSONValue] = []
        skipSpace()
        if current == "]" { advance(); return .array(items) }
        while true {
            skipSpace()
            items.append(try parseValue(depth: depth + 1))
            skipSpace()
            if current == "," { advance(); continue }
            if current == "]" { advance(); return .array(items) }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        advance() // opening quote
        var out = String.UnicodeScalarView()
        while true {
            guard let c = current else { throw error("unterminated string") }
            switch c {
            case "\"":
                advance()
                return String(out)
            case "\\":
                advance()
                guard let e = current else { throw error("unterminated escape") }
                advance()
                switch e {
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                case "/": out.append("/")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u":
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard current == "\\" else { throw error("unpaired surrogate in \\u escape") }
                        advance()
                        guard current == "u" else { throw error("unpaired surrogate in \\u escape") }
                        advance()
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    out.append(scalar)
                default:
                    throw error("invalid escape '\\\(e)'")
                }
            default:
                guard c.value >= 0x20 else { throw error("control character in a string") }
                out.append(c)
                advance()
            }
        }
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = UInt32(String(c), radix: 16) else {
                throw error("invalid \\u escape")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        var text = ""
        func take(_ parser: inout JSONParser) { text.unicodeScalars.append(parser.current!); parser.advance() }
        if current == "-" { take(&self) }
        guard let first = current, ("0"..."9").contains(first) else { throw error("invalid number") }
        if first == "0" {
            take(&self)
        } else {
            while let c = current, ("0"..."9").contains(c) { take(&self) }
        }
        if current == "." {
            take(&self)
            guard let c = current, ("0"..."9").contains(c) else { throw error("invalid number: digits expected after '.'") }
            while let c = current, ("0"..."9").contains(c) { take(&self) }
        }
        if current == "e" || current == "E" {
            take(&self)
            if current == "+" || current == "-" { take(&self) }
            guard let c = current, ("0"..."9").contains(c) else { throw error("invalid number: digits expected in exponent") }
            while let c = current, ("0"..."9").contains(c) { take(&self) }
        }
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range")
        }
        return value
    }
}
