import CardaviaKit
import XCTest

final class ColorMatrixTests: XCTestCase {
    /// The core's look for these settings, saved and read back.
    func look(contrast: UInt8 = 50, grain: UInt8 = 50, temperature: UInt8 = 50) async throws -> Look {
        let core = try await openCore(try tempDir())
        var settings = await core.settings()
        settings.look = LookSettings(contrast: contrast, grain: grain, temperature: temperature)
        try await core.saveSettings(settings: settings)
        return await core.look()
    }

    func testTheDesignLookChangesNothing() async throws {
        let look1 = try await look()
        let matrix = try XCTUnwrap(ColorMatrix(look1))
        XCTAssertTrue(matrix.isIdentity)
        let grey = SIMD4<Float>(0.3, 0.5, 0.7, 1)
        XCTAssertEqual(matrix.apply(grey), grey)
    }

    func testContrastSpreadsTonesAroundTheMiddle() async throws {
        let look2 = try await look(contrast: 100)
        let matrix = try XCTUnwrap(ColorMatrix(look2))
        XCTAssertFalse(matrix.isIdentity)
        let dark = matrix.apply(SIMD4(0.3, 0.3, 0.3, 1))
        let light = matrix.apply(SIMD4(0.7, 0.7, 0.7, 1))
        XCTAssertLessThan(dark.x, 0.3)
        XCTAssertGreaterThan(light.x, 0.7)
        XCTAssertEqual(matrix.apply(SIMD4(0.5, 0.5, 0.5, 1)).y, 0.5, accuracy: 1e-5)
        XCTAssertEqual(dark.w, 1, "alpha is kept")
        let look3 = try await look(contrast: 0)
        let flat = try XCTUnwrap(ColorMatrix(look3)).apply(SIMD4(0.3, 0.3, 0.3, 1))
        XCTAssertGreaterThan(flat.x, 0.3)
    }

    func testWarmthRaisesRedAndLowersBlueWithinRange() async throws {
        let look4 = try await look(temperature: 100)
        let warm = try XCTUnwrap(ColorMatrix(look4)).apply(SIMD4(0.9, 0.5, 0.5, 1))
        XCTAssertGreaterThan(warm.x, 0.9)
        XCTAssertLessThan(warm.z, 0.5)
        XCTAssertEqual(warm.y, 0.5, accuracy: 1e-5)
        XCTAssertLessThanOrEqual(warm.x, 1, "clamped")
        let look5 = try await look(temperature: 0)
        let cool = try XCTUnwrap(ColorMatrix(look5)).apply(SIMD4(0.5, 0.5, 0.5, 1))
        XCTAssertGreaterThan(cool.z, cool.x)
    }

    func testGrainFollowsTheSetting() async throws {
        let look6 = try await look(grain: 0)
        XCTAssertFalse(Grain(look6).isVisible)
        let look7 = try await look(grain: 50)
        let design = Grain(look7)
        let look8 = try await look(grain: 100)
        let strong = Grain(look8)
        XCTAssertTrue(design.isVisible)
        XCTAssertGreaterThan(strong.opacity, design.opacity)
        XCTAssertLessThanOrEqual(strong.opacity, 1)
    }

    func testAMalformedMatrixIsRefused() {
        XCTAssertNil(ColorMatrix(Look(matrix: [1, 0, 0], grainStrength: 1, grainAlpha: 0.1)))
        XCTAssertNil(ColorMatrix(Look(matrix: Array(repeating: .nan, count: 20), grainStrength: 1, grainAlpha: 0.1)))
        XCTAssertFalse(Grain(Look(matrix: [], grainStrength: 1, grainAlpha: .infinity)).isVisible)
    }
}
