// swift-tools-version:6.0
// libFuzzer harnesses for Autorotate (issue 8). A separate package on purpose: a fuzz target is an
// executable with no `main` (libFuzzer supplies it), so in the root manifest a plain
// `swift build --build-tests` would try to link it without `--sanitize=fuzzer` and fail. Build one
// with `swift build --package-path Tests/Fuzz -c release --product fuzz-http-parser --sanitize=fuzzer
// --sanitize=address`, or use `make fuzz` / `make fuzz-smoke`.
//
// The code under test is compiled here as this package's own targets, through the symbolic links
// in Sources/ (to the repository's Sources/), not taken as a package dependency: SwiftPM applies
// --sanitize=fuzzer only to the root package's targets, and libFuzzer needs the coverage
// instrumentation in the parser, decoder and inflater to learn anything.
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
    targets: [
        .target(name: "AutorotateJSON"),
        .target(name: "AutorotateWire", dependencies: ["AutorotateJSON"]),
        .target(
            name: "AutorotateEngine", dependencies: ["AutorotateWire"], linkerSettings: [.linkedLibrary("m")]),
        .target(name: "CZlib", linkerSettings: [.linkedLibrary("z")]),
        .target(name: "CLinuxShims"),
        .target(name: "AutorotatePlatform", dependencies: ["CZlib"]),
        .target(name: "AutorotateHTTP", dependencies: ["AutorotatePlatform", "CZlib", "CLinuxShims"]),
        .executableTarget(
            name: "FuzzHTTPParser", dependencies: ["AutorotateHTTP"],
            path: "HTTPParser"),
        .executableTarget(
            name: "FuzzScenario", dependencies: ["AutorotateEngine", "AutorotateWire"],
            path: "Scenario"),
        .executableTarget(
            name: "FuzzExpression", dependencies: ["AutorotateEngine", "AutorotateWire"],
            path: "Expression"),
        .executableTarget(
            name: "FuzzGzip", dependencies: ["AutorotatePlatform"],
            path: "Gzip"),
    ],
    swiftLanguageModes: [.v6]
)
