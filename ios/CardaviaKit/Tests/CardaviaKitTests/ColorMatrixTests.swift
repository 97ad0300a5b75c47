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
        let designLook = try await look()
        let matrix = try XCTUnwrap(ColorMatrix(designLook))
        XCTAssertTrue(matrix.isIdentity)
        let grey = SIMD4<Float>(0.3, 0.5, 0.7, 1)
        XCTAssertEqual(matrix.apply(grey), grey)
    }

    func testContrastSpreadsTonesAroundTheMiddle() async throws {
        let sharpLook = try await look(contrast: 100)
        let matrix = try XCTUnwrap(ColorMatrix(sharpLook))
        XCTAssertFalse(matrix.isIdentity)
        let dark = matrix.apply(SIMD4(0.3, 0.3, 0.3, 1))
        let light = matrix.apply(SIMD4(0.7, 0.7, 0.7, 1))
        XCTAssertLessThan(dark.x, 0.3)
        XCTAssertGreaterThan(light.x, 0.7)
        XCTAssertEqual(matrix.apply(SIMD4(0.5, 0.5, 0.5, 1)).y, 0.5, accuracy: 1e-5)
        XCTAssertEqual(dark.w, 1, "alpha is kept")
        let flatLook = try await look(contrast: 0)
        let flat = try XCTUnwrap(ColorMatrix(flatLook)).apply(SIMD4(0.3, 0.3, 0.3, 1))
        XCTAssertGreaterThan(flat.x, 0.3)
    }

    func testWarmthRaisesRedAndLowersBlueWithinRange() async throws {
        let warmLook = try await look(temperature: 100)
        let warm = try XCTUnwrap(ColorMatrix(warmLook)).apply(SIMD4(0.9, 0.5, 0.5, 1))
        XCTAssertGreaterThan(warm.x, 0.9)
        XCTAssertLessThan(warm.z, 0.5)
        XCTAssertEqual(warm.y, 0.5, accuracy: 1e-5)
        XCTAssertLessThanOrEqual(warm.x, 1, "clamped")
        let coolLook = try await look(temperature: 0)
        let cool = try XCTUnwrap(ColorMatrix(coolLook)).apply(SIMD4(0.5, 0.5, 0.5, 1))
        XCTAssertGreaterThan(cool.z, cool.x)
    }

    func testGrainFollowsTheSetting() async throws {
        let noGrain = try await look(grain: 0)
        XCTAssertFalse(Grain(noGrain).isVisible)
        let designGrain = try await look(grain: 50)
        let design = Grain(designGrain)
        let strongGrain = try await look(grain: 100)
        let strong = Grain(strongGrain)
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
