// swift-tools-version:6.0
// Autorotate: UIKit's interface-orientation decisions, simulated, and served over HTTP/1.1.
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Autorotate",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "AutorotateJSON", targets: ["AutorotateJSON"]),
        .library(name: "AutorotateWire", targets: ["AutorotateWire"]),
        .library(name: "AutorotateEngine", targets: ["AutorotateEngine"]),
        .library(name: "AutorotateImport", targets: ["AutorotateImport"]),
        .library(name: "AutorotateRendering", targets: ["AutorotateRendering"]),
        .library(name: "AutorotateOperations", targets: ["AutorotateOperations"]),
        .library(name: "AutorotatePlatform", targets: ["AutorotatePlatform"]),
        .library(name: "AutorotateHTTP", targets: ["AutorotateHTTP"]),
        .library(name: "AutorotateService", targets: ["AutorotateService"]),
        .library(name: "AutorotateClient", targets: ["AutorotateClient"]),
        .library(name: "AutorotateArguments", targets: ["AutorotateArguments"]),
        .executable(name: "autorotated", targets: ["autorotated"]),
        .executable(name: "autorotate", targets: ["autorotate"]),
        .executable(name: "engine-bench", targets: ["EngineBench"]),
    ],
    targets: [
        // JSON itself: the reader (tape and cursor), the writer and its escaping, RFC 6901 pointers
        // and the locator that maps a pointer to a line. Knows no scenario; the standard library only.
        .target(name: "AutorotateJSON", swiftSettings: strict),
        // The wire vocabulary, once: the request and answer types with their deterministic
        // encoding and decoding. Re-exports AutorotateJSON.
        .target(name: "AutorotateWire", dependencies: ["AutorotateJSON"], swiftSettings: strict),
        // The pure rotation engine: scenario in, decisions out (no I/O, no clocks, no globals).
        .target(
            name: "AutorotateEngine", dependencies: ["AutorotateWire"], swiftSettings: strict,
            linkerSettings: [.linkedLibrary("m")]),
        // Xcode projects (Info.plist, project.pbxproj, storyboards, Swift and Objective-C sources) →
        // scenario JSON + source map + notes; the standard library only (its own XML reader: the
        // service links it, and Foundation would bring ICU into the image), no file system.
        .target(name: "AutorotateImport", dependencies: ["AutorotateWire"], swiftSettings: strict),
        // Every picture and report format of a result: the SVG timeline and comparison matrix, SARIF.
        .target(name: "AutorotateRendering", dependencies: ["AutorotateWire"], swiftSettings: strict),
        // zlib behind non-variadic, non-macro C wrappers. zlib only.
        .target(name: "CZlib", linkerSettings: [.linkedLibrary("z")]),
        // The Linux calls Swift's Glibc module hides: epoll, accept4, mallopt, memmem, the affinity
        // mask's CPU count (like CNIOLinux).
        .target(name: "CLinuxShims"),
        // What the HTTP server and the client both need and may not take from each other: the gzip
        // codec, the lock, request ids, ASCII trimming.
        .target(name: "AutorotatePlatform", dependencies: ["CZlib"], swiftSettings: strict),
        // HTTP/1.1 server on POSIX sockets; knows nothing of rotation.
        .target(
            name: "AutorotateHTTP", dependencies: ["AutorotatePlatform", "CZlib", "CLinuxShims"],
            swiftSettings: strict),
        // The one path from a request body to an answer, per operation (simulate, batch, compare,
        // lint, import): the service's routes and the CLI's embedded engine both call it.
        .target(
            name: "AutorotateOperations",
            dependencies: ["AutorotateEngine", "AutorotateImport", "AutorotateRendering"],
            swiftSettings: strict),
        // Routes (each a thin call of an operation), content negotiation, problem+json, metrics.
        .target(
            name: "AutorotateService",
            dependencies: ["AutorotateOperations", "AutorotateHTTP", "AutorotatePlatform", "CLinuxShims"],
            // The playground's files, compiled into the binary (no files to install, no Foundation).
            resources: [
                .embedInCode("Playground/index.html"), .embedInCode("Playground/playground.css"),
                .embedInCode("Playground/playground.js"), .embedInCode("Playground/examples.json"),
                .embedInCode("Playground/favicon.svg"),
            ],
            swiftSettings: strict),
        // Command-line options declared once (flag, environment variable, value name, help,
        // default); the parser and `--help` generated from the declarations. The standard library only.
        .target(name: "AutorotateArguments", swiftSettings: strict),
        .executableTarget(
            name: "autorotated",
            dependencies: [
                "AutorotateService", "AutorotateArguments", "AutorotateOperations", "AutorotateHTTP",
                "CLinuxShims",
            ],
            swiftSettings: strict),
        // libcurl's headers and link flags, found through `pkg-config libcurl`.
        .systemLibrary(
            name: "CLibcurl", path: "Sources/CCurl/System", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]),
        // libcurl behind typed, non-variadic C wrappers (only the client links curl).
        .target(name: "CCurl", dependencies: ["CLibcurl"], path: "Sources/CCurl/Shim"),
        .target(
            name: "AutorotateClient",
            dependencies: ["CCurl", "CLibcurl", "CZlib", "AutorotatePlatform", "AutorotateWire"],
            swiftSettings: strict),
        // libyaml's headers and link flags, found through `pkg-config yaml-0.1`: the CLI reads
        // `.autorotate.yml` with it (only the CLI links it, not the service).
        .systemLibrary(
            name: "CYAML", path: "Sources/CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .executableTarget(
            name: "autorotate",
            dependencies: [
                "AutorotateOperations", "AutorotateClient", "AutorotatePlatform", "AutorotateArguments", "CYAML",
            ],
            swiftSettings: strict),
        .executableTarget(
            name: "EngineBench",
            dependencies: [
                "AutorotateEngine", "AutorotateWire", "AutorotatePlatform", "AutorotateImport",
                "AutorotateImportTestSupport", "AutorotateRendering",
            ],
            path: "bench/EngineBench",
            swiftSettings: strict),
        .testTarget(
            name: "AutorotateJSONTests",
            dependencies: ["AutorotateJSON", "AutorotateTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "AutorotateArgumentsTests", dependencies: ["AutorotateArguments"], swiftSettings: strict),
        .testTarget(
            name: "AutorotateWireTests", dependencies: ["AutorotateWire"], swiftSettings: strict),
        .testTarget(
            name: "AutorotateRenderingTests",
            dependencies: ["AutorotateRendering", "AutorotateWire", "AutorotateEngine"],
            swiftSettings: strict),
        .testTarget(
            name: "AutorotateEngineTests",
            dependencies: ["AutorotateEngine", "AutorotateWire", "AutorotateRendering", "AutorotateTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "AutorotateImportTests",
            dependencies: [
                "AutorotateImport", "AutorotateWire", "AutorotateEngine", "AutorotateImportTestSupport",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "AutorotateOperationsTests",
            dependencies: ["AutorotateOperations", "AutorotateImport", "AutorotateTestSupport"],
            swiftSettings: strict),
        // A generated Xcode project of any size, for the import benchmark and tests.
        .target(
            name: "AutorotateImportTestSupport", dependencies: ["AutorotateImport"],
            path: "Tests/AutorotateImportTestSupport", swiftSettings: strict),
        // Helpers shared by the test suites: a raw loopback HTTP client, the fuzz inputs to replay,
        // the fixtures with their Info.plist as XML text.
        .target(
            name: "AutorotateTestSupport", dependencies: ["AutorotateWire"],
            path: "Tests/AutorotateTestSupport",
            swiftSettings: strict),
        .testTarget(
            name: "AutorotateHTTPTests",
            dependencies: [
                "AutorotateHTTP", "AutorotatePlatform", "AutorotateTestSupport", "CLinuxShims", "CZlib",
            ],
            swiftSettings: strict),
        // Depends on autorotated so `swift test` builds the binary its end-to-end drain test runs.
        .testTarget(
            name: "AutorotateServiceTests",
            dependencies: [
                "AutorotateService", "AutorotateOperations", "AutorotateImport", "AutorotateEngine",
                "AutorotateWire", "AutorotateHTTP", "AutorotateRendering", "AutorotateArguments",
                "AutorotateTestSupport",
                "autorotated",
            ],
            swiftSettings: strict),
        // Depends on both executables so `swift test` builds the binaries its end-to-end suites run.
        .testTarget(
            name: "AutorotateClientTests",
            dependencies: [
                "AutorotateClient", "AutorotateImport", "AutorotatePlatform", "AutorotateEngine",
                "AutorotateWire", "AutorotateRendering", "AutorotateOperations", "CCurl",
                "CLibcurl", "CZlib", "AutorotateTestSupport", "AutorotateArguments",
                "autorotate",
                "autorotated",
            ],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
