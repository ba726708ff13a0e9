internal import ScrollKitCore

/// `ScrollViewIdentity.key` of `identity`, for the files of this module
/// that do not import ScrollKitCore (its names would clash with SwiftUI's).
func scrollViewKey(_ identity: String) -> Double {
    ScrollViewIdentity.key(identity)
}
