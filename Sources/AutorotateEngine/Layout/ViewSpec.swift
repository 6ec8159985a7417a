/// A view as the scenario describes it (api.md §2 "View"): its frame, autoresizing (R10.1),
/// subviews, the frames the app sets itself on rotation (R10.7) and paging (R10.6).
///
/// Deep nesting is the decoder's to bound: ``ViewTree`` flattens iteratively, but a Swift value
/// nested many thousands deep is costly to compare and to free.
public struct ViewSpec: Sendable, Equatable {
    public var id: String
    public var frame: Rect
    /// `UIViewAutoresizing` bits (R10.1), default 0.
    public var autoresizingMask: Int
    public var autoresizesSubviews: Bool
    public var subviews: [ViewSpec]
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    public var frames: Optional<AppFrames>
    public var paging: Optional<Paging>

    public init(
        id: String, frame: Rect, autoresizingMask: Int = 0, autoresizesSubviews: Bool = true,
        subviews: [ViewSpec] = [], frames: AppFrames? = nil, paging: Paging? = nil
    ) {
        self.id = id
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.autoresizesSubviews = autoresizesSubviews
        self.subviews = subviews
        self.frames = frames
        self.paging = paging
    }
}

/// R10.7: the frames app code sets on a view in its rotation callback, chosen by `IsPortrait`
/// of the new orientation; an absent one leaves the frame to autoresizing.
public struct AppFrames: Sendable, Equatable {
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    public var portrait: Optional<Rect>
    public var landscape: Optional<Rect>

    public init(portrait: Rect? = nil, landscape: Rect? = nil) {
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The frame for an orientation that is portrait (`true`) or landscape (`false`).
    public func frame(portrait isPortrait: Bool) -> Rect? { isPortrait ? portrait : landscape }
}

/// R10.6: a paging scroll view whose content size and offset the app recomputes on rotation.
public struct Paging: Sendable, Equatable {
    public var pageCount: Int
    public var currentPage: Int

    public init(pageCount: Int, currentPage: Int) {
        self.pageCount = pageCount
        self.currentPage = currentPage
    }
}
