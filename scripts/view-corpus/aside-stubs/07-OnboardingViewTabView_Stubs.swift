// Stub for the app's onboarding page used by OnboardingViewTabView.swift:
// an image, two lines of text (the app is in Russian), the page dots and a button.
import SwiftUI

struct OnboardingView: View {
    var item: OnboardingView.OnboardingItem

    enum OnboardingItem: Int, CaseIterable {
        case first = 0
        case second
        case third

        var title: String {
            switch self {
            case .first: return "Добро пожаловать!"
            case .second: return "Следите за своими расходами."
            case .third: return "Начнём?"
            }
        }
    }

    var body: some View {
        ZStack {
            Color.white.ignoresSafeArea()
            VStack(spacing: 40) {
                Image("onboarding\(item.rawValue + 1)")
                    .resizable()
                    .scaledToFit()
                    .frame(height: 360)
                Text(item.title)
                    .font(.title2)
                    .bold()
                    .foregroundStyle(.black)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, 18)
                HStack(spacing: 14) {
                    ForEach(OnboardingItem.allCases, id: \.self) { page in
                        Circle()
                            .fill(page == item ? Color.blue : Color.gray.opacity(0.4))
                            .frame(width: 10, height: 10)
                    }
                }
                Button("Далее") {}
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}
