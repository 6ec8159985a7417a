import UIKit

final class CanvasViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

    func enterFullScreen() {
        guard let scene = view.window?.windowScene else { return }
        #if targetEnvironment(macCatalyst) || os(visionOS)
            scene.requestGeometryUpdate(.Mac(systemFrame: scene.coordinateSpace.bounds))
        #elseif os(iOS)
            setNeedsUpdateOfSupportedInterfaceOrientations()
        #endif
        #if !targetEnvironment(macCatalyst)
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
        #endif
    }
}
