// Stub of the app's own names (not the app's code): the environment value
// the app reads from UIKit's key window, as an iPhone 11 reports it.
import SwiftUI

extension EnvironmentValues {
    var safeAreaInsets: EdgeInsets { EdgeInsets(top: 48, leading: 0, bottom: 34, trailing: 0) }
}
