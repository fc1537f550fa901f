// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CollectionManager",
    // The oldest releases whose Swift runtime has `Identifiable` (which `EntityIdentifiable` builds on) and Swift
    // concurrency; nothing else in the library needs a newer one. See Sources/CollectionManager/CollectionManager.docc/Platforms.md.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "CollectionManager", targets: ["CollectionManager"]),
        .library(name: "CollectionManagerTesting", targets: ["CollectionManagerTesting"]),
        .executable(name: "CollectionManagerDemo", targets: ["CollectionManagerDemo"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "CollectionManager"),
        // Test support for test targets only: it imports XCTest and Testing, which ship with the toolchain.
        .target(name: "CollectionManagerTesting", dependencies: ["CollectionManager"]),
        .executableTarget(name: "CollectionManagerDemo", dependencies: ["CollectionManager"]),
        .testTarget(
            name: "CollectionManagerTests",
            dependencies: ["CollectionManager"],
            // A `@MainActor` owner conforms to the library's nonisolated protocols through an isolated conformance;
            // this infers it, as a DTCollectionViewManager screen's conformances are written (no `@MainActor` on them).
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
        .testTarget(
            name: "CollectionManagerTestingTests",
            dependencies: ["CollectionManagerTesting", "CollectionManager"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
