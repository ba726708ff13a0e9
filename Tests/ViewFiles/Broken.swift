import SwiftUI

struct Broken: View {
  var body: some View {
    ScrollView {
      Text(undefinedName)
    }
  }
}
