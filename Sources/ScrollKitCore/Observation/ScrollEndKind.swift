/// Which end-of-scroll detector fired (`ScrollEngine.onScrollEnd`).
public enum ScrollEndKind: String, CaseIterable, Hashable, Sendable {
    /// Seed 002's detector: 0.2 s without an offset change, the first value
    /// dropped. Fires while a finger holds still: its known pitfall.
    case debounce
    /// The phase went back to `.idle` (iOS 18's `onScrollPhaseChange` answer).
    case phase
}
