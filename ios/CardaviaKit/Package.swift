// swift-tools-version:5.10
// CardaviaKit: the iOS app's Swift side that needs neither UIKit nor SwiftUI — the generated
// bindings to the Rust core and the observable table store. Builds and tests on Linux too.
//
// The bindings (Generated/, not committed) are generated from the built library by
// `scripts/test swift` on Linux and by `ios/build-xcframework.sh` on a Mac.
// - On Linux, CARDAVIA_LIB_DIR points at the folder with libcardavia_ffi.so.
// - On Apple platforms the library comes from Frameworks/CardaviaFFI.xcframework.
import Foundation
import PackageDescription

let libDir = ProcessInfo.processInfo.environment["CARDAVIA_LIB_DIR"]

// The C side of the bindings (header and module map): a source target on Linux, the
// xcframework (which carries the header and module map) on Apple platforms.
let bridge: Target = libDir != nil
    ? .target(name: "CardaviaFFIBridge", path: "Generated/CardaviaFFIBridge")
    : .binaryTarget(name: "CardaviaFFIBridge", path: "Frameworks/CardaviaFFIBridge.xcframework")

let targets: [Target] = [
    bridge,
    .target(
        name: "CardaviaFFI",
        dependencies: ["CardaviaFFIBridge"],
        path: "Generated/CardaviaFFI",
        linkerSettings: libDir.map { dir in
            [
                .linkedLibrary("cardavia_ffi"),
                .unsafeFlags(["-L", dir, "-Xlinker", "-rpath", "-Xlinker", dir]),
            ]
        } ?? []
    ),
    .target(
        name: "CardaviaKit",
        dependencies: ["CardaviaFFI"],
        path: "Sources/CardaviaKit"
    ),
    .testTarget(
        name: "CardaviaKitTests",
        dependencies: ["CardaviaKit"],
        path: "Tests/CardaviaKitTests",
        // Swift 6.0.x on Linux: linking Observation leaves swift::threading::fatal undefined
        // (fixed in 6.2); the symbol is never called.
        linkerSettings: [.unsafeFlags(["-Xlinker", "--allow-shlib-undefined"], .when(platforms: [.linux]))]
    ),
]

let package = Package(
    name: "CardaviaKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "CardaviaKit", targets: ["CardaviaKit"])],
    targets: targets
)
