// Stub of the app's own types (not the app's code): the demo screens the list links to.
import SwiftUI

struct ScopeDemo: View { var body: some View { Text("ScopeDemo") } }
struct AnimationWithoutZIndex: View { var body: some View { Text("AnimationWithoutZIndex") } }
struct AnimationWithZIndex: View { var body: some View { Text("AnimationWithZIndex") } }
struct SwapByZIndex: View { var body: some View { Text("SwapByZIndex") } }
struct IndexDemo: View { var body: some View { Text("IndexDemo") } }
struct IndexDemo1: View { var body: some View { Text("IndexDemo1") } }
struct SwapByOpacity: View { var body: some View { Text("SwapByOpacity") } }
struct SwapByTransition: View { var body: some View { Text("SwapByTransition") } }
struct ZIndexInVStack: View { var body: some View { Text("ZIndexInVStack") } }
