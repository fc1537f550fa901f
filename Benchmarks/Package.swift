// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so the library's manifest keeps `dependencies: []`.
// Run: swift run -c release --package-path Benchmarks CollectionManagerBenchmarks [dequeue|dispatch|all]
let package = Package(
    name: "CollectionManagerBenchmarks",
    dependencies: [.package(name: "CollectionManager", path: "..")],
    targets: [
        .executableTarget(
            name: "CollectionManagerBenchmarks",
            dependencies: [.product(name: "CollectionManager", package: "CollectionManager")]
        )
    ],
    swiftLanguageModes: [.v6]
)
