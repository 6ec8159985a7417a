// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Modules",
    platforms: [.iOS(.v16)],
    products: [.library(name: "Checkout", targets: ["Checkout"])],
    targets: [.target(name: "Checkout")]
)
