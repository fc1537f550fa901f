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
        .testTarget(name: "CollectionManagerTests", dependencies: ["CollectionManager"]),
    ],
    swiftLanguageModes: [.v6]
)
