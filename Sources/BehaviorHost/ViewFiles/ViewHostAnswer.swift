import Foundation
import ScrollKitCore

/// The bytes a view host's answer line carries: `{"KEY": "BASE64"}`
/// (`ViewHostLoop`), read every frame. The line the loop writes is taken
/// apart directly (prefix, base64, suffix: no JSON value built for a
/// string of kilobytes); any other line, an error answer included, goes
/// through the JSON parser and fails as it always did.
enum ViewHostAnswer {
    /// The decoded payload under `key`, or the failure the line describes.
    static func payload(_ line: String, key: String) throws(BehaviorHostConnection.Failure) -> [UInt8] {
        if let bytes = direct(line, key: key) { return bytes }
        guard let value = try? JSONParser.parse(line) else { throw BehaviorHostConnection.Failure.badAnswer(line) }
        if let message = value["error"]?.string { throw BehaviorHostConnection.Failure.badAnswer(message) }
        guard let text = value[key]?.string, let data = Data(base64Encoded: text) else {
            throw BehaviorHostConnection.Failure.badAnswer(String(line.prefix(200)))
        }
        return [UInt8](data)
    }

    /// The payload of a line that is exactly `{"KEY": "BASE64"}` with
    /// valid base64, nil for any other line.
    static func direct(_ line: String, key: String) -> [UInt8]? {
        let head = Array("{\"\(key)\": \"".utf8)
        let tail = Array("\"}".utf8)
        var line = line
        return line.withUTF8 { bytes -> [UInt8]? in
            guard bytes.count >= head.count + tail.count,
                  bytes.starts(with: head), bytes.suffix(tail.count).elementsEqual(tail) else { return nil }
            let body = UnsafeBufferPointer(rebasing: bytes[head.count..<(bytes.count - tail.count)])
            // Base64's alphabet has no quote or backslash: the body is one JSON string as written.
            guard !body.contains(UInt8(ascii: "\"")), !body.contains(UInt8(ascii: "\\")) else { return nil }
            return Data(base64Encoded: Data(body)).map { [UInt8]($0) }
        }
    }
}
