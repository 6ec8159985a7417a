// swift-tools-version:6.0
// libFuzzer harnesses for Autorotate (issue 8). A separate package on purpose: a fuzz target is an
// executable with no `main` (libFuzzer supplies it), so in the root manifest a plain
// `swift build --build-tests` would try to link it without `--sanitize=fuzzer` and fail. Build one
// with `swift build --package-path Tests/Fuzz --product fuzz-http-parser --sanitize=fuzzer
// --sanitize=address`, or use `make fuzz` / `make fuzz-smoke`.
import PackageDescription

let package = Package(
    name: "AutorotateFuzz",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "fuzz-http-parser", targets: ["FuzzHTTPParser"]),
        .executable(name: "fuzz-scenario", targets: ["FuzzScenario"]),
        .executable(name: "fuzz-expression", targets: ["FuzzExpression"]),
        .executable(name: "fuzz-gzip", targets: ["FuzzGzip"]),
    ],
    dependencies: [.package(name: "Autorotate", path: "../..")],
    targets: [
        .executableTarget(
            name: "FuzzHTTPParser", dependencies: [.product(name: "AutorotateHTTP", package: "Autorotate")],
            path: "HTTPParser"),
        .executableTarget(
            name: "FuzzScenario", dependencies: [.product(name: "AutorotateEngine", package: "Autorotate")],
            path: "Scenario"),
        .executableTarget(
            name: "FuzzExpression", dependencies: [.product(name: "AutorotateEngine", package: "Autorotate")],
            path: "Expression"),
        .executableTarget(
            name: "FuzzGzip", dependencies: [.product(name: "AutorotateHTTP", package: "Autorotate")],
            path: "Gzip"),
    ],
    swiftLanguageModes: [.v6]
)
