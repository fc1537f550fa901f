// swift-tools-version:6.0
import PackageDescription

// An app-shaped consumer of CollectionManager: a feed screen written as a DTCollectionViewManager screen is written,
// with UIKit type names swapped, and its tests in XCTest and Swift Testing.
let package = Package(
    name: "Examples",
    dependencies: [
        .package(name: "CollectionManager", path: "..")
    ],
    targets: [
        .target(
            name: "FeedExample",
            dependencies: [.product(name: "CollectionManager", package: "CollectionManager")]
        ),
        .testTarget(
            name: "FeedExampleTests",
            dependencies: ["FeedExample", .product(name: "CollectionManager", package: "CollectionManager")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
