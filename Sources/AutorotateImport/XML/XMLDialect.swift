/// Whose reading of XML a ``XMLReader`` follows where Foundation's two readers differ (observed
/// with swift-corelibs-foundation): a `>` inside an attribute value, which XML allows and
/// PropertyListSerialization takes as the end of the tag (a property list's
/// `<plist version="1.>0">` is refused).
enum XMLDialect: Sendable {
    /// XMLParser's (libxml2): storyboards and any XML.
    case xmlParser
    /// PropertyListSerialization's (CoreFoundation): XML property lists.
    case propertyList
}
