import CardaviaKit
import XCTest

final class ColorMatrixTests: XCTestCase {
    func look(contrast: UInt8 = 50, grain: UInt8 = 50, temperature: UInt8 = 50) throws -> Look {
        let core = try openCore(try tempDir())
        var settings = core.settings()
        settings.look = LookSettings(contrast: contrast, grain: grain, temperature: temperature)
        try core.saveSettings(settings: settings)
        return core.look()
    }

    func testTheDesignLookChangesNothing() throws {
        let matrix = try XCTUnwrap(ColorMatrix(try look()))
        XCTAssertTrue(matrix.isIdentity)
        let grey = SIMD4<Float>(0.3, 0.5, 0.7, 1)
        XCTAssertEqual(matrix.apply(grey), grey)
    }

    func testContrastSpreadsTonesAroundTheMiddle() throws {
        let matrix = try XCTUnwrap(ColorMatrix(try look(contrast: 100)))
        XCTAssertFalse(matrix.isIdentity)
        let dark = matrix.apply(SIMD4(0.3, 0.3, 0.3, 1))
        let light = matrix.apply(SIMD4(0.7, 0.7, 0.7, 1))
        XCTAssertLessThan(dark.x, 0.3)
        XCTAssertGreaterThan(light.x, 0.7)
        XCTAssertEqual(matrix.apply(SIMD4(0.5, 0.5, 0.5, 1)).y, 0.5, accuracy: 1e-5)
        XCTAssertEqual(dark.w, 1, "alpha is kept")
        let flat = try XCTUnwrap(ColorMatrix(try look(contrast: 0))).apply(SIMD4(0.3, 0.3, 0.3, 1))
        XCTAssertGreaterThan(flat.x, 0.3)
    }

    func testWarmthRaisesRedAndLowersBlueWithinRange() throws {
        let warm = try XCTUnwrap(ColorMatrix(try look(temperature: 100))).apply(SIMD4(0.9, 0.5, 0.5, 1))
        XCTAssertGreaterThan(warm.x, 0.9)
        XCTAssertLessThan(warm.z, 0.5)
        XCTAssertEqual(warm.y, 0.5, accuracy: 1e-5)
        XCTAssertLessThanOrEqual(warm.x, 1, "clamped")
        let cool = try XCTUnwrap(ColorMatrix(try look(temperature: 0))).apply(SIMD4(0.5, 0.5, 0.5, 1))
        XCTAssertGreaterThan(cool.z, cool.x)
    }

    func testGrainFollowsTheSetting() throws {
        XCTAssertFalse(Grain(try look(grain: 0)).isVisible)
        let design = Grain(try look(grain: 50))
        let strong = Grain(try look(grain: 100))
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
