// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CollectionManager",
    products: [
        .library(name: "CollectionManager", targets: ["CollectionManager"]),
        .executable(name: "CollectionManagerDemo", targets: ["CollectionManagerDemo"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "CollectionManager"),
        .executableTarget(name: "CollectionManagerDemo", dependencies: ["CollectionManager"]),
        .testTarget(
            name: "CollectionManagerTests",
            dependencies: ["CollectionManager"],
            // A `@MainActor` owner conforms to the library's nonisolated protocols through an isolated conformance;
            // this infers it, as a DTCollectionViewManager screen's conformances are written (no `@MainActor` on them).
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
