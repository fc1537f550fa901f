import Foundation
import XCTest

@testable import ListFoundation

/// State whose deinit reads the setting that held it, as a test's handler capturing a fixture may.
private final class ReadsSettingOnDeinit: Sendable {
    let setting: LockedValue<(@Sendable () -> Int)?>
    let readsSeen: LockedValue<[Bool]>

    init(setting: LockedValue<(@Sendable () -> Int)?>, readsSeen: LockedValue<[Bool]>) {
        self.setting = setting
        self.readsSeen = readsSeen
    }

    deinit { readsSeen.value += [setting.value != nil] }
}

final class LockedValueTests: XCTestCase {
    func testReplacingAValue_whoseCapturedStateReadsTheSettingOnDeinit_releasesItAfterUnlocking() {
        let setting = LockedValue<(@Sendable () -> Int)?>(nil)
        let readsSeen = LockedValue<[Bool]>([])
        do {
            let state = ReadsSettingOnDeinit(setting: setting, readsSeen: readsSeen)
            setting.value = {
                withExtendedLifetime(state) { 1 }
            }
        }
        XCTAssertEqual(setting.value?(), 1)
        let done = DispatchSemaphore(value: 0)
        // On another thread, so that a deadlock fails this test instead of stopping the suite.
        DispatchQueue.global().async {
            setting.value = { 2 }
            done.signal()
        }
        guard done.wait(timeout: .now() + 10) == .success else {
            return XCTFail("replacing the value deadlocked: the replaced closure was released inside the lock")
        }
        XCTAssertEqual(readsSeen.value, [true], "the deinit ran once, and saw the new value")
        XCTAssertEqual(setting.value?(), 2)
    }
}
