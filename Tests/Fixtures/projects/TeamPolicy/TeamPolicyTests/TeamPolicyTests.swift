import XCTest

final class TeamPolicyTests: XCTestCase {
    func testNothing() {}
}
