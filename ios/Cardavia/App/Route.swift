// The screens reached from home. The table itself is a full-screen cover over them.

import CardaviaKit

enum Route: Hashable {
    case setup(GameId)
    case rules(GameId)
    case stats
    case settings
    case people
}
