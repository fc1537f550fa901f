// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so the library's manifest keeps `dependencies: []`.
// Run: swift run -c release --package-path Benchmarks CollectionManagerBenchmarks [mode]; the modes are listed in
// Sources/CollectionManagerBenchmarks/main.swift, and `targets` runs them all and prints every figure with its target.
let package = Package(
    name: "CollectionManagerBenchmarks",
    dependencies: [.package(name: "CollectionManager", path: "..")],
    targets: [
        .executableTarget(
            name: "CollectionManagerBenchmarks",
            dependencies: [
                .product(name: "CollectionManager", package: "CollectionManager"),
                .product(name: "TableManager", package: "CollectionManager"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
