// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ShopKit",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Onboarding", targets: ["Onboarding"]),
        .library(name: "ShopWidget", targets: ["ShopWidget"]),
    ],
    targets: [
        .target(name: "Onboarding"),
        .target(name: "ShopWidget"),
    ]
)
