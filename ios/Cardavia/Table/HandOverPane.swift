// The hand-over: the phone goes to the next player; nothing secret is on screen (the core sends
// none) until they confirm who they are.

import CardaviaKit
import SwiftUI

@MainActor
struct HandOverPane: View {
    let name: String
    let prompt: String
    let confirm: TargetView?
    let store: TableStore

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "iphone.and.arrow.forward")
                .font(.largeTitle)
                .accessibilityHidden(true)
            Text(prompt)
                .font(.title2.weight(.semibold))
                .multilineTextAlignment(.center)
                .accessibilityAddTraits(.isHeader)
            if let confirm {
                TargetButton(target: confirm, store: store) {
                    Text(confirm.label)
                        .font(.title3.weight(.semibold))
                        .frame(maxWidth: .infinity, minHeight: 56)
                        .background(RoundedRectangle(cornerRadius: 14).fill(Color.accentColor.opacity(0.2)))
                }
            }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 40)
    }
}
