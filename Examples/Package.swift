// swift-tools-version:6.0
import PackageDescription

// An app-shaped consumer of CollectionManager and TableManager: feed screens written as DTCollectionViewManager screens
// are written and a settings screen written as a DTTableViewManager screen is, with UIKit type names swapped, and their
// tests in XCTest and Swift Testing.
let package = Package(
    name: "Examples",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "CollectionManager", path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "FeedExample",
            dependencies: [.product(name: "CollectionManager", package: "CollectionManager")],
            // The @MainActor view controller conforms to the library's protocols through isolated conformances,
            // inferred as in an app target with Xcode's approachable-concurrency settings.
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
        .testTarget(
            name: "FeedExampleTests",
            dependencies: [
                "FeedExample",
                .product(name: "CollectionManager", package: "CollectionManager"),
                .product(name: "CollectionManagerTesting", package: "CollectionManager"),
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // The screen pictures `expectScreenPicture(of:named:)` records beside the tests: compared, not built.
            exclude: ["__Pictures__"],
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
        .target(
            name: "SettingsExample",
            dependencies: [.product(name: "TableManager", package: "CollectionManager")],
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
        .testTarget(
            name: "SettingsExampleTests",
            dependencies: ["SettingsExample", .product(name: "TableManager", package: "CollectionManager")],
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
