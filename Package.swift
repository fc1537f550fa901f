// swift-tools-version:6.0
import PackageDescription

// The modules are layered as DTCollectionViewManager's family is (see ARCHITECTURE.md):
//
//   CollectionManagerTesting ──► CollectionManager ──► ManagerCore ──► ModelStorage ──► ListFoundation
//                          └───► TableManager ─────────┘          └──► VirtualUIKit ──► ListFoundation
//
// A module never imports one above it, and the storage and the views never import each other.
let package = Package(
    name: "CollectionManager",
    // The oldest releases whose Swift runtime has `Identifiable` (which `EntityIdentifiable` builds on) and Swift
    // concurrency; nothing else in the library needs a newer one. See Sources/CollectionManager/CollectionManager.docc/Platforms.md.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "CollectionManager", targets: ["CollectionManager"]),
        .library(name: "TableManager", targets: ["TableManager"]),
        .library(name: "ModelStorage", targets: ["ModelStorage"]),
        .library(name: "VirtualUIKit", targets: ["VirtualUIKit"]),
        .library(name: "ManagerCore", targets: ["ManagerCore"]),
        .library(name: "CollectionManagerTesting", targets: ["CollectionManagerTesting"]),
        .executable(name: "CollectionManagerDemo", targets: ["CollectionManagerDemo"]),
    ],
    dependencies: [],
    targets: [
        // What the storage and the views both speak: UIKit's index-path members, index-path ordering, anomaly
        // handlers and reports, and the lock behind the replaceable defaults.
        .target(name: "ListFoundation"),
        // DTModelStorage's twin: storages, sections, storage updates, the diffs and diffable snapshots.
        .target(name: "ModelStorage", dependencies: ["ListFoundation"]),
        // UIKit's twin: the collection view's contract, `VirtualCollectionView`, its layouts, batch validation,
        // interactions, drag and drop and the screen picture.
        .target(name: "VirtualUIKit", dependencies: ["ListFoundation"]),
        // What the collection and table managers share: the mapping registry, event reactions and their dispatch
        // caches, and the updater's planning of storage changes into one valid batch.
        .target(name: "ManagerCore", dependencies: ["ModelStorage", "VirtualUIKit"]),
        // DTCollectionViewManager's twin, re-exporting the modules below it.
        .target(name: "CollectionManager", dependencies: ["ManagerCore"]),
        // DTTableViewManager's twin, beside the collection manager on the same core; it re-exports the modules below it.
        .target(name: "TableManager", dependencies: ["ManagerCore"]),
        // Test support for test targets only: it imports XCTest and Testing, which ship with the toolchain.
        .target(name: "CollectionManagerTesting", dependencies: ["CollectionManager", "TableManager"]),
        .executableTarget(name: "CollectionManagerDemo", dependencies: ["CollectionManager"]),
        // Fixtures shared by the test targets: recording doubles and seeded randomness for the storage, and a recorded
        // virtual view for the views. Each sees only the module it serves, as the tests that use it do.
        .target(name: "StorageTestSupport", dependencies: ["ModelStorage"], path: "Tests/StorageTestSupport"),
        .target(name: "ViewTestSupport", dependencies: ["VirtualUIKit"], path: "Tests/ViewTestSupport"),
        .testTarget(name: "ListFoundationTests", dependencies: ["ListFoundation"]),
        .testTarget(name: "ModelStorageTests", dependencies: ["ModelStorage", "StorageTestSupport"]),
        .testTarget(name: "VirtualUIKitTests", dependencies: ["VirtualUIKit", "ViewTestSupport"]),
        .testTarget(name: "ManagerCoreTests", dependencies: ["ManagerCore", "StorageTestSupport", "ViewTestSupport"]),
        .testTarget(
            name: "CollectionManagerTests",
            dependencies: [
                "CollectionManager", "ManagerCore", "ModelStorage", "VirtualUIKit", "StorageTestSupport",
                "ViewTestSupport",
            ],
            // A `@MainActor` owner conforms to the library's nonisolated protocols through an isolated conformance;
            // this infers it, as a DTCollectionViewManager screen's conformances are written (no `@MainActor` on them).
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
        .testTarget(
            name: "TableManagerTests",
            dependencies: ["TableManager", "ManagerCore", "StorageTestSupport", "ViewTestSupport"],
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
        .testTarget(
            name: "CollectionManagerTestingTests",
            dependencies: ["CollectionManagerTesting", "CollectionManager", "TableManager"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
