import CardaviaKit
import XCTest

final class StoragePathsTests: XCTestCase {
    func testAnExplicitFolderWins() {
        let dir = StoragePaths.dataDirectory(environment: ["CARDAVIA_DATA_DIR": "/tmp/x", "XDG_DATA_HOME": "/data"])
        XCTAssertEqual(dir.path, "/tmp/x")
    }

    func testThePlatformsDataFolderOtherwise() {
        let dir = StoragePaths.dataDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"])
        #if canImport(Darwin)
        XCTAssertEqual(dir.lastPathComponent, "Cardavia")
        XCTAssertTrue(dir.path.contains("Application Support"))
        #else
        XCTAssertEqual(dir.path, "/data/cardavia")
        XCTAssertEqual(StoragePaths.dataDirectory(environment: ["HOME": "/home/ann"]).path, "/home/ann/.local/share/cardavia")
        XCTAssertEqual(
            StoragePaths.dataDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ann"]).path,
            "/home/ann/.local/share/cardavia", "XDG paths must be absolute")
        #endif
    }

    func testTheUtcOffsetIsInMinutesEast() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)  // November: no summer time
        XCTAssertEqual(StoragePaths.utcOffsetMinutes(try XCTUnwrap(TimeZone(identifier: "Asia/Kolkata")), at: date), 330)
        XCTAssertEqual(StoragePaths.utcOffsetMinutes(try XCTUnwrap(TimeZone(identifier: "America/New_York")), at: date), -300)
        XCTAssertEqual(StoragePaths.utcOffsetMinutes(try XCTUnwrap(TimeZone(identifier: "UTC")), at: date), 0)
    }
}
