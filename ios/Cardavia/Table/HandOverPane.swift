// The hand-over: the phone goes to the next player; nothing secret is on screen (the core sends
// none) until they confirm who they are. Any other button the view offers there (the take-back of
// the person who just played) is drawn under the confirmation, as the core labels it.

import CardaviaKit
import SwiftUI

@MainActor
struct HandOverPane: View {
    let name: String
    let prompt: String
    let confirm: TargetView?
    let others: [TargetView]
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
            ForEach(others, id: \.id) { target in
                TargetButton(target: target, store: store) {
                    Text(target.label)
                        .font(.body)
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .background(RoundedRectangle(cornerRadius: 12).stroke(Color.secondary.opacity(0.5)))
                }
            }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 40)
    }
}
