/// The stable identity of a scroll view in a view file, as the playground
/// keys its engines: the view's `.id` value as text when it has one, else
/// its structural path in the tree (`/Feed#0/ForEach[2]/ScrollView#0`, the
/// `ViewGraph` key of the place it sits at). A lazy row's scroll view keeps
/// its identity while the row's identity lives, so its engine (and offset)
/// is found again when the row scrolls out and back, as SwiftUI keeps a
/// lazy row's state while its identity lives.
///
/// `key(_:)` turns the text into one double that crosses the tick request
/// exactly: FNV-1a 64 of the UTF-8 bytes, its low 52 bits (exact in a
/// double; 1 is added so 0 never occurs).
public enum ScrollViewIdentity {
    /// The double that names `identity` in a tick request (exact, positive).
    public static func key(_ identity: String) -> Double {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Double(hash & 0x000f_ffff_ffff_ffff) + 1
    }
}
