import Foundation

/// A small, fast, reproducible generator (SplitMix64) for randomised tests.
///
/// Tests print the seed in every failure message; set `COLLECTION_MANAGER_SEED` to replay one.
package struct SeededRandomNumberGenerator: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed from `COLLECTION_MANAGER_SEED`, or `fallback`.
    package static func seed(default fallback: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["COLLECTION_MANAGER_SEED"].flatMap(UInt64.init) ?? fallback
    }
}
