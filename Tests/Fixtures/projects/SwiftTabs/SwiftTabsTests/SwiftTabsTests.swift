import XCTest

final class SwiftTabsTests: XCTestCase {
    func testNothing() {}
}
