// Where the app keeps its one SQLite file, and what it tells the core about the device.

import Foundation

public enum StoragePaths {
    /// The data folder: `CARDAVIA_DATA_DIR` when set (UI tests, the simulator from a script);
    /// on Apple platforms Application Support/Cardavia (kept by backups, never shown in Files);
    /// elsewhere `$XDG_DATA_HOME/cardavia` or `~/.local/share/cardavia`.
    public static func dataDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fileManager: FileManager = .default
    ) -> URL {
        if let dir = environment["CARDAVIA_DATA_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir, isDirectory: true)
        }
        #if canImport(Darwin)
        let base = fileManager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? fileManager.temporaryDirectory
        return base.appendingPathComponent("Cardavia", isDirectory: true)
        #else
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("cardavia", isDirectory: true)
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fileManager.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/cardavia", isDirectory: true)
        #endif
    }

    /// The device's offset from UTC in minutes east, for Ganjifa's clock period.
    public static func utcOffsetMinutes(_ timeZone: TimeZone = .current, at date: Date = Date()) -> Int32 {
        Int32(timeZone.secondsFromGMT(for: date) / 60)
    }
}
