package org.cardavia.ui

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Typography
import androidx.compose.material3.darkColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.em
import androidx.compose.ui.unit.sp

/** The Cardavia palette: a green baize table, ivory cards, brass and two team colours. */
object Palette {
    val Felt = Color(0xFF1D4A38)
    val FeltDeep = Color(0xFF12301F)
    val FeltLight = Color(0xFF2A6249)
    val Ivory = Color(0xFFF5ECD8)
    val IvoryShade = Color(0xFFE2D5B8)
    val Ink = Color(0xFF2A2018)
    val Brass = Color(0xFFE2B33C)
    val Chalk = Color(0xFFEFF3EC)
    val Muted = Color(0xFFA9BFB2)
    val Danger = Color(0xFFD9534F)
    val Stone = Color(0xFF3A3F46)
    private val teams = listOf(Color(0xFFC4412F), Color(0xFF2F6FB8), Color(0xFF7E4FB0), Color(0xFF2E9A6B))

    /** A team's (or seat's) colour; teams beyond four repeat. */
    fun team(index: Int): Color = teams[Math.floorMod(index, teams.size)]

    /** One of ten distinct suit colours (Ganjifa's ten avatars), by the suit's index. */
    fun suit(index: Int): Color = Color.hsl(((index * 36) + 8f).mod(360f), 0.55f, 0.42f)
}

private val scheme = darkColorScheme(
    primary = Palette.Brass,
    onPrimary = Palette.Ink,
    secondary = Palette.Ivory,
    onSecondary = Palette.Ink,
    background = Palette.FeltDeep,
    onBackground = Palette.Chalk,
    surface = Palette.Felt,
    onSurface = Palette.Chalk,
    surfaceVariant = Palette.FeltLight,
    onSurfaceVariant = Palette.Muted,
    error = Palette.Danger,
)

private val type = Typography(
    // Lines spaced in proportion to their size: a caption set to 12 sp keeps its lines together,
    // and text the phone's font setting doubles stays spaced as it was.
    bodyLarge = TextStyle(fontSize = 16.sp, lineHeight = 1.35.em),
    headlineSmall = TextStyle(fontSize = 22.sp, fontWeight = FontWeight.Bold),
    titleMedium = TextStyle(fontSize = 17.sp, fontWeight = FontWeight.SemiBold),
    bodyMedium = TextStyle(fontSize = 14.sp),
    bodySmall = TextStyle(fontSize = 12.sp),
    labelLarge = TextStyle(fontSize = 15.sp, fontWeight = FontWeight.SemiBold),
)

/** Material 3 in Cardavia's colours (the table is always a dark baize). */
@Composable
fun CardaviaTheme(content: @Composable () -> Unit) {
    MaterialTheme(colorScheme = scheme, typography = type, content = content)
}
