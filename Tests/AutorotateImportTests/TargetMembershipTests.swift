import Testing

@testable import AutorotateImport

/// Which files a target builds (api.md §9.1).
@Suite struct TargetMembershipTests {
    /// A reference whose case differs from the file on disk still builds it, as on a Mac's
    /// case-insensitive file system; another file does not join.
    @Test func referenceMatchesAFileSpelledInAnotherCase() {
        var membership = TargetMembership()
        membership.insert("Classes/UIDevice+DeviceInfo.m")
        #expect(membership.contains("Classes/UIDevice+deviceInfo.m"))
        #expect(membership.contains("Classes/UIDevice+DeviceInfo.m"))
        #expect(!membership.contains("Classes/UIDevice+Other.m"))
    }
}
