import AutorotateWire

/// A view controller's `view` (api.md §2 View): frames, autoresizing, subviews, app frames and
/// paging, bounded in depth and count (EngineLimits).
extension ScenarioDocumentDecoder {
    mutating func decodeView(_ value: Document.Node, at pointer: JSONPointer, depth: Int) -> ViewSpec? {
        guard depth <= limits.maxViewDepth else {
            invalid(pointer, "views are nested more than \(limits.maxViewDepth) deep")
            return nil
        }
        viewCount += 1
        guard viewCount <= limits.maxViews else {
            if viewCount == limits.maxViews + 1 { invalid(pointer, "more than \(limits.maxViews) views") }
            return nil
        }
        guard let object = object(value, at: pointer, what: "a view") else { return nil }
        checkMembers(
            object, at: pointer,
            known: ScenarioNames.knownIdFrameEtc)
        var id = ""
        if let text = string(member(object, "id"), at: pointer.appending("id"), what: "a view id") {
            if text.isEmpty || text == "window" {
                invalid(
                    pointer.appending("id"),
                    "a view id must be non-empty and not 'window' (the window's own id)")
            } else if let first = viewIDs[text] {
                invalid(pointer.appending("id"), "view id '\(text)' is already used at \(first.string)")
            } else {
                viewIDs[text] = pointer
                id = text
            }
        } else if member(object, "id") == nil {
            shape(pointer.appending("id"), "a view needs an id")
        }
        var frame = Rect(x: 0, y: 0, width: 0, height: 0)
        if let value = member(object, "frame") {
            frame = rect(value, at: pointer.appending("frame").settled()) ?? frame
        } else {
            shape(pointer.appending("frame"), "a view needs a frame [x, y, width, height]")
        }
        var mask = 0
        if let value = member(object, "autoresizingMask") {
            mask = literal(value, at: pointer.appending("autoresizingMask"), kind: .autoresizing) ?? 0
            if mask & ~63 != 0 {
                invalid(
                    pointer.appending("autoresizingMask"),
                    "autoresizingMask \(mask) has bits outside UIViewAutoresizing (0–63)")
            }
        }
        let autoresizes =
            bool(
                member(object, "autoresizesSubviews"), at: pointer.appending("autoresizesSubviews"),
                what: "autoresizesSubviews")
            ?? true
        var subviews: [ViewSpec] = []
        if let list = array(member(object, "subviews"), at: pointer.appending("subviews"), what: "subviews") {
            for (index, element) in tape.elements(of: list).enumerated() {
                if let subview = decodeView(
                    element, at: pointer.appending("subviews").appending(index).settled(), depth: depth + 1)
                {
                    subviews.append(subview)
                }
            }
        }
        var frames: AppFrames?
        if let object = self.object(member(object, "frames"), at: pointer.appending("frames"), what: "frames")
        {
            checkMembers(object, at: pointer.appending("frames"), known: ScenarioNames.knownPortraitLandscape)
            frames = AppFrames(
                portrait: member(object, "portrait").flatMap {
                    rect($0, at: pointer.appending("frames").appending("portrait"))
                },
                landscape: member(object, "landscape").flatMap {
                    rect($0, at: pointer.appending("frames").appending("landscape"))
                })
        }
        var paging: Paging?
        if let object = self.object(member(object, "paging"), at: pointer.appending("paging"), what: "paging")
        {
            let pagingPointer = pointer.appending("paging")
            checkMembers(object, at: pagingPointer, known: ScenarioNames.knownPageCountCurrentPage)
            let count =
                integer(
                    member(object, "pageCount"), at: pagingPointer.appending("pageCount"), what: "pageCount")
                ?? 1
            let page =
                integer(
                    member(object, "currentPage"), at: pagingPointer.appending("currentPage"),
                    what: "currentPage")
                ?? 0
            if count < 1 || count > 100_000 {
                invalid(pagingPointer.appending("pageCount"), "pageCount must be between 1 and 100000")
            } else if page < 0 || page >= count {
                invalid(
                    pagingPointer.appending("currentPage"),
                    "currentPage must be between 0 and pageCount − 1 (\(count - 1))")
            } else {
                paging = Paging(pageCount: count, currentPage: page)
            }
        }
        return ViewSpec(
            id: id, frame: frame, autoresizingMask: mask, autoresizesSubviews: autoresizes,
            subviews: subviews,
            frames: frames, paging: paging)
    }

    /// `[x, y, width, height]`.
    private mutating func rect(_ value: Document.Node, at pointer: JSONPointer) -> Rect? {
        guard let list = array(value, at: pointer, what: "a rectangle [x, y, width, height]") else {
            return nil
        }
        guard tape.count(list) == 4 else {
            shape(pointer, "a rectangle has four numbers [x, y, width, height], not \(tape.count(list))")
            return nil
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(4)
        for (index, element) in tape.elements(of: list).enumerated() {
            guard let number = number(element, at: pointer.appending(index), what: "a coordinate") else {
                return nil
            }
            numbers.append(number)
        }
        return Rect(array: numbers)
    }
}
