/// R8.7: the frame of a stock container's child view inside the container's view. 7.0+: the
/// child fills the container's bounds. ≤ 6.x: a navigation child loses the navigation bar at the
/// top (44 pt, 32 on a phone in landscape); a tab child loses the 49 pt tab bar at the bottom
/// unless the visible navigation child has `hidesBottomBarWhenPushed`. Split and custom children
/// keep their own frames and autoresize as subviews (``ViewTree``).
public enum ContainerChildGeometry {
    /// The ≤ 6.x navigation bar: 44 pt, 32 on a phone in landscape.
    public static func navigationBarHeight(idiom: Idiom, orientation: InterfaceOrientation) -> Double {
        idiom == .phone && orientation.isLandscape ? 32 : 44
    }

    /// The ≤ 6.x tab bar.
    public static let tabBarHeight: Double = 49

    public static func navigationChild(
        os: OSVersion, idiom: Idiom, orientation: InterfaceOrientation, containerBounds: Rect
    ) -> Rect {
        guard os < OSVersion(7) else { return containerBounds }
        let bar = navigationBarHeight(idiom: idiom, orientation: orientation)
        return Rect(
            x: containerBounds.x, y: containerBounds.y + bar, width: containerBounds.width,
            height: containerBounds.height - bar)
    }

    public static func tabChild(os: OSVersion, containerBounds: Rect, hidesBottomBar: Bool) -> Rect {
        guard os < OSVersion(7), !hidesBottomBar else { return containerBounds }
        return Rect(
            x: containerBounds.x, y: containerBounds.y, width: containerBounds.width,
            height: containerBounds.height - tabBarHeight)
    }
}
