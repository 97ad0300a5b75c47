// The core's look (a 4×5 colour matrix, row-major, offsets in 0–1 units) in the shape the app's
// Metal shader takes, and a reference implementation of what that shader computes, so the
// arithmetic is tested here; `Cardavia/Look/Look.metal` does the same per pixel.

import Foundation

public struct ColorMatrix: Equatable, Sendable {
    /// 20 numbers, row-major: rows R, G, B, A; columns r, g, b, a, offset.
    public let values: [Float]

    /// The matrix of `look`, or nil when the core sent something that is not 4×5.
    public init?(_ look: Look) {
        guard look.matrix.count == 20, look.matrix.allSatisfy(\.isFinite) else { return nil }
        values = look.matrix
    }

    public static let identity = ColorMatrix(values: [
        1, 0, 0, 0, 0,
        0, 1, 0, 0, 0,
        0, 0, 1, 0, 0,
        0, 0, 0, 1, 0,
    ])

    private init(values: [Float]) {
        self.values = values
    }

    /// True when applying the matrix changes nothing (the shader can be skipped).
    public var isIdentity: Bool {
        zip(values, Self.identity.values).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    /// One straight (not premultiplied) colour through the matrix, clamped to 0...1. The shader
    /// un-premultiplies first and premultiplies after, so it matches this exactly.
    public func apply(_ rgba: SIMD4<Float>) -> SIMD4<Float> {
        var out = SIMD4<Float>(repeating: 0)
        for row in 0..<4 {
            let m = values[row * 5 ..< row * 5 + 5].map { $0 }
            let v = m[0] * rgba.x + m[1] * rgba.y + m[2] * rgba.z + m[3] * rgba.w + m[4]
            out[row] = min(max(v, 0), 1)
        }
        return out
    }
}

/// The grain overlay: how opaque it is (0 means draw none).
public struct Grain: Equatable, Sendable {
    public let opacity: Double

    public init(_ look: Look) {
        opacity = look.grainAlpha.isFinite ? Double(min(max(look.grainAlpha, 0), 1)) : 0
    }

    public var isVisible: Bool { opacity > 0.001 }
}
